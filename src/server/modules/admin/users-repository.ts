import { and, count, desc, eq, gt, gte, ilike, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { session, user } from '../../db/schema/auth.ts';
import { bookmarks, informationRequests } from '../../db/schema/engagement.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export interface UserListQuery {
  q?: string;
  status?: 'active' | 'suspended';
  /** Keyset: older than this (created at, id). */
  after?: { createdAt: Date; id: string };
  limit: number;
}

const summaryColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  banned: user.banned,
  banReason: user.banReason,
  createdAt: user.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  adminLevel: admins.level,
};
export type UserSummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

/** The admin area's reads and writes of accounts. Permissions are the service's. */
export function createAdminUsersRepository(db: Db) {
  const base = (tx: Db = db) =>
    tx
      .select(summaryColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(admins, eq(admins.userId, user.id));

  return {
    /** Newest accounts first; `q` matches part of the e-mail, the account name or the profile's names. */
    async list(q: UserListQuery): Promise<UserSummaryRow[]> {
      const where: SQL[] = [];
      if (q.q) {
        const pattern = `%${escapeLike(q.q)}%`;
        where.push(
          or(
            ilike(user.email, pattern),
            ilike(user.name, pattern),
            ilike(
              sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`,
              pattern,
            ),
          )!,
        );
      }
      if (q.status === 'suspended') where.push(eq(user.banned, true));
      if (q.status === 'active') where.push(sql`coalesce(${user.banned}, false) = false`);
      if (q.after) {
        where.push(
          or(
            lt(user.createdAt, q.after.createdAt),
            and(eq(user.createdAt, q.after.createdAt), lt(user.id, q.after.id)),
          )!,
        );
      }
      return base()
        .where(and(...where))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(q.limit);
    },

    async find(id: string, tx: Db = db): Promise<UserSummaryRow | null> {
      const [row] = await base(tx).where(eq(user.id, id));
      return row ?? null;
    },

    async sessions(userId: string) {
      return db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt));
    },

    async activity(userId: string, since: Date) {
      const [views, lastSeen, leads, saved] = await Promise.all([
        db
          .select({ n: count() })
          .from(pageViews)
          .where(and(eq(pageViews.userId, userId), gte(pageViews.createdAt, since))),
        db
          .select({ at: max(pageViews.createdAt) })
          .from(pageViews)
          .where(eq(pageViews.userId, userId)),
        db.select({ n: count() }).from(informationRequests).where(eq(informationRequests.userId, userId)),
        db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)),
      ]);
      return {
        pageViews30Days: Number(views[0]?.n ?? 0),
        lastSeenAt: lastSeen[0]?.at ?? null,
        informationRequests: Number(leads[0]?.n ?? 0),
        bookmarks: Number(saved[0]?.n ?? 0),
      };
    },

    /** Suspends the account and ends every one of its sessions, in the caller's transaction. */
    async suspend(tx: Db, userId: string, reason: string): Promise<number> {
      await tx
        .update(user)
        .set({ banned: true, banReason: reason, updatedAt: new Date() })
        .where(eq(user.id, userId));
      const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return ended.length;
    },

    async restore(tx: Db, userId: string) {
      await tx
        .update(user)
        .set({ banned: false, banReason: null, updatedAt: new Date() })
        .where(eq(user.id, userId));
    },

    async setRole(tx: Db, userId: string, role: 'user' | 'franchisor') {
      await tx
        .insert(profiles)
        .values({ userId, role, userType: role === 'franchisor' ? 'franchisor' : 'franchise_seeker' })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: {
            role,
            userType: role === 'franchisor' ? 'franchisor' : 'franchise_seeker',
            updatedAt: new Date(),
          },
        });
    },
  };
}
