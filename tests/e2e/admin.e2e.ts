import { ADMIN_FEATURE_SECTIONS, ADMIN_SECTIONS } from '../../src/web/features/admin/nav.ts';
import { E2E_SUPER_ADMIN } from './admin-account.ts';
import { baseUrl } from './browser.ts';
import { createSeeker, describe, expect, openContext, test, uniqueEmail, visit } from './fixtures.ts';

describe('the admin area', () => {
  test('a super admin sees the charts, finds a user, suspends and restores them, and reads it in the audit log', async ({
    browser,
    context,
    page,
  }) => {
    // The seeker, signed in in a browser of their own.
    const seekerBrowser = await openContext(browser);
    const seeker = await createSeeker(seekerBrowser.context, { email: uniqueEmail('suspendee') });
    const meOf = async () =>
      (
        (await (await seekerBrowser.context.request.get('/api/v1/me')).json()) as {
          user: { email: string } | null;
        }
      ).user;
    expect((await meOf())?.email).toBe(seeker.email);

    const signIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: baseUrl() },
      data: { email: E2E_SUPER_ADMIN.email, password: E2E_SUPER_ADMIN.password },
    });
    expect(signIn.status()).toBe(200);

    await visit(page, '/admin/dashboard');
    await expect.poll(() => page.locator('[data-testid="admin-charts"] .recharts-wrapper').count()).toBe(4);
    await page.getByRole('button', { name: '7 days' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Users: find the seeker by e-mail, open the account.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByLabel('E-mail or name').fill(seeker.email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: new RegExp(seeker.email) }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Maya Seeker' }).isVisible()).toBe(true);
    const userId = new URL(page.url()).pathname.split('/').pop()!;

    // Suspend: a reason is required; then the seeker's very next request is signed out.
    await page.getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => page.getByText('Give a reason of 3 to 500 characters.').isVisible()).toBe(true);
    await page.getByLabel('Reason for suspending').fill('Reported for spam');
    await page.getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Restore account' }).isVisible()).toBe(true);
    expect(await meOf()).toBeNull();
    const refused = await seekerBrowser.context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: baseUrl() },
      data: { email: seeker.email, password: seeker.password },
    });
    expect(refused.status()).toBe(403);

    // Restore.
    await page.getByRole('button', { name: 'Restore account' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Suspend account' }).isVisible()).toBe(true);
    const back = await seekerBrowser.context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: baseUrl() },
      data: { email: seeker.email, password: seeker.password },
    });
    expect(back.status()).toBe(200);

    // The audit log shows both actions, newest first.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByLabel('Record id').fill(userId);
    await page.getByRole('button', { name: 'Filter' }).click();
    const records = page.getByRole('list', { name: 'Audit records' }).getByRole('listitem');
    await expect.poll(() => records.count()).toBe(2);
    expect(await records.nth(0).textContent()).toContain('users.restore');
    expect(await records.nth(1).textContent()).toContain('users.suspend');
    expect(await records.nth(1).textContent()).toContain('Reason: Reported for spam');
    expect(await records.nth(1).textContent()).toContain(E2E_SUPER_ADMIN.email);
    const csv = await context.request.get(`/api/v1/admin/audit-log/export?entityId=${userId}`);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(3);

    await seekerBrowser.context.close();
  });

  test('the shell at 375 px: every section reachable by keyboard', async ({ browser }) => {
    const { context, page } = await openContext(browser, { viewport: { width: 375, height: 812 } });
    await context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: baseUrl() },
      data: { email: E2E_SUPER_ADMIN.email, password: E2E_SUPER_ADMIN.password },
    });
    await visit(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    // A super admin holds every permission, so every section of the navigation is there.
    const sections = ADMIN_SECTIONS.length + ADMIN_FEATURE_SECTIONS.length;
    await expect.poll(() => nav.getByRole('link').count()).toBe(sections);
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users');
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
