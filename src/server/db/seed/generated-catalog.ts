/**
 * Generated listings for benchmarks and tests at scale (`npm run seed:large`, bench:catalog).
 * Each is a regional variant of a demo listing (same company, a city in its market, figures
 * varied by up to ±25%), so search, filters and sorting meet realistic spreads.
 */
import type { Db } from '../client.ts';
import { franchiseOpportunities, franchisors } from '../schema/index.ts';
import { DEMO_OPPORTUNITIES, opportunityRow, seedDemoCatalog } from './demo-catalog.ts';

const CITIES: Record<string, string[]> = {
  US: ['Austin', 'Denver', 'Tampa', 'Columbus', 'Raleigh', 'Phoenix', 'Boise', 'Omaha', 'Richmond', 'Tucson'],
  IN: ['Pune', 'Jaipur', 'Indore', 'Kochi', 'Lucknow', 'Nagpur', 'Surat', 'Mysuru', 'Bhopal', 'Vadodara'],
  CA: ['Calgary', 'Halifax', 'Ottawa', 'Winnipeg', 'Victoria'],
  GB: ['Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Norwich'],
  DE: ['Leipzig', 'Bremen', 'Dresden', 'Mainz', 'Kiel'],
  AT: ['Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Villach'],
  AU: ['Perth', 'Hobart', 'Geelong', 'Cairns', 'Darwin'],
  FR: ['Lyon', 'Nantes', 'Lille', 'Rennes', 'Dijon'],
  DK: ['Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Vejle'],
  CN: ['Chengdu', 'Hangzhou', 'Wuhan', 'Xiamen', 'Suzhou'],
};

/** Deterministic pseudo-random numbers, so two runs generate the same catalog. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

export async function seedLarge(db: Db, count: number, onProgress?: (done: number) => void) {
  await seedDemoCatalog(db);
  const companies = new Map(
    (await db.select({ id: franchisors.id, name: franchisors.name }).from(franchisors)).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const rand = random(42);
  const batchSize = 1000;
  const now = Date.now();
  for (let done = 0; done < count; done += batchSize) {
    const rows = [];
    for (let i = done; i < Math.min(count, done + batchSize); i++) {
      const base = DEMO_OPPORTUNITIES[i % DEMO_OPPORTUNITIES.length]!;
      const cities = CITIES[base.country]!;
      const city = cities[Math.floor(i / DEMO_OPPORTUNITIES.length) % cities.length]!;
      const vary = (n: number) => Math.round(n * (0.75 + rand() * 0.5));
      const min = vary(base.investmentMin);
      const variant = {
        ...base,
        slug: `${base.slug}-gen-${i}`,
        title: `${base.title} ${city}`,
        investmentMin: min,
        investmentMax: Math.max(min + 1, vary(base.investmentMax)),
        franchiseFee: Math.min(vary(base.franchiseFee), min - 1),
        rating: Math.round((3.2 + rand() * 1.7) * 10) / 10,
        featured: false,
      };
      rows.push(
        opportunityRow(
          variant,
          companies.get(base.company)!,
          new Date(now - Math.floor(rand() * 3 * 365) * 86_400_000),
        ),
      );
    }
    await db.insert(franchiseOpportunities).values(rows);
    onProgress?.(Math.min(count, done + batchSize));
  }
}
