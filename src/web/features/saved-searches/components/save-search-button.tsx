import { BellPlus, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { SavedSearchFilters } from '../../../../shared/saved-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useSignInHref } from '../../engagement/components/sign-in-href.ts';
import { useSaveSearch } from '../api/saved-searches.ts';

/**
 * "Save this search" on a market list page: keeps the page's filters and words; new franchises
 * that match are shown on /saved-searches and e-mailed once a day at most. Visitors sign in first.
 */
export function SaveSearchButton({ country, filters }: { country: MarketCode; filters: SavedSearchFilters }) {
  const viewer = useViewer();
  const signIn = useSignInHref();
  const save = useSaveSearch();
  // A different search on the same page is a new save.
  const key = JSON.stringify([country, filters]);
  const savedHere =
    save.isSuccess &&
    save.variables &&
    JSON.stringify([save.variables.country, save.variables.filters]) === key;
  const already =
    save.error instanceof ApiError &&
    save.error.code === 'saved_search_exists' &&
    save.variables &&
    JSON.stringify([save.variables.country, save.variables.filters]) === key;

  if (viewer.status !== 'signed-in') {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={signIn}>
          <BellPlus aria-hidden="true" /> Save this search
        </Link>
      </Button>
    );
  }
  if (savedHere || already) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/saved-searches">
          <BellRing aria-hidden="true" /> Saved · see your searches
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          { country, filters },
          {
            onSuccess: () =>
              toast.success('Search saved', {
                description: 'New franchises that match are e-mailed to you, once a day at most.',
              }),
            onError: (error) => {
              if (error instanceof ApiError && error.code === 'saved_search_exists') {
                toast.message('You have already saved this search.');
              } else {
                toast.error('Error', { description: error.message });
              }
            },
          },
        )
      }
    >
      <BellPlus aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save this search'}
    </Button>
  );
}
