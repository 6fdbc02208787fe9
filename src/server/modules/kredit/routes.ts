import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  KreditApplication,
  KreditApplicationList,
  KreditDecisionBody,
  KreditDocumentKind,
  KreditDraftBody,
  KreditQueue,
  KreditQueueQuery,
  KreditReplyBody,
  KreditReviewItem,
  KreditSubmitBody,
} from '../../../shared/schemas/kredit.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestOrigin } from '../audit/index.ts';

const IdParam = z.object({ id: z.uuid('Application: not a valid id.') });
const DocParam = IdParam.extend({ documentId: z.uuid('Document: not a valid id.') });
const APPLICANTS =
  'Signed-in seekers (and admins as applicants), their own applications only: 401 for visitors, 403 for franchisors, 404 for anyone else’s.';
const REVIEWERS = 'Admins holding the `kredit:review` permission: 401 for visitors, 403 for everyone else.';

const applicationAnswer = (description: string) => ({ description, content: json(KreditApplication) });
const common = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not allowed for this account'),
  404: problemResponse('No such application of yours'),
};

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/kredit/applications',
  tags: ['Kredit'],
  summary: 'My Kredit applications and what is left of my yearly limit',
  description: APPLICANTS,
  responses: { 200: { description: 'Newest first', content: json(KreditApplicationList) }, ...common },
});

const startRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/kredit/applications',
  tags: ['Kredit'],
  summary: 'Start an application (or resume the draft), prefilled from my profile',
  description: `${APPLICANTS} 409 \`kredit_limit_exceeded\` when nothing is left of the yearly limit.`,
  responses: {
    200: applicationAnswer('The draft'),
    ...common,
    409: problemResponse('The yearly limit is used up'),
  },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/kredit/applications/{id}',
  tags: ['Kredit'],
  summary: 'One of my applications',
  description: APPLICANTS,
  request: { params: IdParam },
  responses: { 200: applicationAnswer('The application'), ...common },
});

const saveRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/kredit/applications/{id}',
  tags: ['Kredit'],
  summary: 'Save answers into my draft',
  description: `${APPLICANTS} Drafts only (409 otherwise). Each field is checked by the shared schema.`,
  request: { params: IdParam, body: { content: json(KreditDraftBody), required: true } },
  responses: {
    200: applicationAnswer('The draft'),
    400: problemResponse('A field breaks a rule'),
    ...common,
    409: problemResponse('Not a draft'),
  },
});

const uploadRoute = createRoute({
  middleware: [requireUser, rateLimit('kreditDocumentsPerUser', 'user')] as const,
  method: 'post',
  path: '/kredit/applications/{id}/documents',
  tags: ['Kredit'],
  summary: 'Attach a document (ID, bank statement) to my application',
  description: `${APPLICANTS} multipart/form-data with \`file\` and \`kind\`: a PDF, JPEG, PNG or WebP (read from the bytes), at most 10 MB. Drafts, or when more information is requested.`,
  request: {
    params: IdParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().meta({ type: 'string', format: 'binary' }),
            kind: KreditDocumentKind,
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: applicationAnswer('The application with the document'),
    400: problemResponse('No file or no kind'),
    ...common,
    409: problemResponse('Documents cannot be added now'),
    413: problemResponse('Larger than 10 MB'),
    415: problemResponse('Not a PDF or a picture'),
    429: problemResponse('Too many uploads in an hour (`kreditDocumentsPerUser`)'),
  },
});

const removeDocRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/kredit/applications/{id}/documents/{documentId}',
  tags: ['Kredit'],
  summary: 'Remove a document from my draft',
  description: APPLICANTS,
  request: { params: DocParam },
  responses: { 200: applicationAnswer('The draft'), ...common, 409: problemResponse('Not a draft') },
});

const documentRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/kredit/applications/{id}/documents/{documentId}',
  tags: ['Kredit'],
  summary: 'Read a document of an application',
  description:
    'The applicant and reviewers (`kredit:review`) only; 404 for anyone else. Served with the type detected at upload, nosniff, a sandboxing CSP, never cached.',
  request: { params: DocParam },
  responses: { 200: { description: 'The file' }, 401: common[401], 404: common[404] },
});

const submitRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/kredit/applications/{id}/submit',
  tags: ['Kredit'],
  summary: 'Submit my application',
  description: `${APPLICANTS} Needs complete answers, a proof of identity and a bank statement, consent to the terms, and an amount within what is left of the yearly limit (409 \`kredit_limit_exceeded\`). Starts the 24-hour decision clock.`,
  request: { params: IdParam, body: { content: json(KreditSubmitBody), required: true } },
  responses: {
    200: applicationAnswer('The submitted application'),
    400: problemResponse('Incomplete, no consent, or not eligible'),
    ...common,
    409: problemResponse('Not a draft, or above the yearly limit left'),
  },
});

const replyRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/kredit/applications/{id}/reply',
  tags: ['Kredit'],
  summary: 'Answer a request for more information',
  description: `${APPLICANTS} Only when more information is requested; attach documents first. Restarts the 24-hour clock.`,
  request: { params: IdParam, body: { content: json(KreditReplyBody), required: true } },
  responses: {
    200: applicationAnswer('The application, under review again'),
    400: problemResponse('No answer'),
    ...common,
    409: problemResponse('No information was requested'),
  },
});

const queueRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/kredit/applications',
  tags: ['Kredit', 'Admin'],
  summary: 'The review queue',
  description: `${REVIEWERS} Applications waiting for a decision first, the soonest due (overdue) on top; then the others.`,
  request: { query: KreditQueueQuery },
  responses: {
    200: { description: 'The queue', content: json(KreditQueue) },
    401: common[401],
    403: common[403],
  },
});

const reviewItemRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/kredit/applications/{id}',
  tags: ['Kredit', 'Admin'],
  summary: 'An application, for review',
  description: REVIEWERS,
  request: { params: IdParam },
  responses: {
    200: { description: 'The application', content: json(KreditReviewItem) },
    ...common,
  },
});

const decideRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/kredit/applications/{id}/decision',
  tags: ['Kredit', 'Admin'],
  summary: 'Start review, ask for information, approve, reject or mark paid out',
  description: `${REVIEWERS} Never on one's own application (403). Approval at most the requested amount (400) and what is left of the yearly limit (409). Recorded in the timeline and the audit log together.`,
  request: { params: IdParam, body: { content: json(KreditDecisionBody), required: true } },
  responses: {
    200: { description: 'The application after the decision', content: json(KreditReviewItem) },
    400: problemResponse('A field breaks a rule'),
    ...common,
    409: problemResponse('Not in a status for this decision, or above the yearly limit'),
  },
});

export function kreditRoutes(deps: AppDeps) {
  const service = deps.services.kredit;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user), 200))
    .openapi(startRoute, async (c) => c.json(await service.start(c.var.user), 200))
    .openapi(getRoute, async (c) => c.json(await service.get(c.var.user, c.req.valid('param').id), 200))
    .openapi(saveRoute, async (c) =>
      c.json(await service.saveDraft(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(uploadRoute, async (c) => {
      const form = c.req.valid('form') as { file?: unknown; kind: z.infer<typeof KreditDocumentKind> };
      return c.json(
        await service.addDocument(c.var.user, c.req.valid('param').id, form.kind, form.file),
        200,
      );
    })
    .openapi(removeDocRoute, async (c) => {
      const { id, documentId } = c.req.valid('param');
      return c.json(await service.removeDocument(c.var.user, id, documentId), 200);
    })
    .openapi(documentRoute, async (c) => {
      const { id, documentId } = c.req.valid('param');
      const { file, bytes } = await service.openDocument(c.var.user, id, documentId);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(file.mime, file.displayName),
        'X-Content-Type-Options': 'nosniff',
        // Private: never embedded by another site.
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .openapi(submitRoute, async (c) => c.json(await service.submit(c.var.user, c.req.valid('param').id), 200))
    .openapi(replyRoute, async (c) =>
      c.json(await service.reply(c.var.user, c.req.valid('param').id, c.req.valid('json').message), 200),
    )
    .openapi(queueRoute, async (c) => c.json(await service.queue(c.var.user, c.req.valid('query')), 200))
    .openapi(reviewItemRoute, async (c) =>
      c.json(await service.reviewItem(c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(decideRoute, async (c) =>
      c.json(
        await service.decide(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    );
}
