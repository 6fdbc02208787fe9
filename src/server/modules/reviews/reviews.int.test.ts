import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type {
  MyReviewStateValue,
  ReviewPageValue,
  ReviewReportListValue,
} from '../../../shared/schemas/reviews.ts';
import {
  adminAuditLog,
  franchiseOpportunities,
  franchiseReviews,
  franchisors,
} from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES } from '../../db/seed/demo-catalog.ts';
import { createAdminRepository } from '../admin/repository.ts';

const BODY = 'Training was thorough and the field consultant answered within a day, every time.';

describe('franchise reviews', () => {
  let t: TestApp;
  let seeker: SignedInUser;
  let stranger: SignedInUser;
  let owner: SignedInUser;
  let moderator: SignedInUser;
  let listingId: string;
  let reviewId: string;

  const as = (u: SignedInUser) => ({ Cookie: u.cookie, Origin: ORIGIN });
  const write = (u: SignedInUser, json: unknown, id = listingId) =>
    t.request(`/api/v1/opportunities/${id}/reviews/mine`, { method: 'PUT', headers: as(u), json });
  const page = async (id = listingId) =>
    (await (await t.request(`/api/v1/opportunities/${id}/reviews`)).json()) as ReviewPageValue;
  const stars = async (id = listingId) => {
    const [row] = await t.deps.database.db
      .select({ average: franchiseOpportunities.ratingAverage, count: franchiseOpportunities.reviewCount })
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.id, id));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [seeker, stranger, owner, moderator] = await Promise.all([
      createSignedInUser(t),
      createSignedInUser(t),
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
    ]);
    const db = t.deps.database.db;
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    const [listing] = await db
      .select({ id: franchiseOpportunities.id })
      .from(franchiseOpportunities)
      .where(and(eq(franchiseOpportunities.country, 'US'), eq(franchiseOpportunities.status, 'published')))
      .limit(1);
    listingId = listing!.id;
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company!.id })
      .where(eq(franchiseOpportunities.id, listingId));
    await createAdminRepository(db).upsert({
      userId: moderator.userId,
      level: 'standard',
      permissions: ['listings:moderate'],
      invitedBy: null,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds reviews whose average and count are the stars every demo listing shows', async () => {
    const db = t.deps.database.db;
    const mismatched = await db.execute(sql`
      select o.slug from franchise_opportunities o
      left join franchise_reviews r on r.opportunity_id = o.id and r.hidden_at is null
      group by o.id
      having o.review_count <> count(r.id) or o.rating_average is distinct from round(avg(r.rating), 1)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const demo = DEMO_OPPORTUNITIES.find((o) => o.country === 'IN')!;
    const [row] = await db
      .select({ id: franchiseOpportunities.id, average: franchiseOpportunities.ratingAverage })
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.slug, demo.slug));
    expect(row!.average).toBe(demo.rating);
    const listed = await page(row!.id);
    expect(listed.total).toBeGreaterThanOrEqual(4);
    expect(listed.average).toBe(demo.rating);
    expect(Object.values(listed.breakdown).reduce((a, b) => a + b, 0)).toBe(listed.total);
    expect(listed.items[0]).toMatchObject({ contactedVia: 'information_request' });
    expect(listed.items[0]!.author).toMatch(/^\S+ [A-Z]\.$/);
  });

  it('lets only a seeker who contacted the franchise write a review', async () => {
    const before = await stars();
    const mine = (await (
      await t.request(`/api/v1/opportunities/${listingId}/reviews/mine`, { headers: as(seeker) })
    ).json()) as MyReviewStateValue;
    expect(mine.cannotReview).toMatch(/once you have contacted it/);
    const refused = await write(seeker, { rating: 5, body: BODY });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'review_needs_contact' });
    const franchisor = await write(owner, { rating: 5, body: BODY });
    expect(await franchisor.json()).toMatchObject({ code: 'reviews_by_seekers' });

    const asked = await t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
      method: 'POST',
      headers: as(seeker),
      json: {
        name: 'Riley Stone',
        email: seeker.email,
        message: 'Please send me the disclosure document and fees.',
      },
    });
    expect(asked.status).toBeLessThan(300);
    const short = await write(seeker, { rating: 5, body: 'Great!' });
    expect(short.status).toBe(400);
    const written = await write(seeker, { rating: 2, body: BODY });
    expect(written.status).toBe(200);
    expect(((await written.clone().json()) as MyReviewStateValue).review).toMatchObject({
      rating: 2,
      contactedVia: 'information_request',
      author: 'Test S.',
    });
    reviewId = ((await written.clone().json()) as MyReviewStateValue).review!.id;
    const after = await stars();
    expect(after.count).toBe(before.count + 1);
    // A second write rewrites the one review.
    expect((await write(seeker, { rating: 4, body: BODY })).status).toBe(200);
    expect((await stars()).count).toBe(before.count + 1);
    const listed = await page();
    expect(listed.total).toBe(before.count + 1);
    expect(listed.items.find((r) => r.id === reviewId)).toMatchObject({ rating: 4, body: BODY });
    expect(listed.average).toBe((await stars()).average);
  });

  it('takes one public reply, from the listing’s own company only', async () => {
    const review = (await page()).items.find((r) => r.id === reviewId)!;
    const reply = (u: SignedInUser) =>
      t.request(`/api/v1/reviews/${review.id}/reply`, {
        method: 'PUT',
        headers: as(u),
        json: { body: 'Thank you: we have since added a second field consultant.' },
      });
    expect((await reply(stranger)).status).toBe(403);
    expect((await reply(owner)).status).toBe(200);
    const shown = (await page()).items.find((r) => r.id === review.id)!;
    expect(shown.reply?.body).toMatch(/second field consultant/);
  });

  it('goes to moderators when reported; hiding takes it off the page and the stars (audited)', async () => {
    const review = (await page()).items.find((r) => r.id === reviewId)!;
    const report = (u: SignedInUser) =>
      t.request(`/api/v1/reviews/${review.id}/reports`, {
        method: 'POST',
        headers: as(u),
        json: { reason: 'This reads like a competitor wrote it.' },
      });
    expect((await report(seeker)).status).toBe(400);
    expect((await report(stranger)).status).toBe(204);
    expect((await report(stranger)).status).toBe(409);
    expect((await t.request('/api/v1/admin/review-reports', { headers: as(stranger) })).status).toBe(403);
    const open = (await (
      await t.request('/api/v1/admin/review-reports', { headers: as(moderator) })
    ).json()) as ReviewReportListValue;
    expect(open.items.find((r) => r.review.id === review.id)?.reason).toMatch(/competitor/);

    const before = await stars();
    const moderate = (json: unknown) =>
      t.request(`/api/v1/admin/reviews/${review.id}/moderation`, {
        method: 'POST',
        headers: as(moderator),
        json,
      });
    expect((await moderate({ action: 'hide' })).status).toBe(400);
    expect((await moderate({ action: 'hide', reason: 'It breaks the review rules.' })).status).toBe(200);
    expect((await page()).items.some((r) => r.id === review.id)).toBe(false);
    expect((await stars()).count).toBe(before.count - 1);
    const mine = (await (
      await t.request(`/api/v1/opportunities/${listingId}/reviews/mine`, { headers: as(seeker) })
    ).json()) as MyReviewStateValue;
    expect(mine.review?.hiddenReason).toBe('It breaks the review rules.');
    const audited = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'reviews.hide'), eq(adminAuditLog.entityId, review.id)));
    expect(audited).toHaveLength(1);
    const after = (await (
      await t.request('/api/v1/admin/review-reports', { headers: as(moderator) })
    ).json()) as ReviewReportListValue;
    expect(after.items.some((r) => r.review.id === review.id)).toBe(false);
    expect((await moderate({ action: 'restore' })).status).toBe(200);
    expect((await stars()).count).toBe(before.count);
  });

  it('is deleted by its author, and with the author’s account', async () => {
    const before = await stars();
    const gone = await t.request(`/api/v1/opportunities/${listingId}/reviews/mine`, {
      method: 'DELETE',
      headers: as(seeker),
    });
    expect(gone.status).toBe(204);
    expect((await stars()).count).toBe(before.count - 1);
    expect((await write(seeker, { rating: 3, body: BODY })).status).toBe(200);
    const deleted = await t.request('/api/v1/me/delete', {
      method: 'POST',
      headers: as(seeker),
      json: { password: seeker.password, confirmEmail: seeker.email },
    });
    expect(deleted.status).toBeLessThan(300);
    const left = await t.deps.database.db
      .select()
      .from(franchiseReviews)
      .where(eq(franchiseReviews.authorId, seeker.userId));
    expect(left).toEqual([]);
    expect((await stars()).count).toBe(before.count - 1);
  });

  it('answers 404 for a listing that is not published and 400 for a bad id', async () => {
    expect((await t.request('/api/v1/opportunities/not-a-uuid/reviews')).status).toBe(400);
    expect((await t.request(`/api/v1/opportunities/${crypto.randomUUID()}/reviews`)).status).toBe(404);
  });
});
