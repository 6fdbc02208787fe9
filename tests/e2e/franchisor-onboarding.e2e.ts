// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import { inject } from 'vitest';
import { baseUrl } from './browser.ts';
import { codeFor, describe, expect, it, openContext, uniqueEmail, visit } from './fixtures.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('franchisor onboarding in India', () => {
  it('joins from /join-franchisio-india, registers with a GSTIN, takes the offline plan, and is active once an admin marks it paid', async ({
    browser,
  }) => {
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

    // The admin marks the invoice paid on /admin/memberships.
    const admin = inject('admin');
    const { context: adminContext, page: adminPage } = await openContext(browser);
    const signIn = await adminContext.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { Origin: baseUrl() },
    });
    expect(signIn.status()).toBe(200);
    await visit(adminPage, '/admin/memberships');
    await adminPage.getByRole('button', { name: `Mark ${invoiceNumber} paid` }).click();
    await adminPage.getByText(`${invoiceNumber} marked paid; the membership is active.`).waitFor();
    await adminPage.getByRole('button', { name: 'Mark Chai Corner verified' }).first().waitFor();
    await adminContext.close();

    // The franchisor's result page reads the real state: active now.
    await page.getByText('Active: your Growth, yearly membership').waitFor({ timeout: 15_000 });
    await visit(page, '/dashboard');
    const panel = page.getByRole('region', { name: 'Membership and invoices' });
    await panel.getByText('Active').first().waitFor();
    expect(await panel.getByText(invoiceNumber).count()).toBe(1);

    // The join links lead a signed-in franchisor to the join page, not away (the header's menu
    // shows them only on wide screens for franchisors; the footer always does).
    await page.getByRole('contentinfo').getByRole('link', { name: 'List a US franchise' }).click();
    await page.waitForURL((url) => url.pathname === '/join-franchisio-us');
    await page.getByRole('heading', { name: 'List Your Franchise in the US' }).waitFor();
    expect(await page.getByText('$499').count()).toBeGreaterThan(0);
    await context.close();
  });
});
