import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { indianListing } from '../../../../tests/helpers/listings.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { EditableListing, ReviewQueueItem } from '../../../shared/schemas/listings.ts';
import type { MembershipOverview } from '../../../shared/schemas/membership.ts';
import type { NotificationListValue } from '../../../shared/schemas/notifications.ts';
import { adminAuditLog, franchisors, memberships, rateLimits } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminService } from '../admin/service.ts';

let t: TestApp;
let owner: SignedInUser;
let rival: SignedInUser;
let seeker: SignedInUser;
let moderator: SignedInUser;

const call = (who: SignedInUser | null, method: string, path: string, json?: unknown, body?: BodyInit) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
    ...(json !== undefined ? { json } : {}),
    ...(body ? { body } : {}),
  });

const form = (fields: Record<string, string | Blob>, name = 'upload.bin') => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) f.append(k, v, name);
    else f.append(k, v);
  }
  return f;
};

async function createListing(who: SignedInUser, title: string, country = 'IN') {
  const res = await call(who, 'POST', '/api/v1/franchisor/listings', {
    country,
    values: indianListing(title),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as EditableListing;
}

const act = (who: SignedInUser, id: string, action: string) =>
  call(who, 'POST', `/api/v1/franchisor/listings/${id}/actions`, { action });
const decide = (id: string, json: unknown, who = moderator) =>
  call(who, 'POST', `/api/v1/admin/listings/${id}/decision`, json);
const listIndia = async (search?: string) => {
  const q = new URLSearchParams({ country: 'IN', sort: 'newest', ...(search ? { search } : {}) });
  const res = await t.request(`/api/v1/opportunities?${q}`);
  return ((await res.json()) as { items: { id: string; title: string }[] }).items;
};

beforeAll(async () => {
  // The catalog cache is on (30 s) as in production: visibility must not wait for it.
  t = await createTestApp({ seed: true });
  [owner, rival, seeker, moderator] = await Promise.all([
    createSignedInUser(t, { role: 'franchisor', location: 'IN' }),
    createSignedInUser(t, { role: 'franchisor' }),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  await createAdminService(t.deps).makeSuper(moderator.userId);
  // The owner lists several franchises over these tests: its company is on the lifetime plan.
  await onPlan(owner, 'lifetime');
});

/** Puts the franchisor's company on a plan, as a paid invoice or webhook would. */
async function onPlan(who: SignedInUser, planId: 'lifetime' | 'yearly') {
  const db = t.deps.database.db;
  const [company] = await db
    .select({ id: franchisors.id })
    .from(franchisors)
    .where(eq(franchisors.ownerUserId, who.userId));
  await db.insert(memberships).values({
    franchisorId: company!.id,
    planId,
    status: 'active',
    provider: 'offline',
    amountMinor: 0,
    currency: 'INR',
    startsAt: new Date(),
  });
}
async function companyIdOf(who: SignedInUser) {
  const [company] = await t.deps.database.db
    .select({ id: franchisors.id })
    .from(franchisors)
    .where(eq(franchisors.ownerUserId, who.userId));
  return company!.id;
}
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

describe('listing form rules (one shared schema on the server)', () => {
  it('refuses min > max, a royalty over 50 % and a year in the future, naming the field and the rule', async () => {
    const bad = { ...indianListing('Kaapi Corner'), investmentMin: 3_000_000, investmentMax: 1_000_000 };
    const res = await call(owner, 'POST', '/api/v1/franchisor/listings', { country: 'IN', values: bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toContainEqual({
      field: 'values.investmentMax',
      message: 'Maximum investment must be at least the minimum investment (min ≤ max).',
    });
    const royalty = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'IN',
      values: { royaltyPct: 60, foundedYear: new Date().getUTCFullYear() + 1 },
    });
    const messages = ((await royalty.json()) as { errors: { message: string }[] }).errors.map(
      (e) => e.message,
    );
    expect(messages).toContain('Royalty must be between 0 and 50 %.');
    expect(messages).toContain('Year founded cannot be in the future.');
  });

  it('refuses a franchise fee above the minimum investment and liquid capital above net worth, on the field (issue 37.3)', async () => {
    const res = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'IN',
      values: {
        ...indianListing('Kaapi Fees'),
        franchiseFee: 2_000_000,
        liquidCapitalMin: 3_000_000,
        netWorthMin: 2_000_000,
      },
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          field: 'values.franchiseFee',
          message:
            'Franchise fee is part of the total investment: it cannot be more than the minimum investment.',
        },
        {
          field: 'values.liquidCapitalMin',
          message: 'Liquid capital is part of net worth: it cannot be more than the net worth required.',
        },
      ]),
    );
  });

  it('saves an incomplete draft but refuses to submit it, naming what is missing', async () => {
    const res = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'US',
      values: { title: 'Half Done' },
    });
    expect(res.status).toBe(201);
    const draft = (await res.json()) as EditableListing;
    expect(draft).toMatchObject({
      status: 'draft',
      country: 'US',
      currency: 'USD',
      revisionState: 'editing',
    });
    const submit = await act(owner, draft.id, 'submit');
    expect(submit.status).toBe(422);
    const fields = ((await submit.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['description', 'category', 'investmentMin']));
  });

  it('takes a listing for a market that is not live yet', async () => {
    const res = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'GB',
      values: { title: 'Tea Rooms' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()) as EditableListing).toMatchObject({ currency: 'GBP', marketLive: false });
  });
});

