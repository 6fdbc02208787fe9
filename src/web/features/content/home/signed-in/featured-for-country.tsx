import { Globe2 } from 'lucide-react';
import { Link } from 'react-router';
import { MARKETS, type MarketCode } from '../../../../../shared/markets.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ListingCardSkeleton } from '../../../../components/ui/card.tsx';
import { useFeatured } from '../../../catalog/api/get-featured.ts';
import { OpportunityCard } from '../../../catalog/components/opportunity-card.tsx';

/**
 * Spec §2: featured franchises of the seeker's country (6, newest first), or the prompt to set a
 * country when there is none or nothing is featured there.
 */
export function FeaturedForCountry({ market }: { market: MarketCode | null }) {
  if (!market) return <SetCountryPreference />;
  return <FeaturedList market={market} />;
}

function FeaturedList({ market }: { market: MarketCode }) {
  const query = useFeatured(market);
  const items = query.data?.items ?? [];
  if (query.isSuccess && items.length === 0) return <SetCountryPreference />;
  // A failure leaves the rest of the home page as it is.
  if (query.isError) return null;
  return (
    <section aria-labelledby="featured-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="featured-heading" className="text-2xl font-bold text-brand-900">
          Featured {MARKETS[market].adjective} opportunities
        </h2>
        <Link to={MARKETS[market].listPath} className="text-sm font-semibold text-brand-700 hover:underline">
          See all
        </Link>
      </div>
      <ul
        className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="featured-for-country"
      >
        {query.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <ListingCardSkeleton />
              </li>
            ))
          : items.map((item) => (
              <li key={item.id}>
                <OpportunityCard item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function SetCountryPreference() {
  return (
    <section
      aria-labelledby="country-heading"
      className="flex flex-col gap-4 rounded-xl border border-dashed border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Globe2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="country-heading" className="text-lg font-bold text-brand-900">
            Set Your Country Preference
          </h2>
          <p className="mt-1 text-sm text-muted">
            Choose the country you want to open in and we will show you its featured franchises here.
          </p>
        </div>
      </div>
      <Button asChild>
        <Link to="/account-settings">Set Your Country Preference</Link>
      </Button>
    </section>
  );
}
