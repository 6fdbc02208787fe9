import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { activeLifetimeMembership } from '../../../../tests/helpers/franchisor.ts';
import { indianListing } from '../../../../tests/helpers/listings.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { EditableListing, ReviewQueueItem } from '../../../shared/schemas/listings.ts';
import { adminAuditLog, rateLimits } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminService } from '../admin/service.ts';

/**
 * Issue 33 item 4: a decision is taken on the row as it is when it is written, not as it was
 * read. Two moderators, or a moderator and the owner's autosave, race on one pending listing.
 */
let t: TestApp;

const call = (who: SignedInUser, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, Cookie: who.cookie }, json });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

async function moderator() {
  const who = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(who.userId);
  return who;
}

/** A new company on a plan that publishes, with one listing submitted for review. */
async function submitted(title: string) {
  const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
  await activeLifetimeMembership(t, owner.userId);
  const created = await call(owner, 'POST', '/api/v1/franchisor/listings', {
    country: 'IN',
    values: indianListing(title),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const listing = (await created.json()) as EditableListing;
  const submit = await call(owner, 'POST', `/api/v1/franchisor/listings/${listing.id}/actions`, {
    action: 'submit',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  return { owner, listing };
}

/** The version of the listing a moderator's queue shows now. */
async function seenBy(who: SignedInUser, id: string) {
  const queue = (await (await call(who, 'GET', '/api/v1/admin/listings')).json()) as {
    items: ReviewQueueItem[];
  };
  return queue.items.find((i) => i.id === id)?.updatedAt;
}

const decide = (who: SignedInUser, id: string, json: unknown) =>
  call(who, 'POST', `/api/v1/admin/listings/${id}/decision`, json);

const auditsOf = (id: string) =>
  t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));

const mailsTo = (owner: SignedInUser, subject: string) =>
  createOutboxRepository(t.deps.database.db)
    .list({ to: owner.email, limit: 50 })
    .then((mails) => mails.filter((m) => m.subject === subject));

const ownersCopy = async (owner: SignedInUser, id: string) =>
  (await (await call(owner, 'GET', `/api/v1/franchisor/listings/${id}`)).json()) as EditableListing;

describe('two moderators deciding one listing at once', () => {
  it('lets one approval through: one 200, one 409, one audit row, one mail', async () => {
    const [first, second] = await Promise.all([moderator(), moderator()]);
    const { owner, listing } = await submitted('Twin Approvals Idli');
    const [seenFirst, seenSecond] = await Promise.all([
      seenBy(first, listing.id),
      seenBy(second, listing.id),
    ]);
    const answers = await Promise.all([
      decide(first, listing.id, { decision: 'approve', updatedAt: seenFirst }),
      decide(second, listing.id, { decision: 'approve', updatedAt: seenSecond }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.json()).toMatchObject({
      code: 'review_decided',
      detail: 'This listing was decided already or withdrawn by its owner.',
    });
    expect((await auditsOf(listing.id)).map((a) => a.action)).toEqual(['listings.approve']);
    expect(await mailsTo(owner, 'Twin Approvals Idli is approved')).toHaveLength(1);
    expect((await ownersCopy(owner, listing.id)).status).toBe('published');
  });

  it('lets one of an approval and a rejection at once decide, and the listing is as that one left it', async () => {
    const [first, second] = await Promise.all([moderator(), moderator()]);
    const { owner, listing } = await submitted('Split Decision Vada');
    const seen = await seenBy(first, listing.id);
    const [approval, rejection] = await Promise.all([
      decide(first, listing.id, { decision: 'approve', updatedAt: seen }),
      decide(second, listing.id, {
        decision: 'reject',
        reason: 'The royalty source must cite the FDD item it comes from.',
      }),
    ]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
    const audits = (await auditsOf(listing.id)).map((a) => a.action);
    const now = await ownersCopy(owner, listing.id);
    if (approval.status === 200) {
      expect(audits).toEqual(['listings.approve']);
      expect(now).toMatchObject({ status: 'published', revisionState: null });
    } else {
      expect(audits).toEqual(['listings.reject']);
      expect(now).toMatchObject({ status: 'rejected', revisionState: 'rejected' });
    }
  });
});

describe('the owner’s autosave and a moderator’s approval', () => {
  it('refuses the approval of the version the moderator read once an autosave changed it, and keeps the autosave', async () => {
    const mod = await moderator();
    const { owner, listing } = await submitted('Autosaved Appam');
    const seen = await seenBy(mod, listing.id);
    expect(seen).toBeTruthy();
    const autosave = await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, {
      ...indianListing('Autosaved Appam'),
      royaltyPct: 9,
    });
    expect(autosave.status).toBe(200);

    const stale = await decide(mod, listing.id, { decision: 'approve', updatedAt: seen });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'review_changed' });
    // Without the version it read, the approval still finds the listing no longer submitted.
    const blind = await decide(mod, listing.id, { decision: 'approve' });
    expect(blind.status).toBe(409);
    expect(await blind.json()).toMatchObject({ code: 'review_decided' });

    const kept = await ownersCopy(owner, listing.id);
    expect(kept).toMatchObject({ status: 'draft', revisionState: 'editing' });
    expect(kept.values.royaltyPct).toBe(9);
    expect(await auditsOf(listing.id)).toEqual([]);
    expect(await mailsTo(owner, 'Autosaved Appam is approved')).toEqual([]);
  });

  it('loses neither an approval nor an autosave that arrive at once', async () => {
    const mod = await moderator();
    const { owner, listing } = await submitted('Racing Rasam');
    const seen = await seenBy(mod, listing.id);
    const [approval, autosave] = await Promise.all([
      decide(mod, listing.id, { decision: 'approve', updatedAt: seen }),
      call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, {
        ...indianListing('Racing Rasam'),
        royaltyPct: 9,
      }),
    ]);
    expect(autosave.status).toBe(200);
    const now = await ownersCopy(owner, listing.id);
    // The autosave is the owner's working copy either way.
    expect(now.revisionState).toBe('editing');
    expect(now.values.royaltyPct).toBe(9);
    const audits = (await auditsOf(listing.id)).map((a) => a.action);
    if (approval.status === 200) {
      // Approved first: the listing is live with what was reviewed; the autosave waits to be submitted.
      expect(now.status).toBe('published');
      expect(audits).toEqual(['listings.approve']);
      const live = await t.request(`/api/v1/opportunities/${listing.id}`);
      expect(((await live.json()) as { royaltyPct: number }).royaltyPct).toBe(6);
    } else {
      expect(approval.status).toBe(409);
      expect(now.status).toBe('draft');
      expect(audits).toEqual([]);
    }
  });
});