describe('ownership', () => {
  it("gives another company's listing a 404 on every route, seekers 403 and visitors 401", async () => {
    const mine = await createListing(owner, 'Owner Only Dosa');
    const base = `/api/v1/franchisor/listings/${mine.id}`;
    expect((await call(rival, 'GET', base)).status).toBe(404);
    expect((await call(rival, 'PUT', base, { title: 'Hijacked' })).status).toBe(404);
    expect((await act(rival, mine.id, 'submit')).status).toBe(404);
    expect((await call(rival, 'GET', `/api/v1/franchisor/listings/${mine.id}/stats?days=7`)).status).toBe(
      404,
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = await call(
      rival,
      'POST',
      `${base}/images`,
      undefined,
      form({ slot: 'logo', file: new Blob([png]) }),
    );
    expect(upload.status).toBe(404);
    expect((await call(seeker, 'GET', base)).status).toBe(403);
    expect((await call(null, 'GET', base)).status).toBe(401);
    expect(((await (await call(owner, 'GET', base)).json()) as EditableListing).values.title).toBe(
      'Owner Only Dosa',
    );
  });
});

describe('ownership of media', () => {
  it("refuses another company's franchisor every upload and removal of a listing's pictures and PDFs, through either listing", async () => {
    const mine = await createListing(owner, 'Owner Media Idli');
    const theirs = await createListing(rival, 'Rival Media Vada', 'US');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const base = `/api/v1/franchisor/listings/${mine.id}`;
    expect(
      (
        await call(
          owner,
          'POST',
          `${base}/images`,
          undefined,
          form({ slot: 'gallery', file: new Blob([png]) }),
        )
      ).status,
    ).toBe(200);
    const withDoc = await call(
      owner,
      'POST',
      `${base}/documents`,
      undefined,
      form({ title: 'FDD', file: new Blob([pdf]) }, 'fdd.pdf'),
    );
    const listing = (await withDoc.json()) as EditableListing;
    const picture = listing.gallery[0]!.id;
    const doc = listing.documents[0]!.id;

    const rivalBase = `/api/v1/franchisor/listings/${theirs.id}`;
    for (const [method, path, body] of [
      ['POST', `${base}/documents`, form({ title: 'Spoof', file: new Blob([pdf]) }, 'spoof.pdf')],
      ['DELETE', `${base}/images/${picture}`, undefined],
      ['DELETE', `${base}/documents/${doc}`, undefined],
      // Through the rival's own listing, naming the owner's files: still not theirs.
      ['DELETE', `${rivalBase}/images/${picture}`, undefined],
      ['DELETE', `${rivalBase}/documents/${doc}`, undefined],
    ] as const) {
      expect((await call(rival, method, path, undefined, body)).status, `${method} ${path}`).toBe(404);
    }
    const after = (await (await call(owner, 'GET', base)).json()) as EditableListing;
    expect(after.gallery.map((g) => g.id)).toEqual([picture]);
    expect(after.documents.map((d) => d.id)).toEqual([doc]);
    expect((await t.request(after.documents[0]!.url)).status).toBe(200);
  });
});

describe('uploads', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createListing(owner, 'Upload Chai')).id;
  });
  const upload = (path: string, fields: Record<string, string | Blob>, name?: string) =>
    call(owner, 'POST', `/api/v1/franchisor/listings/${id}/${path}`, undefined, form(fields, name));

  it('re-encodes a logo to WebP without its EXIF data', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect(jpeg.includes('secret-gps-owner')).toBe(true);
    const res = await upload('images', { slot: 'logo', file: new Blob([jpeg]) }, 'logo.jpg');
    expect(res.status, await res.clone().text()).toBe(200);
    const listing = (await res.json()) as EditableListing;
    const stored = await t.request(listing.logoUrl!);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.includes('secret-gps-owner')).toBe(false);
  });

  it('refuses an SVG with a script, whatever its name says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await upload(
      'images',
      { slot: 'gallery', file: new Blob([svg], { type: 'image/png' }) },
      'logo.png',
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe('file_type_not_allowed');
  });

  it('refuses a "PDF" that is really an executable', async () => {
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0);
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'binary');
    const res = await upload(
      'documents',
      { title: 'Brochure', file: new Blob([exe], { type: 'application/pdf' }) },
      'brochure.pdf',
    );
    expect(res.status).toBe(415);
  });

  it('refuses a 30 MB upload before reading it', async () => {
    const big = new Uint8Array(30 * 1024 * 1024);
    const res = await upload('documents', { file: new Blob([big]) }, 'big.pdf');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('file_too_large');
  });

  it('keeps a real PDF as a document of the listing', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload(
      'documents',
      { title: 'Disclosure 2024', kind: 'disclosure', file: new Blob([pdf]) },
      'fdd.pdf',
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const listing = (await res.json()) as EditableListing;
    expect(listing.documents).toMatchObject([{ title: 'Disclosure 2024', kind: 'disclosure' }]);
  });
});

