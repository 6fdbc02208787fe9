import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

interface Operation {
  summary?: string;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** Named schemas the document had when the shared schemas moved to plain zod with `.meta()`. */
const NAMED_SCHEMAS = [
  'AccountDeletion',
  'AdminAuthReply',
  'AdminAuthRequest',
  'AdminStats',
  'Bookmark',
  'BookmarkList',
  'ClientErrorInput',
  'CompareList',
  'ContactMessageInput',
  'ContactMessageReceipt',
  'CreateBookmarkInput',
  'EmailChange',
  'EmailChangeResult',
  'FranchisorDashboard',
  'FranchisorSignUp',
  'Health',
  'InformationRequestInput',
  'InformationRequestResult',
  'InteractionInput',
  'MarketNotifyInput',
  'MatchList',
  'Me',
  'OfferingCard',
  'OfferingDetail',
  'OfferingKind',
  'OfferingList',
  'OfferingPage',
  'OpportunityCard',
  'OpportunityCardList',
  'OpportunityDetail',
  'OpportunityPage',
  'PageViewInput',
  'Problem',
  'Profile',
  'ProfileUpdate',
  'RevokedSessions',
  'SeekerSignUp',
  'SessionInfo',
  'SessionList',
  'SignUpResult',
];

/**
 * Routes that are not part of the documented REST API (the internal one is db:backup's control
 * endpoint on this machine, behind the token in DATA_DIR/control.json).
 */
const UNDOCUMENTED = [
  /^\/api\/auth\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs$/,
  /^\/api\/\*$/,
  /^\/api\/internal\//,
];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await (await t.request('/api/openapi.json')).json()) as Document;
  });
  afterAll(() => t.close());

  it('documents every API route the app serves, with who may call it and its answers', () => {
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .filter((r) => !UNDOCUMENTED.some((re) => re.test(r.path)))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThan(30);
    expect([...new Set(served)].sort()).toEqual([...new Set(documented)].sort());
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.description, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('names the shared schemas as components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(NAMED_SCHEMAS));
  });

  it('declares every error answer as a problem', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400 || path === '/api/v1/admin/auth') continue;
          expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
            'application/problem+json',
          ]);
        }
      }
    }
  });
});
