// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import { detailPath, MARKETS } from '../../src/shared/markets.ts';
import { registration } from '../helpers/franchisor.ts';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('franchisor pages read as a person would say them (issue 37.9)', () => {
  it('sends a signed-out visitor of a franchisor page to the franchisor sign-in, keeping where to return', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await visit(page, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/franchisor-auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await context.close();
  });

  it('lets the general join page’s dollar plans register a company billed in dollars', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await visit(page, '/join-franchisio');
    await page.getByText('Prices in USD', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Choose Growth, yearly' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/franchisor-registration-us' && url.search === '?plan=yearly',
    );
    await page.getByText('Billed in the United States (USD).', { exact: false }).waitFor();
    await context.close();
  });

  it('shows a small document in KB and an open invoice as "Due <date>" on a phone', async ({ browser }) => {
    const { context, page } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await createSeeker(context);
    const headers = { Origin: baseUrl() };
    const registered = await context.request.put('/api/v1/franchisor/company', {
      data: registration('IN', { brandName: 'Kilo Chai', legalName: 'Kilo Chai Private Limited' }),
      headers,
    });
    expect(registered.status(), await registered.text()).toBe(200);
    // No payment provider for rupees here: a paid plan is an e-mailed invoice, open until paid.
    const checkout = await context.request.post('/api/v1/franchisor/membership/checkout', {
      data: { planId: 'yearly' },
      headers,
    });
    expect(await checkout.json()).toMatchObject({ next: 'invoice' });

    await visit(page, '/franchisor-registration');
    await page.getByRole('heading', { name: 'Verification documents' }).waitFor();
    await page
      .getByLabel('Upload certificate of incorporation')
      .setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: PDF });
    const link = page.getByRole('link', { name: 'incorporation.pdf' });
    await link.waitFor();
    const row = link.locator('xpath=..');
    expect(await row.innerText()).toContain('1 KB');
    expect(await row.innerText()).not.toContain('MB');

    await visit(page, '/dashboard');
    const due = page.getByText(/^Due\b/).last();
    await due.waitFor();
    expect(await due.innerText()).toMatch(/^Due \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await context.close();
  });

  it('says nothing of cash a listing does not state, and names the UK as a sentence does', async ({
    browser,
  }) => {
    const { context: fc } = await openContext(browser);
    await createFranchisor(fc, { companyName: 'Cashless Dosa Pvt Ltd', country: 'IN' });
    const id = await publishIndianListing(browser, fc, 'Cashless Dosa', { liquidCapitalMin: null });
    await fc.close();

    const { context, page } = await openContext(browser);
    await visit(page, detailPath({ id, country: 'IN' }));
    const breakdown = page.getByRole('region', { name: 'Investment breakdown' });
    await breakdown.getByText('Ongoing: royalty 6%', { exact: false }).waitFor();
    expect(await breakdown.innerText()).not.toMatch(/in cash/);

    await visit(page, MARKETS.GB.listPath);
    await page.getByText('Franchisio is coming soon to the United Kingdom').waitFor();
    await context.close();
  });
});
