import type { Db } from '../../db/client.ts';
import { type AuditQuery, type AuditRow, createAuditRepository } from './repository.ts';

/** The admin who acts and where the request came from, as the route sees them. */
export interface AuditActor {
  id: string;
  email: string;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditEntry {
  /** A dotted verb, e.g. `admins.invite`, `listings.approve`, `kredit.approve`. */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * The one way to record an admin action. Pass the transaction that makes the change, so the
 * change and its record commit together or not at all.
 */
export function createAuditLog(db: Db) {
  const repo = createAuditRepository(db);
  return {
    record(actor: AuditActor, entry: AuditEntry, tx?: Db): Promise<AuditRow> {
      return repo.insert(
        {
          actorId: actor.id,
          actorEmail: actor.email,
          ip: actor.ip ?? null,
          requestId: actor.requestId ?? null,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          before: entry.before ?? null,
          after: entry.after ?? null,
          reason: entry.reason ?? null,
        },
        tx,
      );
    },
    search: (q: AuditQuery) => repo.search(q),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
