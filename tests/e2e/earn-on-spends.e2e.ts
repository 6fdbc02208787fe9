import { baseUrl } from './browser.ts';
import { createFranchisor, describe, expect, it, openContext, visit } from './fixtures.ts';
import { adminContext } from './franchisor-journey.ts';

const TOOL = `RotaMind ${Date.now().toString(36)}`;

describe('software, AI tools and services: list, quote, buy, earn', () => {
  it('a vendor lists an AI tool at 15%, an admin approves, a franchisor gets a quote, buys, earns the cashback and is paid it with a transfer reference', async ({
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
    const buyerUser = await createFranchisor(buyerContext, { companyName: 'Sunrise Bagels LLC' });
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

    // The admin confirms it against the vendor's confirmation, whose reference is required.
    await visit(admin, '/admin/rewards');
    const spend = admin.getByTestId('spend-review').filter({ hasText: TOOL });
    await spend.getByText('$72.00').waitFor();
    await spend.getByRole('button', { name: /Confirm with vendor/ }).click();
    await spend.getByRole('button', { name: 'Confirm cashback' }).click();
    await spend
      .getByText('Vendor’s confirmation reference: 3–120 characters, as the vendor gave it.')
      .waitFor();
    await spend.getByLabel('Vendor’s confirmation reference').fill('RM-CONF-5521');
    await spend.getByRole('button', { name: 'Confirm cashback' }).click();
    await spend.waitFor({ state: 'detached' });

    // The member sees the vendor's reference beside the purchase.
    await visit(buyer, '/earn-on-spends');
    await buyer
      .getByTestId('spend-item')
      .filter({ hasText: TOOL })
      .getByTestId('vendor-confirmation')
      .getByText('RM-CONF-5521', { exact: false })
      .waitFor();

    await visit(buyer, '/rewards');
    await buyer
      .getByTestId('ledger-entry')
      .filter({ hasText: TOOL })
      .getByTestId('ledger-status')
      .getByText('Confirmed')
      .waitFor();
    expect(await buyer.getByTestId('balance-USD-confirmed').textContent()).toBe('$72.00');
    expect(await buyer.getByTestId('balance-USD-pending').textContent()).toBe('$0.00');

    // $72.00 is above the $25 minimum: a payout to the account the member gives, checked first.
    await buyer.getByRole('button', { name: 'Request payout of $72.00…' }).click();
    await buyer.getByLabel('Account holder').fill('Sunrise Bagels LLC');
    await buyer.getByLabel('Account number').fill('000123456789');
    await buyer.getByLabel('ABA routing number').fill('011000016');
    await buyer.getByRole('button', { name: 'Request payout of $72.00', exact: true }).click();
    await buyer.getByText('ABA routing number: check it.').waitFor();
    await buyer.getByLabel('ABA routing number').fill('011000015');
    await buyer.getByRole('button', { name: 'Request payout of $72.00', exact: true }).click();
    const payoutItem = buyer.getByTestId('payout-item');
    await payoutItem.getByTestId('payout-status').getByText('Requested').waitFor();
    await payoutItem.getByText('••••6789', { exact: false }).waitFor();

    // The admin reads where it goes (an audited read) and records the transfer that paid it.
    await visit(admin, '/admin/rewards');
    const toPay = admin.getByTestId('payout-to-pay').filter({ hasText: 'Sunrise Bagels LLC' });
    await toPay.getByText('••••6789', { exact: false }).waitFor();
    await toPay.getByRole('button', { name: 'Show payout details' }).click();
    await toPay.getByTestId('payout-details').getByText('000123456789').waitFor();
    await toPay.getByTestId('payout-details').getByText('011000015').waitFor();
    await toPay.getByRole('button', { name: 'Mark paid…' }).click();
    await toPay.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await toPay.getByText('Transfer reference: 3–120 characters.').waitFor();
    await toPay.getByLabel('Transfer reference').fill('ACH-TRACE-88112');
    await toPay.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await toPay.waitFor({ state: 'detached' });

    // The member sees it paid with the reference: on the page, in the bell and by e-mail.
    await visit(buyer, '/rewards');
    await payoutItem.getByTestId('payout-status').getByText('Paid').waitFor();
    await payoutItem.getByTestId('payout-reference').getByText('ACH-TRACE-88112').waitFor();
    expect(await buyer.getByTestId('balance-USD-paid-out').textContent()).toBe('$72.00');
    await buyer.getByRole('button', { name: /^Notifications/ }).click();
    await buyer.getByText('Cashback paid: $72.00').first().waitFor();
    const mailbox = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(buyerUser.email)}`);
    const { messages } = (await mailbox.json()) as { messages: { subject: string; text: string }[] };
    const paidMail = messages.find((m) => m.subject === 'Cashback paid: $72.00');
    expect(paidMail?.text).toContain('Transfer reference: ACH-TRACE-88112');

    await Promise.all([vendorContext.close(), adminSide.close(), buyerContext.close()]);
    // Three accounts, a moderator and a dozen pages, then the payout: the longest journey here.
  }, 240_000);

  it('answers an unknown offering id with the 404 page and status', async ({ browser }) => {
    const { context, page } = await openContext(browser);
    const response = await visit(page, '/ai-tools/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found | Franchisio');
    await context.close();
  });
});
