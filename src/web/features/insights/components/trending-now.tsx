import { MessageSquare, Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../../../../shared/count.ts';
import type { TrendingRecommendation } from '../../../../shared/schemas/insights.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { useTrendingRecommendations } from '../api/get-trending-recommendations.ts';
import { ENTITY_TYPE_LABELS } from '../labels.ts';

/**
 * Spec §2 Trending Now: what people are looking at across franchises, software, AI tools and
 * services. Skeletons while loading; hidden when there is nothing (or the call failed, §8).
 */
export function TrendingNow() {
  const query = useTrendingRecommendations();
  const items = query.data?.items ?? [];
  if (!query.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby="trending-heading" data-testid="trending-now">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="trending-heading" className="flex items-center gap-2 text-2xl font-bold text-brand-900">
          <TrendingUp aria-hidden="true" className="size-6 text-accent-500" />
          Trending Now
        </h2>
        <p className="text-sm text-muted">Updated every 5 minutes</p>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} data-testid="trending-skeleton">
                <TrendingCardSkeleton />
              </li>
            ))
          : items.map((item) => (
              <li key={`${item.entityType}:${item.entityId}`}>
                <TrendingCard item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function TrendingCard({ item }: { item: TrendingRecommendation }) {
  const { title, description, averageRating } = item.entityData;
  const count = item.interactionCount;
  return (
    <Card className="flex h-full flex-col p-4" data-testid="trending-card">
      <div className="flex items-center justify-between gap-2">
        <Badge tone="neutral">{ENTITY_TYPE_LABELS[item.entityType]}</Badge>
        <span
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
          title="Trend score"
        >
          <TrendingUp aria-hidden="true" className="size-4" />
          <span className="sr-only">Trend score </span>
          {Math.round(item.trendScore)}
        </span>
      </div>
      <h3 className="mt-3 font-semibold text-ink">{title}</h3>
      <p className="mt-1 line-clamp-2 flex-1 text-sm text-muted">{description}</p>
      <div className="mt-3 flex items-center gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="size-4" />
          {formatCount(count)} {count === 1 ? 'interaction' : 'interactions'}
        </span>
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 text-amber-500" />
          {averageRating === null ? 'No ratings' : averageRating.toFixed(1)}
        </span>
      </div>
      <Button asChild variant="outline" size="sm" className="mt-4 self-start">
        <Link to={item.path} aria-label={`View Details: ${title}`}>
          View Details
        </Link>
      </Button>
    </Card>
  );
}

function TrendingCardSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-10" />
      </div>
      <Skeleton className="mt-4 h-4 w-3/4" />
      <Skeleton className="mt-2 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-5/6" />
      <Skeleton className="mt-4 h-8 w-28" />
    </div>
  );
}
