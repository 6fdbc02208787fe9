import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../../../tests/helpers/accounts.ts';
import { startFakePaymentApi } from '../../../../tests/helpers/fake-payments.ts';
import { choosePlan, register, withCookie } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { MembershipOverview } from '../../../shared/schemas/membership.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_franchisio_secret';
const RAZORPAY_WEBHOOK_SECRET = 'rzp_webhook_test_secret';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePaymentApi>>;
const stripe = new Stripe('sk_test_only_for_signing');

beforeAll(async () => {
  fake = await startFakePaymentApi();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_franchisio',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      RAZORPAY_KEY_ID: 'rzp_test_franchisio',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret_key',
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const overviewOf = async (cookie: string) =>
  (await (
    await t.request('/api/v1/franchisor/membership', { headers: { Cookie: cookie } })
  ).json()) as MembershipOverview;

function stripeEvent(id: string, membershipId: string, amount: number, currency: string) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_test_x',
        amount_total: amount,
        currency,
        metadata: { membershipId },
      },
    },
  });
}

const postStripe = (payload: string, signature: string) =>
  t.request('/api/v1/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });

describe('Stripe Checkout (US, USD)', () => {
  it('creates a checkout through the SDK, and only a correctly signed webhook activates the membership, once', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const { company } = await register(t, owner, 'US');
    const res = await choosePlan(t, owner, 'lifetime');
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as { next: string; url: string; membershipId: string };
    expect(result.next).toBe('redirect');
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    // The latest checkout: other tests of this file may have made theirs first.
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_franchisio');
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('199900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('metadata[membershipId]')).toBe(result.membershipId);
    expect(form.get('success_url')).toBe(
      // The site's own address (no PUBLIC_ORIGIN: the listening one), never the request's Host.
      `http://localhost:3000/franchisor-payment-success?membership=${result.membershipId}`,
    );

    // Pending until the webhook: the success page alone changes nothing.
    expect((await overviewOf(owner.cookie)).pending).toMatchObject({ status: 'pending', provider: 'stripe' });

    const payload = stripeEvent('evt_paid_1', result.membershipId, 199_900, 'usd');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const refused = await postStripe(payload, forged);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('invalid_signature');
    expect((await overviewOf(owner.cookie)).active).toBeNull();

    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const first = await postStripe(payload, signature);
    expect(await first.json()).toEqual({ received: true, outcome: 'activated' });
    const afterFirst = await overviewOf(owner.cookie);
    expect(afterFirst.active).toMatchObject({ planId: 'lifetime', status: 'active', expiresAt: null });
    expect(afterFirst.invoices).toHaveLength(1);
    expect(afterFirst.invoices[0]).toMatchObject({
      status: 'paid',
      amountMinor: 199_900,
      currency: 'USD',
      // The provider's payment id and amount, recorded as an admin's transfer would be (issue 37.6).
      paidAmountMinor: 199_900,
      paymentReference: 'pi_test_x',
    });
    const outbox = createOutboxRepository(t.deps.database.db);
    const receipts = (await outbox.list({ to: owner.email, limit: 10 })).filter((m) =>
      m.subject.startsWith('Franchisio receipt for'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Reference: pi_test_x');
    expect(receipts[0]!.text).toContain('Your Lifetime membership is active, with no end date.');

    const replay = await postStripe(payload, signature);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const afterReplay = await overviewOf(owner.cookie);
    expect(afterReplay.invoices).toHaveLength(1);
    expect(afterReplay.active!.startsAt).toBe(afterFirst.active!.startsAt);
    expect(await t.deps.services.membership.liveListingLimit(company.id)).toBe(20);
  });

  it('ignores a signed event whose amount does not match the membership', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'US');
    const { membershipId } = (await (await choosePlan(t, owner, 'yearly')).json()) as {
      membershipId: string;
    };
    const payload = stripeEvent('evt_cheap_1', membershipId, 100, 'usd');
    const res = await postStripe(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await overviewOf(owner.cookie)).active).toBeNull();
  });

  it('bills the UK in pounds through Stripe', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'GB');
    const res = await choosePlan(t, owner, 'yearly');
    expect(((await res.json()) as { next: string }).next).toBe('redirect');
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(new URLSearchParams(sent.body).get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(new URLSearchParams(sent.body).get('line_items[0][price_data][unit_amount]')).toBe('39900');
  });
});

