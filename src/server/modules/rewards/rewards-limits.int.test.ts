import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { PDF_BYTES } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { MONEY_LIMIT } from '../../../shared/limits.ts';
import type { OfferingValues, VendorOffering } from '../../../shared/schemas/offerings.ts';
import type { Quote } from '../../../shared/schemas/quotes.ts';
import {
  adminAuditLog,
  offeringReviews,
  offeringSpends,
  offerings,
  rewardLedger,
  storedFiles,
} from '../../db/schema/index.ts';
import { createAdminService } from '../admin/service.ts';

/**
 * Issue 31.11: money that passed validation overflowed a 32-bit column of minor units (500),
 * and the spend's invoice stayed behind. Validation now allows what the columns hold.
 * Issue 31.13: any PDF as an "invoice" allowed a review, which stayed after the spend was
 * rejected. A review now needs a purchase confirmed by a rewards admin.
 */
let t: TestApp;
let vendor: SignedInUser;
let buyer: SignedInUser;
let admin: SignedInUser;

const call = (who: SignedInUser, method: string, path: string, json?: unknown, body?: BodyInit) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, Cookie: who.cookie },
    ...(json !== undefined ? { json } : {}),
    ...(body ? { body } : {}),
  });

const values = (over: Partial<OfferingValues> = {}): OfferingValues => ({
  kind: 'software',
  name: `LedgerLoop ${Math.random().toString(36).slice(2, 7)}`,
  category: 'Accounting',
  pricingModel: 'per_seat',
  currency: 'USD',
  priceFrom: 12,
  priceTo: 30,
  shortDescription: 'Outlet accounts for multi-unit franchisees.',
  description: 'LedgerLoop closes the books of every outlet each month, with royalty reports built in.',
  features: ['Royalty reports'],
  integrations: ['Xero'],
  website: 'https://ledgerloop.example.com',
  cashbackPct: 10,
  cashbackTerms: 'On the first year of any paid plan bought through Franchisio.',
  ...over,
});

