import { Bell } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { MARKETS, type MarketCode, placeName, shownWhenMarketOpens } from '../../../../shared/markets.ts';

// The form (react-hook-form) is not part of a list page's first load; it follows the banner.
const NotifyMeForm = lazy(() => import('./notify-me-form.tsx'));

/** The coming-soon banner of a market that is not live yet, with its 'notify me' form. */
export function ComingSoonBanner({ market }: { market: MarketCode }) {
  const m = MARKETS[market];
  const place = placeName(market);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-accent-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-brand-900">
          <Bell aria-hidden="true" className="size-4" /> Franchisio is coming soon to {place}
        </h2>
        <p className="mt-1 text-sm text-muted">
          We are live in the United States and India. {m.adjective} franchises are{' '}
          {shownWhenMarketOpens(market)}: leave your e-mail and we will tell you when it does.
        </p>
      </div>
      <Suspense fallback={null}>
        <NotifyMeForm market={market} marketName={place} />
      </Suspense>
    </section>
  );
}
