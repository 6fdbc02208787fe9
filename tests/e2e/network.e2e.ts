import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';
import { createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';

const SCREENS = '/tmp/network-screens';
const tag = Date.now().toString(36).slice(-5);
const ASHA = `Asha ${tag}`;
const BEN = `Ben ${tag}`;

/** Opts in from the network page with a name, a stage, a market and one industry. */
async function joinNetwork(page: Page, name: string, industry: string) {
  await page.getByRole('heading', { name: 'You have not opted in yet' }).waitFor();
  const form = page.getByRole('form', { name: 'Your network profile' });
  await form.getByLabel('Name shown').fill(name);
  await form.getByLabel('Headline (optional)').fill(`${name} looks for a first franchise`);
  await form.getByLabel('Where you are').selectOption({ label: 'Ready to invest' });
  await form.getByLabel('Market (optional)').selectOption({ label: 'India' });
  await form.getByLabel(industry, { exact: true }).check();
  await form.getByRole('button', { name: 'Join the network' }).click();
  await page.getByRole('heading', { name: 'Your network profile' }).waitFor();
}

describe('the seeker network', () => {
  it('two seekers find each other by industry, connect and exchange messages', async ({ browser }) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    // Asha on a desktop opts in; Ben on a phone finds her by industry.
    const { context: ac, page: asha } = await openContext(browser);
    const { context: bc, page: ben } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    await Promise.all([createSeeker(ac), createSeeker(bc)]);

    await visit(asha, '/');
    await asha.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Network' }).click();
    await asha.waitForURL((url) => url.pathname === '/network');
    await expect.poll(() => asha.title()).toBe('Network | Franchisio');
    await asha.screenshot({ path: `${SCREENS}/network-opt-in-1280.png`, fullPage: true });
    await joinNetwork(asha, ASHA, 'Pet Services');

    await visit(ben, '/network');
    await joinNetwork(ben, BEN, 'Education');
    await ben.getByLabel('Industry').selectOption({ label: 'Pet Services' });
    const card = ben.getByTestId('network-person').filter({ hasText: ASHA });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Ready to invest');
    await card.getByRole('button', { name: 'Connect' }).click();
    const dialog = ben.getByRole('dialog', { name: `Connect with ${ASHA}` });
    await dialog.getByLabel('A short note (optional)').fill('We both look at pet franchises in India.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await card.getByText('Request sent').waitFor();
    await ben.screenshot({ path: `${SCREENS}/network-375-full.png`, fullPage: true });
    await ben.evaluate(() => window.scrollTo(0, 0));
    await ben.screenshot({ path: `${SCREENS}/network-375.png` });

    // Asha sees the request arrive (live: the requests tab counts it) and accepts.
    await asha.getByRole('tab', { name: /Requests/ }).click();
    const request = asha.getByTestId('network-person').filter({ hasText: BEN });
    await request.getByText('We both look at pet franchises in India.').waitFor({ timeout: 15_000 });
    await asha.screenshot({ path: `${SCREENS}/network-1280.png`, fullPage: true });
    // With Network in it, a seeker's header still fits: the bar from 1280 px, the menu below.
    for (const width of [1100, 1280]) {
      await asha.setViewportSize({ width, height: 800 });
      const rightmost = await asha
        .getByRole('banner')
        .evaluate((el) =>
          Math.max(
            ...[...el.querySelectorAll('a, button, input')]
              .filter((e) => (e as HTMLElement).offsetParent !== null)
              .map((e) => e.getBoundingClientRect().right),
          ),
        );
      expect(rightmost, `header at ${width} px`).toBeLessThanOrEqual(width);
    }
    await request.getByRole('button', { name: 'Accept' }).click();
    await asha.getByRole('tab', { name: 'Connections' }).click();
    const connection = asha.getByTestId('network-person').filter({ hasText: BEN });
    await connection.getByRole('link', { name: 'Message' }).click();
    await asha.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('thread'));
    const ashaThread = asha.getByRole('region', { name: 'Conversation: Network connection' });
    await ashaThread.getByRole('heading', { name: BEN }).waitFor();
    await ashaThread.getByLabel('Your message').fill('Hello Ben, which brands are on your list?');
    await ashaThread.getByRole('button', { name: 'Send' }).click();

    // Ben, now connected, opens the thread from the network page and answers; Asha sees it live.
    await visit(ben, '/network?tab=connections');
    await ben
      .getByTestId('network-person')
      .filter({ hasText: ASHA })
      .getByRole('link', { name: 'Message' })
      .click();
    const benThread = ben.getByRole('region', { name: 'Conversation: Network connection' });
    await benThread.getByText('Hello Ben, which brands are on your list?').waitFor({ timeout: 15_000 });
    await benThread.getByLabel('Your message').fill('Two dog-grooming brands. Happy to compare notes!');
    await benThread.getByRole('button', { name: 'Send' }).click();
    await ashaThread
      .getByText('Two dog-grooming brands. Happy to compare notes!')
      .waitFor({ timeout: 15_000 });
    await ben.screenshot({ path: `${SCREENS}/network-thread-375.png`, fullPage: false });
    await Promise.all([ac.close(), bc.close()]);
  }, 180_000);
});
