import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { KreditApplicationT } from '../../../shared/schemas/kredit.ts';
import { kreditApplications, kreditDocuments } from '../../db/schema/kredit.ts';
import { rateLimits } from '../../db/schema/system.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { RATE_RULES } from '../../lib/rate-rules.ts';
import { createAdminRepository } from '../admin/repository.ts';

// Several tests make accounts of their own (a password hash each): slow on a shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let seeker: SignedInUser;
let other: SignedInUser;
let franchisor: SignedInUser;
let plainAdmin: SignedInUser;
let reviewer: SignedInUser;
let pdf: Uint8Array;
let png: Uint8Array;

const LAKH = 1_00_000_00; // ₹1 L in paise

type Who = SignedInUser | null;
const call = (who: Who, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) }, json });

function upload(who: Who, id: string, kind: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  form.append('kind', kind);
  return t.request(`/api/v1/kredit/applications/${id}/documents`, {
    method: 'POST',
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
    body: form,
  });
}

const ANSWERS = {
  currency: 'INR',
  fullName: 'Asha Rao',
  phone: '+91 98765 43210',
  stage: 'operating',
  businessName: 'Chai Point Koramangala',
  city: 'Bengaluru',
  monthsTrading: 18,
  purpose: 'inventory',
  purposeDetails: 'Stock for the festival season: tea, snacks and packaging.',
  monthlyRevenueMinor: 4 * LAKH,
};

/** A draft filled in, with an ID and a bank statement attached, not yet submitted. */
async function readyDraft(who: SignedInUser, amountMinor: number): Promise<string> {
  const start = await call(who, 'POST', '/api/v1/kredit/applications');
  expect(start.status).toBe(200);
  const { id } = (await start.json()) as KreditApplicationT;
  const saved = await call(who, 'PATCH', `/api/v1/kredit/applications/${id}`, { ...ANSWERS, amountMinor });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect((await upload(who, id, 'id', png, 'passport.png', 'image/png')).status).toBe(200);
  expect((await upload(who, id, 'bank_statement', pdf, 'statement.pdf', 'application/pdf')).status).toBe(200);
  return id;
}

