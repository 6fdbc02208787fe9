import { and, asc, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { KREDIT_OPEN_STATUSES, type KreditStatus } from '../../../shared/kredit.ts';
import type { Db } from '../../db/client.ts';
import { admins, profiles } from '../../db/schema/accounts.ts';
import { user } from '../../db/schema/auth.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { kreditApplications, kreditDocuments, kreditEvents } from '../../db/schema/kredit.ts';

export type KreditRow = typeof kreditApplications.$inferSelect;
export type NewKreditRow = typeof kreditApplications.$inferInsert;
export type KreditEventRow = typeof kreditEvents.$inferSelect;
export type KreditDocumentRow = typeof kreditDocuments.$inferSelect & {
  displayName: string;
  mime: string;
  size: number;
};

export function createKreditRepository(db: Db) {
  return {
    async findById(id: string, tx: Db = db): Promise<KreditRow | null> {
      const [row] = await tx.select().from(kreditApplications).where(eq(kreditApplications.id, id));
      return row ?? null;
    },
    /** The row, locked until the transaction ends: one decision at a time. */
    async lock(id: string, tx: Db): Promise<KreditRow | null> {
      const [row] = await tx
        .select()
        .from(kreditApplications)
        .where(eq(kreditApplications.id, id))
        .for('update');
      return row ?? null;
    },
    async findDraft(userId: string): Promise<KreditRow | null> {
      const [row] = await db
        .select()
        .from(kreditApplications)
        .where(and(eq(kreditApplications.userId, userId), eq(kreditApplications.status, 'draft')));
      return row ?? null;
    },
    /** Inserts a draft; another request's draft of the same applicant wins (one draft each). */
    async insertDraft(values: NewKreditRow): Promise<KreditRow | null> {
      const [row] = await db.insert(kreditApplications).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    listByUser(userId: string): Promise<KreditRow[]> {
      return db
        .select()
        .from(kreditApplications)
        .where(eq(kreditApplications.userId, userId))
        .orderBy(desc(kreditApplications.createdAt));
    },
    /**
     * The applicant's applications other than `exceptId`, locked for the rest of the
     * transaction: two submissions or approvals at once cannot both use the same remainder.
     */
    lockOthersOf(userId: string, exceptId: string, tx: Db): Promise<KreditRow[]> {
      return tx
        .select()
        .from(kreditApplications)
        .where(and(eq(kreditApplications.userId, userId), ne(kreditApplications.id, exceptId)))
        .for('update');
    },
    async update(id: string, set: Partial<NewKreditRow>, tx: Db = db): Promise<KreditRow> {
      const [row] = await tx
        .update(kreditApplications)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(kreditApplications.id, id))
        .returning();
      return row!;
    },
    async insertEvent(values: typeof kreditEvents.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(kreditEvents).values(values);
    },
    async eventsOf(ids: string[]): Promise<KreditEventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(kreditEvents)
        .where(inArray(kreditEvents.applicationId, ids))
        .orderBy(asc(kreditEvents.at));
    },
    async documentsOf(ids: string[]): Promise<KreditDocumentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: kreditDocuments.id,
          applicationId: kreditDocuments.applicationId,
          fileId: kreditDocuments.fileId,
          kind: kreditDocuments.kind,
          createdAt: kreditDocuments.createdAt,
          displayName: storedFiles.displayName,
          mime: storedFiles.mime,
          size: storedFiles.size,
        })
        .from(kreditDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, kreditDocuments.fileId))
        .where(inArray(kreditDocuments.applicationId, ids))
        .orderBy(asc(kreditDocuments.createdAt));
    },
    async insertDocument(values: typeof kreditDocuments.$inferInsert): Promise<void> {
      await db.insert(kreditDocuments).values(values);
    },
    async deleteDocument(applicationId: string, id: string): Promise<string | null> {
      const [row] = await db
        .delete(kreditDocuments)
        .where(and(eq(kreditDocuments.id, id), eq(kreditDocuments.applicationId, applicationId)))
        .returning({ fileId: kreditDocuments.fileId });
      return row?.fileId ?? null;
    },
    /** Submitted applications, those whose clock runs first (soonest due, overdue before all). */
    queue(filter: { status?: KreditStatus; market?: string }) {
      const where: SQL[] = [ne(kreditApplications.status, 'draft')];
      if (filter.status) where.push(eq(kreditApplications.status, filter.status));
      if (filter.market) where.push(eq(kreditApplications.market, filter.market));
      return db
        .select({
          id: kreditApplications.id,
          status: kreditApplications.status,
          market: kreditApplications.market,
          currency: kreditApplications.currency,
          amountMinor: kreditApplications.amountMinor,
          answers: kreditApplications.answers,
          submittedAt: kreditApplications.submittedAt,
          decisionDueAt: kreditApplications.decisionDueAt,
          applicantEmail: user.email,
        })
        .from(kreditApplications)
        .innerJoin(user, eq(user.id, kreditApplications.userId))
        .where(and(...where))
        .orderBy(
          // The clock runs only while reviewers owe a decision; the rest follow, newest first.
          sql`case when ${kreditApplications.status} in ('submitted', 'under_review') then ${kreditApplications.decisionDueAt} end asc nulls last`,
          desc(kreditApplications.submittedAt),
        )
        .limit(200);
    },
    /**
     * Applications reviewers owe a decision on past their due time and not yet flagged for this
     * clock (a reply restarts the clock, so a flag older than the due time no longer counts).
     */
    overdueUnflagged(now: Date) {
      return db
        .select({
          id: kreditApplications.id,
          currency: kreditApplications.currency,
          amountMinor: kreditApplications.amountMinor,
          decisionDueAt: kreditApplications.decisionDueAt,
          applicantEmail: user.email,
        })
        .from(kreditApplications)
        .innerJoin(user, eq(user.id, kreditApplications.userId))
        .where(
          and(
            inArray(kreditApplications.status, [...KREDIT_OPEN_STATUSES]),
            lt(kreditApplications.decisionDueAt, now),
            or(
              isNull(kreditApplications.overdueFlaggedAt),
              lt(kreditApplications.overdueFlaggedAt, kreditApplications.decisionDueAt),
            ),
          ),
        )
        .orderBy(asc(kreditApplications.decisionDueAt));
    },
    async flagOverdue(ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(kreditApplications)
        .set({ overdueFlaggedAt: now })
        .where(inArray(kreditApplications.id, ids));
    },
    /** Who reviews Kredit: admins holding `kredit:review` (super admins hold every permission). */
    async reviewerEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: user.email })
        .from(admins)
        .innerJoin(user, eq(user.id, admins.userId))
        .where(
          and(
            or(eq(admins.level, 'super'), sql`${admins.permissions} @> '["kredit:review"]'::jsonb`),
            or(isNull(user.banned), eq(user.banned, false)),
          ),
        );
      return rows.map((r) => r.email);
    },
    async applicant(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          location: profiles.location,
          phone: profiles.phone,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return row ?? null;
    },
  };
}
