import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { PasswordContext } from '../../shared/password-rule.ts';
import type { Db } from '../db/client.ts';
import { prepareStatement } from '../db/prepared.ts';
import { admins, profiles } from '../db/schema/accounts.ts';
import { account, session, user } from '../db/schema/auth.ts';
import { franchisors } from '../db/schema/catalog.ts';

/** Told of the sessions this repository deleted (the realtime socket closes theirs). */
export type SessionsEndedHook = (userId: string, sessionIds: string[]) => Promise<void>;

/**
 * Who an account is and how it signs in: the identity tables (user, account, session) and the
 * two facts every request's guard needs (profile role, admin level). Other modules read
 * identities through here (auth/index.ts), not through each other's repositories.
 */
export function createIdentityRepository(db: Db, onSessionsEnded?: SessionsEndedHook) {
  const ended = async (userId: string, rows: { id: string }[]) => {
    if (rows.length > 0 && onSessionsEnded)
      await onSessionsEnded(
        userId,
        rows.map((r) => r.id),
      );
  };
  const sessionAccess = prepareStatement<{
    sessionId: string;
    userId: string;
    email: string;
    banned: boolean | null;
    expiresAt: Date | string;
    createdAt: Date | string;
    role: string | null;
    adminLevel: 'standard' | 'super' | null;
  }>(
    db,
    sql`select s.id as "sessionId", u.id as "userId", u.email, u.banned, s.expires_at as "expiresAt",
               s.created_at as "createdAt", p.role, a.level as "adminLevel"
        from ${session} s
        join ${user} u on u.id = s.user_id
        left join ${profiles} p on p.user_id = u.id
        left join ${admins} a on a.user_id = u.id
        where s.token = ${sql.placeholder('token')}`,
  );
  return {
    /** Throws when the database cannot be reached (a missing session must not hide an outage). */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    async findUser(id: string) {
      const [row] = await db.select().from(user).where(eq(user.id, id));
      return row ?? null;
    },
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
      return row ?? null;
    },
    /**
     * A session by its stored (hashed) token with everything a request's guard needs: its
     * account, the account's suspension, profile role and admin level, in one prepared query.
     */
    async findSessionAccess(storedToken: string) {
      const [row] = await sessionAccess.rows({ token: storedToken });
      if (!row) return null;
      return {
        ...row,
        role: row.role === 'franchisor' ? ('franchisor' as const) : ('user' as const),
        expiresAt: new Date(row.expiresAt),
        createdAt: new Date(row.createdAt),
      };
    },
    /** The role and admin level the route guards check, in one query. */
    async findAccess(userId: string) {
      const [row] = await db
        .select({ role: profiles.role, adminLevel: admins.level })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(admins, eq(admins.userId, user.id))
        .where(eq(user.id, userId));
      return {
        role: row?.role === 'franchisor' ? ('franchisor' as const) : ('user' as const),
        adminLevel: row?.adminLevel ?? null,
      };
    },
    /** The name on the account's profile, for answers that show who is signed in. */
    async findProfileName(userId: string) {
      const [row] = await db
        .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },
    /** The words about an account a password must not be made of (password-rule.ts). */
    async passwordContext(email: string): Promise<PasswordContext> {
      const [row] = await db
        .select({
          email: user.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          companyName: franchisors.name,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(franchisors, eq(franchisors.ownerUserId, user.id))
        .where(eq(user.email, email.toLowerCase()))
        .limit(1);
      return row ?? { email };
    },
    /** The stored password hash of the account's e-mail-and-password login, if it has one. */
    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      return row?.password ?? null;
    },
    async listSessions(userId: string) {
      return db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
        .orderBy(session.updatedAt);
    },
    /** Deletes one of the user's sessions; false when no such session belongs to them. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
        .returning({ id: session.id });
      await ended(userId, rows);
      return rows.length > 0;
    },
    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const rows = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
        .returning({ id: session.id });
      await ended(userId, rows);
      return rows.length;
    },
    /**
     * Which of these sessions are live: not deleted, unexpired, within 30 days of sign-in
     * (`maxAgeMs`) and of an account that is not suspended.
     */
    async liveSessionIds(ids: string[], maxAgeMs: number): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: session.id })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(
          and(
            inArray(session.id, ids),
            gt(session.expiresAt, new Date()),
            gt(session.createdAt, new Date(Date.now() - maxAgeMs)),
            sql`${user.banned} is not true`,
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
