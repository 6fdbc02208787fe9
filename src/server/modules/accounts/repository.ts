import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminInvites, admins, profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { account, session, user, verification } from '../../db/schema/auth.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/catalog.ts';
import { clientErrors } from '../../db/schema/client-errors.ts';
import { contactMessages } from '../../db/schema/content.ts';
import {
  bookmarks,
  compareLists,
  informationRequests,
  marketNotifySignups,
  userInteractions,
} from '../../db/schema/engagement.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { emailOutbox, rateLimits } from '../../db/schema/system.ts';

/** What stays of a deleted person in records others keep (leads, contact messages). */
const DELETED_NAME = 'Deleted account';
const DELETED_TEXT = '(Removed when the account was deleted.)';
const DELETED_ID = 'deleted-account';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'franchisor'
  );
}

export function createAccountsRepository(db: Db) {
  return {
    /** Accounts never verified and made before `before`. */
    async findPendingBefore(before: Date): Promise<{ id: string }[]> {
      return db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.emailVerified, false), lt(user.createdAt, before)))
        .limit(500);
    },
    /**
     * Removes an account that was never verified, with what its sign-up made (profile, logins,
     * a franchisor company without listings) and its outstanding codes. Nothing else can exist
     * for it: it could never sign in.
     */
    async discardPendingAccount(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: user.email })
          .from(user)
          .where(and(eq(user.id, userId), eq(user.emailVerified, false)));
        if (!row) return;
        await tx
          .delete(franchisors)
          .where(
            and(
              eq(franchisors.ownerUserId, userId),
              notExists(
                tx
                  .select({ id: franchiseOpportunities.id })
                  .from(franchiseOpportunities)
                  .where(eq(franchiseOpportunities.franchisorId, franchisors.id)),
              ),
            ),
          );
        await tx
          .delete(verification)
          .where(
            inArray(verification.identifier, [
              `email-verification-otp-${row.email}`,
              `forget-password-otp-${row.email}`,
            ]),
          );
        await tx.delete(user).where(eq(user.id, userId));
      });
    },
    async findProfile(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },
    /** Inserts the profile unless the account already has one; true when inserted. */
    async insertProfile(values: NewProfile): Promise<boolean> {
      const rows = await db
        .insert(profiles)
        .values(values)
        .onConflictDoNothing({ target: profiles.userId })
        .returning({ id: profiles.id });
      return rows.length > 0;
    },
    async updateProfile(userId: string, changes: Partial<NewProfile>): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },
    async setUserName(userId: string, name: string) {
      await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    },
    /** Keeps what an e-mail change's undo link needs, under the hash of its token. */
    async saveEmailChangeUndo(identifier: string, value: string, expiresAt: Date): Promise<void> {
      await db.insert(verification).values({ id: randomUUID(), identifier, value, expiresAt });
    },
    /** Takes (and deletes) a live undo record: only one caller can use a link. */
    async takeEmailChangeUndo(identifier: string): Promise<string | null> {
      const rows = await db
        .delete(verification)
        .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
        .returning({ value: verification.value });
      return rows[0]?.value ?? null;
    },
    /**
     * Puts the old address back after an e-mail change its owner did not make: the address, a
     * password nobody knows (the owner chooses a new one by code to that address), and no
     * session left anywhere. False when the account no longer has the address it was moved to.
     */
    async restoreEmail(input: { userId: string; from: string; to: string; passwordHash: string }) {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(user)
          .set({ email: input.to, emailVerified: true, updatedAt: new Date() })
          .where(and(eq(user.id, input.userId), eq(user.email, input.from)))
          .returning({ id: user.id });
        if (moved.length === 0) return false;
        await tx
          .update(account)
          .set({ password: input.passwordHash, updatedAt: new Date() })
          .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')));
        await tx.delete(session).where(eq(session.userId, input.userId));
        return true;
      });
    },
    async fileIdsOwnedBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.ownerUserId, userId));
      return rows.map((r) => r.id);
    },
    /**
     * Deletes the person, in one transaction: the account (profile, sessions, logins, two-factor
     * and admin rows by cascade), what was only theirs (bookmarks, compare list, interactions,
     * market notices, admin invitations to their address, mail kept for them, rate-limit
     * counters and codes under their address or id), and the personal data in records that
     * others keep: a lead a franchisor received or a contact message stays, as "Deleted
     * account" without name, address, phone or text; page views, error reports, a franchisor
     * company and admin records lose the link. Files are removed before (service.ts).
     */
    async deleteUserAndData(userId: string, email: string): Promise<void> {
      const address = email.toLowerCase();
      // The unique (listing, e-mail, day) index keeps one placeholder address per lead.
      const placeholder = (id: SQL) => sql`'deleted-' || ${id} || '@deleted.invalid'`;
      await db.transaction(async (tx) => {
        await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
        await tx.delete(compareLists).where(eq(compareLists.userId, userId));
        await tx.delete(userInteractions).where(eq(userInteractions.userId, userId));
        await tx.delete(marketNotifySignups).where(eq(sql`lower(${marketNotifySignups.email})`, address));
        await tx
          .update(informationRequests)
          .set({
            userId: null,
            name: DELETED_NAME,
            email: placeholder(sql`${informationRequests.id}`),
            phone: null,
            message: DELETED_TEXT,
          })
          .where(
            or(eq(informationRequests.userId, userId), eq(sql`lower(${informationRequests.email})`, address)),
          );
        await tx
          .update(contactMessages)
          .set({
            userId: null,
            name: DELETED_NAME,
            email: placeholder(sql`${contactMessages.id}`),
            subject: DELETED_NAME,
            message: DELETED_TEXT,
            ip: null,
          })
          .where(or(eq(contactMessages.userId, userId), eq(sql`lower(${contactMessages.email})`, address)));
        await tx.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, userId));
        await tx.update(clientErrors).set({ userId: null, ip: null }).where(eq(clientErrors.userId, userId));
        await tx.update(franchisors).set({ ownerUserId: null }).where(eq(franchisors.ownerUserId, userId));
        await tx
          .update(franchisors)
          .set({ contactEmail: null })
          .where(eq(sql`lower(${franchisors.contactEmail})`, address));
        await tx.update(admins).set({ invitedBy: null }).where(eq(admins.invitedBy, userId));
        await tx.delete(adminInvites).where(eq(sql`lower(${adminInvites.email})`, address));
        await tx.update(adminInvites).set({ usedBy: null }).where(eq(adminInvites.usedBy, userId));
        await tx
          .update(adminInvites)
          .set({ createdBy: DELETED_ID })
          .where(eq(adminInvites.createdBy, userId));
        await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, address));
        await tx
          .delete(rateLimits)
          .where(
            or(
              sql`position(${address} in ${rateLimits.key}) > 0`,
              sql`position(${userId} in ${rateLimits.key}) > 0`,
            ),
          );
        await tx
          .delete(verification)
          .where(
            or(
              sql`position(${address} in ${verification.identifier}) > 0`,
              sql`position(${userId} in ${verification.value}) > 0`,
            ),
          );
        await tx.delete(user).where(eq(user.id, userId));
      });
    },
    async insertFranchisor(values: {
      ownerUserId: string;
      name: string;
      website: string | null;
      country: string;
    }) {
      const slug = `${slugify(values.name)}-${randomBytes(3).toString('hex')}`;
      const [row] = await db
        .insert(franchisors)
        .values({ ...values, slug })
        .returning({ id: franchisors.id });
      return row!;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
