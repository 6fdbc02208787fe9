import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { PDF_BYTES } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { cashbackMinor, PAYOUT_MINIMUM_MINOR } from '../../../shared/rewards.ts';
import type { ConversationDetail } from '../../../shared/schemas/conversations.ts';
import type { OfferingValues, VendorOffering } from '../../../shared/schemas/offerings.ts';
import type { Quote, QuoteListT } from '../../../shared/schemas/quotes.ts';
import type { RewardsOverviewT, Spend } from '../../../shared/schemas/rewards.ts';
import { adminAuditLog, rewardLedger } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/index.ts';
import { createAdminService } from '../admin/service.ts';

let t: TestApp;
let vendor: SignedInUser;
let buyer: SignedInUser;
let rival: SignedInUser;
let seeker: SignedInUser;
let admin: SignedInUser;

const call = (who: SignedInUser | null, method: string, path: string, json?: unknown, body?: BodyInit) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
    ...(json !== undefined ? { json } : {}),
    ...(body ? { body } : {}),
  });

const aiTool = (over: Partial<OfferingValues> = {}): OfferingValues => ({
  kind: 'ai_tool',
  name: `ShiftPilot ${Math.random().toString(36).slice(2, 7)}`,
  category: 'Scheduling',
  pricingModel: 'per_seat',
  currency: 'USD',
  priceFrom: 12,
  priceTo: 30,
  shortDescription: 'AI rota planning for multi-unit franchisees.',
  description:
    'ShiftPilot forecasts footfall per outlet and drafts staff rotas every week, within labour rules.',
  features: ['Demand forecast', 'Rota drafts'],
  integrations: ['Square', 'Xero'],
  website: 'https://shiftpilot.example.com',
  cashbackPct: 15,
  cashbackTerms: 'On the first 12 months of any paid plan bought through Franchisio.',
  ...over,
});

