import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UA,
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { InteractionType } from '../../../shared/enums.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import type { TrendingRecommendationListT, UserSegmentAnswerT } from '../../../shared/schemas/insights.ts';
import { franchiseOpportunities, offerings, trendingItems, userInteractions } from '../../db/schema/index.ts';
import { trendScore } from './trend-score.ts';

let t: TestApp;
let cards: OpportunityCard[];
let offeringIds: { id: string; kind: string }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.request('/api/v1/opportunities?country=US&sort=newest&limit=6');
  cards = ((await res.json()) as { items: OpportunityCard[] }).items;
  offeringIds = await t.deps.database.db
    .select({ id: offerings.id, kind: offerings.kind })
    .from(offerings)
    .where(eq(offerings.isActive, true))
    .limit(3);
}, 180_000);
afterAll(() => t.close());

const as = (
  u: SignedInUser | null,
  path: string,
  init: RequestInit & { json?: unknown } = {},
  ua = BROWSER_UA,
) =>
  t.request(path, {
    ...init,
    headers: {
      Origin: ORIGIN,
      'User-Agent': ua,
      ...(u ? { Cookie: u.cookie } : {}),
      ...(init.headers ?? {}),
    },
  });

const interactionsOf = (userId: string, type: InteractionType) =>
  t.deps.database.db
    .select()
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.interactionType, type)));

describe('interactions recorded by the server', () => {
  it('records a signed-in view of a franchise once per 30 minutes, and never a visitor’s or a crawler’s', async () => {
    const seeker = await createSignedInUser(t);
    const path = `/api/v1/opportunities/${cards[0]!.id}`;
    expect((await as(seeker, path)).status).toBe(200);
    expect((await as(seeker, path)).status).toBe(200);
    expect((await as(null, path)).status).toBe(200);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await as(seeker, `/api/v1/opportunities/${cards[1]!.id}`, {}, googlebot)).status).toBe(200);
    const views = await interactionsOf(seeker.userId, 'view');
    expect(views.map((v) => [v.entityType, v.entityId])).toEqual([['franchise', cards[0]!.id]]);
  });

  it('records a view of a software, AI tool or service under its kind', async () => {
    const seeker = await createSignedInUser(t);
    const offering = offeringIds[0]!;
    expect((await as(seeker, `/api/v1/offerings/${offering.id}`)).status).toBe(200);
    const views = await interactionsOf(seeker.userId, 'view');
    expect(views.map((v) => [v.entityType, v.entityId])).toEqual([[offering.kind, offering.id]]);
  });

  it('takes only clicks from a signed-in user’s browser, counted once per 30 minutes', async () => {
    const seeker = await createSignedInUser(t);
    const post = (type: string) =>
      as(seeker, '/api/v1/interactions', {
        method: 'POST',
        json: { type, entityType: 'franchise', entityId: cards[2]!.id },
      });
    // A reported view is a visitor's (visitor-stats.int.test.ts): a signed-in user's is the server's to record.
    expect(await (await post('view')).json()).toEqual({ recorded: false });
    expect(await interactionsOf(seeker.userId, 'view')).toHaveLength(0);
    expect((await post('bookmark')).status).toBe(400);
    expect(await (await post('click')).json()).toEqual({ recorded: true });
    expect(await (await post('click')).json()).toEqual({ recorded: false });
    expect(await interactionsOf(seeker.userId, 'click')).toHaveLength(1);
  });
});