async function submitted(who: SignedInUser, amountMinor: number): Promise<string> {
  const id = await readyDraft(who, amountMinor);
  const res = await call(who, 'POST', `/api/v1/kredit/applications/${id}/submit`, { consent: true });
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

const decide = (who: Who, id: string, body: unknown) =>
  call(who, 'POST', `/api/v1/admin/kredit/applications/${id}/decision`, body);

beforeAll(async () => {
  t = await createTestApp();
  seeker = await createSignedInUser(t, { location: 'IN' });
  other = await createSignedInUser(t, { location: 'IN' });
  franchisor = await createSignedInUser(t, { role: 'franchisor' });
  plainAdmin = await createSignedInUser(t);
  reviewer = await createSignedInUser(t, { location: 'IN' });
  const admins = createAdminRepository(t.deps.database.db);
  await admins.upsert({
    userId: plainAdmin.userId,
    level: 'standard',
    permissions: ['listings:moderate', 'users:read'],
    invitedBy: null,
  });
  await admins.upsert({
    userId: reviewer.userId,
    level: 'standard',
    permissions: ['kredit:review'],
    invitedBy: null,
  });
  pdf = new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

describe('a Kredit application', () => {
  it('starts as a draft prefilled from the profile, in the currency of the applicant’s country at a dated rate', async () => {
    // A seeker of its own: the shared one may hold a draft another test filled in.
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const res = await call(applicant, 'POST', '/api/v1/kredit/applications');
    const app = (await res.json()) as KreditApplicationT;
    expect(app).toMatchObject({
      status: 'draft',
      currency: 'INR',
      market: 'IN',
      answers: { currency: 'INR', fullName: 'Test Seeker', phone: '+91 98765 43210' },
      limitMinor: 8_33_333_00,
      usdPerUnit: 0.012,
    });
    expect(app.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Starting again resumes the same draft.
    const again = (await (
      await call(applicant, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    expect(again.id).toBe(app.id);
  });

  it('refuses answers that break a rule, naming the field and the rule', async () => {
    const { id } = (await (
      await call(seeker, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    const res = await call(seeker, 'PATCH', `/api/v1/kredit/applications/${id}`, {
      currency: 'INR',
      amountMinor: 9 * LAKH,
      fullName: 'A',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'amountMinor', message: expect.stringMatching(/^Amount must be at most ₹8\.3 L/) },
        { field: 'fullName', message: 'Full name: between 2 and 120 characters.' },
      ]),
    );
    const wrongCurrency = await call(seeker, 'PATCH', `/api/v1/kredit/applications/${id}`, {
      currency: 'USD',
    });
    expect(wrongCurrency.status).toBe(400);
  });

  it('refuses uploads that are not what they say they are', async () => {
    const { id } = (await (
      await call(seeker, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const fakePdf = await upload(seeker, id, 'bank_statement', html, 'statement.pdf', 'application/pdf');
    expect(fakePdf.status).toBe(415);
    expect(((await fakePdf.json()) as { code: string }).code).toBe('file_type_not_allowed');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    expect((await upload(seeker, id, 'id', zip, 'passport.png', 'image/png')).status).toBe(415);
    expect((await upload(seeker, id, 'selfie', png, 'me.png', 'image/png')).status).toBe(400);
  });

  it('cannot be submitted without documents, consent or complete answers', async () => {
    const { id } = (await (
      await call(seeker, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    const noConsent = await call(seeker, 'POST', `/api/v1/kredit/applications/${id}/submit`, {});
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('consent');
    await call(seeker, 'PATCH', `/api/v1/kredit/applications/${id}`, { ...ANSWERS, amountMinor: 2 * LAKH });
    const noDocs = await call(seeker, 'POST', `/api/v1/kredit/applications/${id}/submit`, { consent: true });
    expect(noDocs.status).toBe(400);
    expect(((await noDocs.json()) as { detail: string }).detail).toMatch(/proof of identity/);
  });
});

describe('documents', () => {
  it('are read only by their applicant and reviewers, never through the public file route', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const id = await readyDraft(applicant, 1 * LAKH);
    const app = (await (
      await call(applicant, 'GET', `/api/v1/kredit/applications/${id}`)
    ).json()) as KreditApplicationT;
    const doc = app.documents.find((d) => d.kind === 'bank_statement')!;
    const mine = await call(applicant, 'GET', doc.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(reviewer, 'GET', doc.url)).status).toBe(200);
    for (const who of [other, franchisor, plainAdmin])
      expect((await call(who, 'GET', doc.url)).status).toBe(404);
    expect((await call(null, 'GET', doc.url)).status).toBe(401);
    const stored = await t.deps.database.db
      .select({ fileId: kreditDocuments.fileId })
      .from(kreditDocuments)
      .where(eq(kreditDocuments.applicationId, id));
    expect(stored).toHaveLength(2);
    for (const f of stored) expect((await t.request(`/api/v1/files/${f.fileId}`)).status).toBe(404);
  });

  it('are limited per user and hour by the named rule kreditDocumentsPerUser', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const { id } = (await (
      await call(applicant, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    const rule = RATE_RULES.kreditDocumentsPerUser;
    // The hour's earlier uploads, counted as the route counts them.
    for (let i = 0; i < rule.limit; i++) await t.deps.rateLimiter.hit(rule, applicant.userId);
    const res = await upload(applicant, id, 'id', png, 'passport.png', 'image/png');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as { detail: string }).detail).toBe(rule.message);
    // Another applicant is not affected.
    const fresh = await createSignedInUser(t, { location: 'IN' });
    const draft = (await (
      await call(fresh, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    expect((await upload(fresh, draft.id, 'id', png, 'passport.png', 'image/png')).status).toBe(200);
  });

  it('an applicant reads only their own applications', async () => {
    const id = await readyDraft(other, 1 * LAKH);
    expect((await call(seeker, 'GET', `/api/v1/kredit/applications/${id}`)).status).toBe(404);
    expect(
      (await call(seeker, 'PATCH', `/api/v1/kredit/applications/${id}`, { currency: 'INR' })).status,
    ).toBe(404);
    expect(
      (await call(seeker, 'POST', `/api/v1/kredit/applications/${id}/submit`, { consent: true })).status,
    ).toBe(404);
    const list = (await (await call(seeker, 'GET', '/api/v1/kredit/applications')).json()) as {
      applications: KreditApplicationT[];
    };
    expect(list.applications.map((a) => a.id)).not.toContain(id);
  });
});

describe('review and decisions', () => {
  it('runs submitted → under review → more information → answered → approved → disbursed, mailing each change and auditing each decision', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const id = await submitted(applicant, 5 * LAKH);
    const mine = (await (
      await call(applicant, 'GET', `/api/v1/kredit/applications/${id}`)
    ).json()) as KreditApplicationT;
    expect(mine.status).toBe('submitted');
    const due = new Date(mine.decisionDueAt!).getTime() - new Date(mine.submittedAt!).getTime();
    expect(due).toBe(24 * 60 * 60 * 1000);

    const queue = (await (
      await call(reviewer, 'GET', '/api/v1/admin/kredit/applications?status=submitted&market=IN')
    ).json()) as {
      items: { id: string }[];
    };
    expect(queue.items.map((i) => i.id)).toContain(id);

    expect((await decide(reviewer, id, { action: 'start_review' })).status).toBe(200);
    expect(
      (
        await decide(reviewer, id, {
          action: 'request_info',
          message: 'Please add the last three months of statements.',
        })
      ).status,
    ).toBe(200);
    // An answer needs a message; then documents may be added with it.
    expect(
      (await call(applicant, 'POST', `/api/v1/kredit/applications/${id}/reply`, { message: '' })).status,
    ).toBe(400);
    expect((await upload(applicant, id, 'bank_statement', pdf, 'march.pdf', 'application/pdf')).status).toBe(
      200,
    );
    const reply = await call(applicant, 'POST', `/api/v1/kredit/applications/${id}/reply`, {
      message: 'Attached the statement for March as well.',
    });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as KreditApplicationT).status).toBe('under_review');

    const tooMuch = await decide(reviewer, id, { action: 'approve', amountMinor: 6 * LAKH });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { detail: string }).detail).toMatch(/at most the ₹5\.0 L requested/);
    const approved = await decide(reviewer, id, { action: 'approve', amountMinor: 4 * LAKH });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved', approvedAmountMinor: 4 * LAKH });
    expect(
      (await decide(reviewer, id, { action: 'reject', reason: 'Changed my mind entirely.' })).status,
    ).toBe(409);
    expect((await decide(reviewer, id, { action: 'disburse' })).status).toBe(200);

    const seen = (await (
      await call(applicant, 'GET', `/api/v1/kredit/applications/${id}`)
    ).json()) as KreditApplicationT;
    expect(seen.events.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'status:submitted',
      'status:under_review',
      'status:more_info_requested',
      'reply:under_review',
      'status:approved',
      'status:disbursed',
    ]);
    expect(seen.events.every((e) => e.actor === 'applicant' || e.actorEmail === null)).toBe(true);
    expect(seen.renewalAt).not.toBeNull();

    const mail = await createOutboxRepository(t.deps.database.db).list({ to: applicant.email, limit: 20 });
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Your Kredit application: Submitted',
        'Your Kredit application: Under review',
        'Your Kredit application: More information requested',
        'Your Kredit application: Approved',
        'Your Kredit application: Disbursed',
      ]),
    );
    const audit = await t.deps.audit.search({ limit: 10, entityId: id });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['kredit.disburse', reviewer.userId],
      ['kredit.approve', reviewer.userId],
      ['kredit.request_info', reviewer.userId],
      ['kredit.start_review', reviewer.userId],
    ]);
    expect(audit[1]!.after).toMatchObject({ status: 'approved', approvedAmountMinor: 4 * LAKH });
  });

  it('the overdue job flags an application past its 24 hours and e-mails the reviewers, once per clock', async () => {
    expect(t.deps.jobs.definitions().map((d) => d.name)).toContain('kredit-overdue');
    await t.deps.jobs.start();
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const id = await submitted(applicant, 2 * LAKH);
    const db = t.deps.database.db;
    const backdate = (hours: number) =>
      db
        .update(kreditApplications)
        .set({ decisionDueAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(kreditApplications.id, id));
    await backdate(3);
    const outbox = createOutboxRepository(db);
    const overdueMail = async (to: string) =>
      (await outbox.list({ to, limit: 50 })).filter((m) => m.text.includes(id));

    const first = await t.deps.jobs.runNow('kredit-overdue');
    expect(first.state).toBe('completed');
    expect(first.output!.flagged).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(kreditApplications).where(eq(kreditApplications.id, id));
    expect(row!.overdueFlaggedAt).not.toBeNull();
    const mails = await overdueMail(reviewer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Overdue: \d+ Kredit applications? past the 24-hour promise$/);
    expect(mails[0]!.text).toContain('₹2.0 L');
    expect(mails[0]!.text).toContain('3 h past the promised decision time');
    // Only reviewers: an admin without kredit:review and the applicant hear nothing.
    expect(await overdueMail(plainAdmin.email)).toHaveLength(0);

    // A second run tells nobody again.
    await t.deps.jobs.runNow('kredit-overdue');
    expect(await overdueMail(reviewer.email)).toHaveLength(1);

    // A decision clock that restarted after the flag (an answer to a request) and ran out
    // again is a new overdue: flagged 2 hours ago, due again since a minute ago.
    await db
      .update(kreditApplications)
      .set({ overdueFlaggedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(kreditApplications.id, id));
    await backdate(1 / 60);
    await t.deps.jobs.runNow('kredit-overdue');
    expect(await overdueMail(reviewer.email)).toHaveLength(2);

    // Decided applications are never overdue.
    expect((await decide(reviewer, id, { action: 'start_review' })).status).toBe(200);
    expect(
      (await decide(reviewer, id, { action: 'reject', reason: 'Revenue too low for now.' })).status,
    ).toBe(200);
    await backdate(5);
    await t.deps.jobs.runNow('kredit-overdue');
    expect(await overdueMail(reviewer.email)).toHaveLength(2);
  });

  it('a second application in the same year is refused beyond what is left of the limit', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const first = await submitted(applicant, 5 * LAKH);
    expect((await decide(reviewer, first, { action: 'approve', amountMinor: 5 * LAKH })).status).toBe(200);
    const id = await readyDraft(applicant, 4 * LAKH);
    const refused = await call(applicant, 'POST', `/api/v1/kredit/applications/${id}/submit`, {
      consent: true,
    });
    expect(refused.status).toBe(409);
    const problem = (await refused.json()) as { code: string; detail: string };
    expect(problem.code).toBe('kredit_limit_exceeded');
    expect(problem.detail).toMatch(/at most ₹3\.3 L more this year/);
    await call(applicant, 'PATCH', `/api/v1/kredit/applications/${id}`, {
      currency: 'INR',
      amountMinor: 3 * LAKH,
    });
    expect(
      (await call(applicant, 'POST', `/api/v1/kredit/applications/${id}/submit`, { consent: true })).status,
    ).toBe(200);
    const list = (await (await call(applicant, 'GET', '/api/v1/kredit/applications')).json()) as {
      allowance: { remaining: { minor: number } };
    };
    expect(list.allowance.remaining.minor).toBe(8_33_333_00 - 8 * LAKH);
  });

  it('an approval above the yearly limit left is refused', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const id = await submitted(applicant, 3 * LAKH);
    // Meanwhile an earlier approval of ₹7 L this year comes to light (e.g. approved before).
    await t.deps.database.db.insert(kreditApplications).values({
      userId: applicant.userId,
      status: 'approved',
      currency: 'INR',
      market: 'IN',
      limitMinor: 8_33_333_00,
      usdPerUnit: 0.012,
      rateDate: '2026-01-01',
      amountMinor: 7 * LAKH,
      approvedAmountMinor: 7 * LAKH,
      decidedAt: new Date(),
    });
    const res = await decide(reviewer, id, { action: 'approve', amountMinor: 3 * LAKH });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('kredit_limit_exceeded');
    expect((await decide(reviewer, id, { action: 'approve', amountMinor: 1 * LAKH })).status).toBe(200);
  });

  it('the queue puts the least time left first (overdue before all), then the decided, and filters', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const [late, soon, later, decided] = [
      await submitted(applicant, 1 * LAKH),
      await submitted(applicant, 1 * LAKH),
      await submitted(applicant, 1 * LAKH),
      await submitted(applicant, 1 * LAKH),
    ] as [string, string, string, string];
    expect((await decide(reviewer, later, { action: 'start_review' })).status).toBe(200);
    expect((await decide(reviewer, decided, { action: 'start_review' })).status).toBe(200);
    expect(
      (await decide(reviewer, decided, { action: 'reject', reason: 'Revenue too low for now.' })).status,
    ).toBe(200);
    const dueIn = (id: string, hours: number) =>
      t.deps.database.db
        .update(kreditApplications)
        .set({ decisionDueAt: new Date(Date.now() + hours * 3_600_000) })
        .where(eq(kreditApplications.id, id));
    // Created in the opposite order of their clocks, so creation order cannot pass for sorting.
    await dueIn(late, -2);
    await dueIn(soon, 3);
    await dueIn(later, 20);
    const queue = async (query = '') =>
      (
        (await (await call(reviewer, 'GET', `/api/v1/admin/kredit/applications${query}`)).json()) as {
          items: { id: string; status: string }[];
        }
      ).items.map((i) => i.id);
    const mine = (ids: string[]) => ids.filter((id) => [late, soon, later, decided].includes(id));
    expect(mine(await queue())).toEqual([late, soon, later, decided]);
    expect(mine(await queue('?status=under_review'))).toEqual([later]);
    expect(mine(await queue('?status=rejected&market=IN'))).toEqual([decided]);
    expect(mine(await queue('?market=US'))).toEqual([]);
  });

  it('takes one of two decisions at once: one 200, one 409, one audit record', async () => {
    const applicant = await createSignedInUser(t, { location: 'IN' });
    const id = await submitted(applicant, 1 * LAKH);
    const answers = await Promise.all([
      decide(reviewer, id, { action: 'approve', amountMinor: 1 * LAKH }),
      decide(reviewer, id, { action: 'reject', reason: 'The statements do not show the revenue given.' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const records = await t.deps.audit.search({ limit: 10, entityId: id });
    const decisions = records.filter((r) => r.action === 'kredit.approve' || r.action === 'kredit.reject');
    expect(decisions).toHaveLength(1);
    const status = decisions[0]!.action === 'kredit.approve' ? 'approved' : 'rejected';
    const mine = (await (await call(applicant, 'GET', `/api/v1/kredit/applications/${id}`)).json()) as {
      status: string;
    };
    expect(mine.status).toBe(status);
  });

  it('a reviewer never decides their own application', async () => {
    const id = await submitted(reviewer, 1 * LAKH);
    const res = await decide(reviewer, id, { action: 'start_review' });
    expect(res.status).toBe(403);
    expect(await t.deps.audit.search({ limit: 5, entityId: id })).toEqual([]);
  });

  it('a rejection keeps its reason for the applicant', async () => {
    const applicant = await createSignedInUser(t, { location: 'US' });
    const start = (await (
      await call(applicant, 'POST', '/api/v1/kredit/applications')
    ).json()) as KreditApplicationT;
    expect(start).toMatchObject({ currency: 'USD', limitMinor: 10_000_00 });
    await call(applicant, 'PATCH', `/api/v1/kredit/applications/${start.id}`, {
      ...ANSWERS,
      currency: 'USD',
      amountMinor: 5_000_00,
      monthlyRevenueMinor: 8_000_00,
    });
    await upload(applicant, start.id, 'id', png, 'id.png', 'image/png');
    await upload(applicant, start.id, 'bank_statement', pdf, 's.pdf', 'application/pdf');
    expect(
      (await call(applicant, 'POST', `/api/v1/kredit/applications/${start.id}/submit`, { consent: true }))
        .status,
    ).toBe(200);
    expect((await decide(reviewer, start.id, { action: 'reject', reason: 'short' })).status).toBe(400);
    expect(
      (
        await decide(reviewer, start.id, {
          action: 'reject',
          reason: 'The statements do not show the revenue given.',
        })
      ).status,
    ).toBe(200);
    const seen = (await (
      await call(applicant, 'GET', `/api/v1/kredit/applications/${start.id}`)
    ).json()) as KreditApplicationT;
    expect(seen).toMatchObject({
      status: 'rejected',
      decisionReason: 'The statements do not show the revenue given.',
    });
    const mail = await createOutboxRepository(t.deps.database.db).list({ to: applicant.email, limit: 20 });
    expect(mail.map((m) => m.subject)).toContain('Your Kredit application: Rejected');
  });
});

describe('every Kredit endpoint × every role', () => {
  type Role = 'visitor' | 'seeker' | 'franchisor' | 'adminWithout' | 'reviewer';
  const roles: Role[] = ['visitor', 'seeker', 'franchisor', 'adminWithout', 'reviewer'];
  const userOf = (r: Role): Who =>
    ({ visitor: null, seeker, franchisor, adminWithout: plainAdmin, reviewer })[r];
  let foreignId: string;
  beforeAll(async () => {
    foreignId = await submitted(other, 50_000_00);
  });

  it.each(roles)('applicant endpoints as %s', async (role) => {
    const who = userOf(role);
    const list = await call(who, 'GET', '/api/v1/kredit/applications');
    const start = await call(who, 'POST', '/api/v1/kredit/applications');
    const foreign = await call(who, 'GET', `/api/v1/kredit/applications/${foreignId}`);
    const foreignSave = await call(who, 'PATCH', `/api/v1/kredit/applications/${foreignId}`, {
      currency: 'INR',
    });
    const foreignUpload = await upload(who, foreignId, 'id', png, 'x.png', 'image/png');
    const foreignReply = await call(who, 'POST', `/api/v1/kredit/applications/${foreignId}/reply`, {
      message: 'Here is more information.',
    });
    const all = [list, start, foreign, foreignSave, foreignUpload, foreignReply];
    if (role === 'visitor') for (const r of all) expect(r.status).toBe(401);
    else if (role === 'franchisor') for (const r of all) expect(r.status).toBe(403);
    else {
      expect(list.status).toBe(200);
      expect(start.status).toBe(200);
      for (const r of [foreign, foreignSave, foreignUpload, foreignReply]) expect(r.status).toBe(404);
    }
  });

  it.each(roles)('reviewer endpoints as %s', async (role) => {
    const who = userOf(role);
    const queue = await call(who, 'GET', '/api/v1/admin/kredit/applications');
    const item = await call(who, 'GET', `/api/v1/admin/kredit/applications/${foreignId}`);
    const decision = await decide(who, foreignId, { action: 'start_review' });
    const all = [queue, item, decision];
    if (role === 'visitor') for (const r of all) expect(r.status).toBe(401);
    else if (role !== 'reviewer') for (const r of all) expect(r.status).toBe(403);
    else {
      expect(queue.status).toBe(200);
      expect(item.status).toBe(200);
      expect(decision.status).toBe(200);
    }
  });

  it('bad input gets a 4xx, never a 5xx', async () => {
    for (const res of [
      await call(seeker, 'GET', '/api/v1/kredit/applications/not-a-uuid'),
      await call(reviewer, 'GET', '/api/v1/admin/kredit/applications?status=draft'),
      await call(reviewer, 'GET', '/api/v1/admin/kredit/applications?market=india'),
      await decide(reviewer, foreignId, { action: 'approve', amountMinor: -5 }),
      await decide(reviewer, foreignId, { action: 'explode' }),
      await call(seeker, 'PATCH', `/api/v1/kredit/applications/${foreignId}`, {
        currency: 'INR',
        amountMinor: 1.5,
      }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
