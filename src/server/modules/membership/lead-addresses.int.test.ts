import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  latestCode,
  type SignedInUser,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { registration, withCookie } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { OTP } from '../../../shared/limits.ts';
import type { LeadAddresses } from '../../../shared/schemas/membership.ts';
import { franchiseOpportunities, franchisors, leadAddresses, rateLimits } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const mailTo = (to: string) => createOutboxRepository(t.deps.database.db).list({ to, limit: 50 });
const leadMails = async (to: string, seeker: string) =>
  (await mailTo(to)).filter(
    (m) => m.subject.startsWith('New information request') && m.text.includes(seeker),
  );

/** A franchisor whose company owns one published US listing of the seed. */
async function franchisorWithListing() {
  const owner = await createSignedInUser(t, { role: 'franchisor' });
  const db = t.deps.database.db;
  const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
  const [listing] = await db
    .select({ id: franchiseOpportunities.id })
    .from(franchiseOpportunities)
    .innerJoin(franchisors, eq(franchisors.id, franchiseOpportunities.franchisorId))
    .where(
      and(
        eq(franchiseOpportunities.country, 'US'),
        eq(franchiseOpportunities.status, 'published'),
        isNull(franchisors.ownerUserId),
      ),
    )
    .limit(1);
  await db
    .update(franchiseOpportunities)
    .set({ franchisorId: company!.id })
    .where(eq(franchiseOpportunities.id, listing!.id));
  return { owner, companyId: company!.id, listingId: listing!.id };
}

let ip = 10;
const requestInfo = async (listingId: string, seekerName: string) => {
  ip += 1;
  const res = await t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
    method: 'POST',
    json: { name: seekerName, email: uniqueEmail('seeker'), message: 'Which territories are open?' },
    headers: { 'x-forwarded-for': `203.0.113.${ip}` },
  });
  expect(res.status, await res.clone().text()).toBe(201);
};

