// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import type { Page } from 'playwright-core';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { describe, expect, it, openContext, visit } from './fixtures.ts';

/** The id of the first listing a search of one market finds, through the API. */
async function firstId(country: string, search: string): Promise<string> {
  const res = await fetch(
    `${baseUrl()}/api/v1/opportunities?country=${country}&limit=1&search=${encodeURIComponent(search)}`,
  );
  const body = (await res.json()) as { items: { id: string; title: string }[] };
  return body.items[0]!.id;
}

const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search franchises' });

describe('search as people mean it', () => {
  it('the header suggests brands and industries, by keyboard: arrows, Enter, Escape', async ({
    page,
    navigate,
  }) => {
    await navigate('/about');
    const box = headerBox(page);
    await box.fill('piz');
    const list = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Crust & Co\. Pizza/ }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    // The industry first, then the brand: arrows move the marker the input points to.
    await box.press('ArrowDown');
    const first = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${first}"]`).innerText()).toContain('Food & Beverage');
    await box.press('ArrowDown');
    const second = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    expect(await second.innerText()).toContain('Crust & Co. Pizza');
    expect(await second.getAttribute('aria-selected')).toBe('true');

    // Escape closes the list, a second Escape clears the text.
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('piz');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');

    // Enter opens the marked brand.
    await box.fill('crust');
    await list.getByRole('option', { name: /Crust & Co\. Pizza/ }).waitFor();
    // The suggestions may still settle after typing: move down until the marked option is the brand.
    const marked = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : '';
    };
    for (let tries = 0; tries < 10 && !(await marked()).includes('Crust'); tries++) {
      await box.press('ArrowDown');
      await page.waitForTimeout(100);
    }
    expect(await marked()).toContain('Crust');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/opportunity/'));
    await page.getByRole('heading', { level: 1, name: 'Crust & Co. Pizza' }).waitFor();
    expect(await headerBox(page).inputValue()).toBe('');
    // Its revenue source names its year once (not "2025 FDD, Item 19, 2025").
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('2025 FDD, Item 19');
    expect(main).not.toMatch(/Item 19, 2025/);

    // An industry opens the list filtered by it.
    await headerBox(page).fill('fitn');
    await list
      .getByRole('option', { name: /Health & Fitness/ })
      .first()
      .waitFor();
    await headerBox(page).press('ArrowDown');
    await headerBox(page).press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/united-states' && url.searchParams.get('category') === 'Health & Fitness',
    );
  });

  it('a US search for chai says nothing matches here and shows India and a close industry', async ({
    page,
    navigate,
  }) => {
    await navigate('/united-states?search=chai');
    const empty = page.getByTestId('empty-state');
    await empty.getByText('No franchise in the United States matches “chai”.').waitFor();
    expect(await empty.innerText()).not.toContain('Oil Change');
    const alternatives = page.getByTestId('search-alternatives');
    await alternatives.getByRole('link', { name: 'Chai Katha' }).waitFor();
    await alternatives.getByRole('link', { name: /Food & Beverage \(\d+\)/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('category') === 'Food & Beverage' && !url.searchParams.has('search'),
    );
    await page.getByTestId('opportunity-card').first().waitFor();
  });

  it('names the other market as a sentence does, in agreement with its count', async ({ page, navigate }) => {
    await navigate('/india-franchises?search=pizza');
    const alternatives = page.getByTestId('search-alternatives');
    await alternatives.getByRole('link', { name: 'Crust & Co. Pizza' }).waitFor();
    // The demo catalog has one pizza brand in the United States: "1 franchise … matches".
    expect(await alternatives.locator('p').first().innerText()).toMatch(
      /^(1 franchise in the United States matches|\d+\+? franchises in the United States match) “pizza”:$/,
    );
    await alternatives.getByRole('link', { name: 'Search “pizza” in the United States' }).waitFor();
  });

  it('says how it read a typo', async ({ page, navigate }) => {
    await navigate('/united-states?search=pizaa');
    await page.getByTestId('search-correction').getByText('“pizza”').waitFor();
    expect(await page.getByTestId('opportunity-card').first().innerText()).toContain('Crust & Co. Pizza');
  });

  it('answers a page past the end with the last page, in the list and in the address', async ({
    page,
    navigate,
  }) => {
    const res = await fetch(`${baseUrl()}/api/v1/opportunities?country=IN&limit=1`);
    const { total } = (await res.json()) as { total: number };
    const last = Math.ceil(total / 12);
    await navigate('/india-franchises?page=99');
    await page.getByText(`Page ${last} of ${last}`).waitFor();
    const count = await page.getByTestId('result-count').innerText();
    expect(count).toContain(`showing ${(last - 1) * 12 + 1}–${total}`);
    expect(await page.getByTestId('opportunity-card').count()).toBe(total - (last - 1) * 12);
    await page.waitForURL((url) => url.searchParams.get('page') === String(last));
  });
});