describe('review and visibility', () => {
  it('keeps a pending listing out of every public view, then shows it at once when approved', async () => {
    const before = await listIndia();
    const listing = await createListing(owner, 'Filterkaapi Junction');
    expect((await act(owner, listing.id, 'submit')).status).toBe(200);
    // Primes the catalog cache with the listing absent.
    expect((await listIndia()).some((o) => o.id === listing.id)).toBe(false);
    expect((await listIndia('Filterkaapi')).some((o) => o.id === listing.id)).toBe(false);
    expect((await t.request(`/api/v1/opportunities/${listing.id}`)).status).toBe(404);
    expect((await call(seeker, 'POST', '/api/v1/bookmarks', { opportunityId: listing.id })).status).toBe(404);
    const compare = await call(seeker, 'PUT', '/api/v1/compare', { ids: [listing.id] });
    expect(((await compare.json()) as { ids?: string[] }).ids ?? []).not.toContain(listing.id);

    // Not a moderator: a franchisor cannot see the queue or decide.
    expect((await call(owner, 'GET', '/api/v1/admin/listings')).status).toBe(403);
    expect((await decide(listing.id, { decision: 'approve' }, owner)).status).toBe(403);

    const queue = (await (await call(moderator, 'GET', '/api/v1/admin/listings')).json()) as {
      items: ReviewQueueItem[];
    };
    const item = queue.items.find((i) => i.id === listing.id)!;
    expect(item.kind).toBe('new');
    expect(item.changes).toContainEqual({
      field: 'investmentMin',
      label: 'Minimum investment',
      before: '—',
      after: '₹15.0 L',
    });

    const approve = await decide(listing.id, { decision: 'approve' });
    expect(approve.status, await approve.clone().text()).toBe(200);
    expect((await listIndia()).map((o) => o.id)).toContain(listing.id);
    expect((await listIndia('Filterkaapi')).map((o) => o.id)).toContain(listing.id);
    const detail = await t.request(`/api/v1/opportunities/${listing.id}`);
    expect(detail.status).toBe(200);
    expect(before.length).toBeGreaterThan(0);

    const [record] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, listing.id));
    expect(record).toMatchObject({ action: 'listings.approve', actorId: moderator.userId });
  });

  it('lets one of two moderators approving at once decide (one audit row, one mail); an edit saved since the queue was read refuses the approval and is kept', async () => {
    const second = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(second.userId);
    const listing = await createListing(owner, 'Twin Moderators Dosa');
    expect((await act(owner, listing.id, 'submit')).status).toBe(200);
    const seenBy = async (who: SignedInUser) => {
      const queue = (await (await call(who, 'GET', '/api/v1/admin/listings')).json()) as {
        items: ReviewQueueItem[];
      };
      return queue.items.find((i) => i.id === listing.id)!.updatedAt;
    };
    const [seenFirst, seenSecond] = await Promise.all([seenBy(moderator), seenBy(second)]);
    const answers = await Promise.all([
      decide(listing.id, { decision: 'approve', updatedAt: seenFirst }),
      decide(listing.id, { decision: 'approve', updatedAt: seenSecond }, second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audits = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, listing.id));
    expect(audits.map((a) => a.action)).toEqual(['listings.approve']);
    const mails = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 50 });
    expect(mails.filter((m) => m.subject === 'Twin Moderators Dosa is approved')).toHaveLength(1);

    // The live listing's key figures are edited and submitted; the moderator opens the queue,
    // the owner saves once more and submits again before the moderator approves.
    const edited = { ...indianListing('Twin Moderators Dosa'), royaltyPct: 7 };
    expect((await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, edited)).status).toBe(200);
    expect((await act(owner, listing.id, 'submit')).status).toBe(200);
    const seen = await seenBy(moderator);
    const later = { ...edited, royaltyPct: 8 };
    expect((await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, later)).status).toBe(200);
    expect((await act(owner, listing.id, 'submit')).status).toBe(200);
    const stale = await decide(listing.id, { decision: 'approve', updatedAt: seen });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'review_changed' });
    const kept = (await (
      await call(owner, 'GET', `/api/v1/franchisor/listings/${listing.id}`)
    ).json()) as EditableListing;
    expect(kept.values.royaltyPct).toBe(8);
    // Reviewed as it is now, it is approved.
    expect(
      (await decide(listing.id, { decision: 'approve', updatedAt: await seenBy(moderator) })).status,
    ).toBe(200);
  });

  it('keeps draft, pending and rejected listings off every public surface (list, detail, search, sitemap, compare, bookmarks) but open to their owner', async () => {
    const word = `Hiddenkaapi${Date.now().toString(36)}`;
    const draft = await createListing(owner, `${word} Draft`);
    const pending = await createListing(owner, `${word} Pending`);
    const rejected = await createListing(owner, `${word} Rejected`);
    for (const l of [pending, rejected]) expect((await act(owner, l.id, 'submit')).status).toBe(200);
    const reason = 'The royalty source must cite the FDD item it comes from.';
    expect((await decide(rejected.id, { decision: 'reject', reason })).status).toBe(200);
    const hidden = [draft, pending, rejected].map((l) => l.id);

    const listed = [...(await listIndia()), ...(await listIndia(word))].map((o) => o.id);
    const suggested = await (await t.request(`/api/v1/search/suggestions?q=${word}&country=IN`)).text();
    await t.deps.services.seo.sitemaps.refresh();
    const index = await (await t.request('/sitemap.xml')).text();
    let sitemap = '';
    for (const [, loc] of index.matchAll(/<loc>(.*?)<\/loc>/g)) {
      sitemap += await (await t.request(new URL(loc!).pathname)).text();
    }
    expect(sitemap).toContain('/indian-opportunity/');
    for (const id of hidden) {
      expect(listed, id).not.toContain(id);
      expect(suggested, id).not.toContain(id);
      expect(sitemap, id).not.toContain(id);
      for (const who of [null, seeker, rival]) {
        const headers: Record<string, string> = who ? { Cookie: who.cookie } : {};
        expect((await t.request(`/api/v1/opportunities/${id}`, { headers })).status, id).toBe(404);
      }
      expect((await call(seeker, 'POST', '/api/v1/bookmarks', { opportunityId: id })).status).toBe(404);
      // The owner still opens it in the editor, with the reviewer's reason where there is one.
      expect((await call(owner, 'GET', `/api/v1/franchisor/listings/${id}`)).status).toBe(200);
    }
    const compare = await call(seeker, 'PUT', '/api/v1/compare', { ids: hidden });
    expect(await compare.json()).toEqual({ ids: [] });
    expect(await (await call(seeker, 'GET', '/api/v1/compare')).json()).toEqual({ ids: [] });
    const mine = (await (
      await call(owner, 'GET', `/api/v1/franchisor/listings/${rejected.id}`)
    ).json()) as EditableListing;
    expect(mine).toMatchObject({ status: 'rejected', reviewReason: reason });
    // Admins see the pending one in the review queue.
    const queue = (await (await call(moderator, 'GET', '/api/v1/admin/listings')).json()) as {
      items: ReviewQueueItem[];
    };
    expect(queue.items.map((i) => i.id)).toContain(pending.id);
  });

  it('takes a paused listing off a seeker’s bookmarks and its page at once, and brings it back on resume', async () => {
    const listing = await createListing(owner, 'Bookmarked Bonda');
    await act(owner, listing.id, 'submit');
    await decide(listing.id, { decision: 'approve' });
    expect((await call(seeker, 'POST', '/api/v1/bookmarks', { opportunityId: listing.id })).status).toBe(201);
    const saved = async () =>
      (
        (await (await call(seeker, 'GET', '/api/v1/bookmarks?limit=100')).json()) as {
          items: { opportunityId: string }[];
        }
      ).items.map((b) => b.opportunityId);
    expect(await saved()).toContain(listing.id);
    expect((await act(owner, listing.id, 'pause')).status).toBe(200);
    expect(await saved()).not.toContain(listing.id);
    expect((await t.request(`/api/v1/opportunities/${listing.id}`)).status).toBe(404);
    expect((await act(owner, listing.id, 'resume')).status).toBe(200);
    expect(await saved()).toContain(listing.id);
  });

  it('rejects with a reason that is e-mailed to the franchisor and audited', async () => {
    const listing = await createListing(owner, 'Rejected Rasam');
    await act(owner, listing.id, 'submit');
    const reason = 'The average unit revenue needs the Item 19 page attached.';
    expect((await decide(listing.id, { decision: 'reject', reason: 'short' })).status).toBe(400);
    expect((await decide(listing.id, { decision: 'reject', reason })).status).toBe(200);
    const after = (await (
      await call(owner, 'GET', `/api/v1/franchisor/listings/${listing.id}`)
    ).json()) as EditableListing;
    expect(after).toMatchObject({ status: 'rejected', revisionState: 'rejected', reviewReason: reason });
    const [mail] = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 1 });
    expect(mail?.text).toContain(reason);
    expect((await t.request(`/api/v1/opportunities/${listing.id}`)).status).toBe(404);
  });

  it('keeps the published version visible while an edit of its key figures waits for review', async () => {
    const listing = await createListing(owner, 'Steady Sambar');
    await act(owner, listing.id, 'submit');
    await decide(listing.id, { decision: 'approve' });
    const live = async () =>
      ((await (await t.request(`/api/v1/opportunities/${listing.id}`)).json()) as { investmentMin: number })
        .investmentMin;
    expect(await live()).toBe(150_000_000);

    const edit = { ...indianListing('Steady Sambar'), investmentMin: 1_800_000 };
    expect((await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, edit)).status).toBe(200);
    const submitted = (await (await act(owner, listing.id, 'submit')).json()) as EditableListing;
    expect(submitted).toMatchObject({ status: 'published', revisionState: 'pending_review' });
    expect(await live()).toBe(150_000_000);
    const queue = (await (await call(moderator, 'GET', '/api/v1/admin/listings')).json()) as {
      items: ReviewQueueItem[];
    };
    expect(queue.items.find((i) => i.id === listing.id)).toMatchObject({
      kind: 'edit',
      changes: [{ field: 'investmentMin', before: '₹15.0 L', after: '₹18.0 L' }],
    });
    await decide(listing.id, { decision: 'approve' });
    expect(await live()).toBe(180_000_000);

    // Wording only: live on submit, no review.
    const wording = { ...edit, tagline: 'Now with breakfast' };
    await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, wording);
    expect(
      ((await (await act(owner, listing.id, 'submit')).json()) as EditableListing).revisionState,
    ).toBeNull();
  });

  it('pauses and archives: a paused listing leaves the catalog at once', async () => {
    const listing = await createListing(owner, 'Pausable Poori');
    await act(owner, listing.id, 'submit');
    await decide(listing.id, { decision: 'approve' });
    expect((await listIndia()).map((o) => o.id)).toContain(listing.id);
    expect((await act(owner, listing.id, 'pause')).status).toBe(200);
    expect((await listIndia()).map((o) => o.id)).not.toContain(listing.id);
    expect((await act(owner, listing.id, 'resume')).status).toBe(200);
    expect((await listIndia()).map((o) => o.id)).toContain(listing.id);
    expect((await act(owner, listing.id, 'archive')).status).toBe(200);
    expect((await listIndia()).map((o) => o.id)).not.toContain(listing.id);
    expect((await act(owner, listing.id, 'pause')).status).toBe(409);
  });
});