async function publishedOffering(values = aiTool()) {
  const created = await call(vendor, 'POST', '/api/v1/franchisor/offerings', values);
  expect(created.status, await created.clone().text()).toBe(200);
  const offering = (await created.json()) as VendorOffering;
  expect((await call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`)).status).toBe(200);
  const decided = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
    decision: 'approve',
  });
  expect(decided.status).toBe(200);
  return offering;
}

function spendForm(offeringId: string, amount: string, file: Blob = new Blob([PDF_BYTES]), currency = 'USD') {
  const f = new FormData();
  f.set('offeringId', offeringId);
  f.set('amount', amount);
  f.set('currency', currency);
  f.set('purchasedOn', '2026-11-20');
  f.append('file', file, 'invoice.pdf');
  return f;
}

async function recordSpend(who: SignedInUser, offeringId: string, amount: string, currency = 'USD') {
  const res = await call(
    who,
    'POST',
    '/api/v1/rewards/spends',
    undefined,
    spendForm(offeringId, amount, undefined, currency),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Spend;
}

const CONFIRM = { decision: 'confirm', vendorConfirmation: 'VND-0042' };
/** A US checking account: ABA routing 011000015 passes the 3-7-1 check. */
const US_PAYOUT = {
  currency: 'USD',
  method: 'bank',
  accountHolder: 'Sunrise Bagels LLC',
  account: '000123456789',
  bankCode: '011000015',
} as const;
const EUR_PAYOUT = {
  currency: 'EUR',
  method: 'bank',
  accountHolder: 'Sunrise Bagels GmbH',
  account: 'DE89 3704 0044 0532 0130 00',
  bankCode: 'COBADEFFXXX',
} as const;

/** The subjects of the mail `who` received, newest first. */
const mailTo = async (who: SignedInUser) =>
  (await createOutboxRepository(t.deps.database.db).list({ to: who.email, limit: 50 })).map((m) => m.subject);

const overview = async (who: SignedInUser) =>
  (await (await call(who, 'GET', '/api/v1/rewards')).json()) as RewardsOverviewT;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // One after another: five sign-ups at once trip the sign-in rate limit.
  vendor = await createSignedInUser(t, { role: 'franchisor' });
  buyer = await createSignedInUser(t, { role: 'franchisor' });
  rival = await createSignedInUser(t, { role: 'franchisor' });
  seeker = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
  // Five real sign-ups (password hashing) on a shared machine.
}, 180_000);
afterAll(() => t.close());

describe('vendors list offerings', () => {
  it('refuses cashback above 25% (and the database refuses it too)', async () => {
    const res = await call(vendor, 'POST', '/api/v1/franchisor/offerings', aiTool({ cashbackPct: 25.5 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toContain('cashbackPct');
    expect(
      (await call(vendor, 'POST', '/api/v1/franchisor/offerings', aiTool({ cashbackPct: 25 }))).status,
    ).toBe(200);
    const { offerings } = await import('../../db/schema/index.ts');
    const [row] = await t.deps.database.db.select({ id: offerings.id }).from(offerings).limit(1);
    await expect(
      t.deps.database.db.update(offerings).set({ cashbackPct: 30 }).where(eq(offerings.id, row!.id)),
    ).rejects.toThrow();
  });

  it('keeps a draft off the lists until a moderator approves it, audited, in the listings queue', async () => {
    const values = aiTool();
    const created = (await (
      await call(vendor, 'POST', '/api/v1/franchisor/offerings', values)
    ).json()) as VendorOffering;
    expect(created.status).toBe('draft');
    expect((await t.request(`/api/v1/offerings/${created.id}`)).status).toBe(404);
    expect((await call(seeker, 'POST', '/api/v1/franchisor/offerings', values)).status).toBe(403);
    expect((await call(rival, 'GET', `/api/v1/franchisor/offerings/${created.id}`)).status).toBe(404);

    // The logo is read from the bytes and re-encoded; an SVG named .png is refused.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#06c' } })
      .png()
      .toBuffer();
    const logo = new FormData();
    logo.set('slot', 'logo');
    logo.append('file', new Blob([png]), 'logo.png');
    const uploaded = await call(
      vendor,
      'POST',
      `/api/v1/franchisor/offerings/${created.id}/images`,
      undefined,
      logo,
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    expect(((await uploaded.json()) as VendorOffering).logoUrl).toMatch(/^\/api\/v1\/files\//);
    const svg = new FormData();
    svg.set('slot', 'screenshot');
    svg.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }),
      'x.png',
    );
    expect(
      (await call(vendor, 'POST', `/api/v1/franchisor/offerings/${created.id}/images`, undefined, svg))
        .status,
    ).toBe(415);

    await call(vendor, 'POST', `/api/v1/franchisor/offerings/${created.id}/submit`);
    expect((await call(vendor, 'GET', '/api/v1/admin/offerings')).status).toBe(403);
    const queue = (await (await call(admin, 'GET', '/api/v1/admin/offerings')).json()) as {
      items: { id: string }[];
    };
    expect(queue.items.map((i) => i.id)).toContain(created.id);
    expect(
      (await call(admin, 'POST', `/api/v1/admin/offerings/${created.id}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(200);

    const detail = await t.request(`/api/v1/offerings/${created.id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as {
      cashbackPct: number;
      cashbackDisclosure: string;
      takesQuotes: boolean;
    };
    expect(body.cashbackPct).toBe(15);
    expect(body.takesQuotes).toBe(true);
    expect(body.cashbackDisclosure).toMatch(/pays this cashback from the referral fee/);
    const list = (await (
      await t.request(
        `/api/v1/offerings?kind=ai_tool&search=${encodeURIComponent(values.name)}&minCashback=15&pricing=per_seat`,
      )
    ).json()) as { items: { id: string }[] };
    expect(list.items.map((i) => i.id)).toEqual([created.id]);
    const audit = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, created.id));
    expect(audit.map((a) => a.action)).toEqual(['offerings.approve']);
  });
});

describe('changing a published offering', () => {
  it('lets one of two moderators approving at once decide: one 200, one 409, one audit row', async () => {
    const second = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(second.userId);
    const created = await call(vendor, 'POST', '/api/v1/franchisor/offerings', aiTool({ name: 'TwinCheck' }));
    const offering = (await created.json()) as VendorOffering;
    expect((await call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`)).status).toBe(
      200,
    );
    const answers = await Promise.all(
      [admin, second].map((who) =>
        call(who, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, { decision: 'approve' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audits = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, offering.id));
    expect(audits.map((a) => a.action)).toEqual(['offerings.approve']);
    const again = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
      decision: 'approve',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'review_decided' });
  });

  it('refuses to approve the version a moderator read once another rejected it and the vendor resubmitted a change', async () => {
    const values = aiTool({ name: 'StaleCheck' });
    const created = await call(vendor, 'POST', '/api/v1/franchisor/offerings', values);
    const offering = (await created.json()) as VendorOffering;
    const submit = () => call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`);
    expect((await submit()).status).toBe(200);
    const seenNow = async () => {
      const queue = (await (await call(admin, 'GET', '/api/v1/admin/offerings')).json()) as {
        items: { id: string; updatedAt: string }[];
      };
      return queue.items.find((i) => i.id === offering.id)!.updatedAt;
    };
    const seen = await seenNow();
    const second = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(second.userId);
    const rejected = await call(second, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
      decision: 'reject',
      reason: 'The cashback terms must name the plans they cover.',
    });
    expect(rejected.status).toBe(200);
    const changed = { ...values, cashbackPct: 5 };
    expect((await call(vendor, 'PUT', `/api/v1/franchisor/offerings/${offering.id}`, changed)).status).toBe(
      200,
    );
    expect((await submit()).status).toBe(200);

    const stale = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
      decision: 'approve',
      updatedAt: seen,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'review_changed' });
    const audits = () =>
      t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, offering.id));
    expect((await audits()).map((a) => a.action)).toEqual(['offerings.reject']);
    // Reviewed as it is now, it is approved with the vendor's latest terms.
    const fresh = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
      decision: 'approve',
      updatedAt: await seenNow(),
    });
    expect(fresh.status).toBe(200);
    expect((await audits()).find((a) => a.action === 'offerings.approve')?.after).toEqual({
      status: 'published',
      cashbackPct: 5,
    });
  });

  it('takes it off the site as a draft until it is approved again, then shows the new text', async () => {
    const values = aiTool();
    const offering = await publishedOffering(values);
    expect((await t.request(`/api/v1/offerings/${offering.id}`)).status).toBe(200);

    const changed = { ...values, shortDescription: 'AI rota planning, now with holiday cover.' };
    const put = await call(vendor, 'PUT', `/api/v1/franchisor/offerings/${offering.id}`, changed);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(((await put.json()) as VendorOffering).status).toBe('draft');
    // Unreviewed text is never public: the detail and the list drop it.
    expect((await t.request(`/api/v1/offerings/${offering.id}`)).status).toBe(404);
    const listed = (await (
      await t.request(`/api/v1/offerings?kind=ai_tool&search=${encodeURIComponent(values.name)}`)
    ).json()) as { items: { id: string }[] };
    expect(listed.items).toEqual([]);

    expect((await call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`)).status).toBe(
      200,
    );
    const approved = await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    const detail = await t.request(`/api/v1/offerings/${offering.id}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { shortDescription: string }).shortDescription).toBe(
      changed.shortDescription,
    );
  });
});

describe('quotes', () => {
  it('runs requested → quoted → accepted; nobody else reads them; expiry by the job', async () => {
    const offering = await publishedOffering();
    const asked = await call(buyer, 'POST', '/api/v1/quotes', {
      offeringId: offering.id,
      needs: 'Rota planning for our 14 outlets in Texas.',
      seats: 40,
      locations: 14,
      timeline: '1month',
      notes: '',
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const quote = (await asked.json()) as Quote;
    expect(quote.status).toBe('requested');
    const name = quote.offering.name;
    // Each step e-mails the other side.
    expect(await mailTo(vendor)).toContain(`Quote request for ${name} from ${quote.requesterCompany}`);

    // Another company, a seeker and a visitor see nothing of it.
    expect((await call(rival, 'GET', `/api/v1/quotes/${quote.id}`)).status).toBe(404);
    expect((await call(seeker, 'GET', `/api/v1/quotes/${quote.id}`)).status).toBe(403);
    expect((await call(null, 'GET', `/api/v1/quotes/${quote.id}`)).status).toBe(401);
    const rivalList = (await (await call(rival, 'GET', '/api/v1/quotes')).json()) as QuoteListT;
    expect([...rivalList.requested, ...rivalList.received].map((q) => q.id)).not.toContain(quote.id);
    expect(
      (
        await call(rival, 'POST', `/api/v1/quotes/${quote.id}/answer`, {
          price: 1,
          validUntil: '2026-12-31',
          message: '',
        })
      ).status,
    ).toBe(404);

    // The requester cannot answer; the vendor does.
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await call(buyer, 'POST', `/api/v1/quotes/${quote.id}/answer`, {
          price: 480,
          validUntil,
          message: '',
        })
      ).status,
    ).toBe(403);
    const answered = await call(vendor, 'POST', `/api/v1/quotes/${quote.id}/answer`, {
      price: 480,
      validUntil,
      message: 'Includes onboarding.',
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(((await answered.json()) as Quote).priceMinor).toBe(48000);
    expect(await mailTo(buyer)).toContain(`${quote.offering.vendor} quoted $480 for ${name}`);
    expect(
      (await call(vendor, 'POST', `/api/v1/quotes/${quote.id}/decision`, { decision: 'accept' })).status,
    ).toBe(403);
    const accepted = (await (
      await call(buyer, 'POST', `/api/v1/quotes/${quote.id}/decision`, { decision: 'accept' })
    ).json()) as Quote;
    expect(accepted.status).toBe('accepted');

    // The two companies' thread, on the conversations machinery: the request, each step, replies.
    const threadId = new URLSearchParams(accepted.threadPath!.split('?')[1]).get('thread')!;
    expect(accepted.threadPath).toBe(`/messages?thread=${threadId}`);
    const vendorView = (await (await call(vendor, 'GET', `/api/v1/quotes/${quote.id}`)).json()) as Quote;
    expect(vendorView.threadPath).toBe(`/messages?thread=${threadId}`);
    const thread = async (who: SignedInUser) =>
      (await (await call(who, 'GET', `/api/v1/conversations/${threadId}`)).json()) as ConversationDetail;
    const seen = await thread(buyer);
    expect(seen).toMatchObject({ kind: 'quote', subject: `Quote for ${name}`, canWrite: true });
    expect(seen.messages.map((m) => m.body)).toEqual([
      'Rota planning for our 14 outlets in Texas.\n\nSeats: 40 · Locations: 14 · Timeline: Within a month',
      `Quoted $480, valid until ${validUntil}.\n\nIncludes onboarding.`,
      'Accepted the quote of $480.',
    ]);
    expect(seen.messages.map((m) => m.mine)).toEqual([true, false, true]);
    expect((await thread(vendor)).canWrite).toBe(true);
    const reply = await call(vendor, 'POST', `/api/v1/conversations/${threadId}/messages`, {
      body: 'Onboarding call next Monday?',
    });
    expect(reply.status, await reply.clone().text()).toBeLessThan(300);
    expect((await thread(buyer)).messages.at(-1)!.body).toBe('Onboarding call next Monday?');
    for (const who of [rival, seeker]) {
      expect((await call(who, 'GET', `/api/v1/conversations/${threadId}`)).status).toBe(404);
    }
    expect(await mailTo(vendor)).toContain(`${quote.requesterCompany} accepted your quote for ${name}`);
    expect(
      (await call(buyer, 'POST', `/api/v1/quotes/${quote.id}/decision`, { decision: 'decline' })).status,
    ).toBe(409);

    // A quoted price past its validity expires when the job runs.
    const second = (await (
      await call(buyer, 'POST', '/api/v1/quotes', {
        offeringId: offering.id,
        needs: 'A second site to price.',
        seats: 5,
        locations: null,
        timeline: 'asap',
        notes: '',
      })
    ).json()) as Quote;
    await call(vendor, 'POST', `/api/v1/quotes/${second.id}/answer`, { price: 99, validUntil, message: '' });
    expect(
      await t.deps.services.quotes.expireDue(new Date(Date.now() + 11 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(((await (await call(buyer, 'GET', `/api/v1/quotes/${second.id}`)).json()) as Quote).status).toBe(
      'expired',
    );
    // Both sides are told; an expired quote can no longer be accepted.
    for (const who of [buyer, vendor])
      expect(await mailTo(who)).toContain(`The quote for ${name} has expired`);
    expect(
      (await call(buyer, 'POST', `/api/v1/quotes/${second.id}/decision`, { decision: 'accept' })).status,
    ).toBe(409);
  });

  it('runs requested → quoted → declined, e-mailing the vendor; no answer twice, no quote of one’s own offering', async () => {
    const offering = await publishedOffering();
    const ask = (who: SignedInUser) =>
      call(who, 'POST', '/api/v1/quotes', {
        offeringId: offering.id,
        needs: 'Scheduling for our three Dallas stores.',
        seats: 12,
        locations: 3,
        timeline: '3months',
        notes: '',
      });
    expect((await ask(vendor)).status).toBe(409);
    const quote = (await (await ask(rival)).json()) as Quote;
    const validUntil = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const answer = () =>
      call(vendor, 'POST', `/api/v1/quotes/${quote.id}/answer`, { price: 150, validUntil, message: '' });
    expect((await answer()).status).toBe(200);
    expect((await answer()).status).toBe(409);
    const declined = await call(rival, 'POST', `/api/v1/quotes/${quote.id}/decision`, {
      decision: 'decline',
    });
    expect(((await declined.json()) as Quote).status).toBe('declined');
    expect(await mailTo(vendor)).toContain(
      `${quote.requesterCompany} declined your quote for ${quote.offering.name}`,
    );
    // The buyer's company is not part of this quote.
    expect((await call(buyer, 'GET', `/api/v1/quotes/${quote.id}`)).status).toBe(404);
  });
});

describe('earn on spends', () => {
  it('records a spend with a checked invoice; pending → confirmed; another company reads neither ledger nor invoice', async () => {
    const offering = await publishedOffering();
    const exe = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])]);
    expect(
      (await call(buyer, 'POST', '/api/v1/rewards/spends', undefined, spendForm(offering.id, '100', exe)))
        .status,
    ).toBe(415);
    const spend = await recordSpend(buyer, offering.id, '1234.56');
    expect(spend.cashbackMinor).toBe(cashbackMinor(123456, 15));
    expect(spend.cashbackMinor).toBe(18518);
    let mine = await overview(buyer);
    const usd = () => mine.balances.find((b) => b.currency === 'USD')!;
    expect(usd().pending).toBe(18518);

    // Another company: no invoice, no ledger entry of the buyer.
    expect((await call(rival, 'GET', spend.invoiceUrl)).status).toBe(404);
    expect((await overview(rival)).ledger.map((e) => e.spendId)).not.toContain(spend.id);
    expect((await call(buyer, 'GET', spend.invoiceUrl)).status).toBe(200);
    expect((await call(seeker, 'GET', '/api/v1/rewards')).status).toBe(403);

    // Only rewards admins confirm; audited.
    expect(
      (
        await call(vendor, 'POST', `/api/v1/admin/rewards/spends/${spend.id}/decision`, {
          decision: 'confirm',
          vendorConfirmation: 'VND-4471',
        })
      ).status,
    ).toBe(403);
    const confirmed = await call(admin, 'POST', `/api/v1/admin/rewards/spends/${spend.id}/decision`, {
      decision: 'confirm',
      vendorConfirmation: 'VND-4471',
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    mine = await overview(buyer);
    expect(usd()).toMatchObject({ pending: 0, confirmed: 18518 });
    const audit = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, spend.id));
    expect(audit.map((a) => a.action)).toEqual(['rewards.spend_confirm']);

    // Reviews only from companies with a recorded purchase, with the badge.
    expect(
      (
        await call(rival, 'POST', `/api/v1/offerings/${offering.id}/reviews`, {
          rating: 5,
          body: 'Great tool for our rota planning.',
        })
      ).status,
    ).toBe(403);
    const reviewed = await call(buyer, 'POST', `/api/v1/offerings/${offering.id}/reviews`, {
      rating: 4,
      body: 'Saved our managers hours each week.',
    });
    expect(reviewed.status).toBe(200);
    expect(
      ((await reviewed.json()) as { reviews: { verifiedSpend: boolean }[] }).reviews[0]!.verifiedSpend,
    ).toBe(true);

    // The statement lists the entry.
    const csv = await (await call(buyer, 'GET', '/api/v1/rewards/statement.csv')).text();
    expect(csv.split('\r\n')[0]).toContain('Cashback');
    expect(csv).toContain('185.18');
  });

  it('pays out only above the minimum, and the statement CSV cannot run formulas', async () => {
    // A vendor-chosen name that a spreadsheet would run as a formula.
    const offering = await publishedOffering(aiTool({ name: '=HYPERLINK("http://evil.example","Click")' }));
    const member = await createSignedInUser(t, { role: 'franchisor' });
    // $100 at 15% = $15.00 confirmed: below the $25 minimum.
    const small = await recordSpend(member, offering.id, '100');
    await call(admin, 'POST', `/api/v1/admin/rewards/spends/${small.id}/decision`, CONFIRM);
    const refused = await call(member, 'POST', '/api/v1/rewards/payouts', US_PAYOUT);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toContain('$25.00');
    expect((await overview(member)).payouts).toEqual([]);
    expect((await overview(member)).balances.find((b) => b.currency === 'USD')).toMatchObject({
      available: 1500,
      requested: 0,
      payoutMinimum: PAYOUT_MINIMUM_MINOR.USD,
    });
    // $100 more: $30.00 confirmed, one payout of all of it.
    const more = await recordSpend(member, offering.id, '100');
    await call(admin, 'POST', `/api/v1/admin/rewards/spends/${more.id}/decision`, CONFIRM);
    const payout = await call(member, 'POST', '/api/v1/rewards/payouts', US_PAYOUT);
    expect(payout.status, await payout.clone().text()).toBe(200);
    expect(((await payout.json()) as { amountMinor: number }).amountMinor).toBe(3000);
    expect((await call(member, 'POST', '/api/v1/rewards/payouts', US_PAYOUT)).status).toBe(409);

    const res = await call(member, 'GET', '/api/v1/rewards/statement.csv');
    expect(res.headers.get('content-type')).toContain('text/csv');
    const cells = (await res.text())
      .trim()
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
      .map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    expect(cells.some((c) => c.includes('HYPERLINK'))).toBe(true);
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    // Nobody else's statement holds these rows.
    expect(await (await call(rival, 'GET', '/api/v1/rewards/statement.csv')).text()).not.toContain(
      'HYPERLINK',
    );
  });

  it('keeps every balance equal to the sum of the ledger over random operation sequences', async () => {
    const offering = await publishedOffering(aiTool({ cashbackPct: 20 }));
    const member = await createSignedInUser(t, { role: 'franchisor' });
    type Op =
      | { op: 'spend'; amount: number; currency: 'USD' | 'EUR' }
      | { op: 'confirm' | 'reject' | 'reverse'; pick: number }
      | { op: 'payout'; currency: 'USD' | 'EUR' }
      | { op: 'pay' };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('spend' as const),
        amount: fc.integer({ min: 1, max: 500_00 }),
        currency: fc.constantFrom('USD' as const, 'EUR' as const),
      }),
      fc.record({
        op: fc.constantFrom('confirm' as const, 'reject' as const, 'reverse' as const),
        pick: fc.nat(20),
      }),
      fc.record({
        op: fc.constant('payout' as const),
        currency: fc.constantFrom('USD' as const, 'EUR' as const),
      }),
      fc.constant({ op: 'pay' as const }),
    );
    const origin = { ip: '127.0.0.1', requestId: 'property' };
    // The model: cashback recorded per currency, over all runs (the member keeps its ledger).
    const recorded = { USD: 0, EUR: 0 };
    const rewards = t.deps.services.rewards;
    const memberSession = { id: member.userId, email: member.email, role: 'franchisor' } as never;
    const adminSession = { id: admin.userId, email: admin.email, role: 'admin' } as never;

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const step of ops) {
          const { ledger } = await rewards.overview(memberSession);
          if (step.op === 'spend') {
            await recordSpend(member, offering.id, (step.amount / 100).toFixed(2), step.currency);
            recorded[step.currency] += cashbackMinor(step.amount, 20);
          } else if (step.op === 'confirm' || step.op === 'reject') {
            const pending = ledger.filter((e) => e.status === 'pending');
            const entry = pending[step.pick % Math.max(pending.length, 1)];
            if (entry?.spendId) {
              await rewards.decideSpend(
                adminSession,
                entry.spendId,
                step.op === 'confirm'
                  ? { decision: 'confirm', vendorConfirmation: 'VND-PROP-1', note: '' }
                  : { decision: 'reject', note: 'No vendor confirmation.' },
                origin,
              );
            }
          } else if (step.op === 'reverse') {
            const open = ledger.filter((e) => e.status === 'confirmed' && !e.payoutId);
            const entry = open[step.pick % Math.max(open.length, 1)];
            if (entry) await rewards.reverseEntry(adminSession, entry.id, 'Refunded by the vendor.', origin);
          } else if (step.op === 'payout') {
            const account = step.currency === 'USD' ? US_PAYOUT : EUR_PAYOUT;
            await rewards.requestPayout(memberSession, account).catch((e: { status?: number }) => {
              if (e.status !== 409) throw e;
            });
          } else {
            const { payouts } = await rewards.overview(memberSession);
            const open = payouts.find((p) => p.status === 'requested');
            if (open)
              await rewards.markPayoutPaid(
                adminSession,
                open.id,
                { transferReference: 'ACH-PROP-1', paidOn: new Date().toISOString().slice(0, 10) },
                origin,
              );
          }
          // The invariant: each figure is the sum of the entries in that state, read from the table.
          const rows = await t.deps.database.db
            .select()
            .from(rewardLedger)
            .where(
              eq(
                rewardLedger.franchisorId,
                (await t.deps.services.vendorOfferings.companyOf(memberSession)).id,
              ),
            );
          const { balances, payouts } = await rewards.overview(memberSession);
          for (const currency of ['USD', 'EUR'] as const) {
            const mine = rows.filter((r) => r.currency === currency);
            const sum = (f: (r: (typeof rows)[number]) => boolean) =>
              mine.filter(f).reduce((s, r) => s + r.amountMinor, 0);
            const b = balances.find((x) => x.currency === currency) ?? {
              pending: 0,
              confirmed: 0,
              available: 0,
              requested: 0,
              paid: 0,
              reversed: 0,
            };
            expect(b.pending).toBe(sum((r) => r.status === 'pending'));
            expect(b.confirmed).toBe(sum((r) => r.status === 'confirmed'));
            expect(b.available).toBe(sum((r) => r.status === 'confirmed' && !r.payoutId));
            expect(b.available + b.requested).toBe(b.confirmed);
            expect(b.paid).toBe(sum((r) => r.status === 'paid'));
            expect(b.reversed).toBe(sum((r) => r.status === 'reversed'));
            // Nothing is created or lost: every cashback recorded (counted here, apart from the
            // database) is in exactly one state, in its own currency.
            expect(b.pending + b.confirmed + b.paid + b.reversed).toBe(recorded[currency]);
            // Payouts hold exactly the entries they claimed, in their currency, above its minimum.
            for (const p of payouts.filter((x) => x.currency === currency)) {
              expect(sum((r) => r.payoutId === p.id)).toBe(p.amountMinor);
              expect(p.amountMinor).toBeGreaterThanOrEqual(PAYOUT_MINIMUM_MINOR[currency]);
              if (p.status === 'paid') {
                expect(mine.filter((r) => r.payoutId === p.id).every((r) => r.status === 'paid')).toBe(true);
              }
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