describe('accounts links and forms', () => {
  it('every Join link opens /auth on the Join tab; Sign In on the Sign In tab', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    const links = [
      page.getByRole('banner').getByRole('link', { name: 'Join', exact: true }),
      page.getByRole('link', { name: 'Create your free account' }),
      page.getByRole('link', { name: 'Join free as a seeker' }),
      page.getByRole('link', { name: 'Join Franchisio' }),
    ];
    for (const link of links) expect(await link.getAttribute('href')).toBe('/auth?tab=join');
    await links[0]!.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Join' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it('the country picker finds USA, UK, Britain, Turkey and Türkiye, United States first', async ({
    page,
    navigate,
  }) => {
    await navigate('/auth?tab=join');
    const picker = page.getByRole('tabpanel', { name: 'Join' }).getByRole('combobox', { name: 'Country' });
    const filter = page.getByRole('textbox', { name: 'Filter countries' });
    const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
    for (const [typed, first] of [
      ['USA', 'United States'],
      ['UK', 'United Kingdom'],
      ['Britain', 'United Kingdom'],
      ['Turkey', 'Türkiye'],
      ['Türkiye', 'Türkiye'],
      ['united st', 'United States'],
    ] as const) {
      await picker.click();
      await filter.fill(typed);
      await expect.poll(() => options.first().innerText(), { message: typed }).toBe(first);
      if (typed === 'united st') {
        expect(await options.allInnerTexts()).toEqual([
          'United States',
          'United States Minor Outlying Islands',
        ]);
        await filter.press('Enter');
        await expect.poll(() => picker.innerText()).toBe('United States');
      } else await filter.press('Escape');
    }
  });

  it('prefills the contact form for a signed-in user', async ({ page, login, navigate }) => {
    const user = await login();
    await navigate('/contact');
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Name').inputValue()).toBe(`${user.firstName} ${user.lastName}`);
  });
});

describe('compare on what decides a franchise', () => {
  it('lines up cost, earnings, momentum and risk with sources, "Not disclosed" for gaps, names on screen at 375 px', async ({
    browser,
  }) => {
    const ids = [await firstId('US', 'pizza'), await firstId('US', 'coffee'), await firstId('IN', 'chai')];
    const { context, page } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await context.addInitScript(
      (list) => localStorage.setItem('franchisio.compare', list),
      JSON.stringify(ids),
    );
    await visit(page, '/compare');
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    const text = await table.innerText();
    for (const label of [
      'Total investment',
      'Initial franchise fee',
      'Royalty',
      'Technology fee',
      'Average unit revenue',
      'Net unit growth, 3 years',
      'Litigation (Item 3)',
      'Bankruptcy (Item 4)',
      'Franchisee turnover',
    ]) {
      expect(text, label).toContain(label);
    }
    expect(text).toContain('FDD, Item 7, 2025');
    expect(text).toContain('FDD, Item 20, 2025');
    expect(text).toContain('2025 FDD, Item 19');
    // Sources never say their year twice (not "2025 FDD, Item 19, 2025", "FY2024, 2025").
    expect(text).not.toMatch(/(\b\d{4}\b)[^\n]{1,30}, \1\b/);
    expect(text).not.toMatch(/FY\d{4}(-\d{2})?, \d{4}/);
    // The Indian listing without a disclosure document: its rows stay and say so.
    const litigation = page.getByRole('row', { name: /Litigation/ });
    expect(await litigation.innerText()).toContain('Not disclosed');
    // India in lakh with one decimal.
    expect(text).toMatch(/₹\d+\.\d L – ₹\d+\.\d L/);

    // Scrolled down (and sideways), the franchise names stay on screen.
    const scroller = page.getByTestId('compare-scroller');
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const name = page.getByTestId('compare-name').first();
    const [box, frame] = [await name.boundingBox(), await scroller.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y - 1);
    expect(box!.y).toBeLessThan(frame!.y + 20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
