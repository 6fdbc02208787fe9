import { ListingCardSkeleton } from '../../../../components/ui/card.tsx';
import { useNearViewport } from '../../../../lib/use-near-viewport.ts';
import { useSimilar } from '../../api/get-opportunity.ts';
import { OpportunityCard } from '../opportunity-card.tsx';

const GRID = 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

/**
 * Franchises like this one, asked for when the visitor scrolls near the end of the page. Card
 * placeholders hold the place meanwhile; with none to show, the section goes.
 */
export function SimilarFranchises({ id }: { id: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const similar = useSimilar(id, near);
  if (similar.isSuccess && similar.data.items.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="similar-title" className="mt-10">
      <h2 id="similar-title" className="text-2xl font-semibold text-brand-900">
        Similar franchises
      </h2>
      {similar.isSuccess ? (
        <ul className={GRID}>
          {similar.data.items.map((item) => (
            <li key={item.id}>
              <OpportunityCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={GRID} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <ListingCardSkeleton key={i}>
              <div className="h-40" />
            </ListingCardSkeleton>
          ))}
        </div>
      )}
    </section>
  );
}
