import { createHash, randomBytes } from 'node:crypto';
import { displayName } from '../../../shared/display-name.ts';
import type { AdminAuthReplyT } from '../../../shared/schemas/accounts.ts';
import {
  ADMIN_PERMISSION_NAMES,
  type AdminListT,
  type AdminPermission,
} from '../../../shared/schemas/admin.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { adminInviteMail } from '../../email/index.ts';
import { Problem } from '../../lib/problem.ts';
import type { AuditActor } from '../audit/index.ts';
import { createAdminGuard } from './permissions.ts';
import { type AdminLevel, adminCounts, createAdminRepository } from './repository.ts';

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** What each level may do (spec §6 names levels and permissions; the lists are ours). */
export const ADMIN_PERMISSIONS: Record<AdminLevel, AdminPermission[]> = {
  standard: ['listings:moderate', 'kredit:review', 'users:read', 'memberships:manage', 'messages:moderate'],
  // Super admins hold every permission there is.
  super: [...ADMIN_PERMISSION_NAMES],
};

/**
 * Spec §6: admin-auth refusals carry `success: false` and the message. They are problems like
 * every other refusal (app.ts sends them), with those two members added to the problem body.
 */
function refusal(
  status: 400 | 401 | 403 | 404,
  code: 'invalid_request' | 'unauthenticated' | 'forbidden' | 'not_found',
  message: string,
) {
  return new Problem(status, code, message, { success: false, message });
}

/** The request's address and id, kept with each audit record. */
export type RequestOrigin = Pick<AuditActor, 'ip' | 'requestId'>;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAdminService(deps: CoreDeps) {
  const { database, mailer, config, identity, audit } = deps;
  const actorOf = (user: SessionUser, origin: RequestOrigin): AuditActor => ({
    id: user.id,
    email: user.email,
    ...origin,
  });
  const admins = createAdminRepository(database.db);
  const requireAdmin = createAdminGuard(database.db);

  function requireSuper(user: SessionUser): void {
    if (user.adminLevel !== 'super')
      throw refusal(403, 'forbidden', 'Only super admins can manage admin access.');
  }

  return {
    /** Spec §6: isAdmin, adminLevel, permissions and the profile with its admin record id. */
    async verify(user: SessionUser): Promise<AdminAuthReplyT> {
      const [row, profile] = await Promise.all([
        admins.findByUser(user.id),
        identity.findProfileName(user.id),
      ]);
      return {
        success: true,
        isAdmin: !!row,
        adminLevel: row?.level ?? null,
        permissions: row?.permissions ?? [],
        profile: {
          id: profile?.id ?? user.id,
          userId: user.id,
          email: user.email,
          displayName: displayName(profile?.firstName, profile?.lastName),
          admin: row ? { id: row.id, level: row.level, permissions: row.permissions } : null,
        },
      };
    },

    /** Super admins only: a single-use invitation link for `email`, valid 72 hours, also e-mailed. */
    async generateToken(
      user: SessionUser,
      input: { email: string; adminLevel: AdminLevel },
      origin: string,
      from: RequestOrigin,
    ): Promise<AdminAuthReplyT> {
      requireSuper(user);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      await admins.insertInvite({
        tokenHash: hashInviteToken(token),
        email: input.email,
        level: input.adminLevel,
        createdBy: user.id,
        expiresAt,
      });
      await audit.record(actorOf(user, from), {
        action: 'admins.invite',
        entityType: 'admin_invite',
        entityId: input.email,
        after: { email: input.email, adminLevel: input.adminLevel, expiresAt: expiresAt.toISOString() },
      });
      const inviteUrl = `${config.PUBLIC_ORIGIN ?? origin}/admin/accept-invite?token=${token}`;
      await mailer.send({ to: input.email, ...adminInviteMail({ adminLevel: input.adminLevel, inviteUrl }) });
      return { success: true, inviteUrl, expiresAt: expiresAt.toISOString() };
    },

    /** Admins holding `admins:manage`: who holds admin access, for the Admins section. */
    async listAdmins(user: SessionUser | null): Promise<AdminListT> {
      await requireAdmin(user, 'admins:manage');
      const rows = await admins.list();
      return {
        admins: rows.map((r) => ({ ...r, since: r.since.toISOString() })),
      };
    },

    /** Super admins only: removes another admin's access. */
    async revokeAccess(
      user: SessionUser,
      input: { email: string },
      from: RequestOrigin,
    ): Promise<AdminAuthReplyT> {
      requireSuper(user);
      const target = await identity.findUserByEmail(input.email);
      if (!target) throw refusal(404, 'not_found', 'No admin has that e-mail address.');
      if (target.id === user.id) throw refusal(400, 'invalid_request', 'You cannot revoke your own access.');
      const before = await admins.findByUser(target.id);
      const removed = await admins.remove(target.id);
      if (!removed) throw refusal(404, 'not_found', 'No admin has that e-mail address.');
      await audit.record(actorOf(user, from), {
        action: 'admins.revoke',
        entityType: 'admin',
        entityId: target.id,
        before: before && { email: input.email, level: before.level, permissions: before.permissions },
      });
      return { success: true, message: `Admin access revoked for ${input.email}.` };
    },

    /** The invited account, signed in with the invited e-mail, takes the invitation (once). */
    async acceptInvite(user: SessionUser, token: string, from: RequestOrigin): Promise<AdminAuthReplyT> {
      const invite = await admins.consumeInvite(hashInviteToken(token), user.id, user.email);
      if (!invite) {
        throw refusal(
          400,
          'invalid_request',
          'This invitation is invalid, expired, already used or for another e-mail address.',
        );
      }
      await admins.upsert({
        userId: user.id,
        level: invite.level,
        permissions: ADMIN_PERMISSIONS[invite.level],
        invitedBy: invite.createdBy,
      });
      await audit.record(actorOf(user, from), {
        action: 'admins.accept_invite',
        entityType: 'admin',
        entityId: user.id,
        after: { level: invite.level, invitedBy: invite.createdBy },
      });
      return this.verify(user);
    },

    /** Admins (either level) only (the route's guard): counts for the dashboard, the last 7 days where dated. */
    async stats() {
      return adminCounts(database.db, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000));
    },

    /** For `npm run admin:create`: makes an account a super admin. */
    async makeSuper(userId: string) {
      await admins.upsert({ userId, level: 'super', permissions: ADMIN_PERMISSIONS.super, invitedBy: null });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
