import { fillPlaceholders, type Query } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-db.ts';
import { MARKET_CODES } from '../../../shared/markets.ts';
import { OPPORTUNITY_SORTS, type OpportunityCard } from '../../../shared/schemas/catalog.ts';
import type { Driver } from '../../db/client.ts';
import { seedLarge } from '../../db/seed/generated-catalog.ts';
import { createListRepository, type ListFilter } from './list-repository.ts';
import { createCatalogRepository } from './repository.ts';
import { industriesFor, parseSearch } from './search-query.ts';
import { createSearchRepository } from './search-repository.ts';

/** Generated listings on top of the demo catalog: enough that plans are the ones of a real catalog. */
const LISTINGS = 6000;

interface Executed {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** One raw connection of the test database: PGlite's client, or one connection of the pool. */
interface Connection {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
}

async function connect(driver: Driver): Promise<Connection> {
  if (driver.engine === 'postgres') {
    const client = await driver.pool.connect();
    return { query: (text, params) => client.query(text, params), release: () => client.release() };
  }
  return {
    query: (text, params) => driver.client.query<Record<string, unknown>>(text, params),
    release: () => {},
  };
}

/**
 * Every statement the catalog runs, explained on both engines: neither the plan made for the
 * values given (custom) nor the plan a prepared statement settles on (generic) may read the
 * listings table sequentially. Lists, every sort and filter, keyset pages, searches,
 * suggestions, featured, detail and similar are all run here.
 */
describe('catalog query plans', () => {
  let test: TestDatabase;
  const executed = new Map<string, Executed>();

  beforeAll(async () => {
    test = await createTestDatabase();
    const db = test.database.db;
    await seedLarge(db, LISTINGS);
    // As after any bulk load (the seed does the same): statistics and the visibility map.
    await db.execute('vacuum analyze');
    // Record every prepared statement the repositories run, with its values.
    const session = (db as unknown as { _: { session: { prepareQuery: (...args: unknown[]) => unknown } } })._
      .session;
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (...args: unknown[]) => {
      const query = args[0] as Query;
      const prepared = prepare(...args) as { execute(values?: Record<string, unknown>): Promise<unknown> };
      const execute = prepared.execute.bind(prepared);
      prepared.execute = (values = {}) => {
        const params = fillPlaceholders(query.params, values);
        executed.set(`${query.sql} ${JSON.stringify(params)}`, { sql: query.sql, params });
        return execute(values);
      };
      return prepared;
    };

    const lists = createListRepository(db);
    const searches = createSearchRepository(db);
    const catalog = createCatalogRepository(db);
    const filters: ListFilter[] = [
      {},
      { categories: ['Education'] },
      { categories: ['Food & Beverage', 'Retail'] },
      { investmentMin: 25_000_000 },
      { investmentMax: 50_000_000 },
      { investmentMin: 25_000_000, investmentMax: 50_000_000 },
      { homeBased: true },
      { veteranDiscount: true },
      { financing: false },
      { categories: ['Home Services'], homeBased: true, financing: true, investmentMax: 30_000_000 },
    ];
    for (const country of ['US', 'IN', 'DK', undefined]) {
      for (const sort of OPPORTUNITY_SORTS) {
        for (const filter of filters) {
          const page = await lists.list({ filter: { ...filter, country }, sort, limit: 24, offset: 0 });
          if (page.lastKey) {
            await lists.list({
              filter: { ...filter, country },
              sort,
              limit: 24,
              offset: 0,
              after: page.lastKey,
            });
          }
        }
        await lists.list({ filter: { country }, sort, limit: 24, offset: 480 });
      }
    }
    // Words found as typed, stemmed, begun, corrected, spelled another way, and synonyms.
    const queries = ['pizza', 'home care', 'chai', 'coffee', 'piz', 'pizaa sathi', 'cofee espresso'];
    for (const country of ['US', 'IN', undefined]) {
      for (const text of queries) {
        for (const sort of ['relevance', 'newest', 'investment_asc'] as const) {
          for (const filter of [{}, { categories: ['Food & Beverage'], investmentMax: 50_000_000 }]) {
            await searches.search({
              filter: { ...filter, country },
              sort,
              limit: 24,
              offset: 0,
              parsed: parseSearch(text),
              industries: industriesFor(text),
            });
          }
        }
      }
      await searches.suggest('piz', "'piz':*", country, 6);
      await searches.suggest('crust & co', "'crust' & 'co':*", country, 6);
    }
    for (const country of MARKET_CODES) await catalog.featured(country, 6);
    const one = JSON.parse(
      (await lists.list({ filter: { country: 'US' }, sort: 'newest', limit: 1, offset: 0 })).itemsJson,
    )[0] as OpportunityCard;
    await catalog.detail(one.id);
    await catalog.marketOf(one.id);
    await catalog.similar({ ...one, category: one.category }, 4);
  }, 300_000);

  afterAll(() => test.drop());

  it('reads the listings table through its indexes only, with the values given and as prepared', async () => {
    expect(executed.size).toBeGreaterThan(400);
    const connection = await connect(test.database.driver);
    const sequential: string[] = [];
    try {
      for (const { sql, params } of executed.values()) {
        const custom = await connection.query(`explain (format json) ${sql}`, params);
        await connection.query(`prepare catalog_plan_check as ${sql}`);
        await connection.query('set plan_cache_mode = force_generic_plan');
        const generic = await connection.query(
          `explain (format json) execute catalog_plan_check(${params.map(() => 'null').join(', ')})`,
        );
        await connection.query('reset plan_cache_mode');
        await connection.query('deallocate catalog_plan_check');
        for (const [kind, result] of [
          ['custom', custom],
          ['generic', generic],
        ] as const) {
          const cell = Object.values(result.rows[0]!)[0];
          const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
          const scans = nodes(plan[0]!.Plan).filter(
            (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'franchise_opportunities',
          );
          if (scans.length > 0) sequential.push(`${kind}: ${sql.replace(/\s+/g, ' ').slice(0, 300)}`);
        }
      }
    } finally {
      connection.release();
    }
    expect(sequential).toEqual([]);
    // Two explains for each of some 500 statements: on a shared, busy machine that alone took
    // longer than the default 30 s.
  }, 180_000);
});
