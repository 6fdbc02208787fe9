import Razorpay from 'razorpay';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { Problem } from '../../lib/problem.ts';

/** A checkout the franchisor is sent to; the provider reports the payment by webhook. */
export interface CheckoutRequest {
  membershipId: string;
  amountMinor: number;
  currency: string;
  description: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

/** A payment a verified webhook reports: which event (for idempotency) and which membership. */
export interface VerifiedPayment {
  eventId: string;
  type: string;
  /** Set only for events that mean "paid". */
  paid: {
    membershipId: string;
    amountMinor: number;
    currency: string;
    /** The provider's id of the payment: the reference on the receipt and the statement. */
    reference: string;
  } | null;
}

export interface PaymentProvider {
  name: 'stripe' | 'razorpay';
  currencies: readonly string[];
  createCheckout(req: CheckoutRequest): Promise<{ ref: string; url: string }>;
  /** Throws a 400 Problem unless the signature over the raw body is the provider's. */
  verifyWebhook(rawBody: string, headers: (name: string) => string | undefined): VerifiedPayment;
}

const badSignature = () =>
  new Problem(400, 'invalid_signature', 'The webhook signature does not match this body.');

function stripeProvider(config: Config): PaymentProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  const secret = config.STRIPE_WEBHOOK_SECRET;
  return {
    name: 'stripe',
    currencies: ['USD', 'GBP'],
    async createCheckout(req) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amountMinor,
                product_data: { name: req.description },
              },
            },
          ],
          customer_email: req.email,
          client_reference_id: req.membershipId,
          metadata: { membershipId: req.membershipId },
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        // A retried create (a lost answer) returns the same session instead of a second one.
        { idempotencyKey: `membership-${req.membershipId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { ref: session.id, url: session.url };
    },
    verifyWebhook(rawBody, header) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header('stripe-signature') ?? '', secret);
      } catch {
        throw badSignature();
      }
      const paidTypes = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
      if (!paidTypes.includes(event.type)) return { eventId: event.id, type: event.type, paid: null };
      const session = event.data.object as Stripe.Checkout.Session;
      const membershipId = session.metadata?.membershipId;
      const paid = session.payment_status === 'paid' && membershipId;
      return {
        eventId: event.id,
        type: event.type,
        paid: paid
          ? {
              membershipId,
              amountMinor: session.amount_total ?? 0,
              currency: (session.currency ?? '').toUpperCase(),
              reference:
                typeof session.payment_intent === 'string'
                  ? session.payment_intent
                  : (session.payment_intent?.id ?? session.id),
            }
          : null,
      };
    },
  };
}

/**
 * What a Razorpay webhook signs: the body. Its `x-razorpay-event-id` header is not signed, so
 * the body alone names the event for idempotency: the event, the ids of the entities it is
 * about and the second it was created. Razorpay's retries resend the same body.
 */
const RazorpayEvent = z.object({
  event: z.string().min(1),
  created_at: z.number().int(),
  payload: z
    .record(z.string(), z.object({ entity: z.object({ id: z.string().min(1) }).loose() }))
    .refine((entities) => Object.keys(entities).length > 0),
});

interface RazorpayLinkEntity {
  amount_paid?: number;
  currency?: string;
  notes?: Record<string, string>;
}

function razorpayEventKey(event: z.infer<typeof RazorpayEvent>): string {
  const entities = Object.entries(event.payload)
    .map(([kind, { entity }]) => `${kind}:${entity.id}`)
    .sort();
  return [event.event, ...entities, event.created_at].join('|');
}

function razorpayProvider(config: Config): PaymentProvider | null {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET) return null;
  const razorpay = new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET });
  if (config.RAZORPAY_API_BASE) {
    // The SDK fixes its host; its HTTP client (axios) takes another base URL for a local fake.
    (razorpay as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      config.RAZORPAY_API_BASE;
  }
  const secret = config.RAZORPAY_WEBHOOK_SECRET;
  return {
    name: 'razorpay',
    currencies: ['INR'],
    async createCheckout(req) {
      const link = await razorpay.paymentLink.create({
        amount: req.amountMinor,
        currency: req.currency,
        description: req.description,
        reference_id: req.membershipId,
        customer: { email: req.email },
        notify: { email: false, sms: false },
        notes: { membershipId: req.membershipId },
        callback_url: req.successUrl,
        callback_method: 'get',
      });
      return { ref: link.id, url: link.short_url };
    },
    verifyWebhook(rawBody, header) {
      const signature = header('x-razorpay-signature') ?? '';
      let valid = false;
      try {
        valid = Razorpay.validateWebhookSignature(rawBody, signature, secret);
      } catch {
        valid = false;
      }
      if (!valid) throw badSignature();
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = null;
      }
      const parsed = RazorpayEvent.safeParse(body);
      if (!parsed.success) {
        throw new Problem(400, 'invalid_request', 'The webhook body does not name its event and entities.');
      }
      const event = parsed.data;
      const link = event.payload.payment_link?.entity as RazorpayLinkEntity | undefined;
      const membershipId = link?.notes?.membershipId;
      return {
        eventId: razorpayEventKey(event),
        type: event.event,
        paid:
          event.event === 'payment_link.paid' && membershipId
            ? {
                membershipId,
                amountMinor: link?.amount_paid ?? 0,
                currency: (link?.currency ?? '').toUpperCase(),
                reference: event.payload.payment?.entity.id ?? event.payload.payment_link!.entity.id,
              }
            : null,
      };
    },
  };
}

/** The providers whose keys are set; a currency without one is billed offline. */
export function createPaymentProviders(config: Config) {
  const providers = [stripeProvider(config), razorpayProvider(config)].filter(
    (p): p is PaymentProvider => p !== null,
  );
  return {
    forCurrency: (currency: string) => providers.find((p) => p.currencies.includes(currency)) ?? null,
    byName: (name: string) => providers.find((p) => p.name === name) ?? null,
  };
}
export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
