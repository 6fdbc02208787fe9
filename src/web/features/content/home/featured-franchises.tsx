import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MARKETS } from '../../../../shared/markets.ts';
import { formatMoney, formatMoneyRange } from '../../../../shared/money.ts';
import type { OpportunityCard } from '../../../../shared/schemas/catalog.ts';
import { initials } from '../../../components/monogram.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFeatured } from '../../catalog/api/get-featured.ts';

type LiveMarket = 'US' | 'IN';

/** A featured franchise as a card linking to its detail page. */
export function FeaturedCard({ item }: { item: OpportunityCard }) {
  const market = MARKETS[item.country as LiveMarket] ?? MARKETS.US;
  const color = item.brandColor ?? '#1f7a72';
  return (
    <Link
      to={`${market.detailPrefix}/${item.id}`}
      data-testid="featured-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: color }} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          {item.logoUrl ? (
            <img
              src={item.logoUrl}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-lg object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-lg text-base font-bold text-ink"
              style={{ backgroundColor: `${color}22` }}
            >
              {initials(item.title)}
            </span>
          )}
          <div className="min-w-0">
            <Badge>{item.category}</Badge>
            <h3 className="mt-1.5 truncate text-lg font-bold text-ink group-hover:text-brand-700">
              {item.title}
            </h3>
          </div>
        </div>
        {item.tagline && <p className="mt-3 line-clamp-2 text-sm text-muted">{item.tagline}</p>}
        <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
          <div>
            <dt className="text-muted">Investment</dt>
            <dd className="font-semibold text-ink">
              {formatMoneyRange(item.investmentMin, item.investmentMax, item.currency, { compact: true })}
            </dd>
          </div>
          {item.country === 'IN' && item.roiPercentage !== null ? (
            <div>
              <dt className="text-muted">Expected ROI</dt>
              <dd className="font-semibold text-ink">{item.roiPercentage}%</dd>
            </div>
          ) : item.franchiseFee !== null ? (
            <div>
              <dt className="text-muted">Franchise fee</dt>
              <dd className="font-semibold text-ink">
                {formatMoney(item.franchiseFee, item.currency, { compact: true })}
              </dd>
            </div>
          ) : null}
        </dl>
        {item.ratingAverage !== null && item.reviewCount > 0 && (
          <p className="mt-3 flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
            <span className="font-semibold text-ink">{item.ratingAverage.toFixed(1)}</span>
            <span>
              ({item.reviewCount} {item.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        )}
      </div>
    </Link>
  );
}

/** Featured franchises of the live markets, from the database (spec §7: 6 per market). */
export function FeaturedFranchises({ initialMarket }: { initialMarket: LiveMarket }) {
  // The visitor's remembered market is known only after hydration, so follow it until they pick.
  const [picked, setMarket] = useState<LiveMarket | null>(null);
  const market = picked ?? initialMarket;
  const featured = useFeatured(market);
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Featured</p>
          <h2 id="featured-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-900">
            Featured franchises
          </h2>
          <p className="mt-2 text-muted">Published listings with complete investment figures.</p>
        </div>
        <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">Market</legend>
          {(['US', 'IN'] as const).map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={market === code}
              onClick={() => setMarket(code)}
              className={cn(
                'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                market === code ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {MARKETS[code].name}
            </button>
          ))}
        </fieldset>
      </div>
      {featured.isError ? (
        <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Featured franchises could not be loaded.{' '}
          <button type="button" onClick={() => featured.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : (
        <ul
          className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy={featured.isPending}
        >
          {featured.isPending
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-60 rounded-2xl" />
                </li>
              ))
            : featured.data.items.map((item) => (
                <li key={item.id}>
                  <FeaturedCard item={item} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
