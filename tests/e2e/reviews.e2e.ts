import { VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Idli Junction ${Date.now().toString(36)}`;
const REVIEW = 'The five-day training in Chennai was hands-on and the area manager visits every month.';

describe('franchise reviews people can read', () => {
  it('shows a seeded listing’s reviews with the count its stars claim', async ({ page }) => {
    await visit(page, '/india-franchises');
    await page.getByTestId('opportunity-card').first().getByRole('link').first().click();
    const claimed = await page
      .getByRole('link', { name: /\(\d+ reviews?\)/ })
      .first()
      .textContent();
    const count = Number(claimed!.match(/\((\d+) reviews?\)/)![1]);
    await page
      .getByRole('link', { name: /\(\d+ reviews?\)/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: `Read the ${count} ${count === 1 ? 'review' : 'reviews'}` })
      .click();
    const list = page.getByRole('list', { name: /^Reviews of / });
    await list.getByTestId('franchise-review').first().waitFor();
    await page.getByText(`${count} ${count === 1 ? 'review' : 'reviews'}`, { exact: true }).waitFor();
    const shown = await list.getByTestId('franchise-review').count();
    expect(shown).toBe(Math.min(count, 10));
    await expect
      .poll(() => list.getByTestId('franchise-review').first().textContent())
      .toMatch(/before reviewing/);
  });

  it('a seeker who asked writes a review, the franchisor replies, and both are shown', async ({
    browser,
  }) => {
    const { context: fc, page: franchisor } = await openContext(browser);
    await createFranchisor(fc, { companyName: 'Idli Works Pvt Ltd', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    const { context: sc, page: seeker } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await createSeeker(sc);
    await visit(seeker, `/indian-opportunity/${listingId}`);
    const reviews = seeker.getByRole('region', { name: 'Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await reviews
      .getByText(`No reviews yet. Seekers who have contacted ${TITLE} can write the first one.`)
      .waitFor();
    await reviews.getByText(/once you have contacted it/).waitFor();

    // Asking for information is the contact that lets the seeker review.
    await seeker.getByRole('link', { name: 'Request information' }).first().click();
    const form = seeker.getByRole('form', { name: `Request information about ${TITLE}` });
    await form.getByLabel('Message').fill('Is Bengaluru open for a new outlet?');
    await form.getByRole('button', { name: 'Request information' }).click();
    await seeker.getByTestId('request-sent').waitFor();

    const write = reviews.getByRole('form', { name: `Review ${TITLE}` });
    await write.waitFor();
    await write.getByRole('button', { name: 'Publish your review' }).click();
    await write.getByText('Choose 1 to 5 stars.').waitFor();
    await write.locator('label').filter({ hasText: '4 stars' }).click();
    await write.getByLabel('Your review').fill(REVIEW);
    await write.getByRole('button', { name: 'Publish your review' }).click();
    await reviews.getByRole('button', { name: 'Read the 1 review' }).click();
    const item = reviews.getByTestId('franchise-review').filter({ hasText: REVIEW });
    await item.waitFor();
    await expect
      .poll(() => item.getByRole('img').first().getAttribute('aria-label'))
      .toBe('4 out of 5 stars');
    await reviews.getByText('1 review', { exact: true }).waitFor();
    await reviews.getByText('Your review', { exact: true }).waitFor();

    // The listing's company answers in public.
    await visit(franchisor, `/indian-opportunity/${listingId}`);
    const theirs = franchisor.getByRole('region', { name: 'Reviews' });
    await theirs.scrollIntoViewIfNeeded();
    await theirs.getByRole('button', { name: 'Read the 1 review' }).click();
    const toAnswer = theirs.getByTestId('franchise-review').filter({ hasText: REVIEW });
    await toAnswer.getByRole('button', { name: 'Reply in public' }).click();
    await toAnswer.getByLabel('Your public reply').fill('Thank you! Bengaluru South is open this quarter.');
    await toAnswer.getByRole('button', { name: 'Publish reply' }).click();
    await toAnswer.getByText('Reply from Idli Works Pvt Ltd').waitFor();

    // The seeker sees the reply; the header's stars count the review.
    await visit(seeker, `/indian-opportunity/${listingId}`);
    await seeker.getByRole('link', { name: /\(1 review\)/ }).waitFor();
    const again = seeker.getByRole('region', { name: 'Reviews' });
    await again.scrollIntoViewIfNeeded();
    await again.getByRole('button', { name: 'Read the 1 review' }).click();
    await again.getByText('Bengaluru South is open this quarter.').waitFor();
    await fc.close();
    await sc.close();
  });
});
