// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import Stripe from 'stripe';
import { inject } from 'vitest';
import { MEMBERSHIP_PLANS } from '../../src/shared/membership-plans.ts';
import { EIN_MESSAGES } from '../../src/shared/tax-ids.ts';
import { baseUrl } from './browser.ts';
import { codeFor, createSeeker, describe, expect, it, openContext, uniqueEmail, visit } from './fixtures.ts';
import { adminContext, listAndWorkLead } from './franchisor-journey.ts';

// Each journey runs from the pitch page to a worked lead: longer than one page's test.
const JOURNEY_MS = 240_000;
const suffix = () => Date.now().toString(36);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The receipt of `invoiceNumber` in the dev outbox for `email`, waiting for it to arrive. */
async function receiptFor(email: string, invoiceNumber: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
        found = messages.find((m) => m.subject.startsWith(`Franchisio receipt for ${invoiceNumber}`));
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

describe('a franchisor in India', () => {
  it('joins from /join-franchisio-india, registers with a GSTIN, takes the offline plan an admin marks paid, lists a franchise that is approved and found in lakh, and works its first lead', {
    timeout: JOURNEY_MS,
  }, async ({ browser }) => {
    const { context, page } = await openContext(browser);
    await visit(page, '/join-franchisio-india');
    await page.getByRole('heading', { name: 'List Your Franchise in India' }).waitFor();
    expect(await page.getByText('₹24,999').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Choose Growth, yearly' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/franchisor-registration' && url.search === '?plan=yearly',
    );

    await page.getByLabel('Legal company name').fill('Chai Point Ventures Private Limited');
    await page.getByLabel('Brand name').fill('Chai Corner');
    await page.getByLabel('Headquarters (city, country)').fill('Pune, India');
    await page.getByLabel('Year founded').fill('2011');
    await page.getByLabel('Contact person').fill('Asha Rao');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('This GSTIN’s last character does not match its check digit; check it for a typo.')
      .waitFor();
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Continue' }).click();

    // A visitor: the account, made with the e-mailed code.
    const email = uniqueEmail('chai');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Asha');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Chai-Corner-Pa55!');
    await page.getByRole('button', { name: 'Create account and send code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await page.getByRole('heading', { name: 'Verification documents' }).waitFor();
    await page
      .getByLabel('Upload certificate of incorporation')
      .setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('link', { name: 'incorporation.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Continue to plans' }).click();

    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Selected' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Confirm plan' }).click();
    await page.waitForURL((url) => url.pathname === '/franchisor-payment-success');
    await page.getByText('Pending: your Growth, yearly membership is waiting for payment').waitFor();
    const invoiceNumber = (
      await page
        .getByText(/INV-\d{6}/)
        .first()
        .innerText()
    ).match(/INV-\d{6}/)![0];

    // The admin records the payment on /admin/memberships: the amount due and today are filled
    // in, the reference is required (issue 37 item 6).
    const { context: adminCtx, page: adminPage } = await adminContext(browser);
    await visit(adminPage, '/admin/memberships');
    await adminPage.getByRole('button', { name: `Record the payment of ${invoiceNumber}` }).click();
    const paymentForm = adminPage.getByRole('form', { name: `Record the payment of ${invoiceNumber}` });
    expect(await paymentForm.getByLabel('Amount received (INR)').inputValue()).toBe('24999');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await paymentForm
      .getByText('Reference: enter the bank transfer’s reference (3–120 characters).')
      .waitFor();
    await paymentForm.getByLabel('Reference').fill('HDFC-NEFT-558812');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await adminPage
      .getByText(`${invoiceNumber} is paid; the membership is active and a receipt was e-mailed.`)
      .waitFor();
    await adminPage.getByRole('button', { name: 'Mark Chai Corner verified' }).first().waitFor();
    await adminCtx.close();

    // The franchisor's result page reads the real state: active now.
    await page.getByText('Active: your Growth, yearly membership').waitFor({ timeout: 15_000 });
    await visit(page, '/dashboard');
    const panel = page.getByRole('region', { name: 'Membership and invoices' });
    await panel.getByText('Active').first().waitFor();
    expect(await panel.getByText(invoiceNumber).count()).toBeGreaterThan(0);
    // The member's statement lists the payment with its reference, and the receipt is in the mailbox.
    await panel.getByText('Reference: HDFC-NEFT-558812').waitFor();
    const receipt = await receiptFor(email, invoiceNumber);
    expect(receipt.text).toContain('Reference: HDFC-NEFT-558812');
    expect(receipt.text).toContain('Amount received: ₹24,999');
    expect(receipt.text).toMatch(/Your Growth, yearly membership is active until \d{1,2} \w{3} \d{4}\./);

    // The saved company details come back into the form, and an edit is kept.
    await panel.getByRole('link', { name: 'Edit company details' }).click();
    await page.getByRole('heading', { name: 'Your company', exact: true }).waitFor();
    expect(await page.getByLabel('Brand name').inputValue()).toBe('Chai Corner');
    expect(await page.getByLabel('GSTIN').inputValue()).toBe('27AAPFU0939F1ZV');
    expect(await page.getByLabel('Year founded').inputValue()).toBe('2011');
    await page.getByLabel('Headquarters (city, country)').fill('Mumbai, India');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Verification documents' }).waitFor();
    await visit(page, '/franchisor-registration?step=company');
    await expect
      .poll(() => page.getByLabel('Headquarters (city, country)').inputValue())
      .toBe('Mumbai, India');
    await visit(page, '/dashboard');

    // The join links lead a signed-in franchisor to the join page, not away (the header's menu
    // shows them only on wide screens for franchisors; the footer always does).
    await page.getByRole('contentinfo').getByRole('link', { name: 'List a US franchise' }).click();
    await page.waitForURL((url) => url.pathname === '/join-franchisio-us');
    await page.getByRole('heading', { name: 'List Your Franchise in the US' }).waitFor();
    expect(await page.getByText('$499').count()).toBeGreaterThan(0);

    // The listing, its review, the catalog and the first lead.
    const { visibleAfterMs } = await listAndWorkLead(
      browser,
      page,
      {
        code: 'IN',
        createPath: '/create-opportunity-india',
        listPath: '/india-franchises',
        currency: 'INR',
        min: 1_500_000,
        max: 2_500_000,
      },
      `Filterkaapi Junction ${suffix()}`,
    );
    console.info(`India journey: published listing in search ${visibleAfterMs} ms after approval`);
    await context.close();
  });
});

