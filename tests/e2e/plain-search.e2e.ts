// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import { VIEWPORTS } from './browser.ts';
import { describe, expect, it, openContext, visit } from './fixtures.ts';

describe('plain-language search on a market list', () => {
  it('reads “under 50k” as a budget chip, shows listings within it, and searches the words once the chip is removed', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await visit(page, '/united-states');
    const box = page.getByRole('searchbox', { name: 'Search franchises in the United States' });
    await box.fill('under 50k');
    await box.press('Enter');

    const chip = page.getByRole('button', { name: /^Investment up to \$50,000: remove/ });
    await chip.waitFor();
    expect(await chip.innerText()).toContain('Investment up to $50,000');
    await page.getByTestId('opportunity-card').first().waitFor();
    // Every card's investment range ends within the budget ("$22,000 – $46,000").
    const ranges = await page
      .getByTestId('opportunity-card')
      .locator('dt:text-is("Investment") + dd')
      .allInnerTexts();
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) {
      expect(Number(range.split('–')[1]!.replace(/[^\d.]/g, '')), range).toBeLessThanOrEqual(50_000);
    }
    expect(new URL(page.url()).searchParams.get('search')).toBe('under 50k');

    // By keyboard: the chip takes focus and Enter removes it.
    await chip.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/literal=1/);
    await page.getByText('No franchise in the United States matches “under 50k”').waitFor();
    expect(await page.getByTestId('understood').count()).toBe(0);
    expect(await box.inputValue()).toBe('under 50k');
    await context.close();
  });
});
