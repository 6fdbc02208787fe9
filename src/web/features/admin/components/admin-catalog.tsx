import { Search, Star } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LISTING_STATUS_LABELS } from '../../../../shared/enums.ts';
import { ADMIN_LIST } from '../../../../shared/limits.ts';
import { MARKET_CODES, MARKETS } from '../../../../shared/markets.ts';
import { CATALOG_STATUSES } from '../../../../shared/schemas/admin-catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { AdminCatalogFilter } from '../api/keys.ts';
import { useAdminCatalog } from '../api/listing-catalog.ts';
import { AdminOfferingCatalog } from './admin-offering-catalog.tsx';
import { selectClass } from './format.ts';

function filterFrom(params: URLSearchParams): AdminCatalogFilter {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') || undefined,
    country: MARKET_CODES.find((c) => c === params.get('country')),
    status: CATALOG_STATUSES.find((s) => s === params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /admin/catalog: find any published or paused listing, to open it and act on it (the filter lives in the address). */
export function AdminCatalog() {
  usePageTitle();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const query = useAdminCatalog(filter);

  const go = (next: Partial<AdminCatalogFilter>) => {
    const merged = { ...filter, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.country) out.set('country', merged.country);
    if (merged.status) out.set('status', merged.status);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    go({
      q: String(data.get('q') ?? '').trim() || undefined,
      country: MARKET_CODES.find((c) => c === data.get('country')),
      status: CATALOG_STATUSES.find((s) => s === data.get('status')),
      page: 1,
    });
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">Live listings</h2>
      <p className="text-sm text-muted">
        Published and paused franchise listings. Open one to preview it, pause it with a reason, resume or
        feature it.
      </p>
      <form
        aria-label="Search listings"
        onSubmit={onSearch}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor={`${id}-q`}>Listing or company name</Label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={ADMIN_LIST.catalogSearch}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-country`}>Market</Label>
          <select
            id={`${id}-country`}
            name="country"
            defaultValue={filter.country ?? ''}
            className={`${selectClass} w-full`}
          >
            <option value="">All markets</option>
            {MARKET_CODES.map((c) => (
              <option key={c} value={c}>
                {MARKETS[c].name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={filter.status ?? ''}
            className={`${selectClass} w-full`}
          >
            <option value="">Published and paused</option>
            {CATALOG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LISTING_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      {query.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading listings">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No listing matches this search.">
          Only published and paused listings are listed here; drafts and submissions are in the review queue.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'listing' : 'listings'} · page {query.data.page} of{' '}
            {pages}
          </p>
          <Card>
            <ul aria-label="Listings" className="divide-y divide-slate-200">
              {query.data.items.map((l) => (
                <li key={l.id}>
                  <Link
                    to={`/admin/listings/${l.id}`}
                    className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-ink">{l.title}</span>
                      <span className="block truncate text-sm text-muted">
                        {l.companyName} · {MARKETS[l.country].name}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {l.featured && (
                        <Badge>
                          <Star aria-hidden="true" className="size-3" /> Featured
                        </Badge>
                      )}
                      <Badge tone={l.status === 'published' ? 'brand' : 'neutral'}>
                        {LISTING_STATUS_LABELS[l.status]}
                      </Badge>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <nav aria-label="Pages" className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              disabled={filter.page <= 1 || query.isFetching}
              onClick={() => go({ page: filter.page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              disabled={filter.page >= pages || query.isFetching}
              onClick={() => go({ page: filter.page + 1 })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
      <div className="pt-6">
        <AdminOfferingCatalog />
      </div>
    </div>
  );
}
