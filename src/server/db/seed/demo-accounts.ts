import { createHash } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { account, appMeta, franchisors, profiles, user } from '../schema/index.ts';
import { DEMO_OPPORTUNITIES, slugify } from './demo-catalog.ts';

/**
 * The password of every demo franchisor account. Public on purpose (README, `npm start`): these
 * accounts exist only on the embedded database of a development start, never on PostgreSQL or in
 * production (boot.ts decides).
 */
export const DEMO_FRANCHISOR_PASSWORD = 'Franchisio-demo-2025';
/** Reserved for documentation (RFC 2606): mail to a demo franchisor can never reach a real inbox. */
const DEMO_MAIL_DOMAIN = 'demo.example.com';
const SEED_KEY = 'demo_accounts_seeded_at';

/**
 * Accounts with a published password only on the embedded database of a development start:
 * never on PostgreSQL (a shared or production database) nor in production mode.
 */
export function seedsDemoAccounts(
  config: { SEED_DEMO: boolean; isProduction: boolean },
  engine: 'pglite' | 'postgres',
): boolean {
  return config.SEED_DEMO && engine === 'pglite' && !config.isProduction;
}

export const demoFranchisorEmail = (company: string) => `${slugify(company)}@${DEMO_MAIL_DOMAIN}`;

/** Better Auth's ids are 32 letters and digits; a demo account's is derived from its company, so every start makes the same. */
const demoUserId = (company: string) =>
  createHash('sha256').update(`demo-franchisor:${company}`).digest('hex').slice(0, 32);

export interface DemoCredential {
  email: string;
  company: string;
  listing: string;
  country: string;
}

/** The demo franchisors the README and the start's output name: two in the US, two in India. */
export function demoCredentialSamples(): DemoCredential[] {
  const pick = (country: string) =>
    DEMO_OPPORTUNITIES.filter((o) => o.country === country)
      .slice(0, 2)
      .map((o) => ({ email: demoFranchisorEmail(o.company), company: o.company, listing: o.title, country }));
  return [...pick('US'), ...pick('IN')];
}

/**
 * Gives every demo company without an owner a verified franchisor account, so a seeker on a
 * fresh start can ask any demo listing for a call or write to it and be answered. Once per
 * database (the marker is written in the same transaction); a company someone already owns
 * (claimed, or registered) keeps its owner.
 */
export async function seedDemoAccounts(db: Db): Promise<{ seeded: boolean; accounts: number }> {
  const companies = [...new Set(DEMO_OPPORTUNITIES.map((o) => o.company))];
  // One hash for all: the same password, and scrypt per account would slow the first start.
  const passwordHash = await hashPassword(DEMO_FRANCHISOR_PASSWORD);
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (done) return { seeded: false, accounts: 0 };
    const unowned = await tx
      .select({ id: franchisors.id, name: franchisors.name, country: franchisors.country })
      .from(franchisors)
      .where(and(inArray(franchisors.name, companies), isNull(franchisors.ownerUserId)));
    for (let i = 0; i < unowned.length; i += 100) {
      const batch = unowned.slice(i, i + 100).map((c) => ({ ...c, userId: demoUserId(c.name) }));
      await tx.insert(user).values(
        batch.map((c) => ({
          id: c.userId,
          name: c.name,
          email: demoFranchisorEmail(c.name),
          emailVerified: true,
        })),
      );
      await tx.insert(account).values(
        batch.map((c) => ({
          id: c.userId,
          accountId: c.userId,
          providerId: 'credential',
          userId: c.userId,
          password: passwordHash,
        })),
      );
      await tx.insert(profiles).values(
        batch.map((c) => ({
          userId: c.userId,
          firstName: c.name,
          location: c.country,
          role: 'franchisor' as const,
          userType: 'franchisor',
        })),
      );
      for (const c of batch) {
        await tx.update(franchisors).set({ ownerUserId: c.userId }).where(eq(franchisors.id, c.id));
      }
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return { seeded: true, accounts: unowned.length };
  });
}
