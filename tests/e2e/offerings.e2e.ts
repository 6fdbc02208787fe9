import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS } from './browser.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/fnav-shots';

describe('software, AI tools and business services', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists software, opens a detail page and comes back', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/software');
    const cards = page.getByTestId('offering-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    await expect.poll(() => page.title()).toBe('Software | Franchisio');
    expect(await cards.first().textContent()).toMatch(/Earn \d+(\.\d)?% back/);

    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/software\/[0-9a-f-]{36}$/);
    // The title follows the page in an effect, just after the heading has rendered.
    await expect.poll(() => page.title()).toBe(`${name} | Franchisio`);
    await page.getByRole('heading', { name: 'Features' }).waitFor();
    await page
      .getByText('Franchisio members earn up to 25% back on spends', { exact: false })
      .first()
      .waitFor();
    const site = page.getByRole('link', { name: /Visit website/ });
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('heading', { name: 'Similar software' }).isVisible()).toBe(true);

    await page.goBack();
    await cards.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/software');
    await context.close();
  });

  it('filters by category, and sends an id of another kind to its own route', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/ai-tools-listings');
    const cards = page.getByTestId('offering-card');
    await cards.first().waitFor();
    await page.getByLabel('Category').selectOption('Call answering');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="offering-card"]').length === 1);
    expect(await cards.first().textContent()).toContain('Call answering');
    await cards.first().getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { name: 'Features' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(new URL(page.url()).pathname).toBe(`/ai-tools/${id}`);

    await page.goto(`/business-service/${id}`);
    await page.waitForURL(`**/ai-tools/${id}`);
    await page.getByRole('heading', { name: 'Features' }).waitFor();

    // A link to a category with nothing listed says so, with that category chosen, and can clear it.
    await page.goto('/software?category=Telepathy');
    await page.getByText('No software match these filters.').waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('Telepathy');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/software' && !url.searchParams.has('category'));
    await cards.first().waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('');
    await context.close();
  });

  it('looks right at 375 and 1280 px', async () => {
    for (const [label, viewport] of [
      ['375', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
      await page.goto('/software');
      await page.getByTestId('offering-card').first().waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(await overflow()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/software-${label}.png`, fullPage: true });
      await page.getByTestId('offering-card').first().getByRole('heading').getByRole('link').click();
      await page.getByRole('heading', { name: 'Features' }).waitFor();
      expect(await overflow()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/software-detail-${label}.png`, fullPage: true });
      await context.close();
    }
  });
});
