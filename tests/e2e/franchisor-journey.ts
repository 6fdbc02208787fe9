// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '../../src/shared/money.ts';
import { indianListing } from '../helpers/listings.ts';
import { baseUrl } from './browser.ts';
import { expect, openContext, signInAsAdmin, uniqueEmail, visit } from './fixtures.ts';

const headers = () => ({ 'Content-Type': 'application/json', Origin: baseUrl() });

export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const BROCHURE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface JourneyMarket {
  code: 'IN' | 'US';
  createPath: string;
  listPath: string;
  currency: 'INR' | 'USD';
  /** Investment range in whole units of the currency, as typed. */
  min: number;
  max: number;
}

/** Signs a second browser context in as the e2e super admin. */
export async function adminContext(browser: Browser) {
  const admin = await openContext(browser);
  await signInAsAdmin(admin.context);
  return admin;
}

/**
 * A published Indian listing of the franchisor signed in `context`, made, submitted and
 * approved through the API (the pages of that journey are tested in franchisor-onboarding).
 * Returns its id.
 */
export async function publishIndianListing(
  browser: Browser,
  context: BrowserContext,
  title: string,
  /** Figures that differ from `indianListing`'s. */
  overrides: Record<string, unknown> = {},
) {
  const created = await context.request.post('/api/v1/franchisor/listings', {
    data: { country: 'IN', values: { ...indianListing(title), ...overrides } },
    headers: headers(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  const submitted = await context.request.post(`/api/v1/franchisor/listings/${listingId}/actions`, {
    data: { action: 'submit' },
    headers: headers(),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const admin = await adminContext(browser);
  const approved = await admin.context.request.post(`/api/v1/admin/listings/${listingId}/decision`, {
    data: { decision: 'approve' },
    headers: headers(),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.context.close();
  return listingId;
}

/**
 * The second half of a franchisor's journey, for a signed-in franchisor's `page`: creates a
 * listing with a logo and a PDF, submits it, an admin approves it, it is found on the market's
 * list and in search (returns how long the API took to show it after the approval), a seeker asks
 * for information and the franchisor moves the lead to "contacted".
 */
export async function listAndWorkLead(
  browser: Browser,
  page: Page,
  market: JourneyMarket,
  title: string,
): Promise<{ visibleAfterMs: number }> {
  const shownMin = formatMoney(market.min * 100, market.currency);
  await visit(page, market.createPath);
  await page.getByLabel('Brand name').fill(title);
  await page.getByLabel('Industry').selectOption('Food & Beverage');
  await page
    .getByLabel('Description')
    .fill('A coffee bar chain with 40 outlets, central roasting and a 12-day training programme.');
  await page.getByLabel(`Minimum investment (${market.currency})`).fill(String(market.min));
  await expect.poll(() => page.getByTestId('preview-investmentMin').textContent()).toBe(`= ${shownMin}`);
  await page.getByLabel(`Maximum investment (${market.currency})`).fill(String(market.max));
  await page.getByLabel('Total investment source').selectOption('franchisor');
  await page.getByLabel('Royalty (%)').fill('6');
  await page.getByLabel('Royalty source').selectOption('fdd');
  await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');

  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await page.getByRole('img', { name: 'Current logo' }).waitFor();
  await page
    .getByLabel('Attach a PDF')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: BROCHURE_PDF });
  await page.getByTestId('listing-documents').getByText('brochure').waitFor();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('dashboard-listing').filter({ hasText: title }).getByText('In review').waitFor();

  // Pending: nobody else finds it yet.
  // Searched by the brand's first word, as a seeker would type it.
  const word = encodeURIComponent(title.split(' ')[0]!);
  const search = `${baseUrl()}/api/v1/opportunities?country=${market.code}&search=${word}`;
  const found = async () =>
    ((await (await fetch(search)).json()) as { items: { id: string; title: string }[] }).items.find(
      (o) => o.title === title,
    );
  expect(await found()).toBeUndefined();

  // An admin approves it in the review queue, after reading the diff.
  const admin = await adminContext(browser);
  await visit(admin.page, '/admin/listings');
  const item = admin.page.getByTestId('review-item').filter({ hasText: title });
  await item.getByText(/fields changed/).click();
  await item
    .getByRole('row', { name: /Minimum investment/ })
    .getByText(shownMin)
    .waitFor();
  await item.getByRole('button', { name: 'Approve' }).click();
  await item.waitFor({ state: 'detached' });
  const approvedAt = Date.now();
  let listing = await found();
  while (!listing && Date.now() - approvedAt < 5_000) listing = await found();
  const visibleAfterMs = Date.now() - approvedAt;
  expect(listing, 'published listing in search').toBeDefined();
  expect(visibleAfterMs).toBeLessThan(1_000);
  await admin.context.close();

  // On the market's list and in its search, money as the market writes it.
  const visitor = await openContext(browser);
  await visit(visitor.page, `${market.listPath}?sort=newest`);
  await visitor.page.getByText(title).first().waitFor();
  await visit(visitor.page, `${market.listPath}?search=${word}`);
  await visitor.page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .waitFor();
  expect(await visitor.page.getByText(shownMin).count()).toBeGreaterThan(0);
  await visitor.context.close();

  // A seeker asks for information.
  const asked = await fetch(`${baseUrl()}/api/v1/opportunities/${listing!.id}/information-requests`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      name: 'Meera Iyer',
      email: uniqueEmail('meera'),
      message: 'Is my city open for a new outlet?',
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
  return { visibleAfterMs };
}
