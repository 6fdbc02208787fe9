import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import {
  type OpportunityCard,
  OpportunityCardSchema,
  type OpportunityDetail,
  type OpportunityPageValue,
} from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';

/** The card fields of a detail: what a card of the same listing must say. */
function cardOf(detail: OpportunityDetail): OpportunityCard {
  return OpportunityCardSchema.strip().parse(detail);
}

/** Lists and searches hand over the card stored in the row (migration 0029): it follows every change. */
describe('stored listing cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Listings are changed under the API here, so the read cache is off.
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  async function get<T>(path: string) {
    const res = await t.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  }

  it('says in lists and searches what the detail says', async () => {
    const page = await get<OpportunityPageValue>('/api/v1/opportunities?country=US&sort=newest&limit=5');
    expect(page.items).toHaveLength(5);
    for (const card of page.items) {
      const detail = await get<OpportunityDetail>(`/api/v1/opportunities/${card.id}`);
      expect(card).toEqual(cardOf(detail));
    }
    const [first] = page.items;
    const found = await get<OpportunityPageValue>(
      `/api/v1/opportunities?country=US&search=${encodeURIComponent(first!.title)}`,
    );
    expect(found.items.find((c) => c.id === first!.id)).toEqual(first);
  });

  it('changes with the listing, whatever statement changes it', async () => {
    const page = await get<OpportunityPageValue>('/api/v1/opportunities?country=IN&sort=newest&limit=1');
    const before = page.items[0]!;
    await t.deps.database.db
      .update(fo)
      .set({ title: 'Zanzibar Zest Kitchen', ratingAverage: 2.5, reviewCount: 7, featured: !before.featured })
      .where(eq(fo.id, before.id));

    const found = await get<OpportunityPageValue>('/api/v1/opportunities?country=IN&search=zanzibar');
    const card = found.items.find((c) => c.id === before.id);
    expect(card).toEqual({
      ...before,
      title: 'Zanzibar Zest Kitchen',
      ratingAverage: 2.5,
      reviewCount: 7,
      featured: !before.featured,
    });
    expect(card).toEqual(cardOf(await get<OpportunityDetail>(`/api/v1/opportunities/${before.id}`)));
  });
});
