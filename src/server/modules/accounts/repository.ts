import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { account, session, user, verification } from '../../db/schema/auth.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/catalog.ts';
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

/**
 * Removes what a sign-up made for an account still unverified (its profile, a franchisor company
 * without listings, its verification code); the account's address, or null when it is verified
 * (then nothing is touched).
 */
async function dropPendingSignUp(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .for('update');
  if (!row) return null;
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
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(verification).where(eq(verification.identifier, `email-verification-otp-${row.email}`));
  return row.email;
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
        const email = await dropPendingSignUp(tx, userId);
        if (email === null) return;
        await tx.delete(verification).where(eq(verification.identifier, `forget-password-otp-${email}`));
        await tx.delete(user).where(eq(user.id, userId));
      });
    },
    /**
     * The real owner of the address took over an account someone else made with it and never
     * verified (a password reset verifies it): what that sign-up stated (names, phone, role,
     * preferences, a franchisor company) is dropped, and the owner starts from an empty profile.
     */
    async clearPendingSignUp(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await dropPendingSignUp(tx, userId)) === null) return;
        await tx
          .update(user)
          .set({ name: '', image: null, updatedAt: new Date() })
          .where(eq(user.id, userId));
        await tx.insert(profiles).values({ userId });
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
