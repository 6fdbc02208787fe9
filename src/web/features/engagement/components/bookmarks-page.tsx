import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { OpportunityCard, OpportunityCardSkeleton } from '../../catalog/components/opportunity-card.tsx';
import { useBookmarks } from '../api/bookmarks.ts';
import { useSignInHref } from './sign-in-href.ts';

export function BookmarksPage() {
  usePageTitle();
  const viewer = useViewer();
  const bookmarks = useBookmarks();
  const signIn = useSignInHref();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your bookmarked franchises</h1>
      {viewer.status === 'loading' ? (
        <Grid loading />
      ) : viewer.status !== 'signed-in' ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Bookmark aria-hidden="true" className="mx-auto size-8 text-muted" />
          <p className="mt-3 text-lg font-semibold">Sign in to see your bookmarks</p>
          <p className="mt-1 text-sm text-muted">Bookmarks are kept on your account, on every device.</p>
          <Button asChild className="mt-5">
            <Link to={signIn}>Sign in</Link>
          </Button>
        </div>
      ) : bookmarks.isPending ? (
        <Grid loading />
      ) : bookmarks.isError ? (
        <div className="mt-8">
          <QueryError
            title="Your bookmarks could not be loaded."
            error={bookmarks.error}
            onRetry={() => bookmarks.refetch()}
          />
        </div>
      ) : bookmarks.data.items.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            title="No bookmarks yet"
            action={
              <Button asChild>
                <Link to="/united-states">Browse franchises</Link>
              </Button>
            }
          >
            Press the bookmark button on any franchise to keep it here.
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted">
            {bookmarks.data.total} saved {bookmarks.data.total === 1 ? 'franchise' : 'franchises'}
          </p>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {bookmarks.data.items.map((b) => (
              <li key={b.id}>
                <OpportunityCard item={b.opportunity} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Grid({ loading }: { loading: true }) {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden={loading}>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <OpportunityCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
