import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export interface AuditQuery {
  /** Matches action, entity id or the actor's e-mail, case-insensitively. */
  text?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  /** The actor's id, or part of their e-mail. */
  actor?: string;
  since?: Date;
  /** Records before this moment. */
  until?: Date;
  /** Keyset: rows older than this id (ids only grow). */
  beforeId?: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow, tx: Db = db): Promise<AuditRow> {
      const [saved] = await tx.insert(adminAuditLog).values(row).returning();
      return saved!;
    },

    /** Newest first. */
    async search(q: AuditQuery): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (q.action) where.push(eq(adminAuditLog.action, q.action));
      if (q.entityType) where.push(eq(adminAuditLog.entityType, q.entityType));
      if (q.entityId) where.push(eq(adminAuditLog.entityId, q.entityId));
      if (q.actorId) where.push(eq(adminAuditLog.actorId, q.actorId));
      if (q.actor) {
        where.push(
          or(
            eq(adminAuditLog.actorId, q.actor),
            ilike(adminAuditLog.actorEmail, `%${escapeLike(q.actor)}%`),
          )!,
        );
      }
      if (q.since) where.push(gte(adminAuditLog.at, q.since));
      if (q.until) where.push(lt(adminAuditLog.at, q.until));
      if (q.beforeId) where.push(lt(adminAuditLog.id, q.beforeId));
      if (q.text) {
        const pattern = `%${escapeLike(q.text)}%`;
        where.push(
          or(
            ilike(adminAuditLog.action, pattern),
            ilike(adminAuditLog.entityId, pattern),
            ilike(adminAuditLog.actorEmail, pattern),
          )!,
        );
      }
      return db
        .select()
        .from(adminAuditLog)
        .where(and(...where))
        .orderBy(desc(adminAuditLog.id))
        .limit(q.limit);
    },
  };
}
