import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { admins } from '../db/schema/accounts.ts';
import { franchiseOpportunities, franchisors } from '../db/schema/catalog.ts';
import { invoices, memberships } from '../db/schema/membership.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

describe('an admin cannot decide a matter of their own company (31.12)', () => {
  it('refuses marking its invoice paid, verifying it and approving its listing (403), and changes nothing', async () => {
    const db = t.deps.database.db;
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await db.insert(admins).values({
      userId: owner.userId,
      level: 'standard',
      permissions: ['memberships:manage', 'listings:moderate'],
    });
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    const [membership] = await db
      .insert(memberships)
      .values({
        franchisorId: company!.id,
        planId: 'basic',
        provider: 'offline',
        amountMinor: 100,
        currency: 'USD',
      })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({
        membershipId: membership!.id,
        franchisorId: company!.id,
        amountMinor: 100,
        currency: 'USD',
        dueAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [listing] = await db.select().from(franchiseOpportunities).limit(1);
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company!.id, revisionState: 'pending_review', revision: {} as never })
      .where(eq(franchiseOpportunities.id, listing!.id));
    const post = (path: string, json?: unknown) =>
      t.request(path, { method: 'POST', headers: { Origin: ORIGIN, Cookie: owner.cookie }, json });

    const payment = { amount: 1, paidOn: new Date().toISOString().slice(0, 10), reference: 'OWN-1' };
    expect((await post(`/api/v1/admin/invoices/${invoice!.id}/mark-paid`, payment)).status).toBe(403);
    expect((await post(`/api/v1/admin/franchisors/${company!.id}/verify`)).status).toBe(403);
    expect(
      (await post(`/api/v1/admin/listings/${listing!.id}/decision`, { decision: 'approve' })).status,
    ).toBe(403);

    const [paid] = await db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(paid?.status).toBe('open');
    const [after] = await db.select().from(franchisors).where(eq(franchisors.id, company!.id));
    expect(after?.verifiedAt).toBeNull();
    const [stillPending] = await db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.id, listing!.id));
    expect(stillPending?.revisionState).toBe('pending_review');
  });
});
