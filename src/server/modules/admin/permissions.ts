import type { AdminPermission } from '../../../shared/schemas/admin.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { Problem } from '../../lib/problem.ts';
import { type AdminRow, createAdminRepository } from './repository.ts';

/**
 * The one permission check of the admin area: 401 without a session, 403 for a non-admin, 403
 * for an admin whose record lacks `permission`. Services call it first, before reading anything.
 */
export function createAdminGuard(db: Db) {
  const admins = createAdminRepository(db);
  return async function requireAdmin(
    user: SessionUser | null,
    permission?: AdminPermission,
  ): Promise<{ user: SessionUser; admin: AdminRow }> {
    if (!user) throw new Problem(401, 'unauthenticated', 'Not authenticated');
    const admin = await admins.findByUser(user.id);
    if (!admin) throw new Problem(403, 'forbidden', 'Admins only.');
    if (permission && !admin.permissions.includes(permission)) {
      throw new Problem(403, 'forbidden', `Your admin account lacks the ${permission} permission.`);
    }
    return { user, admin };
  };
}
