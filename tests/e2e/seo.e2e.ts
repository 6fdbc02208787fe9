// The title the server sends is the title the browser shows; landing pages work in a browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, VIEWPORTS, waitForApp } from './browser.ts';

async function firstListing(country: string) {
  const res = await fetch(`${baseUrl()}/api/v1/opportunities?country=${country}&limit=1`);
  return ((await res.json()) as { items: { id: string }[] }).items[0]!;
}

describe('heads and landing pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the server’s title on every kind of page, before and after the app starts', async () => {
    const us = await firstListing('US');
    const paths = [
      '/',
      '/about',
      '/kredit',
      '/united-states',
      `/opportunity/${us.id}`,
      '/india-franchises/food-and-beverage',
      '/india-franchises/under-10-lakh',
      '/opportunity/00000000-0000-4000-8000-000000000000',
      '/no-such-page',
    ];
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    for (const path of paths) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const serverTitle = /<title>(.*?)<\/title>/
        .exec(html)![1]!
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'");
      expect(serverTitle, path).toMatch(/ \| Franchisio$/);
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.title(), path).toBe(serverTitle);
    }
    await context.close();
  });

  it('opens a landing page from the list’s popular searches, on a phone, and goes on to the full list', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/india-franchises');
    await waitForApp(page);
    const searches = page.getByRole('navigation', { name: 'Popular searches' }).first();
    await searches.getByRole('link', { name: /Food & Beverage Franchises in India/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Food & Beverage Franchises in India' }).waitFor();
    await expect.poll(() => page.title()).toBe('Food & Beverage Franchises in India | Franchisio');
    const intro = (await page.locator('h1 + p').textContent()) ?? '';
    expect(intro).toMatch(/^\d+ Food & Beverage franchises in India are listed on Franchisio\./);
    expect(await page.getByTestId('opportunity-card').count()).toBeGreaterThanOrEqual(3);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: /Filter and sort all \d+ in the full list/ }).click();
    await page.waitForURL(/\/india-franchises\?category=Food/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
