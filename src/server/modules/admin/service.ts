import { createHash, randomBytes } from 'node:crypto';
import { displayName } from '../../../shared/display-name.ts';
import type { AdminAuthReplyT } from '../../../shared/schemas/accounts.ts';
import {
  ADMIN_PERMISSION_NAMES,
  type AdminInviteChangeT,
  type AdminInviteListT,
  type AdminListT,
  type AdminPermission,
} from '../../../shared/schemas/admin.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { adminInviteMail } from '../../email/index.ts';
import { Problem } from '../../lib/problem.ts';
import type { AuditActor } from '../audit/index.ts';
import { createAdminGuard } from './permissions.ts';
import { type AdminInviteRow, type AdminLevel, adminCounts, createAdminRepository } from './repository.ts';

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
  code:
    | 'invalid_request'
    | 'unauthenticated'
    | 'forbidden'
    | 'not_found'
    | 'invite_revoked'
    | 'invite_maker_lost_access',
  message: string,
) {
  return new Problem(status, code, message, { success: false, message });
}

/** The request's address and id, kept with each audit record. */
export type RequestOrigin = Pick<AuditActor, 'ip' | 'requestId'>;

export const INVITE_REVOKED_MESSAGE = 'This invitation was revoked. Ask a super admin for a new one.';
export const INVITE_MAKER_LOST_ACCESS_MESSAGE =
  'The admin who sent this invitation no longer has the right to grant admin access, so it no longer works. Ask a super admin for a new one.';
const INVALID_INVITE_MESSAGE =
  'This invitation is invalid, expired, already used or for another e-mail address.';

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What an invite's audit records keep of it (never the token's hash). */
const inviteAudit = (invite: AdminInviteRow) => ({
  id: invite.id,
  email: invite.email,
  level: invite.level,
  createdBy: invite.createdBy,
  expiresAt: invite.expiresAt.toISOString(),
});

export function createAdminService(deps: CoreDeps) {
  const { database, mailer, config, identity, audit } = deps;
  const actorOf = (user: SessionUser, origin: RequestOrigin): AuditActor => ({
    id: user.id,
    email: user.email,
    ...origin,
  });
  const admins = createAdminRepository(database.db);
  const requireAdmin = createAdminGuard(database.db);

  /**
   * Why a token was not taken. Only the person it was sent to (signed in with its address) learns
   * that it was revoked or outlived its maker's access; anyone else hears the one general answer.
   */
  async function whyInviteRefused(tokenHash: string, email: string): Promise<Problem> {
    const found = await admins.findInvite(tokenHash);
    const invite = found?.invite;
    const otherwiseLive =
      invite && invite.email === email.toLowerCase() && !invite.usedAt && invite.expiresAt > new Date();
    // The maker's lost access is named first: it is why their invites were revoked with it.
    if (otherwiseLive && !found.makerMayGrant)
      return refusal(400, 'invite_maker_lost_access', INVITE_MAKER_LOST_ACCESS_MESSAGE);
    if (otherwiseLive && invite.revokedAt) return refusal(400, 'invite_revoked', INVITE_REVOKED_MESSAGE);
    return refusal(400, 'invalid_request', INVALID_INVITE_MESSAGE);
  }

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

    /** Super admins only: removes another admin's access, and with it every invite they made that is still pending. */
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
      const invites = await database.db.transaction(async (tx) => {
        if (!before || !(await admins.remove(target.id, tx)))
          throw refusal(404, 'not_found', 'No admin has that e-mail address.');
        const revoked = await admins.revokeInvitesMadeBy(target.id, user.id, tx);
        await audit.record(
          actorOf(user, from),
          {
            action: 'admins.revoke',
            entityType: 'admin',
            entityId: target.id,
            before: { email: input.email, level: before.level, permissions: before.permissions },
            after: { invitesRevoked: revoked.length },
          },
          tx,
        );
        for (const invite of revoked) {
          await audit.record(
            actorOf(user, from),
            {
              action: 'admins.invite_revoke',
              entityType: 'admin_invite',
              entityId: invite.email,
              before: inviteAudit(invite),
              reason: `The access of ${input.email}, who made it, was revoked.`,
            },
            tx,
          );
        }
        return revoked.length;
      });
      const also =
        invites === 0
          ? ''
          : ` ${invites === 1 ? '1 invitation' : `${invites} invitations`} they sent no longer work.`;
      return { success: true, message: `Admin access revoked for ${input.email}.${also}` };
    },

    /** Admins holding `admins:manage`: invitations still waiting to be accepted. */
    async listInvites(user: SessionUser | null): Promise<AdminInviteListT> {
      await requireAdmin(user, 'admins:manage');
      const rows = await admins.listPendingInvites();
      return {
        invites: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
      };
    },

    /** Admins holding `admins:manage`: a pending invitation's link stops working. */
    async revokeInvite(
      user: SessionUser | null,
      id: string,
      from: RequestOrigin,
    ): Promise<AdminInviteChangeT> {
      const { user: actor } = await requireAdmin(user, 'admins:manage');
      return database.db.transaction(async (tx) => {
        const invite = await admins.revokeInvite(id, actor.id, tx);
        if (!invite) throw new Problem(404, 'not_found', 'No pending invitation with this id.');
        await audit.record(
          actorOf(actor, from),
          {
            action: 'admins.invite_revoke',
            entityType: 'admin_invite',
            entityId: invite.email,
            before: inviteAudit(invite),
          },
          tx,
        );
        return {
          id: invite.id,
          email: invite.email,
          revoked: true,
          message: `Invitation for ${invite.email} revoked.`,
        };
      });
    },

    /**
     * Admins holding `admins:manage`: undoes a revocation while the link could still be accepted
     * (not used or expired, and its maker still a super admin).
     */
    async restoreInvite(
      user: SessionUser | null,
      id: string,
      from: RequestOrigin,
    ): Promise<AdminInviteChangeT> {
      const { user: actor } = await requireAdmin(user, 'admins:manage');
      return database.db.transaction(async (tx) => {
        const invite = await admins.restoreInvite(id, tx);
        if (!invite) {
          throw new Problem(
            404,
            'not_found',
            'No revoked invitation with this id that could still be accepted (it expired, or its maker is no longer a super admin).',
          );
        }
        await audit.record(
          actorOf(actor, from),
          {
            action: 'admins.invite_restore',
            entityType: 'admin_invite',
            entityId: invite.email,
            after: inviteAudit(invite),
          },
          tx,
        );
        return {
          id: invite.id,
          email: invite.email,
          revoked: false,
          message: `Invitation for ${invite.email} restored.`,
        };
      });
    },

    /** The invited account, signed in with the invited e-mail, takes the invitation (once). */
    async acceptInvite(user: SessionUser, token: string, from: RequestOrigin): Promise<AdminAuthReplyT> {
      const tokenHash = hashInviteToken(token);
      const invite = await admins.consumeInvite(tokenHash, user.id, user.email);
      if (!invite) throw await whyInviteRefused(tokenHash, user.email);
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