async function published() {
  const created = await call(vendor, 'POST', '/api/v1/franchisor/offerings', values());
  expect(created.status, await created.clone().text()).toBe(200);
  const offering = (await created.json()) as VendorOffering;
  expect((await call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`)).status).toBe(200);
  const decided = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
    decision: 'approve',
  });
  expect(decided.status).toBe(200);
  return offering;
}

function spend(offeringId: string, amount: string, reference = '') {
  const f = new FormData();
  f.set('offeringId', offeringId);
  f.set('amount', amount);
  f.set('currency', 'USD');
  f.set('purchasedOn', '2026-11-20');
  f.set('vendorReference', reference);
  f.append('file', new Blob([PDF_BYTES]), 'invoice.pdf');
  return call(buyer, 'POST', '/api/v1/rewards/spends', undefined, f);
}

const fileCount = async () =>
  (await t.deps.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createSignedInUser(t, { role: 'franchisor' });
  buyer = await createSignedInUser(t, { role: 'franchisor' });
  admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
}, 180_000);
afterAll(() => t.close());

describe('money limits agree with the columns', () => {
  it('a spend above the limit is refused at the edge, the largest allowed one is kept', async () => {
    const offering = await published();
    const before = await fileCount();
    for (const amount of ['21474836.48', '100000000', String(MONEY_LIMIT.maxMajor + 0.01)]) {
      const res = await spend(offering.id, amount);
      expect(res.status, amount).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/at most 20,000,000/);
    }
    expect(await fileCount()).toBe(before);
    const largest = await spend(offering.id, String(MONEY_LIMIT.maxMajor));
    expect(largest.status, await largest.clone().text()).toBe(200);
    expect(((await largest.json()) as { amountMinor: number }).amountMinor).toBe(MONEY_LIMIT.maxMinor);
  });

  it('a spend whose write fails leaves no invoice behind', async () => {
    const offering = await published();
    // A database that refuses the row: the invoice was already stored when the write failed.
    await t.deps.database.db.execute(sql`
      create or replace function refuse_spend() returns trigger language plpgsql as $$
      begin if new.vendor_reference = 'refuse-me' then raise exception 'refused'; end if; return new; end $$`);
    await t.deps.database.db.execute(sql`
      create trigger refuse_spend before insert on offering_spends for each row execute function refuse_spend()`);
    try {
      const before = await fileCount();
      const res = await spend(offering.id, '10', 'refuse-me');
      expect(res.status).toBe(500);
      expect(await fileCount()).toBe(before);
    } finally {
      await t.deps.database.db.execute(sql`drop trigger refuse_spend on offering_spends`);
    }
  });

  it('an offering price above the limit is refused, the largest allowed one is kept', async () => {
    for (const priceFrom of [1e9, 21_474_836.48]) {
      const res = await call(
        vendor,
        'POST',
        '/api/v1/franchisor/offerings',
        values({ priceFrom, priceTo: null }),
      );
      expect(res.status, String(priceFrom)).toBe(400);
    }
    const res = await call(
      vendor,
      'POST',
      '/api/v1/franchisor/offerings',
      values({ priceFrom: MONEY_LIMIT.maxMajor, priceTo: MONEY_LIMIT.maxMajor }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("a quote's price above the limit is refused, the largest allowed one is kept", async () => {
    const offering = await published();
    const asked = await call(buyer, 'POST', '/api/v1/quotes', {
      offeringId: offering.id,
      needs: 'Accounts for our 14 outlets.',
      seats: 40,
      locations: 14,
      timeline: '1month',
      notes: '',
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const quote = (await asked.json()) as Quote;
    const answer = (price: number) =>
      call(vendor, 'POST', `/api/v1/quotes/${quote.id}/answer`, {
        price,
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        message: '',
      });
    expect((await answer(1e9)).status).toBe(400);
    const ok = await answer(MONEY_LIMIT.maxMajor);
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
});

describe('reviews of offerings', () => {
  const review = (offeringId: string) =>
    call(buyer, 'POST', `/api/v1/offerings/${offeringId}/reviews`, {
      rating: 2,
      body: 'Took months to set up for our outlets.',
    });
  const decide = (spendId: string, decision: 'confirm' | 'reject') =>
    call(admin, 'POST', `/api/v1/admin/rewards/spends/${spendId}/decision`, {
      decision,
      ...(decision === 'confirm' ? { vendorConfirmation: 'VND-2211' } : {}),
      note: decision === 'reject' ? 'The vendor has no such order.' : '',
    });
  const detail = async (id: string) =>
    (await (await call(buyer, 'GET', `/api/v1/offerings/${id}`)).json()) as {
      reviews: { verifiedSpend: boolean }[];
      rating: number | null;
      reviewCount: number;
    };

  it('need a purchase confirmed by a rewards admin: an uploaded invoice alone is not enough', async () => {
    const offering = await published();
    const res = await spend(offering.id, '120');
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const early = await review(offering.id);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { detail: string }).detail).toMatch(/has been confirmed/);
    expect((await decide(id, 'confirm')).status).toBe(200);
    const later = await review(offering.id);
    expect(later.status, await later.clone().text()).toBe(200);
    expect((await detail(offering.id)).reviews.map((r) => r.verifiedSpend)).toEqual([true]);
  });

  it('takes one of two decisions on a purchase at once: one 200, one 409, one audit record', async () => {
    const offering = await published();
    const { id } = (await (await spend(offering.id, '95')).json()) as { id: string };
    const answers = await Promise.all([decide(id, 'confirm'), decide(id, 'reject')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audits = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, id));
    expect(audits).toHaveLength(1);
    const [entry] = await t.deps.database.db
      .select({ status: rewardLedger.status })
      .from(rewardLedger)
      .where(eq(rewardLedger.spendId, id));
    expect(entry!.status).toBe(audits[0]!.action === 'rewards.spend_confirm' ? 'confirmed' : 'reversed');
  });

  it('a review standing on a purchase that is then refused is withdrawn, and the rating with it', async () => {
    const offering = await published();
    const res = await spend(offering.id, '80');
    const { id } = (await res.json()) as { id: string };
    const before = await detail(offering.id);
    // A review written under the earlier rule, on the purchase while it was still unconfirmed.
    const [row] = await t.deps.database.db
      .select({ franchisorId: offeringSpends.franchisorId })
      .from(offeringSpends)
      .where(eq(offeringSpends.id, id));
    await t.deps.database.db.insert(offeringReviews).values({
      offeringId: offering.id,
      franchisorId: row!.franchisorId,
      userId: buyer.userId,
      author: 'A member',
      rating: 1,
      body: 'Written before its purchase was checked.',
    });
    await t.deps.database.db
      .update(offerings)
      .set({
        rating: sql`round(((coalesce(${offerings.rating}, 0) * ${offerings.reviewCount}) + 1) / (${offerings.reviewCount} + 1), 1)`,
        reviewCount: sql`${offerings.reviewCount} + 1`,
      })
      .where(eq(offerings.id, offering.id));
    expect((await detail(offering.id)).reviews).toHaveLength(1);
    expect((await decide(id, 'reject')).status).toBe(200);
    const after = await detail(offering.id);
    expect(after.reviews).toHaveLength(0);
    expect([after.rating, after.reviewCount]).toEqual([before.rating, before.reviewCount]);
  });
});
