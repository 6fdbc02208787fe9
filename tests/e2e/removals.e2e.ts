import type { Page, Response } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { createSeeker, describe, expect, it, openContext, reloadApp, visit } from './fixtures.ts';

/**
 * Removing things, as a seeker does it in Chromium (issue 34): every DELETE the web app sent was
 * answered 415, and the button flipped back without a word. Each removal waits for the server's
 * answer, then for what the person sees, then reloads to see that it stayed removed.
 */

const headers = () => ({ 'Content-Type': 'application/json', Origin: baseUrl() });

const deleted = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (r: Response) => r.request().method() === 'DELETE' && path.test(new URL(r.url()).pathname),
  );

async function usListings(page: Page, count: number) {
  const res = await page.request.get('/api/v1/opportunities?country=US&sort=newest');
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count);
}

describe('a seeker removes what they saved', () => {
  it('removes a bookmark on the franchise page and another on /bookmarks; both stay removed after a reload', async ({
    page,
    login,
  }) => {
    await login();
    const [first, second] = await usListings(page, 2);

    await visit(page, `/opportunity/${first!.id}`);
    // The button stays pressed until the list is read again after the save; a press before that
    // saves again instead of removing: wait for that read, as a person waits for the page to settle.
    let postStatus = 0;
    let reread = 0;
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path !== '/api/v1/bookmarks') return;
      if (r.request().method() === 'POST') postStatus = r.status();
      else if (postStatus && r.request().method() === 'GET') reread++;
    });
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect.poll(() => postStatus).toBe(201);
    await expect.poll(() => reread).toBeGreaterThan(0);
    const removed = deleted(page, /^\/api\/v1\/bookmarks\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Bookmarked', exact: true }).click();
    expect((await removed).status()).toBe(204);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).waitFor();
    await reloadApp(page);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Bookmarked', exact: true }).count()).toBe(0);

    const saved = await page.request.post('/api/v1/bookmarks', {
      data: { opportunityId: second!.id },
      headers: headers(),
    });
    expect(saved.status()).toBe(201);
    await visit(page, '/bookmarks');
    await page.getByText('1 saved franchise').waitFor();
    const fromList = deleted(page, /^\/api\/v1\/bookmarks\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: `Bookmarked: ${second!.title}` }).click();
    expect((await fromList).status()).toBe(204);
    await page.getByText('No bookmarks yet', { exact: true }).waitFor();
    await reloadApp(page);
    await page.getByText('No bookmarks yet', { exact: true }).waitFor();
  });

  it('deletes a saved search; it is gone after a reload', async ({ page, login }) => {
    await login();
    await visit(page, '/united-states?search=pizza');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('link', { name: /Saved · see your searches/ }).click();
    await page.waitForURL('**/saved-searches');
    const card = page.getByTestId('saved-search');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    const removed = deleted(page, /^\/api\/v1\/saved-searches\/[0-9a-f-]{36}$/);
    await card.getByRole('button', { name: /^Delete saved search/ }).click();
    expect((await removed).status()).toBe(204);
    await page.getByText('Saved search deleted').waitFor();
    await page.getByText('No saved searches yet', { exact: true }).waitFor();
    await reloadApp(page);
    await page.getByText('No saved searches yet', { exact: true }).waitFor();
  });

  it('signs out another session from the settings; that browser is signed out and the list stays short', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    const seeker = await createSeeker(context);
    // The same person signed in on a second device.
    const { context: other, page: otherPage } = await openContext(browser);
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email: seeker.email, password: seeker.password },
      headers: headers(),
    });
    expect(signIn.status()).toBe(200);
    await visit(otherPage, '/');

    await visit(page, '/account-settings');
    await page.getByText('This device').waitFor();
    const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
    await expect.poll(() => signOut.count()).toBe(1);
    const removed = deleted(page, /^\/api\/v1\/me\/sessions\/[^/]+$/);
    await signOut.click();
    expect((await removed).status()).toBeLessThan(300);
    await page.getByText('Session signed out').waitFor();
    await expect.poll(() => signOut.count()).toBe(0);
    const me = await otherPage.evaluate(async () => (await fetch('/api/v1/me')).json());
    expect(me).toEqual({ user: null });
    await reloadApp(page);
    await page.getByText('This device').waitFor();
    expect(await signOut.count()).toBe(0);
    await Promise.all([context.close(), other.close()]);
  });
});
