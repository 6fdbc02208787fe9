import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { PDF_BYTES } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { Notification } from '../../../shared/schemas/notifications.ts';
import type { OfferingValues, VendorOffering } from '../../../shared/schemas/offerings.ts';
import type {
  AdminPayoutDetailsT,
  AdminRewardsQueueT,
  RewardsOverviewT,
  Spend,
} from '../../../shared/schemas/rewards.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/index.ts';
import { createAdminService } from '../admin/service.ts';

/** The money trail (issue 37.6): vendor confirmations, purchase dates, payout details, transfers. */

let t: TestApp;
let vendor: SignedInUser;
let admin: SignedInUser;

const call = (who: SignedInUser, method: string, path: string, json?: unknown, body?: BodyInit) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, Cookie: who.cookie },
    ...(json !== undefined ? { json } : {}),
    ...(body ? { body } : {}),
  });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function publishedOffering(currency: 'USD' | 'INR' = 'USD') {
  const values: OfferingValues = {
    kind: 'software',
    name: `LedgerLeaf ${Math.random().toString(36).slice(2, 7)}`,
    category: 'Accounting',
    pricingModel: 'subscription',
    currency,
    priceFrom: 20,
    priceTo: 90,
    shortDescription: 'Bookkeeping for multi-outlet franchisees.',
    description: 'LedgerLeaf reconciles every outlet’s bank feed and closes the month with one click.',
    features: ['Bank feeds'],
    integrations: ['Xero'],
    website: 'https://ledgerleaf.example.com',
    cashbackPct: 20,
    cashbackTerms: 'On the first year of any paid plan bought through Franchisio.',
  };
  const created = await call(vendor, 'POST', '/api/v1/franchisor/offerings', values);
  expect(created.status, await created.clone().text()).toBe(200);
  const offering = (await created.json()) as VendorOffering;
  expect((await call(vendor, 'POST', `/api/v1/franchisor/offerings/${offering.id}/submit`)).status).toBe(200);
  expect(
    (await call(admin, 'POST', `/api/v1/admin/offerings/${offering.id}/decision`, { decision: 'approve' }))
      .status,
  ).toBe(200);
  return offering;
}

function spendForm(offeringId: string, amount: string, purchasedOn: string, currency = 'USD') {
  const f = new FormData();
  f.set('offeringId', offeringId);
  f.set('amount', amount);
  f.set('currency', currency);
  f.set('purchasedOn', purchasedOn);
  f.append('file', new Blob([PDF_BYTES]), 'invoice.pdf');
  return f;
}

const record = (
  who: SignedInUser,
  offeringId: string,
  amount: string,
  purchasedOn: string,
  currency = 'USD',
) =>
  call(
    who,
    'POST',
    '/api/v1/rewards/spends',
    undefined,
    spendForm(offeringId, amount, purchasedOn, currency),
  );

/** A member with `amount` of confirmed cashback at 20%, ready to ask for a payout. */
async function memberWithCashback(amount: string, currency: 'USD' | 'INR') {
  const member = await createSignedInUser(t, { role: 'franchisor' });
  const offering = await publishedOffering(currency);
  const res = await record(member, offering.id, amount, day(-3), currency);
  expect(res.status, await res.clone().text()).toBe(200);
  const spend = (await res.json()) as Spend;
  const confirmed = await call(admin, 'POST', `/api/v1/admin/rewards/spends/${spend.id}/decision`, {
    decision: 'confirm',
    vendorConfirmation: `CONF-${spend.id.slice(0, 6)}`,
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return member;
}

const fieldsOf = async (res: Response) =>
  ((await res.json()) as { errors?: { field: string; message: string }[] }).errors ?? [];
const overview = async (who: SignedInUser) =>
  (await (await call(who, 'GET', '/api/v1/rewards')).json()) as RewardsOverviewT;
const auditOf = (entityId: string) =>
  t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
const mailTo = (who: SignedInUser) =>
  createOutboxRepository(t.deps.database.db).list({ to: who.email, limit: 20 });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  vendor = await createSignedInUser(t, { role: 'franchisor' });
  admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
}, 120_000);
afterAll(() => t.close());