describe('plan limits', () => {
  it("refuses to publish past the plan's live listings, and allows it again once one is paused", async () => {
    const freeCompany = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const first = await createListing(freeCompany, 'Only Uttapam');
    const second = await createListing(freeCompany, 'Second Sevai');
    for (const l of [first, second]) expect((await act(freeCompany, l.id, 'submit')).status).toBe(200);
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(200);
    const refused = await decide(second.id, { decision: 'approve' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect((await act(freeCompany, first.id, 'pause')).status).toBe(200);
    expect((await decide(second.id, { decision: 'approve' })).status).toBe(200);
    const resume = await act(freeCompany, first.id, 'resume');
    expect(resume.status).toBe(409);
    expect(await resume.json()).toMatchObject({ code: 'plan_limit_reached' });
  });
  it('tells the franchisor, in the bell and by e-mail, when the plan limit holds a listing back', async () => {
    // Notifications queue their e-mails as jobs.
    await t.deps.jobs.start();
    const company = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const first = await createListing(company, 'Live Idli');
    const held = await createListing(company, 'Held Dosa');
    for (const l of [first, held]) expect((await act(company, l.id, 'submit')).status).toBe(200);
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(200);
    expect((await decide(held.id, { decision: 'approve' })).status).toBe(409);
    // A second attempt refreshes the same bell item rather than adding one.
    expect((await decide(held.id, { decision: 'approve' })).status).toBe(409);

    const bell = (await (
      await call(company, 'GET', '/api/v1/notifications')
    ).json()) as NotificationListValue;
    // The first listing's approval, and one item for the held one.
    const notices = bell.items.filter((n) => n.kind === 'listing');
    expect(notices.map((n) => n.title).sort()).toEqual([
      'Held Dosa passed review but cannot go live yet',
      'Live Idli is approved',
    ]);
    expect(notices.find((n) => n.title.startsWith('Held Dosa'))).toMatchObject({
      title: 'Held Dosa passed review but cannot go live yet',
      link: '/dashboard#dash-membership',
      read: false,
    });
    expect(notices.find((n) => n.title.startsWith('Held Dosa'))!.body).toContain(
      'upgrade your plan or pause another listing',
    );

    const outbox = createOutboxRepository(t.deps.database.db);
    await expect
      .poll(async () => (await outbox.list({ to: company.email, limit: 5 })).map((m) => m.subject), {
        timeout: 10_000,
      })
      .toContain('Held Dosa passed review but cannot go live yet');
    const [mail] = await outbox.list({ to: company.email, limit: 1 });
    expect(mail!.text).toContain('upgrade your plan or pause another listing from your dashboard');
    // The listing waits in review; the first one stays live.
    const listing = (await (
      await call(company, 'GET', `/api/v1/franchisor/listings/${held.id}`)
    ).json()) as EditableListing;
    expect(listing.status).not.toBe('published');
    expect(listing.heldByPlanLimit).toBe(true);

    // Room is made: once approved, the approval takes the held notice's place in the bell.
    expect((await act(company, first.id, 'pause')).status).toBe(200);
    expect(
      (
        (await (
          await call(company, 'GET', `/api/v1/franchisor/listings/${held.id}`)
        ).json()) as EditableListing
      ).heldByPlanLimit,
    ).toBe(false);
    expect((await decide(held.id, { decision: 'approve' })).status).toBe(200);
    const after = (await (
      await call(company, 'GET', '/api/v1/notifications')
    ).json()) as NotificationListValue;
    expect(after.items.filter((n) => n.title.startsWith('Held Dosa')).map((n) => n.title)).toEqual([
      'Held Dosa is approved',
    ]);
  });
});

describe('review decisions in the bell', () => {
  it('puts an approval and a refusal in the franchisor’s bell, each e-mailed once', async () => {
    const company = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const approved = await createListing(company, 'Belled Bisibele');
    const refused = await createListing(company, 'Refused Rava');
    for (const l of [approved, refused]) expect((await act(company, l.id, 'submit')).status).toBe(200);
    expect((await decide(approved.id, { decision: 'approve' })).status).toBe(200);
    const reason = 'The royalty figure needs the franchise agreement page attached.';
    expect((await decide(refused.id, { decision: 'reject', reason })).status).toBe(200);

    const bell = (await (
      await call(company, 'GET', '/api/v1/notifications')
    ).json()) as NotificationListValue;
    const byLink = new Map(bell.items.filter((n) => n.kind === 'listing').map((n) => [n.link, n]));
    expect(byLink.get(`/dashboard/listings/${approved.id}/edit`)).toMatchObject({
      title: 'Belled Bisibele is approved',
      read: false,
    });
    const refusal = byLink.get(`/dashboard/listings/${refused.id}/edit`);
    expect(refusal).toMatchObject({ title: 'Refused Rava needs changes before it can be published' });
    expect(refusal!.body).toContain(reason);
    expect(bell.unread).toBeGreaterThanOrEqual(2);

    // The decision's own e-mail, sent as it is made.
    const outbox = createOutboxRepository(t.deps.database.db);
    const subjects = (await outbox.list({ to: company.email, limit: 10 })).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Belled Bisibele is approved')).toHaveLength(1);
    expect(
      subjects.filter((s) => s === 'Refused Rava needs changes before it can be published'),
    ).toHaveLength(1);
  });
});

describe('a plan that ends', () => {
  it('pauses the newest live listings down to the plan the company is on now, e-mails it, and leaves the rest', async () => {
    const lapsing = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    await onPlan(lapsing, 'yearly');
    const word = `Lapsa${Date.now().toString(36)}`;
    const titles = [`${word} One`, `${word} Two`, `${word} Three`];
    const ids: string[] = [];
    for (const title of titles) {
      const l = await createListing(lapsing, title);
      await act(lapsing, l.id, 'submit');
      expect((await decide(l.id, { decision: 'approve' })).status).toBe(200);
      ids.push(l.id);
    }
    await t.deps.jobs.start();
    // While the plan runs, nothing is paused.
    expect((await t.deps.jobs.runNow('listings-plan-limit')).state).toBe('completed');
    expect((await listIndia(word)).map((o) => o.id).sort()).toEqual([...ids].sort());

    // The yearly plan ends: the free plan keeps one listing live, the first one published.
    await t.deps.database.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.franchisorId, await companyIdOf(lapsing)));
    const run = await t.deps.jobs.runNow('listings-plan-limit');
    expect(run.state).toBe('completed');
    expect((await listIndia(word)).map((o) => o.id)).toEqual([ids[0]]);
    for (const id of ids.slice(1)) {
      const listing = (await (
        await call(lapsing, 'GET', `/api/v1/franchisor/listings/${id}`)
      ).json()) as EditableListing;
      expect(listing.status).toBe('paused');
    }
    const [mail] = await createOutboxRepository(t.deps.database.db).list({ to: lapsing.email, limit: 1 });
    expect(mail!.subject).toBe('2 of your listings are paused: your plan has ended');
    expect(mail!.text).toContain(`- ${titles[2]}\n- ${titles[1]}`);
    // Resuming one is refused until the company is on a plan again.
    expect((await act(lapsing, ids[1]!, 'resume')).status).toBe(409);
    // The dashboard says the plan ended rather than showing it as still active.
    const overview = (await (
      await call(lapsing, 'GET', '/api/v1/franchisor/membership')
    ).json()) as MembershipOverview;
    expect(overview.active).toBeNull();
    expect(overview.ended).toMatchObject({ status: 'active' });
    expect(new Date(overview.ended!.expiresAt!).getTime()).toBeLessThan(Date.now());
    expect(overview.liveListingLimit).toBe(1);
    // The owner's company (lifetime) and the seeded catalog are untouched.
    expect((await listIndia()).length).toBeGreaterThan(1);
  });
});

