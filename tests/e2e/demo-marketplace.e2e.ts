import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { describe, expect, it, openContext, visit } from './fixtures.ts';

const LISTING = 'Tidepool Poke Bar';
const SHOTS = '/tmp/demo-marketplace-screens';

/** The README's demo sign-in for the company that lists `listing`: what a person starting out reads. */
function readmeCredentials(listing: string): { email: string; password: string } {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const row = readme
    .split('\n')
    .find((line) => line.startsWith('|') && line.includes(`${listing} (`) && line.includes('@'));
  const [email, password] = [...(row ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  if (!email || !password) throw new Error(`the README names no demo account for ${listing}`);
  return { email, password };
}

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email}`);
}

const bookmarkDeleted = (page: Page) =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/api/v1/bookmarks/') && r.request().method() === 'DELETE',
  );

describe('the demo marketplace on a fresh start, with no test fixtures', () => {
  it('a new seeker bookmarks and unbookmarks, asks a demo listing for a call and writes to it; the demo franchisor from the README answers both', async ({
    browser,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const lastName = `Okafor${Date.now().toString(36)}`;
    const email = `demo-journey-${Date.now().toString(36)}@example.com`;
    const password = 'Journey-Pa55word!';

    // A seeker joins from the sign-in page, as anyone would.
    const { context: sc, page: seeker } = await openContext(browser, { timezoneId: 'America/Chicago' });
    await visit(seeker, '/auth');
    await seeker.getByRole('tab', { name: 'Join' }).click();
    await seeker.getByLabel('First name').fill('Nadia');
    await seeker.getByLabel('Last name').fill(lastName);
    await seeker.getByLabel('Email').fill(email);
    await seeker.getByLabel('Password').fill(password);
    await seeker.getByRole('combobox', { name: 'Country' }).click();
    await seeker.getByLabel('Filter countries').fill('United States');
    await seeker.getByRole('option', { name: 'United States', exact: true }).click();
    await seeker.getByLabel('Phone').fill('(201) 555-0123');
    await seeker.getByRole('button', { name: 'Continue' }).click();
    await seeker.getByText('Step 2 of 2').waitFor();
    await seeker.getByLabel('Investment budget').selectOption({ index: 2 });
    await seeker.getByLabel('Investment timeline').selectOption('6months');
    await seeker.getByLabel('Food & Beverage').check();
    await seeker.getByLabel('Business experience').selectOption('some');
    await seeker.getByRole('button', { name: 'Create Account' }).click();
    await seeker.getByLabel('Verification code').fill(await codeFor(email));
    await seeker.getByRole('button', { name: 'Verify Email' }).click();
    await seeker.getByRole('button', { name: `Account menu for Nadia ${lastName}` }).waitFor();

    // Finds a demo listing with the header search and opens it.
    const headerSearch = seeker.getByRole('banner').getByPlaceholder('Search franchises...');
    await headerSearch.fill('Tidepool');
    await headerSearch.press('Enter');
    const card = seeker.getByTestId('opportunity-card').filter({ hasText: LISTING }).first();
    await card.getByRole('link', { name: LISTING }).click();
    await seeker.getByRole('heading', { level: 1, name: LISTING }).waitFor();
    const detailPath = new URL(seeker.url()).pathname;

    // Bookmarks it, then removes the bookmark from /bookmarks; a reload shows it is gone.
    await seeker.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await seeker.getByRole('button', { name: 'Bookmarked', exact: true }).waitFor();
    await visit(seeker, '/bookmarks');
    const saved = seeker.getByTestId('opportunity-card').filter({ hasText: LISTING });
    await saved.waitFor();
    const removal = bookmarkDeleted(seeker);
    await saved.getByRole('button', { name: `Bookmarked: ${LISTING}` }).click();
    expect((await removal).status()).toBe(204);
    await visit(seeker, '/bookmarks');
    await seeker.getByText('No bookmarks yet').waitFor();

    // Asks for a call: the demo company has an account, so the page offers one.
    await visit(seeker, detailPath);
    await seeker.getByRole('link', { name: 'Request a call' }).click();
    const callForm = seeker.getByRole('form', { name: `Request a call about ${LISTING}` });
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await callForm.getByLabel('First choice').fill(`${day}T10:00`);
    await callForm
      .getByLabel('Note for the franchisor (optional)')
      .fill(`Nadia ${lastName}: evenings work too.`);
    await callForm.getByRole('button', { name: 'Request a call' }).click();
    await seeker.getByTestId('call-requested').waitFor();

    // Writes to the company: the answer is promised in the messages, and will be there.
    await seeker.getByRole('link', { name: 'Request information' }).click();
    const infoForm = seeker.getByRole('form', { name: `Request information about ${LISTING}` });
    await infoForm.getByLabel('Message').fill('Is Chicago open for a new bar?');
    await infoForm.getByRole('button', { name: 'Request information' }).click();
    await seeker.getByTestId('request-sent').getByRole('link', { name: 'your messages' }).waitFor();

    // The demo franchisor signs in with the README's credentials.
    const { context: fc, page: franchisor } = await openContext(browser, { timezoneId: 'America/Chicago' });
    const demo = readmeCredentials(LISTING);
    await visit(franchisor, '/auth');
    const signIn = franchisor.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(demo.email);
    await signIn.getByLabel('Password').fill(demo.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await franchisor.getByText('Welcome back!').waitFor();

    // It opens the message from the dashboard's preview and answers it in /messages …
    await visit(franchisor, '/dashboard');
    const messages = franchisor.getByRole('region', { name: 'Messages' });
    await messages.getByRole('link', { name: new RegExp(`Nadia ${lastName}`) }).click();
    await franchisor.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('thread'));
    const thread = franchisor.getByRole('region', { name: `Conversation: ${LISTING}` });
    await thread.getByText('Is Chicago open for a new bar?').waitFor();
    await thread.getByLabel('Your message').fill('Yes, Chicago is open: two territories left.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('Yes, Chicago is open: two territories left.').waitFor();

    // … and confirms the call on the dashboard.
    await visit(franchisor, '/dashboard');
    const calls = franchisor.getByRole('region', { name: 'Calls' });
    const call = calls.getByTestId('call-item').filter({ hasText: `Nadia ${lastName}: evenings work too.` });
    await call.waitFor();
    await call
      .getByRole('button', { name: /^Confirm / })
      .first()
      .click();
    await expect.poll(() => call.getByTestId('call-status').textContent()).toBe('Confirmed');
    await franchisor.screenshot({ path: `${SHOTS}/dashboard-1280.png` });

    // The seeker reads the answer and sees the call confirmed.
    await visit(seeker, '/messages');
    await seeker
      .getByRole('button', { name: new RegExp(LISTING) })
      .first()
      .click();
    await seeker
      .getByRole('region', { name: `Conversation: ${LISTING}` })
      .getByText('Yes, Chicago is open: two territories left.')
      .waitFor();
    await visit(seeker, '/my-calls');
    const mine = seeker.getByTestId('call-item').filter({ hasText: LISTING });
    await expect.poll(() => mine.getByTestId('call-status').textContent()).toBe('Confirmed');
    await seeker.setViewportSize(VIEWPORTS.mobile);
    await seeker.screenshot({ path: `${SHOTS}/my-calls-375.png` });
    await Promise.all([sc.close(), fc.close()]);
  }, 240_000);
});
