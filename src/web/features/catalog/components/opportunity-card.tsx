import { Link } from 'react-router';
import { formatMoney, formatMoneyRange } from '../../../../shared/money.ts';
import type { OpportunityCard as Card } from '../../../../shared/schemas/catalog.ts';
import { BrandLogo } from '../../../components/monogram.tsx';
import { Rating } from '../../../components/rating.tsx';
import { Badge, ListingCardSkeleton, Skeleton } from '../../../components/ui/card.tsx';
import { useRecordInteraction } from '../../engagement/api/interactions.ts';
import { BookmarkButton } from '../../engagement/components/bookmark-button.tsx';
import { CompareButton } from '../../engagement/components/compare-button.tsx';
import { detailPath } from '../lib/paths.ts';

interface CardProps {
  item: Card;
  actions?: boolean;
}

/** A listing's card. */
export function OpportunityCard(props: CardProps) {
  return <CardContent {...props} />;
}

function CardContent({ item, actions = true }: CardProps) {
  const record = useRecordInteraction();
  return (
    <article
      data-testid="opportunity-card"
      className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <BrandLogo title={item.title} logoUrl={item.logoUrl} brandColor={item.brandColor} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold">
            <Link
              to={detailPath(item)}
              onClick={() => record('click', item.id, { from: 'card' })}
              className="hover:text-brand-700 hover:underline focus-visible:underline"
            >
              {item.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted">{item.companyName}</p>
          <Badge className="mt-1.5">{item.category}</Badge>
        </div>
      </div>
      {item.tagline && <p className="mt-3 line-clamp-2 text-sm text-muted">{item.tagline}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-muted">Investment</dt>
          <dd className="font-semibold">
            {formatMoneyRange(item.investmentMin, item.investmentMax, item.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Franchise fee</dt>
          <dd className="font-medium">
            {item.franchiseFee === null ? 'Not stated' : formatMoney(item.franchiseFee, item.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Yearly ROI</dt>
          <dd className="font-medium">
            {item.roiPercentage === null ? 'Not stated' : `${item.roiPercentage}%`}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <Rating value={item.ratingAverage} count={item.reviewCount} />
      </div>
      {actions && (
        <div className="mt-auto flex items-center gap-2 pt-4">
          <CompareButton opportunityId={item.id} title={item.title} />
          <BookmarkButton opportunityId={item.id} title={item.title} compact />
        </div>
      )}
    </article>
  );
}

export function OpportunityCardSkeleton() {
  return (
    <ListingCardSkeleton>
      <Skeleton className="mt-4 h-5 w-2/3" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="size-10" />
      </div>
    </ListingCardSkeleton>
  );
}
