import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who, what, which record, before/after, when and from where. Append-only:
 * a trigger (migration) refuses UPDATE and DELETE, so not even the app can rewrite history.
 * The actor is kept by id and e-mail as they were, without a foreign key, so that the record
 * outlives the admin's account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);
