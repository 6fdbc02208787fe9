import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, VIEWPORTS } from './browser.ts';

/** A page whose visitor already answered the country chooser (so it does not cover the page). */
async function visitorPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
  return opened;
}

async function seriousViolations(page: Page) {
  // biome-ignore lint/suspicious/noExplicitAny: playwright-core's Page is the Page AxeBuilder expects
  const results = await new AxeBuilder({ page: page as any })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches from the header: blank text does nothing, a term lands on the US list and the box clears', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/about');
    const box = page.getByRole('banner').getByPlaceholder('Search franchises...');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/about');

    await box.fill('coffee & tea');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/united-states');
    expect(new URL(page.url()).searchParams.get('search')).toBe('coffee & tea');
    expect(await page.getByRole('banner').getByPlaceholder('Search franchises...').inputValue()).toBe('');
    await context.close();
  });

  it('keeps a server-rendered page readable and searchable when its code cannot load, and reports it', async () => {
    const { context, page } = await visitorPage(browser);
    // The app's code never arrives (a flaky network, or a deploy that replaced it).
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort());
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/client-errors'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect((await reported).postDataJSON()).toMatchObject({ kind: 'route' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Find the franchise');

    // The header search is a plain form too: it lands on the US list.
    const search = page.getByRole('banner').getByPlaceholder('Search franchises...');
    await search.fill('coffee');
    await search.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/united-states' && url.searchParams.get('search') === 'coffee',
    );
    await context.close();
  });

  it('opens the menu on a 375 px screen, mirrors the header and closes after a search', async () => {
    const { context, page } = await visitorPage(browser, VIEWPORTS.mobile);
    await page.goto('/');
    const header = page.getByRole('banner');
    // The desktop bar is hidden on a phone; the menu button is shown.
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    for (const name of [
      'Home',
      'Discover',
      'Kredit',
      'Partners',
      'US Franchisors',
      'Indian Franchisors',
      'Sign In',
      'Join',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await menu.getByRole('link', { name: 'Join', exact: true }).getAttribute('href')).toBe(
      '/auth?tab=join',
    );
    expect(await header.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await menu.getByPlaceholder('Search franchises...').fill('fitness');
    await menu.getByPlaceholder('Search franchises...').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/united-states' && url.searchParams.get('search') === 'fitness',
    );
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the List Franchise menu with US and Indian franchisors', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/kredit');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'List Franchise' });
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const us = page.getByRole('banner').getByRole('link', { name: 'US Franchisors' });
    expect(await us.isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Indian Franchisors' }).isVisible()).toBe(
      true,
    );
    expect(await us.getAttribute('href')).toBe('/join-franchisio-us');
    expect(
      await page.getByRole('banner').getByRole('link', { name: 'Indian Franchisors' }).getAttribute('href'),
    ).toBe('/join-franchisio-india');
    await page.keyboard.press('Escape');
    await us.waitFor({ state: 'hidden' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // The link leads to the US join page.
    await trigger.click();
    await us.click();
    await page.waitForURL('**/join-franchisio-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('answers an unknown path with status 404 and the Page Not Found screen', async () => {
    const { context, page } = await visitorPage(browser);
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(
      await page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.").isVisible(),
    ).toBe(true);
    expect(await page.title()).toBe('Page Not Found | Franchisio');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the Application Error screen on a render failure, reports it, copies it and recovers with Try Again', async () => {
    const { context, page } = await visitorPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const reported = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/client-errors') && r.method() === 'POST',
    );
    await page.goto('/about?__crash=1');
    await page.getByRole('heading', { name: 'Application Error' }).waitFor();
    expect(
      await page.getByText("We're sorry, but something went wrong. Our team has been notified.").isVisible(),
    ).toBe(true);
    const errorId = (await page.getByTestId('error-id').textContent())!.trim();
    expect(errorId).toMatch(/^err_[a-z0-9]{8,40}$/);
    const report = (await reported).postDataJSON() as { errorId: string; kind: string; message: string };
    expect(report).toMatchObject({ errorId, kind: 'render' });
    expect(report.message).toContain('Forced render failure');
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe('/contact');

    const alert = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Report Issue' }).click();
    expect(await alert).toBe('Error details copied to clipboard. Please send this to support.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Error ID: ${errorId}`);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Application Error' }).count()).toBe(0);
    await context.close();
  });

  it("shows 'Unexpected Application Error!' when a page cannot be loaded, and reports it", async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    // The contact page's code fails to download (a network failure, or a release replaced it).
    await page.route(/\/assets\/contact-[^/]+\.js$/, (route) => route.abort());
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/client-errors'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect((await reported).postDataJSON()).toMatchObject({ kind: 'route' });
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('sends the contact form, which is validated, thanked for and arrives in the outbox', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter a valid e-mail address.').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    const subject = `Listing question ${Date.now()}`;
    await page.getByLabel('Name').fill('Arjun Mehta');
    await page.getByLabel('E-mail').fill('arjun.mehta@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('How long does the review of a new franchise listing usually take?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you, your message is on its way' }).waitFor();

    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=team@franchisio.com`);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
    const mail = messages.find((m) => m.subject === `Contact form: ${subject}`);
    expect(mail?.text).toContain('arjun.mehta@example.com');
    expect(mail?.text).toContain('How long does the review');
    await context.close();
  });

  it('welcomes a first-time visitor with the country chooser once, and remembers the choice', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Franchisio' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /India/ }).click();
    await page.waitForURL((url) => url.pathname === '/india-franchises');
    expect(await page.evaluate(() => localStorage.getItem('franchisio.selectedCountry'))).toBe('IN');

    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The greeting would come 1.5 s after load; give it longer than that.
    await page.waitForTimeout(2500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The remembered market is the one featured first.
    expect(await page.getByRole('button', { name: 'India', pressed: true }).count()).toBe(1);
    await context.close();
  });

  it('lets a first-time visitor dismiss the country chooser with Escape, for good', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Franchisio' });
    await dialog.waitFor();
    // Modal: focus is inside and the page behind does not answer.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog hides at once; its close event, which remembers the dismissal, is a task later.
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem('franchisio.countrySelected'),
          localStorage.getItem('franchisio.selectedCountry'),
        ]),
      )
      .toEqual(['true', null]);
    // Still reachable on purpose, and closed by its button.
    await page.getByRole('button', { name: 'Choose your market' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a progress bar while the next page loads', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/about');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    // The current page stays on screen meanwhile.
    expect(await page.getByRole('heading', { name: 'About Us', level: 1 }).isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });

  it('starts a new page at the top and returns to where the last one was left on Back', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/privacy-policy');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    // The sticky header's link, reachable without scrolling.
    await page.getByRole('banner').getByRole('link', { name: 'Kredit', exact: true }).click();
    await page.getByRole('heading', { name: /Working capital for franchise owners/, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.waitForFunction(() => window.scrollY === 1500);

    // A fresh load of another page in the same tab starts at the top, not where the last
    // fresh load was left (both are the tab's first entry to the router).
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // goto waits for the app, and the restoration runs in a layout effect as it starts.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();

    // An "On this page" link goes to its section, under the sticky header.
    const onThisPage = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const href = await onThisPage.nth(3).getAttribute('href');
    await onThisPage.nth(3).click();
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top > 60 && top < 140;
    }, href!.slice(1));
    await context.close();
  });

  it('shows featured franchises of both live markets as cards linking to their detail pages', async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/');
    const cards = page.getByTestId('featured-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getAttribute('href')).toMatch(/^\/opportunity\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'India' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="featured-card"]')
        ?.getAttribute('href')
        ?.startsWith('/indian-opportunity/'),
    );
    expect(await page.getByText('95% Match Rate').isVisible()).toBe(true);
    expect(await page.getByText('Coming soon', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends a page view on every route change', async () => {
    const { context, page } = await visitorPage(browser);
    const views: { path: string; visitorId: string; device: string }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/analytics/page-views')) views.push(r.postDataJSON());
    });
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(views.map((v) => v.path)).toEqual(['/about', '/privacy-policy']);
    expect(views[0]!.visitorId).toMatch(/^v_[0-9a-f]{32}$/);
    expect(views[1]!.visitorId).toBe(views[0]!.visitorId);
    expect(views[0]!.device).toBe('desktop');
    expect(await page.title()).toBe('Privacy Policy | Franchisio');
    await context.close();
  });

  it('fits every public page into a 375 px screen without sideways scrolling', async () => {
    const { context, page } = await visitorPage(browser, VIEWPORTS.mobile);
    const paths = ['/', '/about', '/our-partners', '/contact', '/kredit', '/all-about-kredit'];
    paths.push('/privacy-policy', '/terms-of-service', '/cookie-policy', '/legal', '/compliance');
    paths.push('/disclosure', '/no-such-page');
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The home page's featured cards arrive with the server's HTML: measure with them in.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) overflowing.push(`${path} is ${width} px wide`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it.each([
    ['home', '/'],
    ['contact', '/contact'],
    ['404', '/missing-page'],
    ['privacy policy', '/privacy-policy'],
  ])('has no serious or critical accessibility violations on the %s page', async (_name, path) => {
    const { context, page } = await visitorPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/') await page.getByTestId('featured-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