describe('a franchisor in the US', () => {
  it('joins from /join-franchisio-us, registers with an EIN, pays through Stripe Checkout (the local fake), is active only once a signed webhook arrives, then lists and works a lead', {
    timeout: JOURNEY_MS,
  }, async ({ browser }) => {
    const { context, page } = await openContext(browser);
    await visit(page, '/join-franchisio-us');
    await page.getByRole('heading', { name: 'List Your Franchise in the US' }).waitFor();
    await page.getByRole('link', { name: 'Choose Growth, yearly' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/franchisor-registration-us' && url.search === '?plan=yearly',
    );
    const brand = `Brewline ${suffix()}`;
    await page.getByLabel('Legal company name').fill('Brewline Coffee Franchising LLC');
    await page.getByLabel('Brand name').fill(brand);
    await page.getByLabel('Headquarters (city, country)').fill('Austin, United States');
    await page.getByLabel('Year founded').fill('2014');
    await page.getByLabel('Contact person').fill('Dana Miller');
    await page.getByLabel('Phone').fill('+1 201 555 0123');
    // 07 is a prefix the IRS never issues.
    await page.getByLabel('EIN').fill('07-3456789');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(EIN_MESSAGES.prefix).waitFor();
    await page.getByLabel('EIN').fill('12-3456789');
    await page.getByRole('button', { name: 'Continue' }).click();

    const email = uniqueEmail('brewline');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Brewline-Coffee-Pa55!');
    await page.getByRole('button', { name: 'Create account and send code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByRole('heading', { name: 'Verification documents' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    // The plan goes to Stripe Checkout, created through the SDK; "Pay" returns to our page.
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await page.getByRole('button', { name: 'Confirm plan' }).click();
    await page.getByRole('heading', { name: /^Test checkout cs_test_/ }).waitFor();
    await page.getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/franchisor-payment-success');
    const membershipId = new URL(page.url()).searchParams.get('membership')!;
    // Returning from the checkout changes nothing: only the webhook activates.
    await page.getByText('Pending: your Growth, yearly membership is waiting for payment').waitFor();

    const stripe = new Stripe('sk_test_only_for_signing');
    const yearly = MEMBERSHIP_PLANS.find((p) => p.id === 'yearly')!;
    const payload = JSON.stringify({
      id: `evt_e2e_${membershipId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_e2e',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: yearly.prices.USD,
          currency: 'usd',
          metadata: { membershipId },
        },
      },
    });
    const post = (signature: string) =>
      context.request.post('/api/v1/payments/stripe/webhook', {
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        data: payload,
      });
    const forged = await post(
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }),
    );
    expect(forged.status()).toBe(400);
    const secret = inject('stripeWebhookSecret');
    const signed = await post(stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(await signed.json()).toEqual({ received: true, outcome: 'activated' });
    const replay = await post(stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });

    await page.getByText('Active: your Growth, yearly membership').waitFor({ timeout: 15_000 });
    await visit(page, '/dashboard');
    const panel = page.getByRole('region', { name: 'Membership and invoices' });
    await panel.getByText('Active').first().waitFor();
    await panel.getByText(/\$499/).first().waitFor();

    const { visibleAfterMs } = await listAndWorkLead(
      browser,
      page,
      {
        code: 'US',
        createPath: '/create-opportunity',
        listPath: '/united-states',
        currency: 'USD',
        min: 150_000,
        max: 250_000,
      },
      `${brand} Coffee`,
    );
    console.info(`US journey: published listing in search ${visibleAfterMs} ms after approval`);
    await context.close();
  });
});

describe('the dashboard for someone who is not a franchisor', () => {
  it('tells a seeker and an admin why it is not theirs, where to go instead, and keeps them on /dashboard', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await createSeeker(context);
    await visit(page, '/dashboard');
    const note = page.getByTestId('not-franchisor');
    await note.getByRole('heading', { name: 'The dashboard is for franchisor accounts' }).waitFor();
    await note.getByText('You are signed in as a franchise seeker.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The way to become one: a join page, whose registration turns this account into a franchisor's.
    await note.getByRole('link', { name: 'List your franchise' }).click();
    await page.waitForURL((url) => url.pathname === '/join-franchisio');
    await context.close();

    const admin = await adminContext(browser);
    await visit(admin.page, '/dashboard');
    const adminNote = admin.page.getByTestId('not-franchisor');
    await adminNote.getByText('You are signed in as an administrator.', { exact: false }).waitFor();
    expect(new URL(admin.page.url()).pathname).toBe('/dashboard');
    await adminNote.getByRole('link', { name: 'Review listings' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/listings');
    await admin.context.close();
  });
});
