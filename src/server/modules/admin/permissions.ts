import type { ErrorCode } from '../../../shared/error-codes.ts';
import type { AdminPermission } from '../../../shared/schemas/admin.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { Problem } from '../../lib/problem.ts';
import { type AdminRow, createAdminRepository } from './repository.ts';

/**
 * The one authorization rule of the server (decision 0011). Admin actions: the admin's record
 * must hold the permission. A super admin passes only because its record holds every permission
 * (set when made, backfilled by migration when a permission is added), the same list the admin
 * shell reads to show a section, so the API and the screens never disagree about a super admin.
 */
export function holdsPermission(admin: Pick<AdminRow, 'permissions'>, permission: AdminPermission): boolean {
  return admin.permissions.includes(permission);
}

/**
 * 401 without a session, 403 for a non-admin, 403 for an admin whose record lacks `permission`.
 * Services call it first, before reading anything. `refusal` keeps an endpoint's own 403 wording
 * (both for a non-admin and for a missing permission) where its clients already show it.
 */
export function createAdminGuard(db: Db) {
  const admins = createAdminRepository(db);
  return async function requireAdmin(
    user: SessionUser | null,
    permission?: AdminPermission,
    refusal?: string,
  ): Promise<{ user: SessionUser; admin: AdminRow }> {
    if (!user) throw new Problem(401, 'unauthenticated', 'Not authenticated');
    const admin = await admins.findByUser(user.id);
    if (!admin) throw new Problem(403, 'forbidden', refusal ?? 'Admins only.');
    if (permission && !holdsPermission(admin, permission)) {
      throw new Problem(
        403,
        'forbidden',
        refusal ?? `Your admin account lacks the ${permission} permission.`,
      );
    }
    return { user, admin };
  };
}
export type RequireAdmin = ReturnType<typeof createAdminGuard>;

/**
 * The same rule as a question, for reads that an owner or an admin may make and that answer
 * 404 to everyone else (never telling that the record exists): whether `user` is an admin
 * holding `permission` (any admin when none is named).
 */
export function createAdminCheck(db: Db) {
  const admins = createAdminRepository(db);
  return async function isAdmin(
    user: Pick<SessionUser, 'id'>,
    permission?: AdminPermission,
  ): Promise<boolean> {
    const admin = await admins.findByUser(user.id);
    return !!admin && (!permission || holdsPermission(admin, permission));
  };
}

export type AccountRole = SessionUser['role'];

/**
 * The account-role rule of services (a franchisor's own company, a seeker's own review): 403
 * with the service's own wording and code when the signed-in account has another role. Route
 * guards (auth's `requireRole`) answer the same question before the handler where a whole route
 * is for one role; this is for services that share a route or decide after reading input.
 */
export function requireAccountRole(
  user: SessionUser,
  role: AccountRole,
  refusal: string,
  code: ErrorCode = 'forbidden',
): SessionUser {
  if (user.role !== role) throw new Problem(403, code, refusal);
  return user;
}

/** The role rule as a question, for answers that differ by role without refusing. */
export function hasAccountRole(user: Pick<SessionUser, 'role'>, role: AccountRole): boolean {
  return user.role === role;
}
