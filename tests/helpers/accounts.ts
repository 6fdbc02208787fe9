import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../src/server/db/schema/system.ts';
import { createOutboxRepository } from '../../src/server/email/outbox-repository.ts';
import type { TestApp } from './test-app.ts';

export const ORIGIN = 'http://localhost';
/** A desktop Chrome's user agent: interactions from a crawler's (or from none) are not counted. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  /** The Cookie header value: pass as `headers: { Cookie: cookie, Origin: 'http://localhost' }`. */
  cookie: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header value. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** The newest 6-digit code e-mailed to `email` (from the dev outbox). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await createOutboxRepository(t.deps.database.db).list({ to: email, limit: 1 });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}: ${mail?.text ?? 'no mail'}`);
  return code;
}

/** A password the strength rule accepts, different each time. */
export function strongPassword(): string {
  return `Fr4nch!-${randomBytes(6).toString('hex')}-Quokka`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function seekerSignUp(email: string, password: string, location = 'US') {
  return {
    email,
    password,
    firstName: 'Test',
    lastName: 'Seeker',
    country: location,
    phone: location === 'IN' ? '+91 98765 43210' : '+1 201 555 0123',
    investmentBudget: '100k-250k',
    investmentTimeline: '6months',
    preferredIndustries: ['Retail'],
    businessExperience: 'some',
  };
}

export function franchisorSignUp(email: string, password: string, location = 'US') {
  return {
    email,
    password,
    firstName: 'Test',
    lastName: 'Franchisor',
    country: location,
    phone: location === 'IN' ? '+91 98765 43210' : '+1 201 555 0123',
    companyName: 'Test Franchise Co',
    website: 'https://example.com',
  };
}

/**
 * A verified, signed-in account made through the real flow: sign-up → the code from the outbox
 * → verify (which signs in). Seekers by default; `role: 'franchisor'` joins as a franchisor.
 */
export async function createSignedInUser(
  t: TestApp,
  opts: { role?: 'user' | 'franchisor'; email?: string; location?: string } = {},
): Promise<SignedInUser> {
  const email = (
    opts.email ?? uniqueEmail(opts.role === 'franchisor' ? 'franchisor' : 'seeker')
  ).toLowerCase();
  const password = strongPassword();
  const location = opts.location ?? 'US';
  const franchisor = opts.role === 'franchisor';
  const signUp = await t.request(
    franchisor ? '/api/v1/accounts/franchisor-sign-up' : '/api/v1/accounts/sign-up',
    {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: franchisor
        ? franchisorSignUp(email, password, location)
        : seekerSignUp(email, password, location),
    },
  );
  if (signUp.status !== 200) throw new Error(`sign-up failed ${signUp.status}: ${await signUp.text()}`);
  const verify = await t.request('/api/auth/email-otp/verify-email', {
    method: 'POST',
    headers: { Origin: ORIGIN },
    json: { email, otp: await latestCode(t, email), password },
  });
  if (verify.status !== 200) throw new Error(`verify failed ${verify.status}: ${await verify.text()}`);
  const body = (await verify.json()) as { user: { id: string } };
  const cookie = cookieFrom(verify);
  if (!cookie.includes('session_token')) throw new Error('verify did not sign in');
  return { userId: body.user.id, email, password, cookie };
}

/** Signs in with e-mail and password; returns the Cookie header value. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { Origin: ORIGIN },
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}: ${await res.text()}`);
  return cookieFrom(res);
}

/** Lets the next code mail to `email` go out at once, as if the one-a-minute cooldown had passed. */
export async function expireCodeMailCooldown(t: TestApp, email: string): Promise<void> {
  await t.deps.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `mail:code:minute:${email.toLowerCase()}`));
}
