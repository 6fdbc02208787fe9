import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { COMING_SOON_COUNTRIES, MARKETS } from '../../../../shared/markets.ts';
import { pageExists } from '../../../lib/pages.ts';

/** The markets that are live and those coming soon. */
export function MarketsSection() {
  return (
    <section aria-labelledby="markets-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Markets</p>
        <h2 id="markets-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-900">
          Live in two markets, {COMING_SOON_COUNTRIES.length} more on the way
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {(['US', 'IN'] as const).map((code) => {
            const m = MARKETS[code];
            const body = (
              <>
                <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
                  Live
                </span>
                <span className="mt-3 block text-2xl font-bold text-ink">{m.name}</span>
                <span className="mt-1 block text-sm text-muted">
                  {code === 'US'
                    ? 'Franchises across every state, investment in US dollars.'
                    : 'Franchises across India, investment in lakh and crore.'}
                </span>
              </>
            );
            return (
              <li key={code}>
                {pageExists(m.listPath) ? (
                  <Link
                    to={m.listPath}
                    className="block h-full rounded-2xl border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md"
                  >
                    {body}
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      Browse {m.adjective} franchises <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                ) : (
                  <div className="h-full rounded-2xl border border-slate-200 p-6">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        <h3 className="mt-12 text-lg font-semibold text-ink">Coming soon</h3>
        <ul
          className="mt-4 flex flex-wrap gap-2"
          aria-label={`${COMING_SOON_COUNTRIES.length} countries coming soon`}
        >
          {COMING_SOON_COUNTRIES.map((country) => (
            <li
              key={country}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-ink"
            >
              {country}
              <span className="rounded-full bg-accent-300/50 px-1.5 text-xs font-semibold text-brand-900">
                Soon
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
