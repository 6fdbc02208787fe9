import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import {
  choosePlan,
  PDF_BYTES,
  register,
  uploadDocument,
  withCookie,
} from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { AdminMemberships, MembershipOverview } from '../../../shared/schemas/membership.ts';
import { invoices } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminService } from '../admin/service.ts';

/** Issue 37 item 6: bank details on invoices, payments recorded with amount, day and reference, receipts, refusals. */
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
  adminCookie = admin.cookie;
});
afterAll(() => t.close());

const asAdmin = () => ({ Cookie: adminCookie, Origin: ORIGIN });
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function overviewOf(owner: SignedInUser) {
  return (await (
    await t.request('/api/v1/franchisor/membership', { headers: withCookie(owner) })
  ).json()) as MembershipOverview;
}

/** A US franchisor with the yearly plan billed offline ($499): its open invoice. */
async function openInvoice(country: 'US' | 'IN' = 'US') {
  const owner = await createSignedInUser(t, { role: 'franchisor', location: country });
  await register(t, owner, country);
  expect((await choosePlan(t, owner, 'yearly')).status).toBe(200);
  const invoice = (await overviewOf(owner)).invoices[0]!;
  return { owner, invoice };
}

const record = (invoiceId: string, json: unknown) =>
  t.request(`/api/v1/admin/invoices/${invoiceId}/mark-paid`, { method: 'POST', headers: asAdmin(), json });

async function fieldErrors(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { errors: { field: string; message: string }[] }).errors;
}

const mailsTo = (email: string) => createOutboxRepository(t.deps.database.db).list({ to: email, limit: 10 });

describe('bank details on invoices', () => {
  it('shows the payee’s account of the company’s currency on the dashboard and in the invoice e-mail', async () => {
    const { owner } = await openInvoice('IN');
    const overview = await overviewOf(owner);
    expect(overview.bankTransfer?.currency).toBe('INR');
    expect(overview.bankTransfer?.lines).toContainEqual({ label: 'IFSC', value: 'HDFC0000060' });
    const [mail] = await mailsTo(owner.email);
    expect(mail!.text).toContain('Pay by bank transfer quoting INV-');
    expect(mail!.text).toContain('IFSC: HDFC0000060');
    expect(mail!.text).toContain('Account name: Franchisio India Pvt Ltd');
  });
});

