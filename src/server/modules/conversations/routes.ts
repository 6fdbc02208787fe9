import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/limits.ts';
import {
  ConversationActionInput,
  ConversationDetailSchema,
  ConversationIdParam,
  ConversationList,
  ConversationListQuery,
  ConversationReportList,
  MarkReadInput,
  MessageSchema,
  MessagesQuery,
  ReportIdParam,
  ReportInput,
  ResolveReportInput,
  SendMessageInput,
} from '../../../shared/schemas/conversations.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestOrigin } from '../audit/index.ts';

const PARTICIPANTS = 'Signed-in participants of the thread only: 401 for visitors, 404 for anyone else.';
const common = {
  401: problemResponse('Not signed in'),
  404: problemResponse('No such conversation of yours'),
};
const writeRefusals = {
  403: problemResponse('Blocked by the person who started the conversation'),
  409: problemResponse('The conversation is closed'),
  429: problemResponse('Too many messages in a short time'),
};
const tags = ['Conversations'];

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/conversations',
  tags,
  summary: 'My conversations, newest activity first, with unread counts',
  description:
    'Signed-in users. Without `side`, every thread I take part in, whatever my role (the /messages inbox); `side=franchisor` only those of my company, `side=seeker` only my own and my network threads.',
  request: { query: ConversationListQuery },
  responses: { 200: { description: 'The inbox', content: json(ConversationList) }, 401: common[401] },
});

const detailRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/conversations/{id}',
  tags,
  summary: 'One conversation with its latest messages',
  description: PARTICIPANTS,
  request: { params: ConversationIdParam },
  responses: { 200: { description: 'The thread', content: json(ConversationDetailSchema) }, ...common },
});

const messagesRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/conversations/{id}/messages',
  tags,
  summary: 'A page of messages: before an id (older), or after one (catch-up)',
  description: PARTICIPANTS,
  request: { params: ConversationIdParam, query: MessagesQuery },
  responses: { 200: { description: 'Oldest first', content: json(z.array(MessageSchema)) }, ...common },
});

const sendRoute = createRoute({
  middleware: [requireUser, rateLimit('messagesPerUser', 'user')] as const,
  method: 'post',
  path: '/conversations/{id}/messages',
  tags,
  summary: 'Write a message (plain text)',
  description: `${PARTICIPANTS} Delivered live to the other participants over /api/realtime.`,
  request: { params: ConversationIdParam, body: { content: json(SendMessageInput), required: true } },
  responses: {
    201: { description: 'The message', content: json(MessageSchema) },
    400: problemResponse('Empty or too long'),
    ...common,
    ...writeRefusals,
  },
});

const attachRoute = createRoute({
  middleware: [requireUser, rateLimit('messagesPerUser', 'user')] as const,
  method: 'post',
  path: '/conversations/{id}/attachments',
  tags,
  summary: 'Write a message with an attachment',
  description: `${PARTICIPANTS} multipart/form-data with \`file\` (a PDF, JPEG, PNG or WebP, read from the bytes, at most ${MESSAGES.attachmentMaxBytes / 1048576} MB) and an optional \`body\`.`,
  request: {
    params: ConversationIdParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().meta({ type: 'string', format: 'binary' }),
            body: z.union([SendMessageInput.shape.body, z.literal('')]).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: { description: 'The message', content: json(MessageSchema) },
    400: problemResponse('No file'),
    ...common,
    ...writeRefusals,
    413: problemResponse('Larger than allowed'),
    415: problemResponse('Not a PDF or a picture'),
  },
});

const attachmentRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/conversations/{id}/attachments/{fileId}',
  tags,
  summary: 'Download an attachment',
  description: `${PARTICIPANTS} Served with the type detected at upload, nosniff, a sandboxing CSP, never cached.`,
  request: { params: ConversationIdParam.extend({ fileId: z.uuid() }) },
  responses: { 200: { description: 'The file' }, ...common },
});

const readRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/conversations/{id}/read',
  tags,
  summary: 'Mark messages read up to an id',
  description: `${PARTICIPANTS} The other side sees it as "Seen".`,
  request: { params: ConversationIdParam, body: { content: json(MarkReadInput), required: true } },
  responses: {
    200: { description: 'My unread count', content: json(z.object({ unread: z.number().int() })) },
    ...common,
  },
});

const actionRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/conversations/{id}/actions',
  tags,
  summary: 'Close, reopen, block or unblock a conversation',
  description: `${PARTICIPANTS} Only the person who started it (403 for the other side).`,
  request: { params: ConversationIdParam, body: { content: json(ConversationActionInput), required: true } },
  responses: {
    200: { description: 'The thread', content: json(ConversationDetailSchema) },
    403: problemResponse('Not the person who started it'),
    409: problemResponse('A moderator closed it: only a moderator reopens it'),
    ...common,
  },
});

const reportRoute = createRoute({
  middleware: [requireUser, rateLimit('reportsPerUser', 'user')] as const,
  method: 'post',
  path: '/conversations/{id}/reports',
  tags,
  summary: 'Report a conversation to the moderators',
  description: PARTICIPANTS,
  request: { params: ConversationIdParam, body: { content: json(ReportInput), required: true } },
  responses: {
    201: { description: 'Reported', content: json(z.object({ id: z.uuid() })) },
    ...common,
    409: problemResponse('Already reported'),
    429: problemResponse('Too many reports'),
  },
});

const MODERATORS =
  'Admins holding the `messages:moderate` permission: 401 for visitors, 403 for everyone else.';

const reportsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/conversation-reports',
  tags: ['Admin'],
  summary: 'Reported conversations',
  description: MODERATORS,
  request: { query: z.object({ status: z.enum(['open', 'resolved']).default('open') }) },
  responses: {
    200: { description: 'Newest first', content: json(ConversationReportList) },
    401: common[401],
    403: problemResponse('Not a moderator'),
  },
});

const resolveRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/conversation-reports/{id}/resolve',
  tags: ['Admin'],
  summary: 'Dismiss a report, or close the reported conversation',
  description: `${MODERATORS} Recorded in the audit log.`,
  request: { params: ReportIdParam, body: { content: json(ResolveReportInput), required: true } },
  responses: {
    200: { description: 'Handled', content: json(z.object({ ok: z.boolean() })) },
    401: common[401],
    403: problemResponse('Not a moderator'),
    404: problemResponse('No such report'),
    409: problemResponse('Already handled'),
  },
});

const reopenRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/conversations/{id}/reopen',
  tags: ['Admin'],
  summary: 'Reopen a conversation a moderator closed',
  description: `${MODERATORS} Recorded in the audit log.`,
  request: { params: ConversationIdParam },
  responses: {
    200: { description: 'Reopened', content: json(z.object({ ok: z.boolean() })) },
    401: common[401],
    403: problemResponse('Not a moderator'),
    404: problemResponse('No such conversation'),
  },
});

export function conversationRoutes(deps: AppDeps) {
  const service = deps.services.conversations;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user, c.req.valid('query').side), 200))
    .openapi(detailRoute, async (c) => c.json(await service.detail(c.var.user, c.req.valid('param').id), 200))
    .openapi(messagesRoute, async (c) =>
      c.json(await service.messages(c.var.user, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(sendRoute, async (c) =>
      c.json(await service.send(c.var.user, c.req.valid('param').id, c.req.valid('json').body), 201),
    )
    .openapi(attachRoute, async (c) => {
      const form = c.req.valid('form') as { file?: unknown; body?: string };
      return c.json(
        await service.send(c.var.user, c.req.valid('param').id, form.body ?? '', form.file ?? null),
        201,
      );
    })
    .openapi(attachmentRoute, async (c) => {
      const { id, fileId } = c.req.valid('param');
      const { file, bytes } = await service.attachment(c.var.user, id, fileId);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(file.mime, file.displayName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .openapi(readRoute, async (c) =>
      c.json(await service.markRead(c.var.user, c.req.valid('param').id, c.req.valid('json').upTo), 200),
    )
    .openapi(actionRoute, async (c) =>
      c.json(await service.act(c.var.user, c.req.valid('param').id, c.req.valid('json').action), 200),
    )
    .openapi(reportRoute, async (c) =>
      c.json(await service.report(c.var.user, c.req.valid('param').id, c.req.valid('json').reason), 201),
    )
    .openapi(reportsRoute, async (c) =>
      c.json(await service.reports(c.var.user, c.req.valid('query').status), 200),
    )
    .openapi(resolveRoute, async (c) => {
      const user = c.var.user;
      return c.json(
        await service.resolveReport(
          user,
          { id: user.id, email: user.email, ...requestOrigin(c) },
          c.req.valid('param').id,
          c.req.valid('json').action,
        ),
        200,
      );
    })
    .openapi(reopenRoute, async (c) => {
      const user = c.var.user;
      return c.json(
        await service.reopenThread(
          user,
          { id: user.id, email: user.email, ...requestOrigin(c) },
          c.req.valid('param').id,
        ),
        200,
      );
    });
}
