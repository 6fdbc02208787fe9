import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { describe, expect, it, openContext, visit } from './fixtures.ts';

/** GET /api/v1/compare requests the page makes from now on. */
function countCompareReads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/compare') count++;
  });
  return () => count;
}

describe('engagement', () => {
  it('a list page asks for the signed-in user’s compare list once, however many compare buttons it shows', async ({
    browser,
    page,
    login,
    navigate,
  }) => {
    const user = await login();
    const compareReads = countCompareReads(page);
    await navigate('/united-states');
    const buttons = page.getByRole('button', { name: /^Compare:/ });
    await buttons.nth(11).waitFor();
    // The page-view beacon keeps the network from going idle; the account's reads start together
    // once the session is known, so a second after they do, every one has been sent.
    await expect.poll(compareReads).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(await buttons.count()).toBe(12);
    expect(compareReads()).toBe(1);

    // A choice made on the list is stored with the account: another browser signed in as the
    // same user finds it there.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/v1/compare',
    );
    await buttons.first().click();
    expect((await saved).status()).toBe(200);
    const other = await openContext(browser);
    const signIn = await other.context.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { Origin: baseUrl() },
    });
    expect(signIn.status()).toBe(200);
    await visit(other.page, '/united-states');
    const first = other.page
      .getByTestId('opportunity-card')
      .first()
      .getByRole('button', { name: /compare/i });
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await other.context.close();
  });
});