describe('Razorpay payment links (India, INR)', () => {
  const postRazorpay = (payload: string, signature: string, eventId: string) =>
    t.request('/api/v1/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': signature,
        'X-Razorpay-Event-Id': eventId,
      },
      body: payload,
    });
  const sign = (payload: string, secret = RAZORPAY_WEBHOOK_SECRET) =>
    createHmac('sha256', secret).update(payload).digest('hex');
  /** A payment_link.paid webhook as Razorpay sends it (its event id travels only in a header). */
  const razorpayLinkPaid = (linkId: string, paymentId: string, membershipId: string, createdAt: number) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_franchisio',
      event: 'payment_link.paid',
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: {
          entity: {
            id: linkId,
            amount_paid: 2_499_900,
            currency: 'INR',
            notes: { membershipId },
          },
        },
        payment: { entity: { id: paymentId, amount: 2_499_900, currency: 'INR', status: 'captured' } },
      },
      created_at: createdAt,
    });

  it('creates a payment link through the SDK; a signed payment_link.paid activates, a forged one and a replay do not', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    await register(t, owner, 'IN');
    const result = (await (await choosePlan(t, owner, 'yearly')).json()) as {
      next: string;
      url: string;
      membershipId: string;
    };
    expect(result).toMatchObject({ next: 'redirect' });
    expect(result.url).toMatch(/^https:\/\/rzp\.io\/i\//);
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_links').at(-1)!;
    expect(JSON.parse(sent.body)).toMatchObject({
      amount: 2_499_900,
      currency: 'INR',
      notes: { membershipId: result.membershipId },
    });
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_franchisio:rzp_test_secret_key').toString('base64')}`,
    );

    const payload = razorpayLinkPaid('plink_1', 'pay_1', result.membershipId, 1_765_000_000);
    const forged = await postRazorpay(payload, sign(payload, 'not-the-secret'), 'evt_rzp_1');
    expect(forged.status).toBe(400);
    expect((await overviewOf(owner.cookie)).active).toBeNull();

    // What the server checks is what Razorpay's own SDK accepts.
    expect(Razorpay.validateWebhookSignature(payload, sign(payload), RAZORPAY_WEBHOOK_SECRET)).toBe(true);
    expect(await (await postRazorpay(payload, sign(payload), 'evt_rzp_1')).json()).toEqual({
      received: true,
      outcome: 'activated',
    });
    expect(await (await postRazorpay(payload, sign(payload), 'evt_rzp_1')).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    const overview = await overviewOf(owner.cookie);
    expect(overview.active).toMatchObject({ planId: 'yearly', provider: 'razorpay' });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]!.paymentReference).toBe('pay_1');
  });

  it('counts a signed body replayed under a new event id as a duplicate (the id header is not signed)', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    await register(t, owner, 'IN');
    const { membershipId } = (await (await choosePlan(t, owner, 'yearly')).json()) as {
      membershipId: string;
    };
    const payload = razorpayLinkPaid('plink_2', 'pay_2', membershipId, 1_765_000_100);
    expect(await (await postRazorpay(payload, sign(payload), 'evt_rzp_first')).json()).toEqual({
      received: true,
      outcome: 'activated',
    });
    for (const replayId of ['evt_rzp_replayed', 'evt_rzp_replayed_again']) {
      expect(await (await postRazorpay(payload, sign(payload), replayId)).json()).toEqual({
        received: true,
        outcome: 'duplicate',
      });
    }
    // Another event about the same payment is new: the key is the event, its entities and its time.
    const captured = JSON.stringify({ ...JSON.parse(payload), event: 'payment.captured' });
    expect(await (await postRazorpay(captured, sign(captured), 'evt_rzp_other')).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });

  it('refuses a signed body that does not say which event it is', async () => {
    const payload = JSON.stringify({ entity: 'event', event: 'payment_link.paid', payload: {} });
    const res = await postRazorpay(payload, sign(payload), 'evt_rzp_bare');
    expect(res.status).toBe(400);
  });
});

describe('refusals at the edge', () => {
  it('refuses a webhook with no signature', async () => {
    const res = await t.request('/api/v1/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      json: { id: 'evt_x', type: 'checkout.session.completed' },
    });
    expect(res.status).toBe(400);
  });
  it('the membership overview is only for its owner', async () => {
    const seeker = await createSignedInUser(t);
    expect((await t.request('/api/v1/franchisor/membership', { headers: withCookie(seeker) })).status).toBe(
      403,
    );
  });
});
