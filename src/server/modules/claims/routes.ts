import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminClaimList,
  ClaimDecisionInput,
  ClaimInput,
  ClaimResult,
} from '../../../shared/schemas/claims.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestOrigin } from '../audit/index.ts';

const claimRoute = createRoute({
  middleware: [
    requireRole('franchisor', 'Only a franchisor account can claim a listing.'),
    rateLimit('claimsPerUser', 'user'),
  ] as const,
  method: 'post',
  path: '/franchisor/claims',
  tags: ['Franchisor'],
  summary: 'Claim the company of a listing that has no account',
  description:
    'Signed-in franchisors. Approved at once when the account’s verified e-mail is at the company’s website (or contact e-mail) domain, else pending until an admin decides. 409 when the company has an account, the claimant already waits, or manages another company with listings.',
  request: { body: { content: json(ClaimInput), required: true } },
  responses: {
    201: { description: 'The claim, approved or pending', content: json(ClaimResult) },
    400: problemResponse('Invalid input'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a franchisor account'),
    404: problemResponse('No such published listing'),
    409: problemResponse('Already managed, already claimed, or the account manages another company'),
  },
});

const adminClaimsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/claims',
  tags: ['Admin'],
  summary: 'Claims of listings waiting for a decision',
  description: 'Admins with `listings:moderate`. Oldest first.',
  responses: {
    200: { description: 'The pending claims', content: json(AdminClaimList) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission'),
  },
});

const decideRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/claims/{id}/decision',
  tags: ['Admin'],
  summary: 'Approve or reject a claim',
  description:
    'Admins with `listings:moderate`. Approving makes the claimant the company’s account (its listings take messages and calls); audited.',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: json(ClaimDecisionInput), required: true },
  },
  responses: {
    200: {
      description: 'Decided',
      content: json(z.object({ status: z.enum(['approved', 'rejected']) })),
    },
    400: problemResponse('Invalid input'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Missing permission'),
    404: problemResponse('No such claim'),
    409: problemResponse('Decided already, or the company has an account now'),
  },
});

export function claimsRoutes(deps: AppDeps) {
  const service = deps.services.claims;
  return createRouter()
    .openapi(claimRoute, async (c) =>
      c.json(await service.claim(c.var.user, c.req.valid('json'), requestOrigin(c)), 201),
    )
    .openapi(adminClaimsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.pending(c.var.user), 200);
    })
    .openapi(decideRoute, async (c) =>
      c.json(
        await service.decide(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').decision,
          requestOrigin(c),
        ),
        200,
      ),
    );
}
