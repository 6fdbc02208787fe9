import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Dosa Express ${Date.now().toString(36)}`;

describe('a seeker and a franchisor talk in a conversation, live', () => {
  it('opens a thread from an information request; the answer and the unread badge arrive without reloading', async ({
    browser,
  }) => {
    // A franchisor with a published listing (made and approved through the API).
    const { context: fc, page: franchisor } = await openContext(browser);
    // Neither side's page may throw or log an error along the way (live updates included).
    const errors: string[] = [];
    const watch = (who: string, page: Page) => {
      page.on('pageerror', (e) => errors.push(`${who}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${who}: ${m.text()} (${m.location().url})`);
      });
    };
    watch('franchisor', franchisor);
    await createFranchisor(fc, { companyName: 'Dosa Works Pvt Ltd', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    // A signed-in seeker (on a phone) requests information on the franchise page.
    const { context: sc, page: seeker } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    watch('seeker', seeker);
    await createSeeker(sc);
    await visit(seeker, `/indian-opportunity/${listingId}`);
    await seeker.getByRole('link', { name: 'Request information' }).click();
    const form = seeker.getByRole('form', { name: `Request information about ${TITLE}` });
    await form.getByLabel('Message').fill('Is Pune open for a new outlet?');
    await form.getByRole('button', { name: 'Request information' }).click();
    await seeker.getByTestId('request-sent').getByRole('link', { name: 'your messages' }).waitFor();

    // The franchisor answers in the dashboard's messages panel.
    await visit(franchisor, '/dashboard');
    const panel = franchisor.getByRole('region', { name: 'Messages' });
    await panel.getByRole('button', { name: /Maya Seeker/ }).click();
    const thread = franchisor.getByRole('region', { name: `Conversation: ${TITLE}` });
    await thread.getByText('Is Pune open for a new outlet?').waitFor();
    await thread.getByLabel('Your message').fill('Yes, Pune is open. Our terms: https://dosa.example/terms');
    await thread.getByRole('button', { name: 'Send' }).click();

    // The seeker, still on the franchise page, sees the unread badge appear without reloading.
    await expect
      .poll(() => seeker.getByTestId('messages-badge').textContent(), { timeout: 10_000 })
      .toBe('1');
    await seeker.getByRole('link', { name: /Messages \(1 unread\)/ }).click();
    await seeker
      .getByRole('button', { name: /Dosa Works|Test Franchise|Ravi/ })
      .first()
      .click();
    const mine = seeker.getByRole('region', { name: `Conversation: ${TITLE}` });
    await mine.getByText('Yes, Pune is open.', { exact: false }).waitFor();
    // Links are clickable, text is text.
    await mine.getByRole('link', { name: 'https://dosa.example/terms' }).waitFor();
    // Reading it clears the badge, live.
    await seeker.getByTestId('messages-badge').waitFor({ state: 'detached', timeout: 10_000 });

    // With the thread open, a second answer appears without a reload, and "Seen" reaches the company.
    await thread.getByLabel('Your message').fill('When can we call?');
    await thread.getByRole('button', { name: 'Send' }).click();
    await mine.getByText('When can we call?').waitFor({ timeout: 10_000 });
    await thread.getByText(/· Seen/).waitFor({ timeout: 10_000 });

    await seeker.screenshot({ path: '/tmp/rt-screens/conversation-375.png', fullPage: false });
    await franchisor.screenshot({ path: '/tmp/rt-screens/conversation-1280.png', fullPage: false });
    expect(errors).toEqual([]);
    await Promise.all([fc.close(), sc.close()]);
  }, 180_000);
});
