import type { Page } from 'playwright-core';
import { BROWSER_UA } from '../helpers/accounts.ts';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { createFranchisor, describe, expect, it, openContext, visit } from './fixtures.ts';
import { adminContext, publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Masala Lane ${Date.now().toString(36)}`;
const ONE_VIEW = '1 views · 0 clicks · 0 bookmarks · 0 compares · 0 leads';

/** Opens the listing's page and answers what the server said of the view the page reported. */
async function openListing(page: Page, listingId: string): Promise<boolean> {
  const reported = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/interactions') && res.request().method() === 'POST',
  );
  await visit(page, `/indian-opportunity/${listingId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  const res = await reported;
  expect(res.status()).toBe(202);
  return ((await res.json()) as { recorded: boolean }).recorded;
}

describe('a franchisor’s statistics count visitors who are not signed in', () => {
  it('counts a person’s anonymous view, not a headless browser’s, on the dashboard and in the admin’s view', async ({
    browser,
  }) => {
    const { context: fc, page: franchisor } = await openContext(browser);
    await createFranchisor(fc, { companyName: 'Masala Lane Foods LLP', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    // A person on a phone, not signed in: the page reports the view, and it is counted.
    const person = await browser.newContext({
      baseURL: baseUrl(),
      viewport: VIEWPORTS.mobile,
      userAgent: BROWSER_UA,
    });
    await person.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    expect(await openListing(await person.newPage(), listingId)).toBe(true);
    await person.close();

    // Headless Chromium names itself HeadlessChrome: its view is reported but not counted.
    const { context: bot, page: botPage } = await openContext(browser);
    expect(await openListing(botPage, listingId)).toBe(false);
    await bot.close();

    // The franchisor's statistics include the visitor's view, on a phone-sized screen.
    await franchisor.setViewportSize(VIEWPORTS.mobile);
    await visit(franchisor, '/dashboard');
    const statistics = franchisor.getByRole('button', { name: 'Statistics' });
    await statistics.focus();
    await franchisor.keyboard.press('Enter');
    await expect.poll(() => franchisor.getByTestId('stats-totals').textContent()).toBe(ONE_VIEW);
    await fc.close();

    // The admin's view of the same listing shows the same figures.
    const admin = await adminContext(browser);
    await visit(admin.page, `/admin/listings/${listingId}`);
    await admin.page.getByRole('heading', { name: TITLE }).waitFor();
    await expect.poll(() => admin.page.getByTestId('stats-totals').textContent()).toBe(ONE_VIEW);
    await admin.context.close();
    // A listing made, submitted and approved first, and four browsers: slow on a busy machine.
  }, 180_000);
});
