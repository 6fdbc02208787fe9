import { displayName } from '../../../shared/display-name.ts';
import { ADMIN_LIST } from '../../../shared/limits.ts';
import type { AdminUserDetailT, AdminUserSummaryT } from '../../../shared/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { sessionsEnded } from '../../realtime/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { createAdminGuard } from './permissions.ts';
import type { RequestOrigin } from './service.ts';
import { createAdminUsersRepository, type UserSummaryRow } from './users-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function present(row: UserSummaryRow): AdminUserSummaryT {
  const name = row.firstName || row.lastName ? displayName(row.firstName, row.lastName) : (row.name ?? '');
  return {
    id: row.id!,
    email: row.email!,
    name,
    role: row.role === 'franchisor' ? 'franchisor' : 'user',
    adminLevel: row.adminLevel ?? null,
    suspended: !!row.banned,
    emailVerified: !!row.emailVerified,
    createdAt: row.createdAt!.toISOString(),
  };
}

const encodeCursor = (row: UserSummaryRow) =>
  Buffer.from(`${row.createdAt!.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new Problem(400, 'invalid_cursor', 'The list cursor is not one this list gave out.');
  return { createdAt, id };
}

/** Users in the admin area: `users:read` to look, `users:manage` to suspend, restore or change a role. */
export function createAdminUsersService(deps: Pick<AppDeps, 'database' | 'audit' | 'realtime'>) {
  const db = deps.database.db;
  const requireAdmin = createAdminGuard(db);
  const users = createAdminUsersRepository(db);
  const actorOf = (user: SessionUser, from: RequestOrigin): AuditActor => ({
    id: user.id,
    email: user.email,
    ...from,
  });

  /** The target of a change: it exists, is not the actor, and is not an admin (revoke access first). */
  async function target(actor: SessionUser, id: string, tx: Db) {
    const row = await users.find(id, tx);
    if (!row) throw notFound('No account has that id.');
    if (row.id === actor.id) throw new Problem(403, 'forbidden', 'You cannot change your own account here.');
    if (row.adminLevel)
      throw new Problem(403, 'forbidden', 'This account is an admin: revoke its admin access first.');
    return row;
  }

  return {
    async list(
      user: SessionUser | null,
      q: { q?: string; status?: 'active' | 'suspended'; cursor?: string },
    ) {
      await requireAdmin(user, 'users:read');
      const limit = ADMIN_LIST.usersPage;
      const rows = await users.list({
        q: q.q || undefined,
        status: q.status,
        after: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        users: page.map(present),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
      };
    },

    async detail(user: SessionUser | null, id: string): Promise<AdminUserDetailT> {
      await requireAdmin(user, 'users:read');
      const row = await users.find(id);
      if (!row) throw notFound('No account has that id.');
      const [sessions, activity, history] = await Promise.all([
        users.sessions(id),
        users.activity(id, new Date(Date.now() - 30 * DAY_MS)),
        deps.audit.search({ entityId: id, limit: 10 }),
      ]);
      return {
        ...present(row),
        suspendedReason: row.banned ? (row.banReason ?? null) : null,
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.updatedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
        activity: { ...activity, lastSeenAt: activity.lastSeenAt?.toISOString() ?? null },
        history: history.map((h) => ({
          id: h.id,
          at: h.at.toISOString(),
          action: h.action,
          actorEmail: h.actorEmail,
        })),
      };
    },

    /** Suspends the account: its sessions end at once and signing in is refused until restored. */
    async suspend(user: SessionUser | null, id: string, reason: string, from: RequestOrigin) {
      const { user: actor } = await requireAdmin(user, 'users:manage');
      await db.transaction(async (tx) => {
        const row = await target(actor, id, tx);
        if (row.banned) throw new Problem(409, 'conflict', 'This account is already suspended.');
        const ended = await users.suspend(tx, id, reason);
        await deps.audit.record(
          actorOf(actor, from),
          {
            action: 'users.suspend',
            entityType: 'user',
            entityId: id,
            before: { email: row.email, suspended: false },
            after: { email: row.email, suspended: true, sessionsEnded: ended },
            reason,
          },
          tx,
        );
      });
      // The account's realtime sockets close too, on every instance.
      await deps.realtime.publish(sessionsEnded(id));
      return this.detail(actor, id);
    },

    async restore(user: SessionUser | null, id: string, reason: string | undefined, from: RequestOrigin) {
      const { user: actor } = await requireAdmin(user, 'users:manage');
      await db.transaction(async (tx) => {
        const row = await target(actor, id, tx);
        if (!row.banned) throw new Problem(409, 'conflict', 'This account is not suspended.');
        await users.restore(tx, id);
        await deps.audit.record(
          actorOf(actor, from),
          {
            action: 'users.restore',
            entityType: 'user',
            entityId: id,
            before: { email: row.email, suspended: true, reason: row.banReason },
            after: { email: row.email, suspended: false },
            reason: reason || null,
          },
          tx,
        );
      });
      return this.detail(actor, id);
    },

    async changeRole(
      user: SessionUser | null,
      id: string,
      input: { role: 'user' | 'franchisor'; reason?: string },
      from: RequestOrigin,
    ) {
      const { user: actor } = await requireAdmin(user, 'users:manage');
      await db.transaction(async (tx) => {
        const row = await target(actor, id, tx);
        const before = row.role === 'franchisor' ? 'franchisor' : 'user';
        if (before === input.role) throw new Problem(409, 'conflict', 'The account already has this role.');
        await users.setRole(tx, id, input.role);
        await deps.audit.record(
          actorOf(actor, from),
          {
            action: 'users.change_role',
            entityType: 'user',
            entityId: id,
            before: { email: row.email, role: before },
            after: { email: row.email, role: input.role },
            reason: input.reason || null,
          },
          tx,
        );
      });
      return this.detail(actor, id);
    },
  };
}