describe('leads and statistics', () => {
  it('lets the owner work a lead and export it; another franchisor gets 404', async () => {
    const listing = await createListing(owner, 'Lead Lassi');
    await act(owner, listing.id, 'submit');
    await decide(listing.id, { decision: 'approve' });
    const sent = await call(seeker, 'POST', `/api/v1/opportunities/${listing.id}/information-requests`, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '+91 98765 43210',
      message: 'Is Pune open for a new outlet?',
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await call(rival, 'PATCH', `/api/v1/franchisor/leads/${id}`, { status: 'won' })).status).toBe(
      404,
    );
    const moved = await call(owner, 'PATCH', `/api/v1/franchisor/leads/${id}`, {
      status: 'contacted',
      notes: 'Called Tuesday',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      status: 'contacted',
      notes: 'Called Tuesday',
      email: 'meera@example.com',
    });
    expect((await call(owner, 'PATCH', `/api/v1/franchisor/leads/${id}`, { status: 'maybe' })).status).toBe(
      400,
    );
    // Nothing to change is a refusal naming what to send, not a failed UPDATE (500 before).
    const empty = await call(owner, 'PATCH', `/api/v1/franchisor/leads/${id}`, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { detail: string }).detail).toMatch(/status or notes/);
    // A cell that a spreadsheet would read as a formula (=, +, -, @) is prefixed with '.
    const csv = await (await call(owner, 'GET', '/api/v1/franchisor/leads.csv')).text();
    expect(csv.split('\r\n')[0]).toBe(
      '"Received","Listing","Name","E-mail","Phone","Message","Status","Notes"',
    );
    expect(csv).toContain(
      `"Meera Iyer","meera@example.com","'+91 98765 43210","Is Pune open for a new outlet?","contacted","Called Tuesday"`,
    );
    expect(await (await call(rival, 'GET', '/api/v1/franchisor/leads.csv')).text()).not.toContain('Meera');

    const stats = await call(owner, 'GET', `/api/v1/franchisor/listings/${listing.id}/stats?days=7`);
    const body = (await stats.json()) as { series: { leads: number }[] };
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)!.leads).toBe(1);
    expect((await call(owner, 'GET', `/api/v1/franchisor/listings/${listing.id}/stats?days=5`)).status).toBe(
      400,
    );
  });
});
