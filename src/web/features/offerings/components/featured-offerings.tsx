import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OFFERING_KINDS } from '../../../../shared/enums.ts';
import { OFFERING_KIND_PAGES } from '../../../../shared/offering-kinds.ts';
import { CASHBACK_CAP_PCT } from '../../../../shared/rewards.ts';
import { useFeaturedOfferings } from '../api/featured-offerings.ts';
import { CashbackNote, OfferingCard, OfferingCardSkeleton } from './offering-card.tsx';

/**
 * Spec §7's featured software, AI tools and services (active and featured, by rating, three of
 * each), on a franchisor's home: the tools they buy, with the cashback they earn on them.
 */
export function FeaturedOfferings() {
  const query = useFeaturedOfferings();
  // Nothing featured, or the lists did not load: the home goes on without this section.
  if (query.isError) return null;
  const groups = query.data ? OFFERING_KINDS.filter((kind) => query.data[kind].length > 0) : [];
  if (query.data && groups.length === 0) return null;

  return (
    <section aria-labelledby="featured-offerings-heading" data-testid="featured-offerings">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="featured-offerings-heading" className="text-2xl font-bold text-brand-900">
            Tools for your franchise, with up to {CASHBACK_CAP_PCT}% back
          </h2>
          <CashbackNote className="mt-1 max-w-3xl text-sm text-muted" />
        </div>
        <Link
          to="/earn-on-spends"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          Record a purchase <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {!query.data ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <OfferingCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        groups.map((kind) => {
          const page = OFFERING_KIND_PAGES[kind];
          return (
            <div key={kind} className="mt-6">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-brand-900">Featured {page.plural}</h3>
                <Link to={page.listPaths[0]} className="text-sm font-semibold text-brand-700 hover:underline">
                  All {page.plural}
                </Link>
              </div>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {query.data[kind].map((item) => (
                  <li key={item.id}>
                    <OfferingCard item={item} heading="h4" />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
