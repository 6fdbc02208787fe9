import { Bell } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';

// The form (react-hook-form) is not part of a list page's first load; it follows the banner.
const NotifyMeForm = lazy(() => import('./notify-me-form.tsx'));

/** The coming-soon banner of a market that is not live yet, with its 'notify me' form. */
export function ComingSoonBanner({ market }: { market: MarketCode }) {
  const m = MARKETS[market];
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-accent-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-brand-900">
          <Bell aria-hidden="true" className="size-4" /> Franchisio is coming soon to {m.name}
        </h2>
        <p className="mt-1 text-sm text-muted">
          We are live in the United States and India. You can already browse {m.adjective} listings below;
          leave your e-mail and we will tell you when {m.name} opens.
        </p>
      </div>
      <Suspense fallback={null}>
        <NotifyMeForm market={market} marketName={m.name} />
      </Suspense>
    </section>
  );
}
