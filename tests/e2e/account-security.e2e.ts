import { codeFor, describe, expect, it, uniqueEmail } from './fixtures.ts';

/** The settings and sign-in forms that change how an account is reached: e-mail, password, two-factor. */
describe('account security forms', () => {
  it('a seeker moves the account to a new e-mail address with the code sent there', async ({
    page,
    login,
    navigate,
  }) => {
    const user = await login();
    const newEmail = uniqueEmail('moved');
    await navigate('/account-settings');
    const form = page.locator('form').filter({ hasText: 'Current address:' });
    await form.getByRole('button', { name: 'Send confirmation code' }).click();
    await form.getByText('Enter your password.').waitFor();

    await form.getByLabel('New e-mail address').fill(newEmail.toUpperCase());
    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Send confirmation code' }).click();

    const confirm = page.getByRole('button', { name: 'Confirm new e-mail' });
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Code', { exact: true }).fill('12a456');
    await confirm.click();
    await page.getByText('Please enter a valid 6-digit code.').waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await codeFor(newEmail));
    await confirm.click();
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
  });

  it('two-factor set-up asks for the password, then shows the setup key and the code field', async ({
    page,
    login,
    navigate,
  }) => {
    const user = await login();
    await navigate('/account-settings');
    const form = page.locator('form').filter({ hasText: 'Status:' });
    await form.getByRole('button', { name: 'Set up two-factor' }).click();
    await form.getByText('Enter your password.').waitFor();
    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Set up two-factor' }).click();
    const turnOn = page.getByRole('button', { name: 'Turn on two-factor' });
    await turnOn.waitFor();
    expect(await turnOn.isDisabled()).toBe(true);
    await page.getByLabel('Code from the app').fill('123456');
    expect(await turnOn.isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Set up two-factor' }).waitFor();
  });
});
