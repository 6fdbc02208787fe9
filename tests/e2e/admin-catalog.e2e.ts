import { VIEWPORTS } from './browser.ts';
import { createFranchisor, describe, expect, it, openContext, visit } from './fixtures.ts';
import { adminContext, publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Takedown Tiffin ${Date.now().toString(36)}`;
const REASON = 'The revenue figure contradicts the disclosure document you attached.';

describe('the admin catalogue of live listings (issue 37.8)', () => {
  it('an admin finds a live listing by name, pauses it with a reason; the public page is gone and the franchisor reads why', async ({
    browser,
  }) => {
    const { context: fc, page: franchisor } = await openContext(browser);
    await createFranchisor(fc, { companyName: 'Tiffin Takedown Foods LLP', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    // The admin, on a phone-sized screen, goes from the admin menu to the catalogue and searches.
    const admin = await adminContext(browser);
    const page = admin.page;
    await page.setViewportSize(VIEWPORTS.mobile);
    await visit(page, '/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Live listings' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/catalog');
    await page.getByLabel('Listing or company name').fill(TITLE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('list', { name: 'Listings' }).getByRole('link', { name: new RegExp(TITLE) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row.click();
    await page.waitForURL((url) => url.pathname === `/admin/listings/${listingId}`);

    // Its public page, as the public sees it, before the pause.
    const moderation = page.getByRole('region', { name: 'Moderation' });
    const preview = moderation.getByRole('link', { name: 'Preview as the public sees it' });
    expect(await preview.getAttribute('href')).toBe(`/indian-opportunity/${listingId}`);

    // A reason that is too short is refused on the field; then paused with the real one.
    await moderation.getByRole('button', { name: 'Pause with a reason' }).click();
    const reason = moderation.getByLabel('Why is it paused? The franchisor reads this.');
    await reason.fill('Too short');
    await moderation.getByRole('button', { name: 'Pause listing' }).click();
    await moderation.getByText('Reason must be 10–2000 characters.').waitFor();
    await reason.fill(REASON);
    await moderation.getByRole('button', { name: 'Pause listing' }).click();
    await expect.poll(() => page.getByTestId('admin-listing-status').textContent()).toBe('Paused');
    await moderation.getByText(REASON).waitFor();
    expect(await moderation.getByRole('link', { name: 'Preview as the public sees it' }).count()).toBe(0);
    await moderation.getByRole('button', { name: 'Resume' }).waitFor();
    await admin.context.close();

    // The public page answers 404 and says so.
    const { context: visitor, page: public_ } = await openContext(browser);
    const response = await public_.goto(`/indian-opportunity/${listingId}`);
    expect(response?.status()).toBe(404);
    await public_.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await visitor.close();

    // The franchisor's dashboard shows the reason, offers no Resume, and the way back.
    await visit(franchisor, '/dashboard');
    const item = franchisor.getByTestId('dashboard-listing').filter({ hasText: TITLE });
    await item.getByTestId('paused-reason').getByText(REASON).waitFor();
    expect(await item.getByRole('button', { name: 'Resume' }).count()).toBe(0);
    await item.getByRole('link', { name: 'Edit and resubmit' }).waitFor();
    await fc.close();
  }, 180_000);
});
