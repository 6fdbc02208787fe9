import { ADMIN_LIST } from '../../../shared/limits.ts';
import type { AuditLogQueryT, AuditRecordT } from '../../../shared/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { badRequest } from '../../lib/problem.ts';
import type { AuditQuery, AuditRow } from '../audit/index.ts';
import { csvRow } from '../audit/index.ts';
import { createAdminGuard } from './permissions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT_BATCH = 500;

const CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
  'reason',
  'ip',
  'request_id',
] as const;

export function presentAudit(row: AuditRow): AuditRecordT {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    requestId: row.requestId,
  };
}

/** The filters of the page and of the export, as the audit log reads them (`to` includes its day). */
function toAuditQuery(q: Omit<AuditLogQueryT, 'limit'>, limit: number): AuditQuery {
  const since = q.from ? new Date(`${q.from}T00:00:00Z`) : undefined;
  const until = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined;
  for (const d of [since, until]) if (d && Number.isNaN(d.getTime())) throw badRequest('Not a real date.');
  if (since && until && since >= until) throw badRequest('The start date is after the end date.');
  return {
    text: q.text || undefined,
    action: q.action,
    actor: q.actor,
    entityType: q.entityType,
    entityId: q.entityId,
    since,
    until,
    beforeId: q.before,
    limit,
  };
}

/** The audit log for admins holding `audit:read`: pages newest first, and the CSV export. */
export function createAdminAuditService(deps: Pick<AppDeps, 'database' | 'audit'>) {
  const requireAdmin = createAdminGuard(deps.database.db);
  return {
    async search(user: SessionUser | null, q: AuditLogQueryT) {
      await requireAdmin(user, 'audit:read');
      const rows = await deps.audit.search(toAuditQuery(q, q.limit + 1));
      const page = rows.slice(0, q.limit);
      return {
        records: page.map(presentAudit),
        nextCursor: rows.length > q.limit ? page[page.length - 1]!.id : null,
      };
    },

    /**
     * Checks the permission first (so a refusal is a plain 403), then gives the CSV lines as
     * they are read, in batches along the id keyset: memory stays flat however long the log.
     */
    async export(user: SessionUser | null, q: Omit<AuditLogQueryT, 'limit'>): Promise<AsyncIterable<string>> {
      await requireAdmin(user, 'audit:read');
      const base = toAuditQuery(q, EXPORT_BATCH);
      return (async function* () {
        yield csvRow([...CSV_COLUMNS]);
        let beforeId = base.beforeId;
        let sent = 0;
        while (sent < ADMIN_LIST.exportMax) {
          const rows = await deps.audit.search({ ...base, beforeId });
          for (const r of rows) {
            yield csvRow([
              r.id,
              r.at,
              r.actorId,
              r.actorEmail,
              r.action,
              r.entityType,
              r.entityId,
              r.before,
              r.after,
              r.reason,
              r.ip,
              r.requestId,
            ]);
          }
          sent += rows.length;
          if (rows.length < EXPORT_BATCH) return;
          beforeId = rows[rows.length - 1]!.id;
        }
      })();
    },
  };
}
