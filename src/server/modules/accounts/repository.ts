import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { user, verification } from '../../db/schema/auth.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/catalog.ts';
import { clientErrors } from '../../db/schema/client-errors.ts';
import { contactMessages } from '../../db/schema/content.ts';
import {
  bookmarks,
  compareLists,
  informationRequests,
  userInteractions,
} from '../../db/schema/engagement.ts';
import { storedFiles } from '../../db/schema/files.ts';

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
    async fileIdsOwnedBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.ownerUserId, userId));
      return rows.map((r) => r.id);
    },
    /**
     * Deletes the account and what is only theirs (profile, sessions, logins, two-factor and
     * admin rows go by cascade; bookmarks, compare list and interactions here). Records that
     * belong to others too keep existing without the link: leads a franchisor received, contact
     * messages, page views, error reports; a franchisor company loses its owner.
     */
    async deleteUserAndData(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
        await tx.delete(compareLists).where(eq(compareLists.userId, userId));
        await tx.delete(userInteractions).where(eq(userInteractions.userId, userId));
        await tx
          .update(informationRequests)
          .set({ userId: null })
          .where(eq(informationRequests.userId, userId));
        await tx.update(contactMessages).set({ userId: null }).where(eq(contactMessages.userId, userId));
        await tx.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, userId));
        await tx.update(clientErrors).set({ userId: null }).where(eq(clientErrors.userId, userId));
        await tx.update(franchisors).set({ ownerUserId: null }).where(eq(franchisors.ownerUserId, userId));
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
