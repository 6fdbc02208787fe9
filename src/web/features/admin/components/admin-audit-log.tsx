import { Download, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditRecordT } from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { type AuditFilter, auditExportHref, useAuditLog } from '../api/get-audit-log.ts';
import { when } from './format.ts';

const FIELDS: { name: keyof AuditFilter; label: string; type?: string; placeholder?: string }[] = [
  { name: 'text', label: 'Search', placeholder: 'Action, record or e-mail' },
  { name: 'action', label: 'Action', placeholder: 'users.suspend' },
  { name: 'actor', label: 'Admin', placeholder: 'E-mail or id' },
  { name: 'entityType', label: 'Record type', placeholder: 'user' },
  { name: 'entityId', label: 'Record id' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const pretty = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

function Record({ r }: { r: AuditRecordT }) {
  return (
    <li>
      <Card className="p-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-mono text-xs font-semibold text-brand-800">{r.action}</span>
          <time dateTime={r.at} className="text-xs text-muted">
            {when(r.at)}
          </time>
        </div>
        <p className="mt-1 break-all text-ink">
          {r.actorEmail} → {r.entityType} <span className="font-mono text-xs">{r.entityId}</span>
        </p>
        {r.reason && <p className="mt-1 text-muted">Reason: {r.reason}</p>}
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-semibold text-brand-700">
            Before and after · from {r.ip ?? 'unknown address'}
          </summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['before', 'after'] as const).map((k) => (
              <div key={k}>
                <p className="text-xs font-medium text-muted">{k === 'before' ? 'Before' : 'After'}</p>
                <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">{pretty(r[k])}</pre>
              </div>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">Request {r.requestId ?? '—'}</p>
        </details>
      </Card>
    </li>
  );
}

/** /admin/audit-log: every admin action, newest first; filters in the address; CSV of the same filters. */
export function AdminAuditLog() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(
    FIELDS.map((f) => [f.name, params.get(f.name) ?? '']).filter(([, v]) => v),
  );
  const log = useAuditLog(filter);
  const records = log.data?.pages.flatMap((p) => p.records) ?? [];

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const f of FIELDS) {
      const v = String(data.get(f.name) ?? '').trim();
      if (v) next.set(f.name, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Audit log</h2>
        <Button asChild variant="outline" size="sm">
          <a href={auditExportHref(filter)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <form aria-label="Filter the audit log" onSubmit={onSearch} key={params.toString()}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FIELDS.map((f) => (
            <div
              key={f.name}
              className={f.name === 'text' ? 'col-span-2 space-y-1 lg:col-span-1' : 'min-w-0 space-y-1'}
            >
              <Label htmlFor={`${id}-${f.name}`}>{f.label}</Label>
              <Input
                id={`${id}-${f.name}`}
                name={f.name}
                type={f.type ?? 'text'}
                placeholder={f.placeholder}
                defaultValue={filter[f.name]}
                maxLength={200}
              />
            </div>
          ))}
          <div className="col-span-2 flex items-end lg:col-span-1">
            <Button type="submit" className="w-full">
              <Search aria-hidden="true" />
              Filter
            </Button>
          </div>
        </div>
      </form>
      {log.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading the audit log">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      ) : records.length === 0 ? (
        <Card className="p-6 text-center text-muted">No admin action matches these filters.</Card>
      ) : (
        <ol aria-label="Audit records" className="space-y-2">
          {records.map((r) => (
            <Record key={r.id} r={r} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      )}
    </div>
  );
}