describe('a purchase date', () => {
  it('cannot be in the future: 400 naming purchasedOn; today and earlier are kept', async () => {
    const buyer = await createSignedInUser(t, { role: 'franchisor' });
    const offering = await publishedOffering();
    const future = await record(buyer, offering.id, '100', day(3));
    expect(future.status).toBe(400);
    expect(await fieldsOf(future)).toEqual([
      expect.objectContaining({ field: 'purchasedOn', message: 'Purchase date cannot be in the future.' }),
    ]);
    expect((await record(buyer, offering.id, '100', day(0))).status).toBe(200);
    expect((await record(buyer, offering.id, '100', day(-30))).status).toBe(200);
    const mine = (await (await call(buyer, 'GET', '/api/v1/rewards/spends')).json()) as { items: Spend[] };
    expect(mine.items).toHaveLength(2);
  });
});

describe('confirming cashback', () => {
  it('needs the vendor’s confirmation reference, kept, shown to the member, mailed and audited', async () => {
    const buyer = await createSignedInUser(t, { role: 'franchisor' });
    const offering = await publishedOffering();
    const spend = (await (await record(buyer, offering.id, '250', day(-1))).json()) as Spend;
    const path = `/api/v1/admin/rewards/spends/${spend.id}/decision`;

    const bare = await call(admin, 'POST', path, { decision: 'confirm' });
    expect(bare.status).toBe(400);
    expect((await fieldsOf(bare)).map((e) => e.field)).toEqual(['vendorConfirmation']);
    const blank = await call(admin, 'POST', path, { decision: 'confirm', vendorConfirmation: '  ' });
    expect(blank.status).toBe(400);
    expect((await overview(buyer)).balances[0]).toMatchObject({ pending: 5000, confirmed: 0 });

    const ok = await call(admin, 'POST', path, { decision: 'confirm', vendorConfirmation: ' LL-ORD-88213 ' });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(((await ok.json()) as Spend).vendorConfirmation).toBe('LL-ORD-88213');

    const mine = (await (await call(buyer, 'GET', '/api/v1/rewards/spends')).json()) as { items: Spend[] };
    expect(mine.items[0]).toMatchObject({ status: 'confirmed', vendorConfirmation: 'LL-ORD-88213' });
    const [record_] = await auditOf(spend.id);
    expect(record_).toMatchObject({ action: 'rewards.spend_confirm', actorId: admin.userId });
    expect(record_!.after).toMatchObject({ vendorConfirmation: 'LL-ORD-88213' });
    const [mail] = await mailTo(buyer);
    expect(mail!.subject).toBe('Cashback confirmed: $50.00');
    expect(mail!.text).toContain('LL-ORD-88213');
    const csv = await (await call(buyer, 'GET', '/api/v1/rewards/statement.csv')).text();
    expect(csv.split('\r\n')[0]).toContain('Vendor confirmation');
    expect(csv).toContain('LL-ORD-88213');
  });
});

describe('a payout request', () => {
  it('collects payout details checked for the market, each wrong field named', async () => {
    const member = await memberWithCashback('20000', 'INR');
    const ask = (json: Record<string, unknown>) => call(member, 'POST', '/api/v1/rewards/payouts', json);
    const base = { currency: 'INR', method: 'bank', accountHolder: 'Chai Point Franchise Pvt Ltd' };

    const cases: [Record<string, unknown>, string[]][] = [
      [{ currency: 'INR' }, ['method', 'accountHolder', 'account']],
      [{ ...base, account: '12345', bankCode: 'HDFC0001234' }, ['account']],
      [{ ...base, account: '50100012345678', bankCode: 'HDFC1234' }, ['bankCode']],
      [{ ...base, method: 'upi', account: 'not-an-upi-id' }, ['account']],
      [{ ...base, currency: 'USD', method: 'upi', account: 'chai@okaxis' }, ['method']],
      [{ ...base, currency: 'USD', account: '000123456789', bankCode: '011000016' }, ['bankCode']],
      [{ ...base, currency: 'EUR', account: 'DE89370400440532013001', bankCode: 'COBADEFF' }, ['account']],
    ];
    for (const [json, fields] of cases) {
      const res = await ask(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await fieldsOf(res)).map((e) => e.field).sort(), JSON.stringify(json)).toEqual(fields.sort());
    }
    expect((await overview(member)).payouts).toEqual([]);

    // 20,000 INR at 20% = 4,000 INR: to a bank account with its IFSC, typed with spaces and in lower case.
    const res = await ask({ ...base, account: '5010 0012 345678', bankCode: 'hdfc0001234' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [payout] = (await overview(member)).payouts;
    expect(payout).toMatchObject({
      id,
      method: 'bank',
      accountHolder: 'Chai Point Franchise Pvt Ltd',
      accountMasked: '••••5678',
      transferReference: null,
    });

    // The queue shows the account by its last digits; the full details are an audited read.
    const queue = (await (await call(admin, 'GET', '/api/v1/admin/rewards')).json()) as AdminRewardsQueueT;
    expect(queue.payouts.find((p) => p.id === id)).toMatchObject({ accountMasked: '••••5678' });
    expect(JSON.stringify(queue)).not.toContain('50100012345678');
    expect((await call(member, 'GET', `/api/v1/admin/rewards/payouts/${id}`)).status).toBe(403);
    const details = await call(admin, 'GET', `/api/v1/admin/rewards/payouts/${id}`);
    expect(details.status).toBe(200);
    expect((await details.json()) as AdminPayoutDetailsT).toMatchObject({
      method: 'bank',
      account: '50100012345678',
      bankCode: 'HDFC0001234',
      currency: 'INR',
      amountMinor: 4_000_00,
    });
    const reads = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'rewards.payout_read'),
          eq(adminAuditLog.entityId, `GET /api/v1/admin/rewards/payouts/${id}`),
        ),
      );
    expect(reads.map((r) => r.actorId)).toEqual([admin.userId]);
  });

  it('takes a UPI id for rupees', async () => {
    const upiMember = await memberWithCashback('20000', 'INR');
    const res = await call(upiMember, 'POST', '/api/v1/rewards/payouts', {
      currency: 'INR',
      method: 'upi',
      accountHolder: 'Asha Menon',
      account: 'Asha.Menon@okhdfcbank',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await overview(upiMember)).payouts[0]).toMatchObject({
      method: 'upi',
      accountMasked: 'as…@okhdfcbank',
    });
  });
});

