import { inject } from 'vitest';
import { baseUrl } from './browser.ts';
import { codeFor, describe, expect, it, openContext, uniqueEmail, visit } from './fixtures.ts';

const PASSWORD = 'Journey-Pa55word!';
const headers = () => ({ 'Content-Type': 'application/json', Origin: baseUrl() });
const TITLE = `Filterkaapi Junction ${Date.now().toString(36)}`;

describe('a franchisor lists a franchise in India and works its first lead', () => {
  it('creates, submits, is approved, is found at once with money in lakh, and moves the lead to contacted', async ({
    browser,
  }) => {
    // A franchisor account (sign-up → e-mailed code → verify signs the browser in).
    const { context, page } = await openContext(browser);
    const email = uniqueEmail('franchisor');
    const signUp = await fetch(`${baseUrl()}/api/v1/accounts/franchisor-sign-up`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: 'Ravi',
        lastName: 'Menon',
        country: 'IN',
        phone: '+91 98765 43210',
        companyName: 'Kaapi Works Pvt Ltd',
        website: 'https://kaapi.example',
      }),
    });
    expect(signUp.status).toBe(200);
    const verified = await context.request.post('/api/auth/email-otp/verify-email', {
      data: { email, otp: await codeFor(email), password: PASSWORD },
      headers: headers(),
    });
    expect(verified.status()).toBe(200);

    await visit(page, '/create-opportunity-india');
    await page.getByLabel('Brand name').fill(TITLE);
    await page.getByLabel('Industry').selectOption('Food & Beverage');
    await page
      .getByLabel('Description')
      .fill(
        'A South Indian coffee bar chain with 40 outlets, central roasting and a 12-day training programme.',
      );
    await page.getByLabel('Minimum investment (INR)').fill('1500000');
    await expect.poll(() => page.getByTestId('preview-investmentMin').textContent()).toBe('= ₹15.0 L');
    await page.getByLabel('Maximum investment (INR)').fill('2500000');
    await page.getByLabel('Total investment source').selectOption('franchisor');
    await page.getByLabel('Royalty (%)').fill('6');
    await page.getByLabel('Royalty source').selectOption('fdd');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');

    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: 'Current logo' }).waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page
      .getByLabel('Attach a PDF')
      .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('listing-documents').getByText('brochure').waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard-listing').filter({ hasText: TITLE }).getByText('In review').waitFor();

    // An admin approves it in the review queue.
    const admin = inject('admin');
    const { context: adminContext, page: adminPage } = await openContext(browser);
    const signIn = await adminContext.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: headers(),
    });
    expect(signIn.status()).toBe(200);
    await visit(adminPage, '/admin/listings');
    const item = adminPage.getByTestId('review-item').filter({ hasText: TITLE });
    await item.getByText(/fields changed/).click();
    await item
      .getByRole('row', { name: /Minimum investment/ })
      .getByText('₹15.0 L')
      .waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });

    // At once on the market list and in search, money in lakh.
    const { context: visitorContext, page: visitor } = await openContext(browser);
    await visit(visitor, '/india-franchises?sort=newest');
    await visitor.getByText(TITLE).first().waitFor();
    await visit(visitor, `/india-franchises?search=${encodeURIComponent('Filterkaapi')}`);
    const card = visitor.getByRole('link', { name: new RegExp(TITLE) }).first();
    await card.waitFor();
    expect(await visitor.getByText('₹15.0 L').count()).toBeGreaterThan(0);

    // A seeker asks for information.
    const list = await fetch(`${baseUrl()}/api/v1/opportunities?country=IN&search=Filterkaapi`);
    const id = ((await list.json()) as { items: { id: string; title: string }[] }).items.find(
      (o) => o.title === TITLE,
    )!.id;
    const asked = await fetch(`${baseUrl()}/api/v1/opportunities/${id}/information-requests`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        name: 'Meera Iyer',
        email: uniqueEmail('meera'),
        message: 'Is Pune open for a new outlet?',
      }),
    });
    expect(asked.status).toBe(201);

    // The franchisor sees it in the inbox and moves it to "contacted".
    await visit(page, '/dashboard');
    const lead = page.getByTestId('lead').filter({ hasText: 'Meera Iyer' });
    await lead.waitFor();
    await lead.getByLabel('Status').selectOption('contacted');
    await page.getByRole('button', { name: /Contacted \(1\)/ }).waitFor();
    await visit(page, '/dashboard');
    expect(
      await page.getByTestId('lead').filter({ hasText: 'Meera Iyer' }).getByLabel('Status').inputValue(),
    ).toBe('contacted');

    await Promise.all([context.close(), adminContext.close(), visitorContext.close()]);
  });
});
