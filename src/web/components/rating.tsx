import { Star } from 'lucide-react';
import { formatCount } from '../../shared/count.ts';

export function Rating({ value, count }: { value: number | null; count: number }) {
  if (value === null) return <span className="text-sm text-muted">No ratings yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
      <span className="font-semibold">{value.toFixed(1)}</span>
      <span className="text-muted">
        ({formatCount(count)} {count === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only">out of 5</span>
    </span>
  );
}
