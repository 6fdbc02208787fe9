import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled; read out as "N out of 5 stars". */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= Math.round(rating) ? 'fill-accent-400 text-accent-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
