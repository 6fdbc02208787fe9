import { and, asc, count, countDistinct, desc, eq, exists, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notAnAdmin } from '../../db/people-sql.ts';
import { adminInvites, admins, profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { user } from '../../db/schema/auth.ts';
import { franchiseOpportunities } from '../../db/schema/catalog.ts';
import { contactMessages } from '../../db/schema/content.ts';

export type AdminRow = typeof admins.$inferSelect;
export type AdminLevel = AdminRow['level'];
export type AdminInviteRow = typeof adminInvites.$inferSelect;

/**
 * The invite's maker still holds the right to grant admin access (a super admin, the only level
 * that may invite): checked in the same statement that takes or restores the invite.
 */
const makerMayGrant = (db: Db) =>
  exists(
    db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.userId, adminInvites.createdBy), eq(admins.level, 'super'))),
  );

/** Neither used, revoked nor expired. */
const pending = () =>
  and(isNull(adminInvites.usedAt), isNull(adminInvites.revokedAt), gt(adminInvites.expiresAt, new Date()));

export function createAdminRepository(db: Db) {
  return {
    /** For `npm run admin:create`: the new account's profile (a plain user until made admin). */
    async insertProfile(userId: string, name: { firstName: string; lastName: string | null }) {
      await db
        .insert(profiles)
        .values({ userId, role: 'user', ...name })
        .onConflictDoNothing();
    },
    /** For `npm run admin:create`: the account's display name, on the user and its profile. */
    async setName(userId: string, name: { firstName: string; lastName: string | null }) {
      const full = [name.firstName, name.lastName].filter(Boolean).join(' ');
      await db.update(user).set({ name: full }).where(eq(user.id, userId));
      await db
        .insert(profiles)
        .values({ userId, role: 'user', ...name })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...name, updatedAt: new Date() } });
      return full;
    },
    /** Every admin with their account and who invited them, oldest first. */
    list() {
      const inviter = alias(user, 'inviter');
      return db
        .select({
          userId: admins.userId,
          email: user.email,
          name: user.name,
          level: admins.level,
          permissions: admins.permissions,
          since: admins.createdAt,
          invitedByEmail: inviter.email,
        })
        .from(admins)
        .innerJoin(user, eq(user.id, admins.userId))
        .leftJoin(inviter, eq(inviter.id, admins.invitedBy))
        .orderBy(asc(admins.createdAt), asc(admins.userId));
    },
    async findByUser(userId: string): Promise<AdminRow | null> {
      const [row] = await db.select().from(admins).where(eq(admins.userId, userId));
      return row ?? null;
    },
    /** Makes the account an admin (or changes its level). The admins table is the one admin model. */
    async upsert(values: {
      userId: string;
      level: AdminLevel;
      permissions: string[];
      invitedBy: string | null;
    }) {
      await db
        .insert(admins)
        .values(values)
        .onConflictDoUpdate({
          target: admins.userId,
          set: { level: values.level, permissions: values.permissions },
        });
    },
    async remove(userId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(admins).where(eq(admins.userId, userId)).returning({ id: admins.id });
      return rows.length > 0;
    },
    async insertInvite(values: {
      tokenHash: string;
      email: string;
      level: AdminLevel;
      createdBy: string;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(adminInvites).values(values).returning();
      return row!;
    },
    /** Marks a pending invite whose maker may still grant it used, atomically: only one caller can win it. */
    async consumeInvite(tokenHash: string, usedBy: string, email: string) {
      const [row] = await db
        .update(adminInvites)
        .set({ usedAt: new Date(), usedBy })
        .where(
          and(
            eq(adminInvites.tokenHash, tokenHash),
            eq(adminInvites.email, email.toLowerCase()),
            pending(),
            makerMayGrant(db),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** An invite by its token, with whether its maker may still grant it (to explain a refusal). */
    async findInvite(tokenHash: string) {
      const [row] = await db
        .select({ invite: adminInvites, makerMayGrant: makerMayGrant(db).mapWith(Boolean) })
        .from(adminInvites)
        .where(eq(adminInvites.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Pending invites with their maker's address, newest first. */
    listPendingInvites() {
      return db
        .select({
          id: adminInvites.id,
          email: adminInvites.email,
          level: adminInvites.level,
          createdAt: adminInvites.createdAt,
          expiresAt: adminInvites.expiresAt,
          createdByEmail: user.email,
        })
        .from(adminInvites)
        .leftJoin(user, eq(user.id, adminInvites.createdBy))
        .where(pending())
        .orderBy(desc(adminInvites.createdAt), asc(adminInvites.id));
    },
    /** Revokes one pending invite; null when there is no such pending invite. */
    async revokeInvite(id: string, revokedBy: string, tx: Db = db): Promise<AdminInviteRow | null> {
      const [row] = await tx
        .update(adminInvites)
        .set({ revokedAt: new Date(), revokedBy })
        .where(and(eq(adminInvites.id, id), pending()))
        .returning();
      return row ?? null;
    },
    /** Revokes every pending invite `makerId` made; the revoked ones. */
    revokeInvitesMadeBy(makerId: string, revokedBy: string, tx: Db = db): Promise<AdminInviteRow[]> {
      return tx
        .update(adminInvites)
        .set({ revokedAt: new Date(), revokedBy })
        .where(and(eq(adminInvites.createdBy, makerId), pending()))
        .returning();
    },
    /**
     * Takes back a revocation while the invite could still be accepted (not used, not expired,
     * its maker still may grant it); null otherwise.
     */
    async restoreInvite(id: string, tx: Db = db): Promise<AdminInviteRow | null> {
      const [row] = await tx
        .update(adminInvites)
        .set({ revokedAt: null, revokedBy: null })
        .where(
          and(
            eq(adminInvites.id, id),
            isNotNull(adminInvites.revokedAt),
            isNull(adminInvites.usedAt),
            gt(adminInvites.expiresAt, new Date()),
            makerMayGrant(tx),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

/** Counts for the admin dashboard, each one query. */
export async function adminCounts(db: Db, since: Date) {
  const [users, newUsers, roles, adminRows, listings, messages, recentMessages, views] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(user).where(gte(user.createdAt, since)),
    db
      .select({ role: profiles.role, n: count() })
      .from(profiles)
      .where(notAnAdmin(db, profiles.userId))
      .groupBy(profiles.role),
    db.select({ n: count() }).from(admins),
    db
      .select({ status: franchiseOpportunities.status, n: count() })
      .from(franchiseOpportunities)
      .groupBy(franchiseOpportunities.status),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since)),
    db
      .select({ n: count(), visitors: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(gte(pageViews.createdAt, since)),
  ]);
  const byRole = Object.fromEntries(roles.map((r) => [r.role, Number(r.n)]));
  const byStatus = Object.fromEntries(listings.map((l) => [l.status, Number(l.n)]));
  return {
    users: { total: Number(users[0]!.n), newLast7Days: Number(newUsers[0]!.n) },
    profiles: { seekers: byRole.user ?? 0, franchisors: byRole.franchisor ?? 0 },
    admins: Number(adminRows[0]!.n),
    listings: {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      byStatus,
    },
    contactMessages: { total: Number(messages[0]!.n), last7Days: Number(recentMessages[0]!.n) },
    pageViews: { last7Days: Number(views[0]!.n), visitorsLast7Days: Number(views[0]!.visitors) },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
