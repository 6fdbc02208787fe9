// The title the server sends is the title the browser shows; landing pages work in a browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../src/shared/markets.ts';
import { OFFERING_KIND_PAGES } from '../../src/shared/offering-kinds.ts';
import { PAGES } from '../../src/shared/routes.ts';
import { baseUrl, launchBrowser, newPage, VIEWPORTS, waitForApp } from './browser.ts';

/**
 * A path for every page of the route table search engines may index: a listing of each market
 * (or of another, which redirects), an offering of each kind and a landing page where one exists.
 */
async function publicPagePaths(): Promise<string[]> {
  const get = async <T>(p: string) => (await (await fetch(`${baseUrl()}${p}`)).json()) as T;
  const listingOf = new Map<string, string>();
  for (const code of MARKET_CODES) {
    const { items } = await get<{ items: { id: string }[] }>(`/api/v1/opportunities?country=${code}&limit=1`);
    if (items[0]) listingOf.set(code, items[0].id);
  }
  const { items: landing } = await get<{ items: { path: string; country: string }[] }>(
    '/api/v1/landing-pages',
  );
  const paths: string[] = [];
  for (const p of PAGES.filter((x) => !x.noindex)) {
    const prefix = p.path.slice(0, p.path.lastIndexOf('/'));
    if (!p.path.includes(':')) paths.push(p.path);
    else if (p.path.endsWith('/:landing')) {
      const link = landing.find((l) => MARKETS[l.country as MarketCode].listPath === prefix);
      if (link) paths.push(link.path);
    } else {
      const market = MARKET_CODES.find((c) =>
        [MARKETS[c].detailPrefix, ...MARKETS[c].detailAliases].includes(prefix),
      );
      const kind = Object.values(OFFERING_KIND_PAGES).find((k) => k.detailPrefixes.includes(prefix));
      if (market) paths.push(`${prefix}/${listingOf.get(market) ?? listingOf.get('US')}`);
      else if (kind) {
        const { items } = await get<{ items: { id: string }[] }>(
          `/api/v1/offerings?kind=${kind.kind}&limit=1`,
        );
        paths.push(`${prefix}/${items[0]!.id}`);
      } else throw new Error(`No way to open ${p.path}`);
    }
  }
  return paths;
}

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

  it('shows the server’s title on every public page of the route table, before and after the app starts', async () => {
    const us = await firstListing('US');
    const paths = [
      ...(await publicPagePaths()),
      '/opportunity/00000000-0000-4000-8000-000000000000',
      '/no-such-page',
    ];
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    expect(paths).toContain(`/opportunity/${us.id}`);
    for (const path of paths) {
      const res = await fetch(`${baseUrl()}${path}`);
      const html = await res.text();
      const serverTitle = /<title>(.*?)<\/title>/
        .exec(html)![1]!
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'");
      expect(serverTitle, path).toMatch(/ \| Franchisio$/);
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The title the app sets once its data is in: the same words.
      await expect.poll(() => page.title(), { message: path, timeout: 5_000 }).toBe(serverTitle);
      expect(new URL(page.url()).pathname, path).toBe(new URL(res.url).pathname);
    }
    await context.close();
  }, 600_000);

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

  it('opens a landing page from the footer, and no budget page scrolls sideways on a phone', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/about');
    await waitForApp(page);
    const footer = page.locator('footer').getByRole('navigation', { name: 'Popular searches' });
    const first = footer.getByRole('link').first();
    const heading = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect.poll(() => page.title()).toBe(`${heading} | Franchisio`);

    const { items } = (await (await fetch(`${baseUrl()}/api/v1/landing-pages?country=IN`)).json()) as {
      items: { path: string; kind: string }[];
    };
    const budgets = items.filter((l) => l.kind === 'band');
    expect(budgets.length).toBeGreaterThan(0);
    for (const l of budgets) {
      await page.goto(l.path);
      await page.getByTestId('opportunity-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), l.path).toBeLessThanOrEqual(
        375,
      );
    }
    await context.close();
  }, 120_000);
});
