import { OTP } from '../../src/shared/limits.ts';
import { codeFor, createSeeker, describe, expect, it, uniqueEmail } from './fixtures.ts';

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

  it('a seeker who forgot the password waits out the code cooldown, chooses a new one with the e-mailed code and signs in with it', async ({
    page,
    navigate,
  }) => {
    // Joining mailed a code a moment ago: the next code to the address waits a minute.
    const user = await createSeeker();
    const newPassword = 'Another-Journey-77!';
    await navigate('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const resetForm = page.locator('form').filter({ hasText: 'Reset your password' });
    const send = page.getByRole('button', { name: 'Send Reset Code' });
    await resetForm.getByLabel('Email').fill('not-an-address');
    await send.click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await resetForm.getByLabel('Email').fill(user.email);
    await send.click();

    await page.getByText('A code was sent less than a minute ago.').first().waitFor();
    await resetForm.getByText(/You can ask for a new code in \d+ s\./).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await expect
      .poll(() => send.isEnabled(), { timeout: (OTP.resendCooldownSeconds + 15) * 1000, interval: 1000 })
      .toBe(true);
    await send.click();

    await page.getByText('Choose a new password').waitFor();
    await page.getByLabel('Reset code').fill('12a456');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Please enter a valid 6-digit code.').waitFor();
    await page.getByLabel('Reset code').fill(await codeFor(user.email, 'password reset'));
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Sign in with your new password.').waitFor();

    const signIn = page.locator('form').filter({ hasText: 'Forgot password?' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!').first().waitFor();
  }, 180_000);

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