describe('recording a payment', () => {
  it('refuses a day in the future, naming the field', async () => {
    const { invoice } = await openInvoice();
    const errors = await fieldErrors(
      await record(invoice.id, { amount: 499, paidOn: dayOffset(2), reference: 'WIRE-1' }),
    );
    expect(errors).toContainEqual({ field: 'paidOn', message: 'Date paid cannot be in the future.' });
  });

  it('refuses a day before the invoice was issued', async () => {
    const { invoice } = await openInvoice();
    const errors = await fieldErrors(
      await record(invoice.id, { amount: 499, paidOn: dayOffset(-3), reference: 'WIRE-1' }),
    );
    expect(errors[0]!.field).toBe('paidOn');
    expect(errors[0]!.message).toMatch(/^Date paid cannot be before the invoice was issued/);
  });

  it('refuses an amount other than what is due, saying what is due', async () => {
    const { invoice } = await openInvoice();
    const errors = await fieldErrors(
      await record(invoice.id, { amount: 400, paidOn: today(), reference: 'WIRE-1' }),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe('amount');
    expect(errors[0]!.message).toContain('$499;');
    expect(
      (await t.deps.database.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!.status,
    ).toBe('open');
  });

  it('refuses a missing or blank reference', async () => {
    const { invoice } = await openInvoice();
    for (const body of [
      { amount: 499, paidOn: today() },
      { amount: 499, paidOn: today(), reference: '  ' },
    ]) {
      const errors = await fieldErrors(await record(invoice.id, body));
      expect(errors).toContainEqual({
        field: 'reference',
        message: 'Reference: enter the bank transfer’s reference (3–120 characters).',
      });
    }
  });

  it('pays the invoice with its amount, day and reference, audited; a second record is a 409', async () => {
    const { owner, invoice } = await openInvoice();
    const paidOn = today();
    const res = await record(invoice.id, { amount: '499.00', paidOn, reference: 'CHASE-20261207-0042' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      id: invoice.id,
      status: 'paid',
      paidAt: `${paidOn}T00:00:00.000Z`,
      paidAmountMinor: 49_900,
      paymentReference: 'CHASE-20261207-0042',
    });
    const again = await record(invoice.id, { amount: 499, paidOn, reference: 'CHASE-20261207-0042' });
    expect(again.status).toBe(409);

    const overview = await overviewOf(owner);
    expect(overview.active).toMatchObject({ planId: 'yearly', status: 'active' });
    // The member's statement: the payment with its reference.
    expect(overview.invoices[0]).toMatchObject({ status: 'paid', paymentReference: 'CHASE-20261207-0042' });

    const audit = await t.deps.audit.search({ limit: 5, entityId: invoice.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'invoice.mark_paid' });
    expect(audit[0]!.after).toMatchObject({ amountMinor: 49_900, paidOn, reference: 'CHASE-20261207-0042' });
  });

  it('e-mails the franchisor a receipt: amount, day, reference, invoice number, and the membership active until when', async () => {
    const { owner, invoice } = await openInvoice();
    expect(
      (await record(invoice.id, { amount: 499, paidOn: today(), reference: 'WIRE-RECEIPT-9' })).status,
    ).toBe(200);
    const receipt = (await mailsTo(owner.email)).find((m) => m.subject.includes('receipt'));
    expect(receipt, 'a receipt in the outbox').toBeDefined();
    expect(receipt!.subject).toBe(`Franchisio receipt for ${invoice.number}: $499 received`);
    const until = (await overviewOf(owner)).active!.expiresAt!;
    const untilDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(until),
    );
    const paidDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(receipt!.text).toContain(`Invoice: ${invoice.number}`);
    expect(receipt!.text).toContain('Amount received: $499');
    expect(receipt!.text).toContain(`Date paid: ${paidDay}`);
    expect(receipt!.text).toContain('Reference: WIRE-RECEIPT-9');
    expect(receipt!.text).toContain(`Your Growth, yearly membership is active until ${untilDay}.`);
  });
});

describe('refusing a verification document', () => {
  it('takes a reason, tells the franchisor (bell and e-mail), lets them upload again, audited', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const { company } = await register(t, owner, 'US');
    const uploads = [];
    for (let i = 0; i < 3; i++) {
      uploads.push(
        await uploadDocument(t, owner, { bytes: PDF_BYTES, name: `c${i}.pdf`, type: 'application/pdf' }),
      );
    }
    const doc = (await uploads[0]!.json()) as { id: string };
    const refuse = (json: unknown, headers = asAdmin()) =>
      t.request(`/api/v1/admin/company-documents/${doc.id}/refuse`, { method: 'POST', headers, json });

    expect(await fieldErrors(await refuse({}))).toContainEqual({
      field: 'reason',
      message: 'Reason: say what is wrong with the document (5–500 characters).',
    });
    expect((await refuse({ reason: 'The scan is unreadable' }, withCookie(owner))).status).toBe(403);
    const res = await refuse({ reason: 'The scan is unreadable; the seal is cut off.' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await refuse({ reason: 'Again and again' })).status).toBe(409);

    const overview = await overviewOf(owner);
    expect(overview.documents.find((d) => d.id === doc.id)).toMatchObject({
      refusalReason: 'The scan is unreadable; the seal is cut off.',
    });
    const desk = (await (
      await t.request('/api/v1/admin/memberships', { headers: asAdmin() })
    ).json()) as AdminMemberships;
    const row = desk.companiesToVerify.find((c) => c.id === company.id)!;
    expect(row.documents.find((d) => d.id === doc.id)!.refusedAt).not.toBeNull();

    // The refused one no longer counts toward the three allowed: a fourth upload is accepted.
    const again = await uploadDocument(t, owner, {
      bytes: PDF_BYTES,
      name: 'new.pdf',
      type: 'application/pdf',
    });
    expect(again.status).toBe(201);

    const mail = (await mailsTo(owner.email)).find((m) => m.subject.includes('upload'));
    expect(mail!.subject).toBe('Please upload your certificate of incorporation again');
    expect(mail!.text).toContain('Reason: The scan is unreadable; the seal is cut off.');
    expect(mail!.text).toContain('c0.pdf');

    const bell = (await (
      await t.request('/api/v1/notifications', { headers: withCookie(owner) })
    ).json()) as {
      items: { title: string; body: string | null; link: string }[];
    };
    expect(bell.items[0]).toMatchObject({
      title: 'Please upload your certificate of incorporation again',
      body: 'Reason: The scan is unreadable; the seal is cut off.',
      link: '/dashboard#dash-membership',
    });

    const audit = await t.deps.audit.search({ limit: 5, entityId: company.id });
    expect(audit.map((r) => r.action)).toEqual(['franchisor.document_refuse']);
  });
});
