import { Users } from 'lucide-react';
import { useState } from 'react';
import { INDUSTRIES } from '../../../../shared/enums.ts';
import { MARKET_CODES, MARKETS } from '../../../../shared/markets.ts';
import {
  NETWORK_STAGE_LABELS,
  NETWORK_STAGES,
  type NetworkSearchQueryValue,
} from '../../../../shared/schemas/network.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useNetworkPeople } from '../api/people.ts';
import { PersonCard, SearchResultActions } from './person-card.tsx';
import { selectClass } from './profile-form.tsx';

type Filters = Pick<NetworkSearchQueryValue, 'market' | 'industry' | 'stage'>;

function Filter<T extends string>({
  id,
  label,
  any,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  any: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const MARKET_OPTIONS = MARKET_CODES.map((code) => ({ value: code, label: MARKETS[code].name }));
const INDUSTRY_OPTIONS = INDUSTRIES.map((i) => ({ value: i, label: i }));
const STAGE_OPTIONS = NETWORK_STAGES.map((s) => ({ value: s, label: NETWORK_STAGE_LABELS[s] }));

/** Find people by market, industry and stage; 20 a page. */
export function PeopleSearch() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const people = useNetworkPeople({ ...filters, page }, true);
  const change = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <search aria-label="Filter people" className="grid gap-3 sm:grid-cols-3">
        <Filter
          id="network-filter-market"
          label="Market"
          any="Any market"
          value={filters.market}
          options={MARKET_OPTIONS}
          onChange={(market) => change({ market })}
        />
        <Filter
          id="network-filter-industry"
          label="Industry"
          any="Any industry"
          value={filters.industry}
          options={INDUSTRY_OPTIONS}
          onChange={(industry) => change({ industry })}
        />
        <Filter
          id="network-filter-stage"
          label="Stage"
          any="Any stage"
          value={filters.stage}
          options={STAGE_OPTIONS}
          onChange={(stage) => change({ stage })}
        />
      </search>
      {people.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : people.isError ? (
        <QueryError
          title="People could not be loaded."
          error={people.error}
          onRetry={() => people.refetch()}
        />
      ) : people.data.items.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-6" />} title="No one matches">
          {page > 1
            ? 'There is no one more on this page.'
            : 'Nobody in the network matches these filters yet. Try another market, industry or stage.'}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="People" aria-busy={people.isFetching}>
            {people.data.items.map((person) => (
              <li key={person.userId}>
                <PersonCard person={person} actions={<SearchResultActions person={person} />} />
              </li>
            ))}
          </ul>
          {(page > 1 || people.data.hasMore) && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted">Page {page}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={!people.data.hasMore}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
