import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReviewContact } from '../../../shared/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import {
  calls,
  conversations,
  franchiseOpportunities as fo,
  franchisors,
  informationRequests,
  franchiseReviews as r,
  franchiseReviewReports as reports,
  user,
} from '../../db/schema/index.ts';
import { listed } from '../catalog/index.ts';

const reviewColumns = {
  id: r.id,
  opportunityId: r.opportunityId,
  authorId: r.authorId,
  authorName: user.name,
  rating: r.rating,
  body: r.body,
  contactedVia: r.contactedVia,
  reply: r.reply,
  repliedAt: r.repliedAt,
  hiddenAt: r.hiddenAt,
  hiddenReason: r.hiddenReason,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

export function createReviewsRepository(db: Db) {
  const withAuthor = () => db.select(reviewColumns).from(r).innerJoin(user, eq(user.id, r.authorId));
  return {
    /** A public listing's (catalog's `listed`) company owner (who may reply), or null for any other listing. */
    async listing(opportunityId: string) {
      const [row] = await db
        .select({ id: fo.id, title: fo.title, ownerUserId: franchisors.ownerUserId })
        .from(fo)
        .innerJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(and(eq(fo.id, opportunityId), listed))
        .limit(1);
      return row ?? null;
    },

    /**
     * How the user contacted the listing, if at all: a request for information, a thread or a
     * call. These are the engagement, conversations and meetings modules' tables, read here in
     * one statement because whether a review may be written is decided by all three together.
     */
    async contactOf(userId: string, opportunityId: string): Promise<ReviewContact | null> {
      const result = await db.execute(sql`
        select 'information_request' as via from ${informationRequests}
          where ${informationRequests.userId} = ${userId} and ${informationRequests.opportunityId} = ${opportunityId}
        union all
        select 'conversation' from ${conversations}
          where ${conversations.openedBy} = ${userId} and ${conversations.opportunityId} = ${opportunityId}
        union all
        select 'call' from ${calls}
          where ${calls.seekerId} = ${userId} and ${calls.opportunityId} = ${opportunityId}
        limit 1`);
      return (result as unknown as { rows: { via: ReviewContact }[] }).rows[0]?.via ?? null;
    },

    async page(opportunityId: string, limit: number, offset: number) {
      return withAuthor()
        .where(and(eq(r.opportunityId, opportunityId), isNull(r.hiddenAt)))
        .orderBy(desc(r.createdAt), asc(r.id))
        .limit(limit)
        .offset(offset);
    },

    /** Visible reviews per star. */
    async breakdown(opportunityId: string) {
      return db
        .select({ rating: r.rating, n: count() })
        .from(r)
        .where(and(eq(r.opportunityId, opportunityId), isNull(r.hiddenAt)))
        .groupBy(r.rating);
    },

    async mine(opportunityId: string, authorId: string) {
      const [row] = await withAuthor()
        .where(and(eq(r.opportunityId, opportunityId), eq(r.authorId, authorId)))
        .limit(1);
      return row ?? null;
    },

    async byId(id: string) {
      const [row] = await withAuthor().where(eq(r.id, id)).limit(1);
      return row ?? null;
    },

    /** Writes the author's review, or rewrites it (a hidden one stays hidden). */
    async upsert(values: {
      opportunityId: string;
      authorId: string;
      rating: number;
      body: string;
      contactedVia: ReviewContact;
    }) {
      await db
        .insert(r)
        .values(values)
        .onConflictDoUpdate({
          target: [r.opportunityId, r.authorId],
          set: { rating: values.rating, body: values.body, updatedAt: sql`now()` },
        });
    },

    async remove(opportunityId: string, authorId: string) {
      const gone = await db
        .delete(r)
        .where(and(eq(r.opportunityId, opportunityId), eq(r.authorId, authorId)))
        .returning({ id: r.id });
      return gone.length > 0;
    },

    async setReply(id: string, reply: string | null) {
      await db
        .update(r)
        .set({ reply, repliedAt: reply === null ? null : sql`now()` })
        .where(eq(r.id, id));
    },

    /** A new report, or false when this user already reported the review. */
    async report(reviewId: string, reporterId: string, reason: string) {
      const added = await db
        .insert(reports)
        .values({ reviewId, reporterId, reason })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return added.length > 0;
    },

    async openReports(limit: number) {
      return db
        .select({
          id: reports.id,
          reason: reports.reason,
          createdAt: reports.createdAt,
          reporter: sql<string>`(select ${user.name} from ${user} where ${user.id} = ${reports.reporterId})`,
          review: reviewColumns,
          listingTitle: fo.title,
          listingCountry: fo.country,
        })
        .from(reports)
        .innerJoin(r, eq(r.id, reports.reviewId))
        .innerJoin(user, eq(user.id, r.authorId))
        .innerJoin(fo, eq(fo.id, r.opportunityId))
        .where(isNull(reports.resolvedAt))
        .orderBy(asc(reports.createdAt))
        .limit(limit);
    },

    /** Hides or restores a review and closes its open reports, in the caller's transaction. */
    async moderate(
      tx: Db,
      id: string,
      change: { hiddenAt: Date | null; hiddenReason: string | null } | null,
    ) {
      if (change) await tx.update(r).set(change).where(eq(r.id, id));
      await tx
        .update(reports)
        .set({ resolvedAt: sql`now()` })
        .where(and(eq(reports.reviewId, id), isNull(reports.resolvedAt)));
    },

    transaction<T>(work: (tx: Db) => Promise<T>) {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['byId']>>>;
