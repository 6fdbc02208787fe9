import { ExternalLink, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ADMIN_LIST } from '../../../../shared/limits.ts';
import { OFFERING_KIND_PAGES } from '../../../../shared/offering-kinds.ts';
import { type AdminCatalogOfferingT, PauseReasonForm } from '../../../../shared/schemas/admin-catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminOfferingCatalog, useModerateOffering } from '../api/offering-catalog.ts';
import { RejectReason } from './reject-reason.tsx';

function OfferingRow({ offering: o }: { offering: AdminCatalogOfferingT }) {
  const reasonId = useId();
  const moderate = useModerateOffering(o.id);
  const [pausing, setPausing] = useState(false);
  const onError = (err: Error) => toast.error(err.message);
  const pause = (reason: string) =>
    moderate.mutate(
      { action: 'pause', reason },
      {
        onSuccess: () => {
          setPausing(false);
          toast.success('Paused. The vendor is told why.');
        },
        onError,
      },
    );
  return (
    <li className="space-y-2 px-4 py-3" data-testid="catalog-offering">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{o.name}</span>
          <span className="block truncate text-sm text-muted">
            {o.vendor} · {OFFERING_KIND_PAGES[o.kind].title}
          </span>
        </span>
        <Badge tone={o.state === 'live' ? 'brand' : 'neutral'}>
          {o.state === 'live' ? 'Live' : 'Paused'}
        </Badge>
      </div>
      {o.pausedReason && (
        <p className="text-sm break-words text-amber-900">Paused by a moderator: {o.pausedReason}</p>
      )}
      {pausing ? (
        <RejectReason
          id={reasonId}
          label={`Why is ${o.name} paused? The vendor reads this.`}
          schema={PauseReasonForm}
          submitLabel="Pause offering"
          pending={moderate.isPending}
          onSubmit={pause}
          onCancel={() => setPausing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {o.publicPath && (
            <a
              href={o.publicPath}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Preview <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{o.name}</span>
            </a>
          )}
          {o.state === 'live' ? (
            <Button variant="outline" size="sm" onClick={() => setPausing(true)}>
              Pause with a reason
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ action: 'resume' }, { onError })}
            >
              Resume
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** On /admin/catalog: published software, AI tools and services, to pause with a reason or resume. */
export function AdminOfferingCatalog() {
  const id = useId();
  const [filter, setFilter] = useState<{ q?: string; page: number }>({ page: 1 });
  const query = useAdminOfferingCatalog(filter);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setFilter({ q: q || undefined, page: 1 });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Software, AI tools and services
      </h2>
      <form
        aria-label="Search offerings"
        onSubmit={onSearch}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor={`${id}-q`}>Offering or vendor name</Label>
          <Input id={`${id}-q`} name="q" type="search" maxLength={ADMIN_LIST.catalogSearch} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search offerings
        </Button>
      </form>
      {query.isPending ? (
        <Skeleton className="h-32" role="status" aria-label="Loading offerings" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No published offering matches this search." />
      ) : (
        <>
          <Card>
            <ul aria-label="Offerings" className="divide-y divide-slate-200">
              {query.data.items.map((o) => (
                <OfferingRow key={o.id} offering={o} />
              ))}
            </ul>
          </Card>
          <nav aria-label="Offering pages" className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              disabled={filter.page <= 1 || query.isFetching}
              onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
            >
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {query.data.page} of {pages}
            </span>
            <Button
              variant="outline"
              disabled={filter.page >= pages || query.isFetching}
              onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
