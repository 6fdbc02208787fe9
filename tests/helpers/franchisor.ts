import { eq } from 'drizzle-orm';
import { franchisors, memberships } from '../../src/server/db/schema/index.ts';
import type { SignedInUser } from './accounts.ts';
import { ORIGIN } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A company registration the API accepts, for India (valid GSTIN), the US (EIN) or the UK. */
export function registration(country: 'IN' | 'US' | 'GB', overrides: Record<string, unknown> = {}) {
  const byCountry = {
    IN: { phone: '+91 98765 43210', taxId: '27AAPFU0939F1ZV', headquarters: 'Pune, India', markets: ['IN'] },
    US: { phone: '+1 201 555 0123', taxId: '12-3456789', headquarters: 'Austin, Texas', markets: ['US'] },
    GB: { phone: '+44 20 7946 0958', headquarters: 'Leeds, United Kingdom', markets: ['GB'] },
  }[country];
  return {
    legalName: 'Chai Point Ventures Private Limited',
    brandName: 'Chai Corner',
    website: 'https://chaicorner.example.com',
    yearFounded: 2011,
    contactPerson: 'Asha Rao',
    billingCountry: country,
    ...byCountry,
    ...overrides,
  };
}

export const withCookie = (user: SignedInUser) => ({ Cookie: user.cookie, Origin: ORIGIN });

export async function register(t: TestApp, user: SignedInUser, country: 'IN' | 'US' | 'GB') {
  const res = await t.request('/api/v1/franchisor/company', {
    method: 'PUT',
    headers: withCookie(user),
    json: registration(country),
  });
  if (res.status !== 200) throw new Error(`registration failed ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ company: { id: string } }>;
}

export async function choosePlan(t: TestApp, user: SignedInUser, planId: string) {
  return t.request('/api/v1/franchisor/membership/checkout', {
    method: 'POST',
    headers: withCookie(user),
    json: { planId },
  });
}

/** A minimal, valid one-page PDF. */
export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function uploadDocument(
  t: TestApp,
  user: SignedInUser,
  file: { bytes: Uint8Array; name: string; type: string },
  kind = 'incorporation',
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return t.request('/api/v1/franchisor/documents', { method: 'POST', headers: withCookie(user), body: form });
}

/**
 * Puts the company `ownerUserId` registered on an active lifetime membership, written straight
 * to the database (as if its offline invoice was paid), so it may publish listings at once.
 */
export async function activeLifetimeMembership(t: TestApp, ownerUserId: string, currency = 'INR') {
  const db = t.deps.database.db;
  const [company] = await db
    .select({ id: franchisors.id })
    .from(franchisors)
    .where(eq(franchisors.ownerUserId, ownerUserId));
  if (!company) throw new Error(`no company owned by ${ownerUserId}`);
  await db.insert(memberships).values({
    franchisorId: company.id,
    planId: 'lifetime',
    status: 'active',
    provider: 'offline',
    amountMinor: 0,
    currency,
    startsAt: new Date(),
  });
  return company.id;
}
