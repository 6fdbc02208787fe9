import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { COMPANY_DOCUMENT_KINDS } from '../../../shared/membership-plans.ts';
import {
  AdminMembershipsSchema,
  CheckoutResultSchema,
  ChoosePlanBody,
  CompanyDocumentSchema,
  CompanyRegistrationBody,
  InvoiceSchema,
  JoinStatsSchema,
  MembershipOverviewSchema,
  RecordPaymentBody,
  RefuseDocumentBody,
} from '../../../shared/schemas/membership.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { fieldProblem } from '../../lib/problem.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { requestOrigin } from '../audit/index.ts';

const tags = ['Franchisor membership'];
const WebhookAck = z.object({
  received: z.literal(true),
  outcome: z.enum(['activated', 'ignored', 'duplicate']),
});

const joinStatsRoute = createRoute({
  method: 'get',
  path: '/join/stats',
  tags,
  summary: 'Reach of a market for the join pages',
  description:
    'Anyone. Public listings (none in a market that is not open yet), their franchisors and categories, and seekers in the market (all markets without `market`).',
  request: { query: z.object({ market: z.enum(['US', 'IN', 'GB']).optional() }) },
  responses: { 200: { description: 'The counts', content: json(JoinStatsSchema) } },
});

const registerRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'put',
  path: '/franchisor/company',
  tags,
  summary: 'Register my franchisor company',
  description:
    'Signed-in accounts (not admins). Creates or updates the company the account owns and makes the account a franchisor. India needs a GSTIN (format and check character), the US an EIN (NN-NNNNNNN, IRS prefix); the phone must be valid for the billing country.',
  request: { body: { content: json(CompanyRegistrationBody), required: true } },
  responses: {
    200: { description: 'The company and its membership', content: json(MembershipOverviewSchema) },
    400: problemResponse('A field breaks a rule'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Admin account'),
  },
});

const overviewRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/franchisor/membership',
  tags,
  summary: 'My membership, invoices and documents',
  description: 'Franchisors, their own company only.',
  responses: {
    200: { description: 'The overview', content: json(MembershipOverviewSchema) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a franchisor'),
    409: problemResponse('No registered company'),
  },
});

const checkoutRoute = createRoute({
  middleware: [requireUser, rateLimit('checkoutsPerUser', 'user')] as const,
  method: 'post',
  path: '/franchisor/membership/checkout',
  tags,
  summary: 'Choose a plan',
  description:
    'Franchisors with a registered company. Free plan: active at once. Paid plan: a pending membership and, when the billing currency has a payment provider configured, its checkout URL (Stripe for USD and GBP, Razorpay for INR); otherwise an e-mailed invoice an admin marks paid. A paid membership becomes active only by a verified webhook or the admin.',
  request: { body: { content: json(ChoosePlanBody), required: true } },
  responses: {
    200: { description: 'What happens next', content: json(CheckoutResultSchema) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a franchisor'),
    409: problemResponse('Not registered, or the plan is already active'),
    429: problemResponse('Too many attempts'),
    503: problemResponse('The payment provider did not answer'),
  },
});

const uploadRoute = createRoute({
  middleware: [requireUser, rateLimit('companyDocumentsPerUser', 'user')] as const,
  method: 'post',
  path: '/franchisor/documents',
  tags,
  summary: 'Upload a verification document',
  description:
    'Franchisors, for their own company. multipart/form-data with `kind` (incorporation | trademark) and `file`: a PDF, JPEG, PNG or WebP read from its bytes (never the name or Content-Type), at most 5 MB, at most 3 per kind.',
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            kind: z.enum(COMPANY_DOCUMENT_KINDS),
            file: z.any().meta({ type: 'string', format: 'binary' }),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: { description: 'Stored', content: json(CompanyDocumentSchema) },
    400: problemResponse('No file or no kind'),
    401: problemResponse('Not signed in'),
    409: problemResponse('Too many documents of this kind'),
    413: problemResponse('Larger than 5 MB'),
    415: problemResponse('Not a PDF or picture'),
    429: problemResponse('Too many uploads'),
  },
});

const documentRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/company-documents/{id}',
  tags,
  summary: 'Download a verification document',
  description: 'The owning franchisor and admins only (404 for everyone else). Always an attachment.',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'The file' },
    401: problemResponse('Not signed in'),
    404: problemResponse('No such document'),
  },
});

const webhookRoute = (provider: 'stripe' | 'razorpay') =>
  createRoute({
    method: 'post',
    path: `/payments/${provider}/webhook`,
    tags,
    summary: `${provider === 'stripe' ? 'Stripe' : 'Razorpay'} webhook`,
    description:
      'Called by the provider. The signature header is checked over the raw body (400 otherwise); each event is handled once, named by what is signed (Stripe: its id in the body; Razorpay: the event, its entities and its time, never the unsigned id header), so a replay answers `duplicate` and changes nothing. 404 when the provider is not configured.',
    responses: {
      200: { description: 'Received', content: json(WebhookAck) },
      400: problemResponse('Bad signature'),
      404: problemResponse('Provider not configured'),
    },
  });

const adminOverviewRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/memberships',
  tags: ['Admin'],
  summary: 'Open invoices and companies waiting for verification',
  description: 'Admins with `memberships:manage` (super admins have it).',
  responses: {
    200: { description: 'The desk', content: json(AdminMembershipsSchema) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission'),
  },
});

const markPaidRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/invoices/{id}/mark-paid',
  tags: ['Admin'],
  summary: 'Record an offline invoice’s payment',
  description:
    'Admins with `memberships:manage`. The amount received (the invoice’s exact amount: a partial or different payment is refused, 400 naming `amount`), the day it was paid (not in the future, not before the invoice was issued) and the bank transfer’s reference (required). The invoice is paid and its membership activated in one transaction with the audit record; the franchisor is e-mailed a receipt. A second record of the same invoice is a 409.',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: json(RecordPaymentBody), required: true },
  },
  responses: {
    200: { description: 'The paid invoice', content: json(InvoiceSchema) },
    400: problemResponse('A field breaks a rule (amount, date paid, reference)'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission, or the admin’s own company'),
    404: problemResponse('No such invoice'),
    409: problemResponse('Already paid or void'),
  },
});

const refuseDocumentRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/company-documents/{id}/refuse',
  tags: ['Admin'],
  summary: 'Refuse a verification document with a reason',
  description:
    'Admins with `listings:moderate`. The document no longer counts toward verification nor the per-kind limit, so the company can upload another; the franchisor is told the reason in the bell and by e-mail; audited.',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: json(RefuseDocumentBody), required: true },
  },
  responses: {
    200: {
      description: 'Refused',
      content: json(z.object({ refusedAt: z.string(), refusalReason: z.string() })),
    },
    400: problemResponse('No reason, or too short'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission, or the admin’s own company'),
    404: problemResponse('No such document'),
    409: problemResponse('Already refused'),
  },
});

const verifyRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/franchisors/{id}/verify',
  tags: ['Admin'],
  summary: 'Mark a company’s documents checked',
  description: 'Admins with `listings:moderate`. The company’s listings show a Verified badge; audited.',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'Verified', content: json(z.object({ verifiedAt: z.string() })) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission'),
    404: problemResponse('No such company'),
    409: problemResponse('No documents uploaded'),
  },
});

export function membershipRoutes(deps: AppDeps) {
  const service = deps.services.membership;
  const admin = deps.services.membershipAdmin;
  return createRouter()
    .openapi(joinStatsRoute, async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await service.joinStats(c.req.valid('query').market ?? null), 200);
    })
    .openapi(registerRoute, async (c) => c.json(await service.register(c.var.user, c.req.valid('json')), 200))
    .openapi(overviewRoute, async (c) => c.json(await service.overview(c.var.user), 200))
    .openapi(checkoutRoute, async (c) => {
      return c.json(
        await service.choosePlan(c.var.user, c.req.valid('json').planId, siteOrigin(deps.config)),
        200,
      );
    })
    .openapi(uploadRoute, async (c) => {
      const form = c.req.valid('form') as { kind: (typeof COMPANY_DOCUMENT_KINDS)[number]; file?: unknown };
      if (!(form.file instanceof File)) {
        throw fieldProblem('file', 'Choose a file to upload.');
      }
      const bytes = new Uint8Array(await form.file.arrayBuffer());
      return c.json(
        await service.uploadDocument(c.var.user, form.kind, { bytes, name: form.file.name }),
        201,
      );
    })
    .openapi(documentRoute, async (c) => {
      const { file, bytes } = await service.openDocument(c.var.user, c.req.valid('param').id);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition('application/octet-stream', file.displayName),
        'X-Content-Type-Options': 'nosniff',
        // Private: never embedded by another site.
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .openapi(webhookRoute('stripe'), async (c) =>
      c.json(await service.handleWebhook('stripe', await c.req.text(), (n) => c.req.header(n)), 200),
    )
    .openapi(webhookRoute('razorpay'), async (c) =>
      c.json(await service.handleWebhook('razorpay', await c.req.text(), (n) => c.req.header(n)), 200),
    )
    .openapi(adminOverviewRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await admin.overview(c.var.user), 200);
    })
    .openapi(markPaidRoute, async (c) =>
      c.json(
        await admin.recordPayment(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    )
    .openapi(refuseDocumentRoute, async (c) =>
      c.json(
        await admin.refuseDocument(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').reason,
          requestOrigin(c),
        ),
        200,
      ),
    )
    .openapi(verifyRoute, async (c) =>
      c.json(await admin.verifyCompany(c.var.user, c.req.valid('param').id, requestOrigin(c)), 200),
    );
}