describe('trending', () => {
  const now = new Date();
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it('scores listed items by the formula, keeps them in order and leaves out the rest', async () => {
    const { db } = t.deps.database;
    await db.delete(userInteractions);
    const seeker = await createSignedInUser(t);
    const [a, b, withdrawn] = cards;
    const offering = offeringIds[0]!;
    const acts: { entityType: string; entityId: string; type: InteractionType; createdAt: Date }[] = [
      { entityType: 'franchise', entityId: a!.id, type: 'view', createdAt: now },
      { entityType: 'franchise', entityId: a!.id, type: 'bookmark', createdAt: hoursAgo(48) },
      { entityType: 'franchise', entityId: b!.id, type: 'inquiry', createdAt: hoursAgo(12) },
      { entityType: 'franchise', entityId: b!.id, type: 'click', createdAt: now },
      { entityType: 'franchise', entityId: b!.id, type: 'call', createdAt: hoursAgo(8 * 24) },
      { entityType: offering.kind, entityId: offering.id, type: 'click', createdAt: hoursAgo(24) },
      { entityType: 'franchise', entityId: withdrawn!.id, type: 'inquiry', createdAt: now },
      { entityType: 'franchise', entityId: 'not-a-listing', type: 'view', createdAt: now },
    ];
    await db.insert(userInteractions).values(
      acts.map((x) => ({
        userId: seeker.userId,
        interactionType: x.type,
        entityType: x.entityType,
        entityId: x.entityId,
        createdAt: x.createdAt,
      })),
    );
    await db
      .update(franchiseOpportunities)
      .set({ isActive: false })
      .where(eq(franchiseOpportunities.id, withdrawn!.id));
    try {
      const kept = await t.deps.services.insights.refreshTrending(now);
      expect(kept).toBe(3);
      const rows = await db.select().from(trendingItems);
      const expected = (id: string) =>
        trendScore(
          acts.filter((x) => x.entityId === id),
          now,
        );
      // b: 6/√2 + 2 = 6.2426; a: 1 + 4/4 = 2; the offering: 2/2 = 1.
      const byId = new Map(rows.map((r) => [r.entityId, r]));
      expect(byId.get(b!.id)!.trendScore).toBeCloseTo(expected(b!.id), 9);
      expect(byId.get(b!.id)!.trendScore).toBeCloseTo(6.2426, 4);
      expect(byId.get(a!.id)!.trendScore).toBeCloseTo(2, 9);
      expect(byId.get(offering.id)).toMatchObject({ entityType: offering.kind, interactionCount: 1 });
      expect(byId.get(offering.id)!.trendScore).toBeCloseTo(1, 9);
      expect(byId.get(b!.id)!.interactionCount).toBe(2);

      const list = (await (await as(null, '/api/v1/trending')).json()) as {
        items: { entityId: string; trendScore: number }[];
      };
      expect(list.items.map((i) => i.entityId)).toEqual([b!.id, a!.id, offering.id]);
      expect((await as(null, '/api/v1/trending?limit=11')).status).toBe(400);

      const recs = (await (
        await as(null, '/api/v1/trending/recommendations?limit=6')
      ).json()) as TrendingRecommendationListT;
      expect(recs.items[0]).toMatchObject({
        entityType: 'franchise',
        entityId: b!.id,
        interactionCount: 2,
        path: `/opportunity/${b!.id}`,
        entityData: { title: b!.title, averageRating: b!.ratingAverage },
      });
      expect(recs.items[2]!.path).toMatch(new RegExp(`/${offering.id}$`));
      expect((await as(null, '/api/v1/trending/recommendations?limit=7')).status).toBe(400);
    } finally {
      await db
        .update(franchiseOpportunities)
        .set({ isActive: true })
        .where(eq(franchiseOpportunities.id, withdrawn!.id));
    }
  });

  it('is refreshed by the trending-refresh job, scheduled every 5 minutes', async () => {
    await t.deps.jobs.start();
    const outcome = await t.deps.jobs.runNow('trending-refresh');
    expect(outcome).toMatchObject({ state: 'completed', output: { items: expect.any(Number) } });
    const schedules = t.deps.jobs.definitions().map((d) => [d.name, d.schedule]);
    expect(schedules).toContainEqual(['trending-refresh', '*/5 * * * *']);
    expect(schedules).toContainEqual(['segment-refresh', '*/10 * * * *']);
  });
});