describe('marking a payout paid', () => {
  it('needs a transfer reference and a date neither future nor before the request; the member is told and sees it', async () => {
    const member = await memberWithCashback('200', 'USD');
    const asked = await call(member, 'POST', '/api/v1/rewards/payouts', {
      currency: 'USD',
      method: 'bank',
      accountHolder: 'Sunrise Bagels LLC',
      account: '000123456789',
      bankCode: '011000015',
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const { id } = (await asked.json()) as { id: string };
    const pay = (json: unknown) => call(admin, 'POST', `/api/v1/admin/rewards/payouts/${id}/paid`, json);

    const none = await pay({});
    expect(none.status).toBe(400);
    expect((await fieldsOf(none)).map((e) => e.field).sort()).toEqual(['paidOn', 'transferReference']);
    const future = await pay({ transferReference: 'ACH-7781', paidOn: day(3) });
    expect(future.status).toBe(400);
    expect(await fieldsOf(future)).toEqual([
      expect.objectContaining({ field: 'paidOn', message: 'Date paid cannot be in the future.' }),
    ]);
    const early = await pay({ transferReference: 'ACH-7781', paidOn: day(-10) });
    expect(early.status).toBe(400);
    expect((await fieldsOf(early)).map((e) => e.field)).toEqual(['paidOn']);
    expect((await overview(member)).payouts[0]!.status).toBe('requested');

    const paid = await pay({ transferReference: 'ACH-7781-0042', paidOn: day(0) });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await pay({ transferReference: 'ACH-7781-0042', paidOn: day(0) })).status).toBe(409);

    // The member's statement of earnings and payouts.
    const mine = await overview(member);
    expect(mine.payouts[0]).toMatchObject({
      status: 'paid',
      transferReference: 'ACH-7781-0042',
      transferredOn: day(0),
    });
    expect(mine.ledger.every((e) => e.status === 'paid')).toBe(true);
    const csv = await (await call(member, 'GET', '/api/v1/rewards/statement.csv')).text();
    expect(csv.split('\r\n')[0]).toContain('Transfer reference');
    expect(csv).toContain(`,${day(0)},ACH-7781-0042`);

    // Told in the bell and by e-mail, with the reference.
    const bell = (await (await call(member, 'GET', '/api/v1/notifications')).json()) as {
      items: Notification[];
    };
    expect(bell.items[0]).toMatchObject({
      kind: 'rewards',
      title: 'Cashback paid: $40.00',
      link: '/rewards',
      read: false,
    });
    expect(bell.items[0]!.body).toContain('ACH-7781-0042');
    const [mail] = await mailTo(member);
    expect(mail!.subject).toBe('Cashback paid: $40.00');
    expect(mail!.text).toContain('Transfer reference: ACH-7781-0042');
    expect(mail!.text).toContain('••••6789');

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'rewards.payout_paid', actorId: admin.userId });
    expect(audit!.after).toMatchObject({ transferReference: 'ACH-7781-0042', paidOn: day(0) });
  });
});
