import type { Page } from 'playwright-core';
import { hydrationProblems, VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Dosa Express ${Date.now().toString(36)}`;

describe('a seeker and a franchisor talk in a conversation, live', () => {
  it('opens a thread from an information request; the franchisor finds it on their home, answers at /messages, and the answer and the unread badge arrive without reloading', async ({
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

    // The franchisor's home is theirs (issue 37): their listing with its status, the new lead and
    // the thread, not a seeker's insights; each leads to where it is worked.
    await visit(franchisor, '/');
    expect(await hydrationProblems(franchisor)).toEqual([]);
    await franchisor.getByRole('heading', { level: 1, name: 'Welcome back, Ravi!' }).waitFor();
    const listings = franchisor.getByRole('region', { name: 'Your listings (1)' });
    const listing = listings.getByRole('listitem').filter({ hasText: TITLE });
    await listing.getByText('Published', { exact: true }).waitFor();
    expect(await listing.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(
      `/dashboard/listings/${listingId}/edit`,
    );
    const leads = franchisor.getByRole('region', { name: 'Recent leads' });
    await leads.getByRole('listitem').filter({ hasText: 'Maya Seeker' }).getByText('New').waitFor();
    expect(await leads.getByRole('link', { name: /Work on your leads/ }).getAttribute('href')).toBe(
      '/dashboard#dash-leads',
    );
    await franchisor
      .getByRole('region', { name: 'Upcoming calls' })
      .getByText('No upcoming calls.')
      .waitFor();
    await franchisor.getByRole('region', { name: 'Membership' }).waitFor();
    expect(await franchisor.getByText('Profile Insights').count()).toBe(0);
    expect(await franchisor.getByTestId('kredit-status').count()).toBe(0);
    await franchisor.screenshot({ path: '/tmp/inbox-home-1280.png', fullPage: true });
    await franchisor.setViewportSize(VIEWPORTS.mobile);
    expect(await franchisor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await franchisor.screenshot({ path: '/tmp/inbox-home-375.png', fullPage: true });
    await franchisor.setViewportSize(VIEWPORTS.desktop);

    // The header's Messages leads every role to /messages, with the unread count.
    const inboxLink = franchisor.getByRole('link', { name: 'Messages (1 unread)' });
    expect(await inboxLink.getAttribute('href')).toBe('/messages');

    // The home's preview opens the thread in /messages, where the franchisor reads and answers.
    await franchisor
      .getByRole('region', { name: 'Messages' })
      .getByRole('link', { name: /Maya Seeker/ })
      .click();
    await franchisor.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('thread'));
    const thread = franchisor.getByRole('region', { name: `Conversation: ${TITLE}` });
    await thread.getByText('Is Pune open for a new outlet?').waitFor();
    // Reading it clears the franchisor's badge.
    await franchisor.getByTestId('messages-badge').waitFor({ state: 'detached', timeout: 10_000 });
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
    await franchisor.screenshot({ path: '/tmp/inbox-messages-1280.png', fullPage: false });

    // The same inbox on a phone: the franchisor's list, then the thread with a way back.
    await franchisor.setViewportSize(VIEWPORTS.mobile);
    await visit(franchisor, '/messages');
    await franchisor
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Maya Seeker/ })
      .click();
    await thread.getByText('When can we call?').waitFor();
    expect(await franchisor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await franchisor.screenshot({ path: '/tmp/inbox-messages-375.png', fullPage: false });

    // A link made before the one inbox (an old e-mail or bell item) still opens the thread.
    const threadId = new URL(franchisor.url()).searchParams.get('thread');
    await visit(franchisor, `/dashboard?thread=${threadId}#messages`);
    await franchisor.waitForURL(
      (url) => url.pathname === '/messages' && url.searchParams.get('thread') === threadId,
    );
    await thread.getByText('When can we call?').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([fc.close(), sc.close()]);
  }, 180_000);
});
