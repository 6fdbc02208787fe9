import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../../../tests/helpers/accounts.ts';
import {
  choosePlan,
  PDF_BYTES,
  register,
  registration,
  uploadDocument,
  withCookie,
} from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { AdminMemberships, MembershipOverview } from '../../../shared/schemas/membership.ts';
import { companyDocuments, franchiseOpportunities, profiles } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminService } from '../admin/service.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
  adminCookie = admin.cookie;
});
afterAll(() => t.close());

const admin = { Cookie: '', Origin: ORIGIN };
const asAdmin = () => ({ ...admin, Cookie: adminCookie });

describe('company registration', () => {
  it('refuses an Indian GSTIN with a wrong check character, naming the field and the rule', async () => {
    const seeker = await createSignedInUser(t);
    const res = await t.request('/api/v1/franchisor/company', {
      method: 'PUT',
      headers: withCookie(seeker),
      json: registration('IN', { taxId: '27AAPFU0939F1ZW' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toContainEqual({
      field: 'taxId',
      message: 'This GSTIN’s last character does not match its check digit; check it for a typo.',
    });
  });

  it('refuses a US EIN with a prefix the IRS never issues, and a phone from another country', async () => {
    const seeker = await createSignedInUser(t);
    const res = await t.request('/api/v1/franchisor/company', {
      method: 'PUT',
      headers: withCookie(seeker),
      json: registration('US', { taxId: '07-1234567', phone: '020 7946 0958' }),
    });
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['phone', 'taxId']);
  });

  it('makes a seeker a franchisor with a registered company; visitors get 401', async () => {
    expect(
      (
        await t.request('/api/v1/franchisor/company', {
          method: 'PUT',
          headers: { Origin: ORIGIN },
          json: registration('IN'),
        })
      ).status,
    ).toBe(401);
    const seeker = await createSignedInUser(t);
    const overview = (await register(t, seeker, 'IN')) as unknown as MembershipOverview;
    expect(overview.company).toMatchObject({
      name: 'Chai Corner',
      billingCountry: 'IN',
      registered: true,
      verifiedAt: null,
    });
    // The saved details come back in the form's shape, for the form that edits them.
    expect(overview.company.details).toEqual(registration('IN'));
    const edited = await t.request('/api/v1/franchisor/company', {
      method: 'PUT',
      headers: withCookie(seeker),
      json: registration('IN', { headquarters: 'Mumbai, India', markets: ['IN', 'GB'] }),
    });
    expect(((await edited.json()) as MembershipOverview).company.details).toMatchObject({
      headquarters: 'Mumbai, India',
      markets: ['IN', 'GB'],
      taxId: '27AAPFU0939F1ZV',
    });
    expect(overview.active).toBeNull();
    expect(overview.liveListingLimit).toBe(1);
    const [profile] = await t.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, seeker.userId));
    expect(profile!.role).toBe('franchisor');
  });
});

describe('verification documents', () => {
  it('keeps a PDF read from its bytes, and refuses an SVG with script, an executable named .pdf and a 6 MB file', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'US');
    const pdf = await uploadDocument(t, owner, {
      bytes: PDF_BYTES,
      name: 'certificate.pdf',
      type: 'application/pdf',
    });
    expect(pdf.status, await pdf.clone().text()).toBe(201);
    expect(await pdf.json()).toMatchObject({
      kind: 'incorporation',
      mime: 'application/pdf',
      fileName: 'certificate.pdf',
    });

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const svgRes = await uploadDocument(
      t,
      owner,
      { bytes: svg, name: 'trademark.svg', type: 'image/svg+xml' },
      'trademark',
    );
    expect(svgRes.status).toBe(415);
    expect(((await svgRes.json()) as { code: string }).code).toBe('file_type_not_allowed');

    // A Windows executable ("MZ" header) dressed up as a PDF by its name and Content-Type.
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    exe.set([0x50, 0x45, 0x00, 0x00], 0x80);
    exe[0x3c] = 0x80;
    const exeRes = await uploadDocument(t, owner, {
      bytes: exe,
      name: 'certificate.pdf',
      type: 'application/pdf',
    });
    expect(exeRes.status).toBe(415);

    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PDF_BYTES);
    const bigRes = await uploadDocument(t, owner, { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(bigRes.status).toBe(413);

    const overview = (await (
      await t.request('/api/v1/franchisor/membership', { headers: withCookie(owner) })
    ).json()) as MembershipOverview;
    expect(overview.documents.map((d) => d.mime)).toEqual(['application/pdf']);
  });

  it('lets only the owner and admins download a document', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const rival = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'GB');
    const doc = (await (
      await uploadDocument(t, owner, { bytes: PDF_BYTES, name: 'c.pdf', type: 'application/pdf' })
    ).json()) as { id: string };
    const get = (cookie?: string) =>
      t.request(`/api/v1/company-documents/${doc.id}`, { headers: cookie ? { Cookie: cookie } : {} });
    const mine = await get(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await get(rival.cookie)).status).toBe(404);
    expect((await get()).status).toBe(401);
    expect((await get(adminCookie)).status).toBe(200);

    // Stored as a private file: the public files route does not serve it to anyone, the owner included.
    const [row] = await t.deps.database.db
      .select({ fileId: companyDocuments.fileId })
      .from(companyDocuments)
      .where(eq(companyDocuments.id, doc.id));
    for (const cookie of [undefined, owner.cookie, rival.cookie, adminCookie]) {
      const res = await t.request(`/api/v1/files/${row!.fileId}`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('plans without a payment provider', () => {
  it('activates the free plan at once, with its limit of one live listing', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const { company } = await register(t, owner, 'US');
    const res = await choosePlan(t, owner, 'basic');
    expect(await res.json()).toMatchObject({ next: 'active' });
    expect(await t.deps.services.membership.liveListingLimit(company.id)).toBe(1);
  });

  it('bills a paid plan by an e-mailed invoice; only an admin marking it paid activates it, audited', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const { company } = await register(t, owner, 'IN');
    const res = await choosePlan(t, owner, 'yearly');
    expect(res.status).toBe(200);
    const result = (await res.json()) as { next: string; invoiceNumber: string };
    expect(result.next).toBe('invoice');
    expect(result.invoiceNumber).toMatch(/^INV-\d{6}$/);

    const [mail] = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 1 });
    expect(mail!.subject).toContain(result.invoiceNumber);
    expect(mail!.text).toContain('₹24,999');
    expect(mail!.text).toContain('27AAPFU0939F1ZV');

    let overview = (await (
      await t.request('/api/v1/franchisor/membership', { headers: withCookie(owner) })
    ).json()) as MembershipOverview;
    expect(overview.pending).toMatchObject({
      planId: 'yearly',
      status: 'pending',
      provider: 'offline',
      amountMinor: 2_499_900,
      currency: 'INR',
    });
    expect(overview.active).toBeNull();
    expect(overview.invoices[0]).toMatchObject({ number: result.invoiceNumber, status: 'open' });
    expect(await t.deps.services.membership.liveListingLimit(company.id)).toBe(1);

    const invoiceId = overview.invoices[0]!.id;
    // The franchisor cannot mark its own invoice paid.
    const payment = { amount: 24999, paidOn: new Date().toISOString().slice(0, 10), reference: 'NEFT-77' };
    const self = await t.request(`/api/v1/admin/invoices/${invoiceId}/mark-paid`, {
      method: 'POST',
      headers: withCookie(owner),
      json: payment,
    });
    expect(self.status).toBe(403);

    const desk = (await (
      await t.request('/api/v1/admin/memberships', { headers: asAdmin() })
    ).json()) as AdminMemberships;
    expect(desk.openInvoices.map((i) => i.id)).toContain(invoiceId);

    const paid = await t.request(`/api/v1/admin/invoices/${invoiceId}/mark-paid`, {
      method: 'POST',
      headers: asAdmin(),
      json: payment,
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const again = await t.request(`/api/v1/admin/invoices/${invoiceId}/mark-paid`, {
      method: 'POST',
      headers: asAdmin(),
      json: payment,
    });
    expect(again.status).toBe(409);

    overview = (await (
      await t.request('/api/v1/franchisor/membership', { headers: withCookie(owner) })
    ).json()) as MembershipOverview;
    expect(overview.active).toMatchObject({ planId: 'yearly', status: 'active' });
    expect(overview.pending).toBeNull();
    expect(overview.invoices[0]!.status).toBe('paid');
    expect(overview.liveListingLimit).toBe(5);
    expect(await t.deps.services.membership.liveListingLimit(company.id)).toBe(5);
    const expires = new Date(overview.active!.expiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(364 * 86_400_000);

    const audit = await t.deps.audit.search({ limit: 5, entityId: invoiceId });
    expect(audit.map((r) => r.action)).toEqual(['invoice.mark_paid']);
  });
});

describe('the Verified badge', () => {
  it('is set by an admin once documents are uploaded, audited, and shown on the company’s listings', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const { company } = await register(t, owner, 'US');
    const verify = () =>
      t.request(`/api/v1/admin/franchisors/${company.id}/verify`, { method: 'POST', headers: asAdmin() });
    expect((await verify()).status).toBe(409);
    await uploadDocument(t, owner, { bytes: PDF_BYTES, name: 'c.pdf', type: 'application/pdf' });
    const asOwner = await t.request(`/api/v1/admin/franchisors/${company.id}/verify`, {
      method: 'POST',
      headers: withCookie(owner),
    });
    expect(asOwner.status).toBe(403);
    const ok = await verify();
    expect(ok.status).toBe(200);
    const audit = await t.deps.audit.search({ limit: 5, entityId: company.id });
    expect(audit.map((r) => r.action)).toEqual(['franchisor.verify']);
    const overview = (await (
      await t.request('/api/v1/franchisor/membership', { headers: withCookie(owner) })
    ).json()) as MembershipOverview;
    expect(overview.company.verifiedAt).not.toBeNull();

    // One of the seeded listings becomes the company's: its detail page carries the badge.
    const db = t.deps.database.db;
    const [listing] = await db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.country, 'US'))
      .limit(1);
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company.id })
      .where(eq(franchiseOpportunities.id, listing!.id));
    const detail = (await (await t.request(`/api/v1/opportunities/${listing!.id}`)).json()) as {
      franchisor: { id: string; verifiedAt: string | null };
    };
    expect(detail.franchisor).toMatchObject({ id: company.id, verifiedAt: overview.company.verifiedAt });
  });
});

describe('join page reach', () => {
  it('counts published listings and seekers of a market from the catalog', async () => {
    const res = await t.request('/api/v1/join/stats?market=IN');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as { publishedListings: number; franchisors: number };
    expect(stats.publishedListings).toBeGreaterThan(0);
    expect(stats.franchisors).toBeGreaterThan(0);
    expect((await t.request('/api/v1/join/stats?market=XX')).status).toBe(400);
  });

  it('counts a new seeker of the market, and not an administrator there (issue 37.9)', async () => {
    const seekersIn = async (market: string) =>
      ((await (await t.request(`/api/v1/join/stats?market=${market}`)).json()) as { seekers: number })
        .seekers;
    const before = await seekersIn('GB');
    await createSignedInUser(t, { location: 'GB' });
    expect(await seekersIn('GB')).toBe(before + 1);
    const staff = await createSignedInUser(t, { location: 'GB' });
    await createAdminService(t.deps).makeSuper(staff.userId);
    expect(await seekersIn('GB')).toBe(before + 1);
  });
});
