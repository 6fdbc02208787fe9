import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The audit log's filters, as the page keeps them in its address (empty ones left out). */
export type AuditFilter = Partial<
  Record<'text' | 'action' | 'actor' | 'entityType' | 'entityId' | 'from' | 'to', string>
>;

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditFiltered(filter as Record<string, string>),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.v1.admin['audit-log'].$get({
          query: { ...filter, ...(pageParam ? { before: String(pageParam) } : {}) },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

/** The CSV export of the same filters: a plain download link (the session cookie goes with it). */
export function auditExportHref(filter: AuditFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => !!v) as [string, string][]);
  const query = params.toString();
  return `/api/v1/admin/audit-log/export${query ? `?${query}` : ''}`;
}
