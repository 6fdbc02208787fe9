import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

describe('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows featured franchises from the seeded catalog', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/');
    const cards = page.getByTestId('featured-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    expect(await page.title()).toContain('Franchisio');
    await context.close();
  });
});