describe('get-user-segment', () => {
  it('asks visitors to sign in', async () => {
    expect((await as(null, '/api/v1/me/segment')).status).toBe(401);
  });

  it('answers a new seeker’s segment at once, from the profile', async () => {
    const seeker = await createSignedInUser(t, { location: 'IN' });
    const body = (await (await as(seeker, '/api/v1/me/segment')).json()) as UserSegmentAnswerT;
    expect(body.segment).toMatchObject({
      segmentType: 'new_user',
      // Budget, timeline, an industry, experience and a country: 5 × 4.
      engagementScore: 20,
      investmentRange: '$100K–$250K',
      industryPreferences: ['Retail'],
      locationPreferences: ['India'],
    });
  });

  it('takes an Indian seeker’s budget in rupees and uses it for the insights and the matches', async () => {
    const seeker = await createSignedInUser(t, { location: 'IN' });
    const bad = await as(seeker, '/api/v1/me/profile', {
      method: 'PATCH',
      json: { investmentBudget: 'inr-10l-26l' },
    });
    expect(bad.status).toBe(400);
    const res = await as(seeker, '/api/v1/me/profile', {
      method: 'PATCH',
      json: { investmentBudget: 'inr-10l-25l', preferredIndustries: ['Food & Beverage'] },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { investmentBudget: string }).investmentBudget).toBe('inr-10l-25l');
    const body = (await (await as(seeker, '/api/v1/me/segment')).json()) as UserSegmentAnswerT;
    expect(body.segment!.investmentRange).toBe('₹10.0 L – ₹25.0 L');
    // The matches compare Indian listings with the budget in rupees, no exchange rate involved.
    const matches = await as(seeker, '/api/v1/discover/matches');
    expect(matches.status).toBe(200);
    const { items } = (await matches.json()) as {
      items: { opportunity: { currency: string }; reasons: { factor: string; text: string }[] }[];
    };
    expect(items.some((i) => i.opportunity.currency === 'INR')).toBe(true);
    for (const item of items.filter((i) => i.opportunity.currency === 'INR')) {
      const budget = item.reasons.find((r) => r.factor === 'budget')!;
      expect(budget.text).toContain('your ₹10.0 L – ₹25.0 L budget');
      expect(budget.text).not.toContain('rate of');
    }
  });

  it('turns an active seeker into active_seeker after the segment job, with what they looked at', async () => {
    const seeker = await createSignedInUser(t);
    for (const card of cards.slice(0, 5)) {
      expect((await as(seeker, `/api/v1/opportunities/${card.id}`)).status).toBe(200);
    }
    await t.deps.jobs.start();
    const outcome = await t.deps.jobs.runNow('segment-refresh');
    expect(outcome.state).toBe('completed');
    const body = (await (await as(seeker, '/api/v1/me/segment')).json()) as UserSegmentAnswerT;
    expect(body.segment).toMatchObject({ segmentType: 'active_seeker', engagementScore: 25 });
    expect(body.segment!.industryPreferences[0]).toBe('Retail');
    expect(body.segment!.industryPreferences.length).toBeGreaterThan(1);
    for (const r of body.segment!.personalizedRecommendations) {
      expect(r).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        path: expect.stringMatching(/^\//),
      });
      expect(r.matchScore).toBeGreaterThanOrEqual(0);
      expect(r.matchScore).toBeLessThanOrEqual(100);
    }
  });

  it('recomputes when the seeker changes their goals', async () => {
    const seeker = await createSignedInUser(t);
    await as(seeker, '/api/v1/me/segment');
    const res = await as(seeker, '/api/v1/me/profile', {
      method: 'PATCH',
      json: { businessExperience: 'franchise_veteran' },
    });
    expect(res.status).toBe(200);
    const body = (await (await as(seeker, '/api/v1/me/segment')).json()) as UserSegmentAnswerT;
    expect(body.segment!.segmentType).toBe('experienced_investor');
  });
});
