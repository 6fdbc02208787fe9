import { Link } from 'react-router';
import { offeringDetailPath } from '../../../../shared/offering-kinds.ts';
import type { OfferingCard as Card } from '../../../../shared/schemas/offerings.ts';
import { BrandLogo } from '../../../components/monogram.tsx';
import { Rating } from '../../../components/rating.tsx';
import { Badge, ListingCardSkeleton, Skeleton } from '../../../components/ui/card.tsx';

/** "Earn 15% back": what a Franchisio member gets back on spends with this vendor. */
export function CashbackBadge({ pct }: { pct: number }) {
  if (pct <= 0) return null;
  return <Badge tone="accent">Earn {pct}% back</Badge>;
}

/** Who pays the cashback shown on cards and why: said wherever cards show a cashback rate. */
export function CashbackNote({ className }: { className?: string }) {
  return (
    <p className={className ?? 'text-xs text-muted'}>
      Cashback is paid by Franchisio from the referral fee each vendor pays us when a member buys through
      Franchisio; it never changes the price you pay.
    </p>
  );
}

export function OfferingCard({ item, heading: Heading = 'h3' }: { item: Card; heading?: 'h3' | 'h4' }) {
  return (
    <article
      data-testid="offering-card"
      className="relative flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <BrandLogo title={item.name} logoUrl={item.logoUrl} brandColor={item.brandColor} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base leading-snug font-semibold">
            <Link
              to={offeringDetailPath(item.kind, item.id)}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 hover:underline focus-visible:underline"
            >
              {item.name}
            </Link>
          </Heading>
          <p className="truncate text-sm text-muted">{item.vendor}</p>
          <Badge className="mt-1.5">{item.category}</Badge>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-muted">{item.shortDescription}</p>
      <p className="mt-3 text-sm font-semibold">{item.pricing}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
        <Rating value={item.rating} count={item.reviewCount} />
        <CashbackBadge pct={item.cashbackPct} />
      </div>
    </article>
  );
}

export function OfferingCardSkeleton() {
  return (
    <ListingCardSkeleton>
      <Skeleton className="mt-4 h-4 w-1/2" />
      <Skeleton className="mt-4 h-4 w-full" />
    </ListingCardSkeleton>
  );
}
