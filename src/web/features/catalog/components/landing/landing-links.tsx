import { Link } from 'react-router';
import type { MarketCode } from '../../../../../shared/markets.ts';
import { useLandingLinks } from '../../api/get-landing.ts';

/** "Popular searches" under a market's list: its industry and budget pages that exist. */
export function LandingLinks({ market, current }: { market: MarketCode; current?: string }) {
  const { data } = useLandingLinks(market);
  const links = (data?.items ?? []).filter((l) => l.path !== current);
  if (links.length === 0) return null;
  const industries = links.filter((l) => l.kind === 'industry');
  const budgets = links.filter((l) => l.kind === 'band');
  return (
    <nav aria-labelledby="popular-searches" className="mt-12 border-t border-line pt-8">
      <h2 id="popular-searches" className="text-lg font-semibold text-brand-900">
        Popular searches
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {[
          { title: 'By industry', items: industries },
          { title: 'By budget', items: budgets },
        ]
          .filter((g) => g.items.length > 0)
          .map((g) => (
            <div key={g.title}>
              <h3 className="text-sm font-semibold text-muted">{g.title}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {g.items.map((l) => (
                  <li key={l.path}>
                    <Link
                      to={l.path}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                    >
                      {l.heading} <span className="ml-1 text-muted">({l.count})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </nav>
  );
}

/** The footer's column of landing pages: the largest few across the live markets. */
export function FooterLandingLinks() {
  const { data } = useLandingLinks();
  const top = [...(data?.items ?? [])].sort((a, b) => b.count - a.count).slice(0, 6);
  if (top.length === 0) return null;
  return (
    <nav aria-label="Popular searches">
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Popular searches</h2>
      <ul className="mt-4 space-y-2.5">
        {top.map((l) => (
          <li key={l.path}>
            <Link to={l.path} className="rounded text-sm text-brand-100 hover:text-white hover:underline">
              {l.heading}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
