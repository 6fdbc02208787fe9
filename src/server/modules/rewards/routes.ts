import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminPayoutDetails,
  AdminRewardsQueue,
  PayoutInput,
  PayoutPaidInput,
  RewardIdParam,
  RewardsOverview,
  SpendDecisionInput,
  SpendFields,
  SpendList,
  SpendSchema,
} from '../../../shared/schemas/rewards.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { requestOrigin } from '../audit/index.ts';

const tags = ['Rewards'];
const MEMBERS =
  'Franchisor accounts with a company, their own company’s records only: 401, 403 for other roles.';
const ADMINS = 'Admins holding `rewards:manage`: 401 for visitors, 403 for everyone else. Audited.';
const refusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not allowed for this account'),
};

const spendsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/rewards/spends',
  tags,
  summary: 'Purchases my company recorded',
  description: MEMBERS,
  responses: { 200: { description: 'Newest first', content: json(SpendList) }, ...refusals },
});

const recordRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/rewards/spends',
  tags,
  summary: 'Record a purchase of a listed offering, with its invoice',
  description: `${MEMBERS} multipart/form-data: the fields and \`file\`, the invoice (PDF, JPEG, PNG or WebP read from the bytes; at most 10 MB; stored privately). The cashback at the offering's rate, capped at 25%, is added to the ledger as pending.`,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: SpendFields.extend({ file: z.any().meta({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { description: 'The purchase', content: json(SpendSchema) },
    400: problemResponse('A field breaks a rule, or no invoice'),
    ...refusals,
    404: problemResponse('No such listed offering'),
    409: problemResponse('One’s own offering'),
    413: problemResponse('Invoice too large'),
    415: problemResponse('Invoice not a PDF or picture'),
  },
});

const invoiceRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/rewards/spends/{id}/invoice',
  tags,
  summary: 'The invoice of a purchase',
  description:
    'Its company and admins holding `rewards:manage` only; 404 for anyone else. Served with the type detected at upload, nosniff, a sandboxing CSP, never cached.',
  request: { params: RewardIdParam },
  responses: {
    200: { description: 'The file' },
    401: refusals[401],
    404: problemResponse('No such purchase of yours'),
  },
});

const overviewRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/rewards',
  tags,
  summary: 'My cashback: balances per currency, the ledger and payouts',
  description: `${MEMBERS} Each balance is a sum of the ledger's entries.`,
  responses: { 200: { description: 'Balances and ledger', content: json(RewardsOverview) }, ...refusals },
});

const payoutRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/rewards/payouts',
  tags,
  summary: 'Ask for a payout of my confirmed cashback in a currency, to an account I give',
  description: `${MEMBERS} The account is checked for the currency's market: a bank account (US: account number and ABA routing number; India: account number and IFSC; UK: account number and sort code, or IBAN and BIC; euro: IBAN and BIC; Canada: account, institution and transit number; Australia: account number and BSB) or, in rupees, a UPI id. 400 names the field; 409 below the currency's minimum.`,
  request: { body: { content: json(PayoutInput), required: true } },
  responses: {
    200: {
      description: 'The payout request',
      content: json(z.object({ id: z.uuid(), amountMinor: z.number().int(), currency: z.string() })),
    },
    400: problemResponse('Unknown currency, or payout details that do not fit its market'),
    ...refusals,
    409: problemResponse('Below the minimum'),
  },
});

const statementRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/rewards/statement.csv',
  tags,
  summary: 'My cashback statement as CSV',
  description: MEMBERS,
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...refusals },
});

const queueRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/rewards',
  tags: [...tags, 'Admin'],
  summary: 'Purchases to confirm and payouts to pay',
  description: ADMINS,
  responses: { 200: { description: 'Oldest first', content: json(AdminRewardsQueue) }, ...refusals },
});

const decideRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/rewards/spends/{id}/decision',
  tags: [...tags, 'Admin'],
  summary: 'Confirm a purchase (cashback confirmed) or refuse it (reversed)',
  description: `${ADMINS} A confirmation names the vendor's reference for it (kept, shown to the member, in the audit record); a refusal gives its reason.`,
  request: { params: RewardIdParam, body: { content: json(SpendDecisionInput), required: true } },
  responses: {
    200: { description: 'The purchase', content: json(SpendSchema) },
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    404: problemResponse('No such purchase'),
    409: problemResponse('Already decided'),
  },
});

const reverseRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/rewards/ledger/{id}/reverse',
  tags: [...tags, 'Admin'],
  summary: 'Reverse confirmed cashback (a refund)',
  description: `${ADMINS} Confirmed entries outside a payout only (409).`,
  request: {
    params: RewardIdParam,
    body: { content: json(z.object({ reason: z.string().trim().min(10).max(2000) })), required: true },
  },
  responses: {
    200: { description: 'The entry', content: json(z.object({ id: z.uuid(), status: z.string() })) },
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('Not confirmed, or in a payout'),
  },
});

const payoutDetailsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/rewards/payouts/{id}',
  tags: [...tags, 'Admin'],
  summary: 'Where a payout goes, in full',
  description: `${ADMINS} The member's account holder, account (number, IBAN or UPI id) and bank code, to make the transfer; each read is recorded.`,
  request: { params: RewardIdParam },
  responses: {
    200: { description: 'The payout and its details', content: json(AdminPayoutDetails) },
    ...refusals,
    404: problemResponse('No such payout'),
  },
});

const paidRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/rewards/payouts/{id}/paid',
  tags: [...tags, 'Admin'],
  summary: 'Mark a payout paid with its transfer (its entries become paid)',
  description: `${ADMINS} Needs the transfer's reference and the day it was made (not in the future, not before the request). The member is told in the bell and by e-mail with the reference; it appears in their statement.`,
  request: { params: RewardIdParam, body: { content: json(PayoutPaidInput), required: true } },
  responses: {
    200: { description: 'The payout', content: json(z.object({ id: z.uuid(), status: z.string() })) },
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('Not waiting to be paid'),
  },
});

export function rewardsRoutes(deps: AppDeps) {
  const service = deps.services.rewards;
  return createRouter()
    .openapi(spendsRoute, async (c) => c.json(await service.mySpends(c.var.user), 200))
    .openapi(recordRoute, async (c) => {
      const { file, ...fields } = c.req.valid('form') as z.infer<typeof SpendFields> & { file?: unknown };
      return c.json(await service.recordSpend(c.var.user, fields, file), 200);
    })
    .openapi(invoiceRoute, async (c) => {
      const { file, bytes } = await service.openInvoice(c.var.user, c.req.valid('param').id);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(file.mime, file.displayName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .openapi(overviewRoute, async (c) => c.json(await service.overview(c.var.user), 200))
    .openapi(payoutRoute, async (c) =>
      c.json(await service.requestPayout(c.var.user, c.req.valid('json')), 200),
    )
    .openapi(statementRoute, async (c) =>
      c.body(await service.statementCsv(c.var.user), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="cashback-statement.csv"',
        'Cache-Control': 'private, no-store',
      }),
    )
    .openapi(queueRoute, async (c) => c.json(await service.queue(c.var.user), 200))
    .openapi(decideRoute, async (c) =>
      c.json(
        await service.decideSpend(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    )
    .openapi(reverseRoute, async (c) =>
      c.json(
        await service.reverseEntry(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').reason,
          requestOrigin(c),
        ),
        200,
      ),
    )
    .openapi(payoutDetailsRoute, async (c) =>
      c.json(await service.payoutDetails(c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(paidRoute, async (c) =>
      c.json(
        await service.markPayoutPaid(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json'),
          requestOrigin(c),
        ),
        200,
      ),
    );
}
