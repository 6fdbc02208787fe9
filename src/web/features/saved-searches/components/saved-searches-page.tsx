import { BellOff, BellRing, Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import type { SavedSearch } from '../../../../shared/schemas/saved-searches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { OpportunityCard } from '../../catalog/components/opportunity-card.tsx';
import { useSignInHref } from '../../engagement/components/sign-in-href.ts';
import { useDeleteSavedSearch, useMarkSeen, useSavedSearches, useSetAlerts } from '../api/saved-searches.ts';

const errorToast = (error: Error) => toast.error('Error', { description: error.message });

/** The seeker's saved searches: each with its new matches, its e-mail alerts and a way to delete it. */
export function SavedSearchesPage() {
  usePageTitle();
  const viewer = useViewer();
  const searches = useSavedSearches();
  const signIn = useSignInHref();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Saved searches</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Save a search on any franchise list. When a newly published franchise matches it, it shows up here and
        we e-mail you — one digest a day at most.
      </p>
      {viewer.status === 'loading' || (viewer.status === 'signed-in' && searches.isPending) ? (
        <div className="mt-6 space-y-4" aria-hidden="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : viewer.status !== 'signed-in' ? (
        <div className="mt-8">
          <EmptyState
            icon={<Search aria-hidden="true" className="size-5" />}
            title="Sign in to see your saved searches"
            action={
              <Button asChild>
                <Link to={signIn}>Sign in</Link>
              </Button>
            }
          >
            Saved searches and their alerts are kept on your account.
          </EmptyState>
        </div>
      ) : searches.isError ? (
        <div className="mt-8">
          <QueryError
            title="Your saved searches could not be loaded."
            error={searches.error}
            onRetry={() => searches.refetch()}
          />
        </div>
      ) : !searches.data || searches.data.items.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            icon={<Search aria-hidden="true" className="size-5" />}
            title="No saved searches yet"
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/united-states">US franchises</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/india-franchises">Indian franchises</Link>
                </Button>
              </div>
            }
          >
            Filter a franchise list the way you like, then press “Save this search”.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 space-y-6">
          {searches.data.items.map((s) => (
            <li key={s.id}>
              <SavedSearchCard search={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const setAlerts = useSetAlerts();
  const remove = useDeleteSavedSearch();
  const markSeen = useMarkSeen();
  const headingId = `saved-${search.id}`;

  return (
    <Card className="p-4 sm:p-6" aria-labelledby={headingId} data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
            <Link to={search.href} className="hover:underline">
              {search.name}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {search.newMatches > 0 ? (
              <Badge data-testid="new-matches">
                {search.newMatches} new {search.newMatches === 1 ? 'match' : 'matches'}
              </Badge>
            ) : (
              <span>No new matches</span>
            )}
            <span>· Saved {formatDay(search.createdAt)}</span>
            <span>· E-mail alerts {search.alerts ? 'on' : 'off'}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={setAlerts.isPending}
            aria-pressed={search.alerts}
            onClick={() =>
              setAlerts.mutate({ id: search.id, alerts: !search.alerts }, { onError: errorToast })
            }
          >
            {search.alerts ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
            {search.alerts ? 'Stop e-mails' : 'E-mail me new matches'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Delete saved search ${search.name}`}
            onClick={() =>
              remove.mutate(search.id, {
                onSuccess: () => toast.success('Saved search deleted'),
                onError: errorToast,
              })
            }
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      {search.matches.length > 0 ? (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">Newly published matches</h3>
            {search.newMatches > 0 && (
              <Button
                variant="link"
                size="inline"
                disabled={markSeen.isPending}
                onClick={() => markSeen.mutate(search.id, { onError: errorToast })}
              >
                Mark all as seen
              </Button>
            )}
          </div>
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {search.matches.map((m) => (
              <li key={m.opportunity.id} className="relative">
                {!m.seen && (
                  <Badge tone="accent" className="absolute top-2 left-2 z-10">
                    New
                  </Badge>
                )}
                <OpportunityCard item={m.opportunity} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-muted">
          Nothing new yet. Franchises published from now on that match this search will appear here.{' '}
          <Link to={search.href} className="font-medium text-brand-700 underline">
            See the current results
          </Link>
        </p>
      )}
    </Card>
  );
}