const api = (who: SignedInUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/v1/franchisor/lead-addresses${path}`, { ...init, headers: withCookie(who) });

async function add(who: SignedInUser, email: string) {
  const res = await api(who, '', { method: 'POST', json: { email } });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as LeadAddresses;
  return { body, id: body.addresses.find((a) => a.email === email.toLowerCase())!.id };
}

const verify = (who: SignedInUser, id: string, code: string) =>
  api(who, `/${id}/verify`, { method: 'POST', json: { code } });

const problem = async (res: Response) =>
  (await res.json()) as { code: string; errors?: { field: string; message: string }[] };

/** The one-code-a-minute rule of an address has passed. */
const coolDown = (email: string) =>
  t.deps.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `lead-addresses:code:address:${email}`));

describe('leads addresses', () => {
  it('sends leads to the owner’s sign-in address until an address is verified, with no operator copy', async () => {
    const { owner, listingId } = await franchisorWithListing();
    const leadsEmail = uniqueEmail('leads');
    const { id } = await add(owner, leadsEmail);
    // Added but not verified: still the owner's address.
    await requestInfo(listingId, 'Before Verify');
    expect(await leadMails(owner.email, 'Before Verify')).toHaveLength(1);
    expect(await leadMails(leadsEmail, 'Before Verify')).toHaveLength(0);
    expect(await leadMails(t.deps.config.OPERATOR_EMAIL, 'Before Verify')).toHaveLength(0);

    const code = await latestCode(t, leadsEmail);
    const verified = await verify(owner, id, code);
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as LeadAddresses;
    expect(body.addresses).toEqual([expect.objectContaining({ email: leadsEmail, verified: true })]);
    expect(body.deliveredTo).toEqual([leadsEmail]);

    await requestInfo(listingId, 'After Verify');
    expect(await leadMails(leadsEmail, 'After Verify')).toHaveLength(1);
    expect(await leadMails(owner.email, 'After Verify')).toHaveLength(0);
    expect(await leadMails(t.deps.config.OPERATOR_EMAIL, 'After Verify')).toHaveLength(0);
    // The code works once.
    expect((await verify(owner, id, code)).status).toBe(200);
  });

  it('sends leads to every verified team address, and to the owner again when they are removed', async () => {
    const { owner, listingId } = await franchisorWithListing();
    const [first, second] = [uniqueEmail('sales'), uniqueEmail('team')];
    for (const email of [first, second]) {
      const { id } = await add(owner, email);
      expect((await verify(owner, id, await latestCode(t, email))).status).toBe(200);
    }
    await requestInfo(listingId, 'Team Lead');
    expect(await leadMails(first, 'Team Lead')).toHaveLength(1);
    expect(await leadMails(second, 'Team Lead')).toHaveLength(1);
    expect(await leadMails(owner.email, 'Team Lead')).toHaveLength(0);

    const list = (await (await api(owner, '')).json()) as LeadAddresses;
    for (const a of list.addresses) {
      expect((await api(owner, `/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    const after = (await (await api(owner, '')).json()) as LeadAddresses;
    expect(after).toMatchObject({ addresses: [], deliveredTo: [owner.email] });
    await requestInfo(listingId, 'Owner Again');
    expect(await leadMails(owner.email, 'Owner Again')).toHaveLength(1);
  });

  it('refuses a wrong code naming the field, and an expired one', async () => {
    const { owner } = await franchisorWithListing();
    const email = uniqueEmail('leads');
    const { id } = await add(owner, email);
    const code = await latestCode(t, email);
    const wrong = await verify(owner, id, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await problem(wrong)).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'code', message: `This code is not right. Check the e-mail sent to ${email}.` }],
    });
    const malformed = await verify(owner, id, '12ab');
    expect(malformed.status).toBe(400);
    expect((await problem(malformed)).errors?.[0]?.field).toBe('code');

    await t.deps.database.db
      .update(leadAddresses)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadAddresses.id, id));
    const expired = await verify(owner, id, code);
    expect(expired.status).toBe(400);
    expect(await problem(expired)).toMatchObject({ code: 'code_expired', errors: [{ field: 'code' }] });
    const list = (await (await api(owner, '')).json()) as LeadAddresses;
    expect(list.addresses[0]?.verified).toBe(false);
  });

  it('kills a code after too many wrong guesses; a new code (once a minute) works', async () => {
    const { owner } = await franchisorWithListing();
    const email = uniqueEmail('leads');
    const { id } = await add(owner, email);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP.allowedAttempts; i++) {
      expect((await problem(await verify(owner, id, wrong))).code).toBe('validation_failed');
    }
    expect((await problem(await verify(owner, id, wrong))).code).toBe('code_expired');
    const spent = await verify(owner, id, code);
    expect(spent.status).toBe(400);
    expect((await problem(spent)).code).toBe('code_expired');

    // Asked again at once: the address is not flooded.
    const tooSoon = await api(owner, `/${id}/code`, { method: 'POST' });
    expect(tooSoon.status).toBe(429);
    await coolDown(email);
    expect((await api(owner, `/${id}/code`, { method: 'POST' })).status).toBe(200);
    const fresh = await latestCode(t, email);
    expect((await verify(owner, id, fresh)).status).toBe(200);
  });

  it('keeps each company’s addresses to itself and to franchisors', async () => {
    const { owner } = await franchisorWithListing();
    const { id } = await add(owner, uniqueEmail('leads'));
    const [rival, seeker] = await Promise.all([
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
    ]);
    expect((await verify(rival, id, '123456')).status).toBe(404);
    expect((await api(rival, `/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await (await api(rival, '')).json()) as LeadAddresses).addresses).toEqual([]);
    expect((await api(seeker, '')).status).toBe(403);
    expect((await t.request('/api/v1/franchisor/lead-addresses')).status).toBe(401);
    const bad = await api(owner, '', { method: 'POST', json: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect((await problem(bad)).errors?.[0]?.field).toBe('email');
  });

  it('takes the leads address at registration and e-mails it a code; the own sign-in address needs none', async () => {
    const seeker = await createSignedInUser(t);
    const leadsEmail = uniqueEmail('leads');
    const res = await t.request('/api/v1/franchisor/company', {
      method: 'PUT',
      headers: withCookie(seeker),
      json: registration('US', { leadsEmail }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const list = (await (await api(seeker, '')).json()) as LeadAddresses;
    expect(list.addresses).toEqual([expect.objectContaining({ email: leadsEmail, verified: false })]);
    expect(list.deliveredTo).toEqual([seeker.email]);
    expect(await latestCode(t, leadsEmail)).toMatch(/^\d{6}$/);

    const own = (await (
      await api(seeker, '', { method: 'POST', json: { email: seeker.email } })
    ).json()) as LeadAddresses;
    expect(own.addresses.find((a) => a.email === seeker.email)?.verified).toBe(true);
    expect(own.deliveredTo).toEqual([seeker.email]);
  });

  it('refuses a market a franchise cannot be listed in (Austria has no create route)', async () => {
    const seeker = await createSignedInUser(t);
    const res = await t.request('/api/v1/franchisor/company', {
      method: 'PUT',
      headers: withCookie(seeker),
      json: registration('US', { markets: ['US', 'AT'] }),
    });
    expect(res.status).toBe(400);
    const { errors } = await problem(res);
    expect(errors?.[0]?.field).toBe('markets');
    expect(errors?.[0]?.message).toMatch(/^Choose among the markets a franchise can be listed in: .*Canada/);
    expect(errors?.[0]?.message).not.toContain('Austria');
  });
});

describe('leads of companies without an account', () => {
  it('go to the company’s contact address with a copy to the operator, or to the operator alone', async () => {
    const db = t.deps.database.db;
    const unclaimed = await db
      .select({ id: franchiseOpportunities.id, franchisorId: franchisors.id })
      .from(franchiseOpportunities)
      .innerJoin(franchisors, eq(franchisors.id, franchiseOpportunities.franchisorId))
      .where(
        and(
          eq(franchiseOpportunities.country, 'US'),
          eq(franchiseOpportunities.status, 'published'),
          isNull(franchisors.ownerUserId),
        ),
      )
      .limit(2);
    const [withContact, without] = unclaimed;
    const contact = uniqueEmail('contact');
    await db
      .update(franchisors)
      .set({ contactEmail: contact })
      .where(eq(franchisors.id, withContact!.franchisorId));
    await db.update(franchisors).set({ contactEmail: null }).where(eq(franchisors.id, without!.franchisorId));
    const operator = t.deps.config.OPERATOR_EMAIL;

    await requestInfo(withContact!.id, 'Unclaimed Contact');
    expect(await leadMails(contact, 'Unclaimed Contact')).toHaveLength(1);
    expect(await leadMails(operator, 'Unclaimed Contact')).toHaveLength(1);

    await requestInfo(without!.id, 'Unclaimed Nobody');
    expect(await leadMails(operator, 'Unclaimed Nobody')).toHaveLength(1);
  });
});
