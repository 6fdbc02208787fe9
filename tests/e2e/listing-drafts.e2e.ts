// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { createSeeker, describe, expect, it, openContext, reloadApp, visit } from './fixtures.ts';

const EDIT_URL = /\/dashboard\/listings\/[0-9a-f-]{36}\/edit$/;

/** A franchisor whose company lists in Thailand (billed in the UK: no tax number asked). */
async function franchisor(context: BrowserContext) {
  await createSeeker(context);
  const registered = await context.request.put('/api/v1/franchisor/company', {
    data: {
      legalName: 'Siam Draft Bar Co., Ltd.',
      brandName: 'Siam Draft Bar',
      headquarters: 'London, United Kingdom',
      yearFounded: 2015,
      contactPerson: 'Niran Chai',
      phone: '+44 20 7946 0958',
      billingCountry: 'GB',
      markets: ['TH'],
    },
    headers: { Origin: baseUrl() },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/** The company's listings, as its dashboard reads them. */
async function myListings(context: BrowserContext) {
  const res = await context.request.get('/api/v1/franchisor/dashboard');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { listings: { id: string; title: string }[] }).listings;
}

const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 });

describe('the listing editor keeps every keystroke (issue 37.1)', () => {
  it('saves typed text without submitting, on leaving for another page and on closing the tab', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await franchisor(context);

    await visit(page, '/create-opportunity-thailand');
    await page.getByLabel('Brand name').fill('Draft Khao Soi');
    // The draft exists: the address is its own (replaced, not pushed) and pictures can be added.
    await page.waitForURL(EDIT_URL, { timeout: 15_000 });
    const editUrl = page.url();
    await page.getByLabel('Upload logo').waitFor();
    await saved(page).toBe('Saved');

    // Typed, and off to the dashboard before the autosave's pause: saved on the way out. That save
    // is held back until the editor is open again, so the editor has to wait for it rather than
    // open on what the server had before.
    await page.getByLabel('Description').fill('Northern Thai noodles, twelve outlets, a central kitchen.');
    await page.getByLabel('Minimum investment (THB)').fill('2500000');
    let releaseSave = () => {};
    const saveReleased = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    let saveHeld = () => {};
    const saveArrived = new Promise<void>((resolve) => {
      saveHeld = resolve;
    });
    const listingPut = (url: URL) => /^\/api\/v1\/franchisor\/listings\/[0-9a-f-]{36}$/.test(url.pathname);
    await page.route(listingPut, async (route) => {
      if (route.request().method() === 'PUT') {
        saveHeld();
        await saveReleased;
      }
      await route.fallback();
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.goBack();
    await page.waitForURL(EDIT_URL);
    // The editor left sends it as the editor opened in its place mounts.
    await saveArrived;
    releaseSave();
    await page.unroute(listingPut);
    await expect.poll(() => page.getByLabel('Brand name').inputValue()).toBe('Draft Khao Soi');
    await expect
      .poll(() => page.getByLabel('Description').inputValue())
      .toBe('Northern Thai noodles, twelve outlets, a central kitchen.');
    expect(await page.getByLabel('Minimum investment (THB)').inputValue()).toBe('2500000');

    // Typed, and the tab goes elsewhere at once: the page's way out (pagehide) saves it.
    await page.getByLabel('Maximum investment (THB)').fill('4000000');
    await page.goto('about:blank');
    await visit(page, new URL(editUrl).pathname);
    await expect.poll(() => page.getByLabel('Maximum investment (THB)').inputValue()).toBe('4000000');

    // A reload opens the same draft, and typing again saves into it: one draft in all.
    await reloadApp(page);
    expect(page.url()).toBe(editUrl);
    await expect.poll(() => page.getByLabel('Brand name').inputValue()).toBe('Draft Khao Soi');
    await page.getByLabel('Brand name').fill('Draft Khao Soi House');
    await saved(page).toBe('Saved');
    const listings = await myListings(context);
    expect(listings).toHaveLength(1);
    expect(listings[0]!.title).toBe('Draft Khao Soi House');
    await context.close();
  });
});

describe('the listing editor shows every rule where it is broken (issue 37.3)', () => {
  // Three rounds of typing, each waiting for its autosave: longer than one page's test.
  it('marks a minimum above the maximum and every other rule on its field, saves the valid fields, and names and focuses what to fix on submit', {
    timeout: 150_000,
  }, async ({ browser }) => {
    const { context, page } = await openContext(browser);
    await franchisor(context);

    await visit(page, '/create-opportunity-thailand');
    await page.getByLabel('Brand name').fill('Draft Pad Thai');
    await page.waitForURL(EDIT_URL, { timeout: 15_000 });
    await page.getByLabel('Minimum investment (THB)').fill('5000000');
    await page.getByLabel('Maximum investment (THB)').fill('1000000');
    await page
      .getByLabel('Description')
      .fill('Street-style pad thai in malls, fourteen outlets and a central kitchen.');
    await saved(page).toBe('Saved — fix the fields marked to save them too');
    const max = page.getByLabel('Maximum investment (THB)');
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Maximum investment must be at least the minimum investment (min ≤ max).').waitFor();
    await page.getByText('Amounts in Thai baht.').waitFor();

    // The other rules, each on its own field: a fee above the minimum, a fraction of a territory
    // (a number input), a source's year in the future; the investment's own source is valid.
    await page.getByLabel('Total investment source').selectOption('franchisor');
    await page.getByLabel('Franchise fee (THB)').fill('6000000');
    await page.getByLabel('Royalty (%)').fill('6');
    await page.getByLabel('Royalty source').selectOption('fdd');
    await page.getByLabel('Royalty FDD year').fill('2999');
    const territories = page.getByLabel('Territories available');
    expect(await territories.getAttribute('type')).toBe('number');
    await territories.fill('12.5');
    await saved(page).toBe('Saved — fix the fields marked to save them too');
    await page
      .getByText(
        'Franchise fee is part of the total investment: it cannot be more than the minimum investment.',
      )
      .waitFor();
    await page.getByText('Territories available must be a whole number, such as 12.').waitFor();
    await page.getByText('FDD year cannot be in the future.').waitFor();
    expect(await page.getByLabel('Royalty source').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    const problems = page.getByTestId('submit-problems');
    await problems.waitFor();
    const named = await problems.textContent();
    for (const label of [
      'Industry',
      'Maximum investment (THB)',
      'Franchise fee (THB)',
      'Royalty source',
      'Territories available',
    ])
      expect(named).toContain(label);
    expect(named).not.toContain('sources.');
    expect(page.url()).toMatch(EDIT_URL);
    // The keyboard is on the first field to fix.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-category');

    // The valid fields were saved, a valid source beside a refused one included; the refused were not.
    await reloadApp(page);
    await expect
      .poll(() => page.getByLabel('Description').inputValue())
      .toBe('Street-style pad thai in malls, fourteen outlets and a central kitchen.');
    expect(await page.getByLabel('Minimum investment (THB)').inputValue()).toBe('5000000');
    expect(await page.getByLabel('Maximum investment (THB)').inputValue()).toBe('');
    expect(await page.getByLabel('Franchise fee (THB)').inputValue()).toBe('');
    expect(await page.getByLabel('Royalty (%)').inputValue()).toBe('6');
    expect(await page.getByLabel('Total investment source').inputValue()).toBe('franchisor');
    expect(await page.getByLabel('Royalty source').inputValue()).toBe('');

    // Everything fixed but a figure's source: submit names it and puts the keyboard on its picker.
    await page.getByLabel('Industry').selectOption('Food & Beverage');
    await max.fill('9000000');
    await page.getByLabel('Franchise fee (THB)').fill('500000');
    await page.getByLabel('Royalty source').selectOption('franchisor');
    await saved(page).toBe('Saved');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page
      .getByText(
        'Franchise fee: say where the figure comes from (FDD item and year, or franchisor-reported).',
      )
      .waitFor();
    expect(await problems.textContent()).toContain('Franchise fee source');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-source-franchiseFee');

    // Nothing left to fix: it goes to review.
    await page.getByLabel('Franchise fee source').selectOption('franchisor');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
