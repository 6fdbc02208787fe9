import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, newPage, waitForApp } from './browser.ts';

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

  it('arrives as server-rendered HTML and hydrates it in place, without errors', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // The HTML itself already holds the page: hero and six featured cards.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Find the franchise that fits your');
    expect(html.match(/data-testid="featured-card"/g)).toHaveLength(6);

    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await page.evaluate(() => {
      (window as unknown as { serverHeading: Element }).serverHeading = document.querySelector('h1')!;
    });
    await waitForApp(page);
    await page.getByRole('button', { name: 'India' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="featured-card"]')
        ?.getAttribute('href')
        ?.startsWith('/indian-opportunity/'),
    );
    // Hydration kept the server's elements (a mismatch would have replaced them) and said nothing.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element }).serverHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    expect(await hydrationProblems(page)).toEqual([]);
    await context.close();
  });
});
