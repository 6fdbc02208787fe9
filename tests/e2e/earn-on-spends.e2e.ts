import { createFranchisor, describe, expect, it, openContext, visit } from './fixtures.ts';
import { adminContext } from './franchisor-journey.ts';

const TOOL = `RotaMind ${Date.now().toString(36)}`;

describe('software, AI tools and services: list, quote, buy, earn', () => {
  it('a vendor lists an AI tool at 15%, an admin approves, a franchisor gets a quote, buys and earns the cashback', async ({
    browser,
  }) => {
    // The vendor lists an AI tool from the dashboard.
    const { context: vendorContext, page: vendor } = await openContext(browser);
    await createFranchisor(vendorContext, { companyName: 'RotaMind Inc' });
    await visit(vendor, '/dashboard');
    await vendor.getByRole('link', { name: 'List an offering' }).click();
    await vendor.getByLabel('Type').selectOption('ai_tool');
    await vendor.getByLabel('Name').fill(TOOL);
    await vendor.getByLabel('Category').fill('Scheduling');
    await vendor.getByLabel('Pricing model').selectOption('per_seat');
    await vendor.getByLabel('Lowest price').fill('12');
    await vendor.getByLabel('Short description').fill('AI rota planning for multi-unit franchisees.');
    await vendor
      .getByLabel('Description', { exact: true })
      .fill('RotaMind forecasts footfall per outlet and drafts staff rotas every week, within labour rules.');
    await vendor.getByLabel('Features').fill('Demand forecast\nRota drafts');
    await vendor.getByLabel('Cashback (%)').fill('30');
    await vendor.getByRole('button', { name: 'Save draft' }).click();
    await vendor.getByText('Cashback is at most 25%.').waitFor();
    await vendor.getByLabel('Cashback (%)').fill('15');
    await vendor
      .getByLabel('Cashback terms')
      .fill('On the first year of any paid plan bought through Franchisio.');
    await vendor.getByRole('button', { name: 'Save draft' }).click();
    await vendor.waitForURL(/\/dashboard\/offerings\/[0-9a-f-]{36}$/);
    const offeringId = vendor.url().split('/').pop()!;
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await vendor
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await vendor.getByRole('img', { name: 'Current logo' }).waitFor();
    await vendor.getByRole('button', { name: 'Submit for review' }).click();
    await vendor.waitForURL('**/dashboard');
    await vendor.getByTestId('dashboard-offering').filter({ hasText: TOOL }).getByText('In review').waitFor();

    // An admin approves it in the listings queue.
    const { context: adminSide, page: admin } = await adminContext(browser);
    await visit(admin, '/admin/listings');
    const item = admin.getByTestId('offering-review-item').filter({ hasText: TOOL });
    await item.getByText('15%').waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });

    // A franchisor finds it, reads the disclosure and asks for a quote.
    const { context: buyerContext, page: buyer } = await openContext(browser);
    await createFranchisor(buyerContext, { companyName: 'Sunrise Bagels LLC' });
    const response = await visit(buyer, `/ai-tools/${offeringId}`);
    expect(response?.status()).toBe(200);
    await buyer.getByRole('heading', { level: 1, name: TOOL }).waitFor();
    await buyer.getByRole('link', { name: 'All AI tools' }).waitFor();
    await buyer.getByTestId('cashback-disclosure').waitFor();
    await buyer.getByRole('button', { name: 'Request a quote' }).click();
    await buyer.getByLabel('What do you need?').fill('Rota planning for our 14 bagel shops in Ohio.');
    await buyer.getByLabel('Seats').fill('40');
    await buyer.getByLabel('Locations').fill('14');
    await buyer.getByRole('button', { name: 'Send quote request' }).click();
    await buyer.getByTestId('quote-sent').waitFor();

    // The vendor answers with a price from its quotes.
    await visit(vendor, '/dashboard');
    await vendor.getByTestId('dashboard-quotes-link').getByText('1 request waiting for your price').waitFor();
    await vendor.getByTestId('dashboard-quotes-link').click();
    const request = vendor.getByTestId('quote-item').filter({ hasText: 'Sunrise Bagels LLC' });
    await request.getByRole('button', { name: 'Answer with a price' }).click();
    await request.getByLabel('Price (USD)').fill('480');
    await request.getByRole('button', { name: 'Send quote' }).click();
    await request.getByTestId('quote-status').getByText('Quoted').waitFor();

    // The franchisor accepts it.
    await visit(buyer, '/my-quotes');
    const quote = buyer.getByTestId('quote-item').filter({ hasText: TOOL });
    await quote.getByTestId('quote-price').getByText('$480').waitFor();
    await quote.getByRole('button', { name: 'Accept' }).click();
    await quote.getByTestId('quote-status').getByText('Accepted').waitFor();

    // The two companies talk in the quote's thread, where each step was posted.
    await quote.getByRole('link', { name: 'Messages with RotaMind Inc' }).click();
    const thread = buyer.getByRole('region', { name: `Conversation: Quote for ${TOOL}` });
    await thread.getByText('Rota planning for our 14 bagel shops in Ohio.', { exact: false }).waitFor();
    await thread.getByText('Accepted the quote of $480.').waitFor();

    // It records the purchase with the invoice: $480 at 15% = $72.00 pending.
    await visit(buyer, `/earn-on-spends?offering=${offeringId}`);
    await buyer.getByLabel('Amount paid').fill('480');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await buyer
      .getByLabel('Invoice', { exact: true })
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
    await buyer.getByRole('button', { name: 'Record purchase' }).click();
    await buyer
      .getByTestId('spend-item')
      .filter({ hasText: TOOL })
      .getByText('Waiting for confirmation')
      .waitFor();
    await visit(buyer, '/rewards');
    const entry = buyer.getByTestId('ledger-entry').filter({ hasText: TOOL });
    await entry.getByTestId('ledger-status').getByText('Pending').waitFor();
    expect(await entry.getByTestId('ledger-amount').textContent()).toBe('$72.00');
    expect(await buyer.getByTestId('balance-USD-pending').textContent()).toBe('$72.00');

    // The admin confirms it against the vendor's confirmation.
    await visit(admin, '/admin/rewards');
    const spend = admin.getByTestId('spend-review').filter({ hasText: TOOL });
    await spend.getByText('$72.00').waitFor();
    await spend.getByRole('button', { name: /Confirm/ }).click();
    await spend.waitFor({ state: 'detached' });

    await visit(buyer, '/rewards');
    await buyer
      .getByTestId('ledger-entry')
      .filter({ hasText: TOOL })
      .getByTestId('ledger-status')
      .getByText('Confirmed')
      .waitFor();
    expect(await buyer.getByTestId('balance-USD-confirmed').textContent()).toBe('$72.00');
    expect(await buyer.getByTestId('balance-USD-pending').textContent()).toBe('$0.00');

    await Promise.all([vendorContext.close(), adminSide.close(), buyerContext.close()]);
    // Three accounts, a moderator and a dozen pages: as long as the other long journeys.
  }, 180_000);

  it('answers an unknown offering id with the 404 page and status', async ({ browser }) => {
    const { context, page } = await openContext(browser);
    const response = await visit(page, '/ai-tools/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found | Franchisio');
    await context.close();
  });
});
