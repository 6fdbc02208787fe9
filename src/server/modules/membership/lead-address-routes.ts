import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { LEAD_ADDRESSES_MAX, OTP } from '../../../shared/limits.ts';
import {
  LeadAddressBody,
  LeadAddressCodeBody,
  LeadAddressesSchema,
} from '../../../shared/schemas/membership.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const tags = ['Franchisor membership'];
const guard = requireRole('franchisor', 'Leads addresses are for franchisor accounts.');
const IdParam = z.object({ id: z.uuid() });
const answer = { description: 'The addresses and where leads go now', content: json(LeadAddressesSchema) };
const refusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not a franchisor with a registered company'),
};

const listRoute = createRoute({
  middleware: [guard] as const,
  method: 'get',
  path: '/franchisor/lead-addresses',
  tags,
  summary: 'Where my leads are e-mailed',
  description:
    'Franchisors, their own company only. Its leads addresses (verified or waiting for their code) and `deliveredTo`: the verified ones, or the account’s sign-in address while none is.',
  responses: { 200: answer, ...refusals },
});

const addRoute = createRoute({
  // The service counts codes per user (registration sends them too).
  middleware: [guard] as const,
  method: 'post',
  path: '/franchisor/lead-addresses',
  tags,
  summary: 'Add a leads address',
  description: `Franchisors. E-mails a ${OTP.length}-digit code to the address (valid ${OTP.expiresSeconds / 60} minutes); leads go there once it is entered. The account's own sign-in address is verified at once. An address already added and waiting gets a new code (at most one a minute). At most ${LEAD_ADDRESSES_MAX} addresses.`,
  request: { body: { content: json(LeadAddressBody), required: true } },
  responses: {
    200: answer,
    400: problemResponse('Not an e-mail address'),
    ...refusals,
    409: problemResponse(`Already ${LEAD_ADDRESSES_MAX} addresses`),
    429: problemResponse('Too many codes'),
  },
});

const resendRoute = createRoute({
  // The service counts codes per user (registration sends them too).
  middleware: [guard] as const,
  method: 'post',
  path: '/franchisor/lead-addresses/{id}/code',
  tags,
  summary: 'Send a new code to a leads address',
  description:
    'Franchisors, their own addresses. Replaces the earlier code (and its count of wrong guesses); at most one a minute to one address.',
  request: { params: IdParam },
  responses: {
    200: answer,
    ...refusals,
    404: problemResponse('Not an address of this company'),
    429: problemResponse('Too many codes'),
  },
});

const verifyRoute = createRoute({
  middleware: [guard, rateLimit('leadAddressChecksPerUser', 'user')] as const,
  method: 'post',
  path: '/franchisor/lead-addresses/{id}/verify',
  tags,
  summary: 'Verify a leads address with its code',
  description: `Franchisors, their own addresses. A wrong code is a 400 naming \`code\`; after ${OTP.allowedAttempts} wrong guesses, or ${OTP.expiresSeconds / 60} minutes, the code no longer works (\`code_expired\`) and a new one must be sent.`,
  request: { params: IdParam, body: { content: json(LeadAddressCodeBody), required: true } },
  responses: {
    200: answer,
    400: problemResponse('Wrong, expired or spent code'),
    ...refusals,
    404: problemResponse('Not an address of this company'),
    429: problemResponse('Too many guesses'),
  },
});

const removeRoute = createRoute({
  middleware: [guard] as const,
  method: 'delete',
  path: '/franchisor/lead-addresses/{id}',
  tags,
  summary: 'Stop sending leads to an address',
  description:
    'Franchisors, their own addresses. With no verified address left, leads go to the account’s sign-in address.',
  request: { params: IdParam },
  responses: { 200: answer, ...refusals, 404: problemResponse('Not an address of this company') },
});

export function leadAddressRoutes(deps: AppDeps) {
  const service = deps.services.leadAddresses;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user), 200))
    .openapi(addRoute, async (c) => c.json(await service.add(c.var.user, c.req.valid('json').email), 200))
    .openapi(resendRoute, async (c) => c.json(await service.resend(c.var.user, c.req.valid('param').id), 200))
    .openapi(verifyRoute, async (c) =>
      c.json(await service.verify(c.var.user, c.req.valid('param').id, c.req.valid('json').code), 200),
    )
    .openapi(removeRoute, async (c) =>
      c.json(await service.remove(c.var.user, c.req.valid('param').id), 200),
    );
}
