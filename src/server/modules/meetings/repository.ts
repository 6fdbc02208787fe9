import { aliasedTable, and, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { CallStatus } from '../../../shared/schemas/meetings.ts';
import type { Db } from '../../db/client.ts';
import {
  calls as c,
  franchiseOpportunities as fo,
  franchisors,
  profiles,
  user,
} from '../../db/schema/index.ts';
import { listed } from '../catalog/index.ts';

const seeker = aliasedTable(user, 'seeker_user');
const owner = aliasedTable(user, 'owner_user');

const columns = {
  call: c,
  listingTitle: fo.title,
  listingCountry: fo.country,
  company: franchisors.name,
  ownerUserId: franchisors.ownerUserId,
  ownerEmail: owner.email,
  seekerEmail: seeker.email,
  seekerFirst: profiles.firstName,
  seekerLast: profiles.lastName,
};

export type CallRow = {
  call: typeof c.$inferSelect;
  listingTitle: string;
  listingCountry: string;
  company: string;
  ownerUserId: string | null;
  ownerEmail: string | null;
  seekerEmail: string | null;
  seekerFirst: string | null;
  seekerLast: string | null;
};

export function createMeetingsRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(c)
      .innerJoin(fo, eq(fo.id, c.opportunityId))
      .innerJoin(franchisors, eq(franchisors.id, c.franchisorId))
      .leftJoin(owner, eq(owner.id, franchisors.ownerUserId))
      .leftJoin(seeker, eq(seeker.id, c.seekerId))
      .leftJoin(profiles, eq(profiles.userId, c.seekerId));

  return {
    /** A public listing (catalog's `listed`) and the company (and its managing account) a call goes to. */
    async listing(opportunityId: string) {
      const [row] = await db
        .select({
          id: fo.id,
          title: fo.title,
          franchisorId: fo.franchisorId,
          ownerUserId: franchisors.ownerUserId,
        })
        .from(fo)
        .leftJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(and(eq(fo.id, opportunityId), listed))
        .limit(1);
      return row ?? null;
    },

    async insert(values: typeof c.$inferInsert) {
      const [row] = await db.insert(c).values(values).returning({ id: c.id });
      return row!.id;
    },

    async find(id: string): Promise<CallRow | null> {
      const [row] = await base().where(eq(c.id, id)).limit(1);
      return row ?? null;
    },

    ofSeeker(seekerId: string, limit: number): Promise<CallRow[]> {
      return base().where(eq(c.seekerId, seekerId)).orderBy(desc(c.updatedAt)).limit(limit);
    },

    ofCompanyOwner(ownerUserId: string, limit: number): Promise<CallRow[]> {
      return base().where(eq(franchisors.ownerUserId, ownerUserId)).orderBy(desc(c.updatedAt)).limit(limit);
    },

    /** The seeker's call about this listing that is still open (requested or confirmed). */
    async openOf(seekerId: string, opportunityId: string) {
      const [row] = await db
        .select({ id: c.id })
        .from(c)
        .where(
          and(
            eq(c.seekerId, seekerId),
            eq(c.opportunityId, opportunityId),
            inArray(c.status, ['requested', 'confirmed']),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Moves a call on only if it is still as the caller read it (status and version): no lost updates. */
    async transition(
      id: string,
      from: { status: CallStatus; sequence: number },
      patch: Partial<typeof c.$inferInsert>,
    ) {
      const [row] = await db
        .update(c)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(c.id, id), eq(c.status, from.status), eq(c.sequence, from.sequence)))
        .returning({ id: c.id });
      return row ?? null;
    },

    /**
     * Books a time unless it overlaps another confirmed call of the company. The company's row is
     * locked for the check and the write, so two confirmations at once cannot both pass.
     */
    async confirm(
      id: string,
      from: { status: CallStatus; sequence: number },
      franchisorId: string,
      startsAt: Date,
      endsAt: Date,
    ): Promise<'confirmed' | 'conflict' | 'stale'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from ${franchisors} where ${franchisors.id} = ${franchisorId} for update`,
        );
        const [clash] = await tx
          .select({ id: c.id })
          .from(c)
          .where(
            and(
              eq(c.franchisorId, franchisorId),
              eq(c.status, 'confirmed'),
              ne(c.id, id),
              lt(c.startsAt, endsAt),
              gt(c.endsAt, startsAt),
            ),
          )
          .limit(1);
        if (clash) return 'conflict';
        const [moved] = await tx
          .update(c)
          .set({
            status: 'confirmed',
            startsAt,
            endsAt,
            sequence: from.sequence + 1,
            reminderSentAt: null,
            updatedAt: new Date(),
          })
          .where(and(eq(c.id, id), eq(c.status, from.status), eq(c.sequence, from.sequence)))
          .returning({ id: c.id });
        return moved ? 'confirmed' : 'stale';
      });
    },

    /** Claims the confirmed calls starting within the window whose reminder has not gone out. */
    async claimReminders(now: Date, until: Date) {
      const rows = await db
        .update(c)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(c.status, 'confirmed'),
            isNull(c.reminderSentAt),
            gt(c.startsAt, now),
            lte(c.startsAt, until),
          ),
        )
        .returning({ id: c.id });
      return rows.map((r) => r.id);
    },

    /** Confirmed calls past their end become completed; answers their ids. */
    async completeDue(now: Date) {
      const rows = await db
        .update(c)
        .set({ status: 'completed', updatedAt: now })
        .where(and(eq(c.status, 'confirmed'), lt(c.endsAt, now)))
        .returning({ id: c.id });
      return rows.map((r) => r.id);
    },
  };
}
