import { BarChart3, Calculator, ShieldAlert, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AiTilesProps {
  /** The seeker's market list, where its figures are. */
  marketPath: string;
  marketAdjective: string;
  /** A listing's ROI calculator (the best recommendation), or null when none is known yet. */
  roiPath: string | null;
}

/** Spec §2: the four AI feature tiles, each leading to the feature it names. */
export function AiTiles({ marketPath, marketAdjective, roiPath }: AiTilesProps) {
  const tiles: { title: string; text: string; to: string; icon: ReactNode }[] = [
    {
      title: 'Smart Matching',
      text: 'Franchises ranked against your budget, industries and experience, with the reason for every point.',
      to: '/discover',
      icon: <Sparkles aria-hidden="true" />,
    },
    {
      title: 'Market Insights',
      text: `Investment, fees, royalties and ROI of every ${marketAdjective} franchise, to sort and filter.`,
      to: marketPath,
      icon: <BarChart3 aria-hidden="true" />,
    },
    {
      title: 'ROI Predictions',
      text: roiPath
        ? 'Payback and yearly return of your best match, from its own figures and your numbers.'
        : 'Open any franchise to work out its payback and yearly return from its own figures.',
      to: roiPath ?? marketPath,
      icon: <Calculator aria-hidden="true" />,
    },
    {
      title: 'Risk Assessment',
      text: 'Litigation, bankruptcy and franchisee turnover of the franchises you compare, side by side.',
      to: '/compare',
      icon: <ShieldAlert aria-hidden="true" />,
    },
  ];
  return (
    <section aria-labelledby="ai-heading">
      <h2 id="ai-heading" className="text-2xl font-bold text-brand-900">
        Your AI tools
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.to}
              data-testid="ai-tile"
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
                {tile.icon}
              </span>
              <span className="mt-3 font-semibold text-ink group-hover:text-brand-700">{tile.title}</span>
              <span className="mt-1 text-sm text-muted">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
