import { ADMIN_FEATURE_SECTIONS, ADMIN_SECTIONS } from '../../src/web/features/admin/nav.ts';
import { E2E_SUPER_ADMIN } from './admin-account.ts';
import { baseUrl } from './browser.ts';
import {
  createSeeker,
  describe,
  expect,
  openContext,
  signInAsAdmin,
  test,
  uniqueEmail,
  visit,
} from './fixtures.ts';

describe('the admin area', () => {
  test('a super admin sees the charts, finds a user, suspends and restores them, and reads it in the audit log', {
    timeout: 120_000,
  }, async ({ browser, context, page }) => {
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

    await signInAsAdmin(context);

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

  test('a super admin invites a standard admin, who sees only the sections their permissions open, then revokes them', {
    timeout: 120_000,
  }, async ({ browser, context, page }) => {
    await signInAsAdmin(context);
    const invitee = await openContext(browser);
    const person = await createSeeker(invitee.context, { email: uniqueEmail('invitee') });

    await visit(page, '/admin/access');
    await page.getByLabel('E-mail address', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const linkField = page.getByRole('textbox', { name: 'Invitation link' });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/admin\/accept-invite\?token=/);
    const link = new URL(await linkField.inputValue());

    // The invitee opens the link signed in as the invited address and lands in the admin area.
    await visit(invitee.page, `${link.pathname}${link.search}`);
    const nav = invitee.page.getByRole('navigation', { name: 'Admin sections' });
    // A standard admin's permissions (admin service): no admins, audit log or rewards sections.
    const standard = [
      'listings:moderate',
      'kredit:review',
      'users:read',
      'memberships:manage',
      'messages:moderate',
    ];
    const expected = [...ADMIN_SECTIONS, ...ADMIN_FEATURE_SECTIONS]
      .filter((s) => !s.permission || standard.includes(s.permission))
      .map((s) => s.label);
    await expect.poll(() => nav.getByRole('link').allInnerTexts()).toEqual(expected);
    expect(expected).not.toContain('Audit log');
    // The API refuses what the navigation leaves out.
    expect((await invitee.context.request.get('/api/v1/admin/audit-log')).status()).toBe(403);
    expect((await invitee.context.request.get('/api/v1/admin/kredit/applications')).status()).toBe(200);
    // Typed into the address bar, a section outside those permissions says why instead of
    // opening: the shell checks every page under a section against the menu's table.
    for (const [path, permission] of [
      ['/admin/rewards', 'rewards:manage'],
      ['/admin/audit-log', 'audit:read'],
    ] as const) {
      await visit(invitee.page, path);
      await invitee.page.getByRole('heading', { name: 'Not available to your admin account' }).waitFor();
      await invitee.page.getByText(`This section needs the ${permission} permission.`).waitFor();
    }

    // The super admin sees the new admin in the list and revokes them (asked twice); the next
    // request of the former admin is refused.
    await visit(page, '/admin/access');
    const admins = page.getByRole('list', { name: 'Admins' });
    await admins.getByText(person.email).waitFor();
    expect(await admins.getByRole('listitem').filter({ hasText: person.email }).textContent()).toContain(
      `Standard admin`,
    );
    await admins.getByRole('button', { name: `Revoke access for ${person.email}` }).click();
    await admins.getByRole('button', { name: 'Yes, revoke' }).click();
    await page.getByText(`Admin access revoked for ${person.email}.`).first().waitFor();
    await expect.poll(() => admins.getByText(person.email).count()).toBe(0);
    // Nobody can revoke themself: no button on the super admin's own row.
    expect(
      await admins.getByRole('button', { name: `Revoke access for ${E2E_SUPER_ADMIN.email}` }).count(),
    ).toBe(0);
    // The invitee's kept-alive connection may have been closed by the server meanwhile (a reset
    // on reuse): asked again until it answers.
    await expect
      .poll(() =>
        invitee.context.request.get('/api/v1/admin/stats').then(
          (r) => r.status(),
          () => 0,
        ),
      )
      .toBe(403);
    await invitee.context.close();
  });

  test('a super admin sees a pending invitation, revokes it (asked twice), undoes that, and revokes it for good', {
    timeout: 120_000,
  }, async ({ browser, context, page }) => {
    await signInAsAdmin(context);
    const invitee = await openContext(browser);
    const person = await createSeeker(invitee.context, { email: uniqueEmail('pending') });

    await visit(page, '/admin/access');
    await page.getByLabel('E-mail address', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const linkField = page.getByRole('textbox', { name: 'Invitation link' });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/admin\/accept-invite\?token=/);
    const link = new URL(await linkField.inputValue());

    const pending = page.getByRole('list', { name: 'Pending invitations' });
    const row = pending.getByRole('listitem').filter({ hasText: person.email });
    await row.waitFor();
    expect(await row.textContent()).toContain(`by ${E2E_SUPER_ADMIN.email}`);
    const revoke = async () => {
      await row.getByRole('button', { name: `Revoke the invitation for ${person.email}` }).click();
      await row.getByRole('button', { name: 'Yes, revoke' }).click();
      await expect.poll(() => pending.getByText(person.email).count()).toBe(0);
    };
    // Cancel first: nothing happens.
    await row.getByRole('button', { name: `Revoke the invitation for ${person.email}` }).click();
    await row.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.count()).toBe(1);

    await revoke();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Invitation for ${person.email} restored.`).first().waitFor();
    await row.waitFor();
    await revoke();

    // The revoked link is refused with the reason.
    await visit(invitee.page, `${link.pathname}${link.search}`);
    await invitee.page.getByText('This invitation was revoked.', { exact: false }).first().waitFor();
    await invitee.context.close();
  });

  test('the shell at 375 px: every section reachable by keyboard', async ({ browser }) => {
    const { context, page } = await openContext(browser, { viewport: { width: 375, height: 812 } });
    await signInAsAdmin(context);
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
