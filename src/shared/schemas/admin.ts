import { z } from 'zod';
import { ADMIN_LIST, ADMIN_METRIC_DAYS } from '../limits.ts';
import { singleLineText } from './text.ts';

/** What an admin may do; each admin record holds a list of these (spec §6 names levels and permissions). */
export const ADMIN_PERMISSION_NAMES = [
  'listings:moderate',
  'kredit:review',
  'users:read',
  'users:manage',
  'admins:manage',
  'audit:read',
  'memberships:manage',
  'rewards:manage',
  'messages:moderate',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSION_NAMES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Kredit funnel's stages, in the order an application passes them. */
export const KREDIT_FUNNEL_STAGES = [
  'started',
  'submitted',
  'under_review',
  'more_info_requested',
  'approved',
  'rejected',
  'disbursed',
] as const;
export type KreditFunnelStage = (typeof KREDIT_FUNNEL_STAGES)[number];

export const AdminMetricsQuery = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((d) => (ADMIN_METRIC_DAYS as readonly number[]).includes(d), 'must be 7, 30 or 90')
      .default(30),
  })
  .meta({ id: 'AdminMetricsQuery' });

const Count = z.number().int();
export const AdminMetrics = z
  .object({
    days: Count,
    /** Every UTC day of the period, oldest first, with zeros where nothing happened. */
    series: z.array(
      z.object({
        day: z.string().meta({ example: '2026-11-25' }),
        seekers: Count,
        franchisors: Count,
        listings: Count,
        leads: Count,
        pageViews: Count,
      }),
    ),
    totals: z.object({ signUps: Count, listings: Count, leads: Count, pageViews: Count, visitors: Count }),
    /** Every listing as it stands now, by status. */
    listingsByStatus: z.array(z.object({ status: z.string(), count: Count })),
    topPages: z.array(z.object({ path: z.string(), views: Count })),
    /**
     * Kredit applications started in the period and how far they got: each stage counts the
     * applications that ever reached it (from their status timeline), so more information and a
     * decline are visible even after an approval followed.
     */
    kreditFunnel: z.object({
      stages: z.array(z.object({ stage: z.enum(KREDIT_FUNNEL_STAGES), count: Count })),
      /** Of the applications started in the period, those still drafts now. */
      draftsNow: Count,
      /** Decisions (approved or declined) made in the period, and hours from submission to them. */
      decided: Count,
      medianHoursToDecision: z.number().nullable(),
      /** Waiting for a decision past the promised 24 hours, now. */
      overdueNow: Count,
    }),
  })
  .meta({ id: 'AdminMetrics' });
export type AdminMetricsT = z.infer<typeof AdminMetrics>;

export const AdminUsersQuery = z
  .object({
    q: singleLineText(0, 200).optional().meta({ description: 'Part of the e-mail address or name' }),
    status: z.enum(['active', 'suspended']).optional(),
    /** Keyset: the `nextCursor` of the previous page. */
    cursor: singleLineText(1, 200).optional(),
  })
  .meta({ id: 'AdminUsersQuery' });

export const AdminUserSummary = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['user', 'franchisor']),
    adminLevel: z.enum(['standard', 'super']).nullable(),
    suspended: z.boolean(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummaryT = z.infer<typeof AdminUserSummary>;

export const AdminUserList = z
  .object({ users: z.array(AdminUserSummary), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminUserList' });

/** The admins, for the super admin's Admins section (who holds access, since when, invited by whom). */
export const AdminList = z
  .object({
    admins: z.array(
      z.object({
        userId: z.string(),
        email: z.string(),
        name: z.string(),
        level: z.enum(['standard', 'super']),
        permissions: z.array(z.string()),
        since: z.string(),
        invitedByEmail: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminList' });
export type AdminListT = z.infer<typeof AdminList>;

/** Invitations not yet accepted, revoked or expired, for the super admin's Admins section. */
export const AdminInviteList = z
  .object({
    invites: z.array(
      z.object({
        id: z.uuid(),
        email: z.string(),
        level: z.enum(['standard', 'super']),
        createdAt: z.string(),
        expiresAt: z.string(),
        createdByEmail: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminInviteList' });
export type AdminInviteListT = z.infer<typeof AdminInviteList>;

export const AdminInviteIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

/** A revoked or restored invitation: which one and its state now. */
export const AdminInviteChange = z
  .object({ id: z.uuid(), email: z.string(), revoked: z.boolean(), message: z.string() })
  .meta({ id: 'AdminInviteChange' });
export type AdminInviteChangeT = z.infer<typeof AdminInviteChange>;

export const AdminUserDetail = AdminUserSummary.extend({
  suspendedReason: z.string().nullable(),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastActiveAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  activity: z.object({
    pageViews30Days: Count,
    lastSeenAt: z.string().nullable(),
    informationRequests: Count,
    bookmarks: Count,
  }),
  /** The latest admin actions on this account. */
  history: z.array(
    z.object({ id: z.number().int(), at: z.string(), action: z.string(), actorEmail: z.string() }),
  ),
}).meta({ id: 'AdminUserDetail' });
export type AdminUserDetailT = z.infer<typeof AdminUserDetail>;

export const AdminUserParams = z.object({ id: singleLineText(1, 100) });

export const SuspendUserBody = z
  .object({ reason: singleLineText(3, 500, 'Give a reason of 3 to 500 characters.') })
  .meta({ id: 'SuspendUser' });
export const RestoreUserBody = z
  .object({ reason: singleLineText(0, 500).optional() })
  .meta({ id: 'RestoreUser' });
export const ChangeRoleBody = z
  .object({
    role: z.enum(['user', 'franchisor']),
    reason: singleLineText(0, 500).optional(),
  })
  .meta({ id: 'ChangeUserRole' });

export const AuditLogQuery = z
  .object({
    text: singleLineText(0, 200)
      .optional()
      .meta({ description: 'Part of the action, record id or actor e-mail' }),
    action: singleLineText(1, 100).optional(),
    actor: singleLineText(1, 200).optional().meta({ description: "The actor's e-mail (part of it) or id" }),
    entityType: singleLineText(1, 100).optional(),
    entityId: singleLineText(1, 200).optional(),
    from: z.string().regex(DAY, 'must be a date (YYYY-MM-DD)').optional(),
    to: z.string().regex(DAY, 'must be a date (YYYY-MM-DD)').optional(),
    /** Keyset: the `nextCursor` of the previous page (records older than it). */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_LIST.auditMax).default(ADMIN_LIST.auditPage),
  })
  .meta({ id: 'AuditLogQuery' });
export type AuditLogQueryT = z.infer<typeof AuditLogQuery>;

export const AuditRecord = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditRecord' });
export type AuditRecordT = z.infer<typeof AuditRecord>;

export const AuditLogPage = z
  .object({ records: z.array(AuditRecord), nextCursor: z.number().int().nullable() })
  .meta({ id: 'AuditLogPage' });
