import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities, franchisors, offerings } from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES, seedDemoCatalog } from '../../db/seed/demo-catalog.ts';

describe('demo catalog and featured listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('seeds every market once, and a second run adds nothing', async () => {
    const db = t.deps.database.db;
    const count = async () => ({
      opportunities: (await db.select().from(franchiseOpportunities)).length,
      franchisors: (await db.select().from(franchisors)).length,
      offerings: (await db.select().from(offerings)).length,
    });
    const first = await count();
    expect(first.opportunities).toBe(DEMO_OPPORTUNITIES.length);
    expect(await seedDemoCatalog(db)).toEqual({ seeded: false, opportunities: 0 });
    expect(await count()).toEqual(first);
  });

  it('links no demo franchisor to a website: their domains are invented', async () => {
    const rows = await t.deps.database.db.select().from(franchisors);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.website !== null).map((r) => r.website)).toEqual([]);
  });

  it('covers the markets and industries the catalog promises', async () => {
    const rows = await t.deps.database.db.select().from(franchiseOpportunities);
    const byCountry = new Map<string, number>();
    for (const r of rows) byCountry.set(r.country, (byCountry.get(r.country) ?? 0) + 1);
    expect(byCountry.get('US')).toBeGreaterThanOrEqual(80);
    expect(byCountry.get('IN')).toBeGreaterThanOrEqual(60);
    for (const c of ['CA', 'GB', 'DE', 'AT', 'AU', 'FR', 'DK', 'CN'])
      expect(byCountry.get(c)).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.category)).size).toBe(14);
    for (const r of rows) {
      expect(r.investmentMin).toBeLessThan(r.investmentMax);
      expect(r.currency).toMatch(/^[A-Z]{3}$/);
    }
    const kinds = await t.deps.database.db.select().from(offerings);
    for (const kind of ['software', 'ai_tool', 'business_service']) {
      expect(kinds.filter((o) => o.kind === kind).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('lists six featured listings of one market, newest first', async () => {
    const res = await t.request('/api/v1/opportunities/featured?country=IN');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: OpportunityCard[] };
    expect(items).toHaveLength(6);
    expect(items.every((i) => i.country === 'IN' && i.currency === 'INR' && i.featured)).toBe(true);
    const dates = items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses an unknown market with a 400 problem', async () => {
    const res = await t.request('/api/v1/opportunities/featured?country=XX');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
