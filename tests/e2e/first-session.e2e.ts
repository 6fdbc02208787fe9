import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

/** What seekers and franchisors hit in their first session (issue 34), each seen as they see it. */

const SHOTS = '/tmp/fs-ui-shots';
fs.mkdirSync(SHOTS, { recursive: true });
const headers = () => ({ 'Content-Type': 'application/json', Origin: baseUrl() });

/** A person's click: the button goes down, a moment passes, it comes up (Playwright's is instant). */
async function humanClick(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** The top of each investment range on the cards shown, in whole units ("₹22.0 L" is 22,00,000). */
async function cardMaxima(page: Page): Promise<number[]> {
  const ranges = await page
    .getByTestId('opportunity-card')
    .locator('dt:text-is("Investment") + dd')
    .allInnerTexts();
  return ranges.map((r) => {
    const top = r.split('–')[1]!.trim();
    const n = Number(top.replace(/[^\d.]/g, ''));
    return top.endsWith(' L') ? n * 1_00_000 : top.endsWith(' Cr') ? n * 1_00_00_000 : n;
  });
}

describe('first session', () => {
  it('a form takes the click on "Save and continue" that also clears a fixed field’s message', async ({
    page,
    login,
  }) => {
    await login();
    await visit(page, '/kredit-application');
    await page.getByLabel('Full name').waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 2 of 5').waitFor();
    // Continue with nothing filled: every field says what it needs.
    await page.getByRole('button', { name: 'Save and continue' }).press('Enter');
    const monthsError = page.locator('#kredit-monthsTrading-error');
    await expect.poll(() => monthsError.textContent()).not.toBe('');
    await page.getByLabel('I run a franchise unit').check();
    await page.getByLabel('Business name').fill('Taco Corner Austin');
    await page.getByLabel('City').fill('Austin');
    // The last field fixed keeps the focus: its message goes when the click takes the focus away.
    await page.getByLabel('Months trading').fill('18');
    await humanClick(page, 'Save and continue');
    await page.getByText('Step 3 of 5').waitFor({ timeout: 5_000 });
  });

  it('the investment filter keeps the whole range within the budget it names, in both markets', async ({
    page,
  }) => {
    await visit(page, '/united-states');
    await page.getByLabel('Investment', { exact: true }).selectOption({ label: 'Up to $100K in all' });
    await page.waitForURL((url) => url.searchParams.get('max') === '100000');
    await expect.poll(async () => (await cardMaxima(page)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await cardMaxima(page)).every((max) => max <= 100_000)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/filter-us-1280.png` });

    await visit(page, '/india-franchises');
    await page.getByLabel('Investment', { exact: true }).selectOption({ label: 'Up to ₹10.0 L in all' });
    await page.waitForURL((url) => url.searchParams.get('max') === '1000000');
    await expect.poll(async () => (await cardMaxima(page)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await cardMaxima(page)).every((max) => max <= 10_00_000)).toBe(true);
  });

  it('an Indian listing says nothing of veteran discounts, and "No" financing has no lenders note', async ({
    page,
  }) => {
    const list = await page.request.get('/api/v1/opportunities?country=IN');
    const { items } = (await list.json()) as { items: { id: string }[] };
    let without: string | null = null;
    for (const item of items) {
      const detail = (await (await page.request.get(`/api/v1/opportunities/${item.id}`)).json()) as {
        financingAvailable: boolean;
      };
      if (!detail.financingAvailable) {
        without = item.id;
        break;
      }
    }
    expect(without).not.toBeNull();
    await visit(page, `/indian-opportunity/${without}`);
    const figures = page.getByRole('region', { name: 'Key figures' });
    await figures.getByText('Financing available').waitFor();
    expect(await figures.getByText('Veteran discount').count()).toBe(0);
    expect(await figures.getByText('Through the franchisor or partner lenders').count()).toBe(0);
  });

  it('an India seeker’s home shows what is left of Kredit in rupees; the Kredit page calls a request requested', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await createSeeker(context, { country: 'IN', investmentBudget: 'inr-10l-25l' });
    await visit(page, '/');
    const status = page.getByTestId('kredit-status');
    await expect.poll(() => status.textContent()).toContain('₹8.3 L Available Now');
    expect(await status.textContent()).not.toContain('$');
    await status.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-kredit-in-1280.png` });
    await visit(page, '/kredit-applications');
    await page.getByText('Requested or approved').waitFor();
    expect(await page.getByText('In use', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('keeps industries inferred from a bookmark apart from the ones the seeker chose', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await createSeeker(context);
    const hotels = await page.request.get(
      `/api/v1/opportunities?country=US&category=${encodeURIComponent('Travel & Hospitality')}`,
    );
    const hotel = ((await hotels.json()) as { items: { id: string }[] }).items[0]!;
    const saved = await page.request.post('/api/v1/bookmarks', {
      data: { opportunityId: hotel.id },
      headers: headers(),
    });
    expect(saved.status()).toBe(201);
    await visit(page, '/');
    const preferred = page.getByTestId('industry-preferences');
    await expect.poll(() => preferred.textContent()).toContain('Food & Beverage');
    expect(await preferred.textContent()).not.toContain('Travel & Hospitality');
    await expect
      .poll(() => page.getByTestId('inferred-industries').textContent())
      .toContain('Travel & Hospitality');
    await page.getByTestId('profile-insights').screenshot({ path: `${SHOTS}/insights-1280.png` });
    await context.close();
  });

  it('Try Again asks the server again instead of rendering the same failed answer', async ({
    page,
    login,
  }) => {
    await login();
    // The first answer cannot be rendered (a release mismatch, a broken proxy); the next one is fine.
    await page.route(/\/api\/v1\/bookmarks(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":null,"total":1}' }),
    );
    await page.goto('/bookmarks');
    await page.getByRole('heading', { name: 'Application Error' }).waitFor();
    await page.unroute(/\/api\/v1\/bookmarks(\?.*)?$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('No bookmarks yet', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('heading', { name: 'Application Error' }).count()).toBe(0);
  });

  it('/messages fits a phone with a long last message, and shows a franchisor their company’s conversations', {
    timeout: 180_000,
  }, async ({ browser }) => {
    const title = `Idli Junction ${Date.now().toString(36)}`;
    const { context: fc, page: franchisor } = await openContext(browser);
    await createFranchisor(fc, { companyName: 'Idli Junction Foods Pvt Ltd', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, title);

    const { context: sc, page: seeker } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await createSeeker(sc);
    await visit(seeker, `/indian-opportunity/${listingId}`);
    await seeker.getByRole('link', { name: 'Request information' }).click();
    const form = seeker.getByRole('form', { name: `Request information about ${title}` });
    await form
      .getByLabel('Message')
      .fill(
        'We run two outlets near the Koramangala and Indiranagar metro stations and would like to know whether the Bengaluru territory east of the ring road is still open for a third.',
      );
    await form.getByRole('button', { name: 'Request information' }).click();
    await seeker.getByTestId('request-sent').waitFor();

    await visit(seeker, '/messages');
    await seeker.getByRole('list', { name: 'Conversations' }).getByRole('button').first().waitFor();
    const widths = await seeker.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await seeker.screenshot({ path: `${SHOTS}/messages-375.png` });

    await visit(franchisor, '/messages');
    await franchisor
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Maya Seeker/ })
      .waitFor();
    expect(await franchisor.getByText('Ask a franchisor for information').count()).toBe(0);
    await franchisor.screenshot({ path: `${SHOTS}/messages-franchisor-1280.png` });
    await Promise.all([fc.close(), sc.close()]);
  });
});
