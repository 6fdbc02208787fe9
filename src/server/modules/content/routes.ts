import { createRoute } from '@hono/zod-openapi';
import { ContactMessageInput, ContactMessageReceipt } from '../../../shared/schemas/content.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const contactRoute = createRoute({
  middleware: [rateLimit('contactPerIp', 'ip')] as const,
  method: 'post',
  path: '/contact-messages',
  tags: ['Content'],
  summary: 'Send a message with the contact form',
  description:
    'Public (visitors and signed-in users). Stores the message and e-mails it to the operator. ' +
    'Rate-limited per network address and per e-mail address.',
  request: {
    body: { required: true, content: { 'application/json': { schema: ContactMessageInput } } },
  },
  responses: {
    201: {
      description: 'Message received',
      content: { 'application/json': { schema: ContactMessageReceipt } },
    },
    400: problemResponse('A field is missing or not valid'),
    429: problemResponse('Too many messages from this address or e-mail address'),
  },
});

export function contentRoutes(deps: AppDeps) {
  const service = deps.services.content;
  return createRouter().openapi(contactRoute, async (c) => {
    const receipt = await service.submitContactMessage(c.req.valid('json'), {
      ip: c.var.clientIp,
      userId: c.var.user?.id ?? null,
    });
    return c.json(receipt, 201);
  });
}
