// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, VIEWPORTS } from './browser.ts';

const PASSWORD = 'Catalog-Pa55word!';

/** A verified seeker account made through the API (sign-up → e-mailed code → verify). */
async function createSeeker(email: string) {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl() };
  const signUp = await fetch(`${baseUrl()}/api/v1/accounts/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Maya',
      lastName: 'Seeker',
      country: 'US',
      phone: '+1 201 555 0123',
      investmentBudget: '100k-250k',
      investmentTimeline: '6months',
      preferredIndustries: ['Food & Beverage'],
      businessExperience: 'some',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  const verify = await fetch(`${baseUrl()}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code, password: PASSWORD }),
  });
  expect(verify.status).toBe(200);
}

async function mailTo(email: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages;
}

const cards = (page: Page) => page.getByTestId('opportunity-card');

describe('catalog journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('search → filter → detail → ROI → request information → bookmark → compare three', async () => {
    const email = `catalog-${Date.now()}@example.com`;
    await createSeeker(email);
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));

    // Header search goes to the US list with ?search=.
    await page.goto('/');
    const headerSearch = page.getByRole('banner').getByPlaceholder('Search franchises...');
    await headerSearch.fill('pizaa');
    await headerSearch.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/united-states' && url.searchParams.get('search') === 'pizaa',
    );
    await cards(page).first().waitFor();
    expect(await cards(page).first().getByRole('heading').innerText()).toBe('Crust & Co. Pizza');

    // Clear the search, then filter by industry and investment; both land in the URL.
    await page.getByLabel('Search franchises in the United States').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    // The checkbox follows the URL, so it turns checked once the navigation is done.
    await page.getByLabel('Food & Beverage').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Food & Beverage');
    await page.getByLabel('Investment', { exact: true }).selectOption({ label: '$500K – $1M in all' });
    await page.waitForURL(
      (url) => url.searchParams.get('min') === '500000' && url.searchParams.get('max') === '1000000',
    );
    await page.getByTestId('result-count').waitFor();
    const count = Number(
      (await page.getByTestId('result-count').locator('strong').innerText()).replace(/,/g, ''),
    );
    expect(count).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cards(page).allInnerTexts()).every((t) => t.includes('Food & Beverage')))
      .toBe(true);
    // Back undoes the last filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('min'));
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('min') === '500000');

    // Open the first result.
    const first = cards(page).first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const detailUrl = new URL(page.url());
    expect(detailUrl.pathname).toMatch(/^\/opportunity\/[0-9a-f-]{36}$/);

    // ROI calculator (loaded when scrolled near): the listing's figures, then the seeker's own.
    await page.getByRole('heading', { name: 'ROI and payback calculator' }).scrollIntoViewIfNeeded();
    const payback = page.getByTestId('roi-payback');
    await payback.waitFor();
    await page.getByLabel('Total investment (USD)').fill('300000');
    await page.getByLabel('Expected yearly revenue (USD)').fill('1000000');
    await page.getByLabel('Profit margin (% of revenue)').fill('12');
    expect(await payback.innerText()).toBe('30 months');
    expect(await page.getByTestId('roi-yearly').innerText()).toBe('40.0%');

    // A visitor who bookmarks is asked to sign in and comes back to this page.
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to bookmark' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === detailUrl.pathname,
    );
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === detailUrl.pathname);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Request information, prefilled for the signed-in seeker; once per day. The header's link
    // scrolls to the form, which loads it.
    await page.getByRole('link', { name: 'Request information' }).click();
    const form = page.getByRole('form', { name: `Request information about ${title}` });
    await expect.poll(() => form.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await form.getByLabel('Name').inputValue()).toBe('Maya Seeker');
    await form.getByRole('button', { name: 'Request information' }).click();
    await page.getByTestId('request-sent').waitFor();
    await expect
      .poll(async () =>
        (await mailTo(email)).some((m) => m.subject === `Your request about ${title} was sent`),
      )
      .toBe(true);

    // Bookmark, signed in.
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await page.getByRole('button', { name: 'Bookmarked', exact: true }).waitFor();
    await page.goto('/bookmarks');
    await cards(page).first().waitFor();
    expect(await cards(page).first().getByRole('heading').innerText()).toBe(title);

    // Compare three, the fourth is ignored and the button says why.
    await page.goto('/united-states?sort=newest');
    await cards(page).nth(3).waitFor();
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      titles.push(await cards(page).nth(i).getByRole('heading').innerText());
      await cards(page)
        .nth(i)
        .getByRole('button', { name: /^Compare:/ })
        .click();
    }
    const fourth = cards(page)
      .nth(3)
      .getByRole('button', { name: /compare/i });
    expect(await fourth.innerText()).toContain('Compare full (3 max)');
    // aria-disabled: Playwright would wait for it to be enabled; a person can still press it.
    await fourth.click({ force: true });
    expect(
      await cards(page)
        .nth(3)
        .getByRole('button', { name: /compare/i })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    // The header badge shows the count.
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /Compare/ })
          .innerText(),
      )
      .toContain('3');

    // Kept across a reload.
    await page.reload();
    await cards(page).first().waitFor();
    // The list lives in this browser's storage, which the server's HTML cannot know: the button
    // is pressed once the page has hydrated.
    await expect
      .poll(() =>
        cards(page)
          .nth(0)
          .getByRole('button', { name: /compare/i })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.goto('/compare');
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    for (const t of titles) expect(headers.some((h) => h.includes(t))).toBe(true);
    expect(await table.locator('td[data-best]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Remove ${titles[0]} from compare` }).click();
    await expect.poll(() => table.locator('thead th').count()).toBe(3);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('Nothing to compare yet').waitFor();
    await context.close();
  });

  it('keeps every filter when a slow phone gets a second one before the first has shown', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/united-states');
    await cards(page).first().waitFor();
    // A twentieth of this machine's CPU: the first filter's render is still under way when the
    // second one is chosen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByLabel('Food & Beverage').click();
    await page.getByLabel('Investment', { exact: true }).selectOption({ label: '$500K – $1M in all' });
    await page.waitForURL((url) => url.searchParams.get('min') === '500000');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(new URL(page.url()).searchParams.get('category')).toBe('Food & Beverage');
    await expect.poll(() => page.getByLabel('Food & Beverage').isChecked()).toBe(true);
    await context.close();
  });

  it('shows India in lakh, coming-soon markets with notify me, and an empty state that suggests what to relax', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile);
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
    await page.goto('/india-franchises');
    await cards(page).first().waitFor();
    const text = await cards(page).first().innerText();
    expect(text).toMatch(/₹\d+(\.\d)? L – ₹\d+(\.\d)? (L|Cr)/);

    await page.goto('/franchises/germany');
    await page.getByText('Franchisio is coming soon to Germany').waitFor();
    // A market that is not open yet lists none of its listings (the demo ones included) until it opens.
    await page
      .getByTestId('empty-state')
      .getByText('German franchises are shown as soon as Franchisio opens in Germany.')
      .waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByLabel('E-mail address').fill(`notify-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('Thanks! We will e-mail you when we open in Germany.').waitFor();

    await page.goto('/united-states?search=zzqxv&homeBased=true');
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await empty.getByRole('button', { name: /Remove the search/ }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('search') && url.searchParams.get('homeBased') === 'true',
    );
    await cards(page).first().waitFor();
    await context.close();
  });

  it('redirects a listing opened under another market’s route to its own', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    const res = await fetch(`${baseUrl()}/api/v1/opportunities?country=IN&limit=1`);
    const { items } = (await res.json()) as { items: { id: string; title: string }[] };
    await page.goto(`/opportunity/${items[0]!.id}`);
    await page.waitForURL((url) => url.pathname === `/indian-opportunity/${items[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: items[0]!.title }).waitFor();
    await context.close();
  });
});
