/**
 * Browser-test fixtures in the style of epic-stack's playwright-utils: a test names what it
 * needs (`page`, `navigate`, `login` …) and gets it set up and torn down for it. Nothing here
 * patches `page`; waiting for the app after a navigation is the job of `visit`/`reloadApp`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test as base, describe, expect, inject } from 'vitest';
import type { InvestmentBudget } from '../../src/shared/enums.ts';
import { E2E_SUPER_ADMIN } from './admin-account.ts';
import { baseUrl, launchBrowser, VIEWPORTS, waitForApp } from './browser.ts';

export { describe, expect, waitForApp };

type Viewport = { width: number; height: number };

/** Goes to `path` and waits for the app to run there. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

/** Reloads and waits for the app to run again. */
export async function reloadApp(page: Page) {
  const response = await page.reload();
  await waitForApp(page);
  return response;
}

/** A new browser context of the given size, its first page, and whether to skip the country chooser. */
export async function openContext(
  browser: Browser,
  {
    viewport = VIEWPORTS.desktop,
    countryChosen = true,
    timezoneId,
  }: { viewport?: Viewport; countryChosen?: boolean; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, timezoneId });
  if (countryChosen) {
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
  }
  return { context, page: await context.newPage() };
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The newest 6-digit code the dev outbox holds for `email`, waiting for it to arrive; with
 * `subjectIncludes`, the newest of the mails whose subject says so (a reset after a sign-up code).
 */
export async function codeFor(email: string, subjectIncludes?: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
    const mail = subjectIncludes ? messages.find((m) => m.subject.includes(subjectIncludes)) : messages[0];
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * A new verified seeker, made through the API as a person would (sign-up → e-mailed code →
 * verify). With `context`, the verification signs that browser in.
 */
export async function createSeeker(
  context?: BrowserContext,
  {
    email = uniqueEmail('seeker'),
    password = 'Journey-Pa55word!',
    country = 'US',
    investmentBudget = '100k-250k',
  }: { email?: string; password?: string; country?: string; investmentBudget?: InvestmentBudget } = {},
): Promise<TestUser> {
  const user = { email, password, firstName: 'Maya', lastName: 'Seeker' };
  const headers = {
    'Content-Type': 'application/json',
    Origin: baseUrl(),
    'X-Forwarded-For': visitorAddress(),
  };
  const signUp = await fetch(`${baseUrl()}/api/v1/accounts/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      firstName: user.firstName,
      lastName: user.lastName,
      country,
      phone: country === 'IN' ? '+91 98765 43210' : '+1 201 555 0123',
      investmentBudget,
      investmentTimeline: '6months',
      preferredIndustries: ['Food & Beverage'],
      businessExperience: 'some',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const verifyBody = { email, otp: await codeFor(email), password };
  const verify = context
    ? (await context.request.post('/api/auth/email-otp/verify-email', { data: verifyBody, headers })).status()
    : (
        await fetch(`${baseUrl()}/api/auth/email-otp/verify-email`, {
          method: 'POST',
          headers,
          body: JSON.stringify(verifyBody),
        })
      ).status;
  expect(verify).toBe(200);
  return user;
}

/**
 * Each account a journey makes comes from an address of its own (documentation ranges), through
 * the loopback proxy the e2e server trusts: the suite makes more accounts than one person's
 * address may in an hour, and a real visitor would not share one address with all the others.
 */
function visitorAddress() {
  return `${randomInt(2) ? '198.51.100' : '203.0.113'}.${randomInt(1, 255)}`;
}

/**
 * A franchisor account with its company, through the API (sign-up → e-mailed code → verify);
 * the verification signs `context` in. The pages of that journey are franchisor-onboarding's.
 */
export async function createFranchisor(
  context: BrowserContext,
  { companyName, country = 'US' }: { companyName: string; country?: 'US' | 'IN' },
): Promise<TestUser> {
  const user = {
    email: uniqueEmail('franchisor'),
    password: 'Journey-Pa55word!',
    firstName: 'Ravi',
    lastName: 'Menon',
  };
  const headers = {
    'Content-Type': 'application/json',
    Origin: baseUrl(),
    'X-Forwarded-For': visitorAddress(),
  };
  const signUp = await fetch(`${baseUrl()}/api/v1/accounts/franchisor-sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...user,
      country,
      phone: country === 'IN' ? '+91 98765 43210' : '+1 201 555 0123',
      companyName,
      website: 'https://example.com',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const verified = await context.request.post('/api/auth/email-otp/verify-email', {
    data: { email: user.email, otp: await codeFor(user.email), password: user.password },
    headers,
  });
  expect(verified.status()).toBe(200);
  return user;
}

interface Fixtures {
  /** One Chromium per test file. */
  browser: Browser;
  /** A desktop-sized context that has chosen its country already, closed after the test. */
  context: BrowserContext;
  page: Page;
  /** `visit` on the test's page. */
  navigate: (path: string) => Promise<unknown>;
  /** Signs the test's browser in as a new seeker of its own. */
  login: () => Promise<TestUser>;
}

/** Signs `context` in as the e2e super admin, with the session global-setup opened once. */
export async function signInAsAdmin(context: BrowserContext) {
  await context.clearCookies();
  await context.addCookies(inject('adminCookies').map((c) => ({ ...c, url: baseUrl() })));
}

/** The super admin the e2e server starts with (global-setup.ts), who may review Kredit. */
export function e2eAdmin(): { email: string; password: string } {
  return { email: E2E_SUPER_ADMIN.email, password: E2E_SUPER_ADMIN.password };
}

export const test = base.extend<Fixtures>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ browser }, use) => {
    const { context } = await openContext(browser);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
  navigate: async ({ page }, use) => {
    await use((path) => visit(page, path));
  },
  login: async ({ context }, use) => {
    await use(() => createSeeker(context));
  },
});

export const it = test;
