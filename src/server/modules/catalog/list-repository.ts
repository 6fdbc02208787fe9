import { type SQL, sql } from 'drizzle-orm';
import { OPPORTUNITY_PAGE } from '../../../shared/limits.ts';
import { MARKET_CODES } from '../../../shared/markets.ts';
import type { OpportunitySort } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { hiddenValue, statementCache } from '../../db/prepared.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';
import { cardJson, listed } from './card-sql.ts';

/**
 * Totals are counted up to this many; above it a list says "1,000+". Counting every match of
 * a broad filter would read every matching index entry on each request (34,000 for the US of
 * the benchmark catalog), and nobody pages that far: the keyset cursor reads on past it.
 */
export const COUNT_CAP = 1000;

export interface ListFilter {
  country?: string;
  categories?: string[];
  /** Minor units. */
  investmentMin?: number;
  investmentMax?: number;
  homeBased?: boolean;
  veteranDiscount?: boolean;
  financing?: boolean;
}

/** A sort key: how it is written in SQL, and the type its cursor value is read back as. */
export type SortKeyType = 'boolean' | 'numeric' | 'integer' | 'bigint' | 'timestamptz' | 'uuid';

interface SortKey {
  expr: SQL;
  type: SortKeyType;
  /** The value as the cursor stores it (full precision for times). */
  value: SQL;
}

const key = (expr: SQL, type: SortKey['type'], value: SQL = expr): SortKey => ({ expr, type, value });
const idKey = key(sql`${fo.id}`, 'uuid');

/**
 * Each sort walks one index (schema/catalog.ts) in key order and breaks ties by id in the same
 * direction, so a page can continue from the last row's keys (keyset). Nulls sort last through
 * the same coalesce the index holds.
 */
export const SORTS: Record<OpportunitySort, { direction: 'asc' | 'desc'; keys: SortKey[] }> = {
  relevance: {
    direction: 'desc',
    keys: [key(sql`${fo.featured}`, 'boolean'), key(sql`coalesce(${fo.ratingAverage}, 0)`, 'numeric'), idKey],
  },
  newest: {
    direction: 'desc',
    keys: [
      key(
        sql`${fo.createdAt}`,
        'timestamptz',
        sql`to_char(${fo.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      ),
      idKey,
    ],
  },
  investment_asc: { direction: 'asc', keys: [key(sql`${fo.investmentMin}`, 'bigint'), idKey] },
  investment_desc: { direction: 'desc', keys: [key(sql`${fo.investmentMax}`, 'bigint'), idKey] },
  rating: {
    direction: 'desc',
    keys: [
      key(sql`coalesce(${fo.ratingAverage}, 0)`, 'numeric'),
      key(sql`${fo.reviewCount}`, 'integer'),
      idKey,
    ],
  },
  roi: { direction: 'desc', keys: [key(sql`coalesce(${fo.roiPercentage}, -1)`, 'numeric'), idKey] },
};

export function orderBy(sort: OpportunitySort): SQL {
  const { direction, keys } = SORTS[sort];
  return sql.join(
    keys.map((k) => sql`${k.expr} ${sql.raw(direction)}`),
    sql`, `,
  );
}

/** The row's sort keys as the cursor stores them. */
export function keyJson(sort: OpportunitySort): SQL {
  return sql`json_build_array(${sql.join(
    SORTS[sort].keys.map((k) => k.value),
    sql`, `,
  )})`;
}

/** The filter conditions, values as hidden placeholders (so one prepared statement and plan serve every value). */
export function filterConditions(f: ListFilter): { shape: string; where: SQL[] } {
  const where: SQL[] = [];
  const shape: string[] = [];
  if (f.categories?.length) {
    // (The cast makes any() read an array, not the rows of a subquery.)
    where.push(sql`${fo.category} = any(${hiddenValue('categories', 'text[]')}::text[])`);
    shape.push('c');
  }
  if (f.investmentMin !== undefined) {
    where.push(sql`${fo.investmentMax} >= ${hiddenValue('investmentMin', 'bigint')}`);
    shape.push('n');
  }
  if (f.investmentMax !== undefined) {
    // A budget holds a listing whose whole range fits in it: its maximum, not its minimum, is
    // compared ("Under $100K" showed $98,000 – $148,000).
    where.push(sql`${fo.investmentMax} <= ${hiddenValue('investmentMax', 'bigint')}`);
    shape.push('x');
  }
  if (f.homeBased !== undefined) {
    where.push(sql`${fo.homeBased} = ${hiddenValue('homeBased', 'boolean')}`);
    shape.push('h');
  }
  if (f.veteranDiscount !== undefined) {
    where.push(sql`${fo.veteranDiscount} = ${hiddenValue('veteranDiscount', 'boolean')}`);
    shape.push('v');
  }
  if (f.financing !== undefined) {
    where.push(sql`${fo.financingAvailable} = ${hiddenValue('financing', 'boolean')}`);
    shape.push('f');
  }
  return { shape: shape.join(''), where };
}

/** Placeholder values for filterConditions. */
export function filterValues(f: ListFilter): Record<string, unknown> {
  return {
    categories: f.categories,
    investmentMin: f.investmentMin,
    investmentMax: f.investmentMax,
    homeBased: f.homeBased,
    veteranDiscount: f.veteranDiscount,
    financing: f.financing,
  };
}

function whereOf(parts: SQL[]): SQL {
  return sql.join(parts, sql` and `);
}

export interface ListPage {
  total: number;
  /** The page's cards, a JSON array as the database wrote it (sent on without parsing). */
  itemsJson: string;
  /** How many cards the page holds. */
  count: number;
  /** The last card's sort keys (for the cursor); null on an empty page. */
  lastKey: unknown[] | null;
}

export interface ListRequest {
  filter: ListFilter;
  sort: OpportunitySort;
  limit: number;
  offset: number;
  /** Sort keys of the last row already shown (keyset pagination); offset is then 0. */
  after?: unknown[];
}

/**
 * How many rows a page's index walk reads, written into the statement as a number: limit plus
 * offset, rounded up to a power of two from 32. PostgreSQL plans a LIMIT it cannot see as
 * reaching a tenth of the table, so a prepared statement's generic plan looked far dearer than
 * one made for the values given, and every request was planned anew (planning then cost as
 * much as running). Rounding keeps the statements few (six sizes up to the deepest page).
 */
export function reachOf(limit: number, offset: number): number {
  return Math.max(32, 2 ** Math.ceil(Math.log2(limit + offset)));
}

/**
 * The page (`offset` and `limit` placeholders) of a few rows in `order`, with its row numbers
 * as `n`. Cut by row number rather than by LIMIT and OFFSET values, which would make the plan
 * depend on them (see reachOf): every page of a statement then shares one plan. The largest
 * page, written as a number, tells the planner how few rows come out, so it reads them one by
 * one rather than scanning the table to join them.
 */
export function cutPage(rows: SQL, order: SQL): SQL {
  return sql`select * from (select r.*, row_number() over (order by ${order}) as n from (${rows}) r) p
    where n > ${sql.placeholder('offset')}::int and n <= ${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int
    limit ${sql.raw(String(OPPORTUNITY_PAGE.max))}`;
}

/**
 * Listings without a search: one statement, one round trip. The page is found in the sort's
 * index (filters checked on its entries) and its rows are read as the walk passes them; the
 * cards are built from those rows alone (by their physical address, not a second index look-up).
 * The total is counted on index entries, up to COUNT_CAP. Without a market, each market's index
 * gives its first entries and the page is merged from them.
 */
export function createListRepository(db: Db) {
  const statement = statementCache(db);

  function build(req: ListRequest, filterShape: { where: SQL[] }): SQL {
    const { direction, keys } = SORTS[req.sort];
    const conditions = [listed, ...filterShape.where];
    const keyset = req.after
      ? sql`(${sql.join(
          keys.map((k) => k.expr),
          sql`, `,
        )}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${sql.join(
          keys.map((k, i) => hiddenValue(`k${i}`, k.type)),
          sql`, `,
        )})`
      : null;
    const pageConditions = keyset ? [...conditions, keyset] : conditions;
    const keyColumns = sql.join(
      keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    const outerOrder = sql.join(
      keys.map((_, i) => sql`${sql.raw(`k${i}`)} ${sql.raw(direction)}`),
      sql`, `,
    );
    const reach = sql.raw(String(reachOf(req.limit, req.offset)));
    const countCap = sql.raw(String(COUNT_CAP + 1));

    let page: SQL;
    let join: SQL;
    let count: SQL;
    if (req.filter.country) {
      const inMarket = sql`${fo.country} = ${hiddenValue('country', 'bpchar')}`;
      // One market: its rows are read anyway to build the cards, so the walk takes their
      // addresses along. Not with industries: PostgreSQL 15 checks a list of them on the table
      // row, not on the index entry, when it walks an index in order, so every entry passed
      // over would be read from the table too; there the walk stays on index entries.
      const byAddress = !req.filter.categories?.length;
      page = cutPage(
        sql`select ${byAddress ? sql`${fo}.ctid as row` : fo.id}, ${keyColumns} from ${fo}
          where ${whereOf([...pageConditions, inMarket])} order by ${orderBy(req.sort)} limit ${reach}`,
        outerOrder,
      );
      join = byAddress ? sql`${fo}.ctid = page.row` : sql`${fo.id} = page.id`;
      count = sql`select count(*)::int from (select 1 from ${fo}
        where ${whereOf([...conditions, inMarket])} limit ${countCap}) c`;
    } else {
      // Every market: each market's walk stays on index entries (most of them are not shown),
      // and only the rows of the merged page are read.
      const perMarket = MARKET_CODES.map(
        (code) => sql`(select ${fo.id}, ${keyColumns} from ${fo}
          where ${whereOf([...pageConditions, sql`${fo.country} = ${code}`])}
          order by ${orderBy(req.sort)} limit ${reach})`,
      );
      page = cutPage(sql.join(perMarket, sql` union all `), outerOrder);
      join = sql`${fo.id} = page.id`;
      const counts = MARKET_CODES.map(
        (code) => sql`(select count(*)::int as n from (select 1 from ${fo}
          where ${whereOf([...conditions, sql`${fo.country} = ${code}`])} limit ${countCap}) c)`,
      );
      count = sql`select least(sum(n), ${countCap})::int from (${sql.join(counts, sql` union all `)}) c`;
    }
    return sql`with page as (${page})
      select (${count}) as total, coalesce(p.items, '[]') as items, p.count, p.last_key
      from (select json_agg(${cardJson} order by page.n)::text as items, count(*)::int as count,
          (array_agg(${keyJson(req.sort)} order by page.n desc))[1] as last_key
        from page join ${fo} on ${join}) p`;
  }

  return {
    async list(req: ListRequest): Promise<ListPage> {
      const filterShape = filterConditions(req.filter);
      const shape = `list:${req.sort}:${req.filter.country ? 'm' : 'all'}:${filterShape.shape}:${req.after ? 'k' : 'o'}:${reachOf(req.limit, req.offset)}`;
      const values: Record<string, unknown> = {
        ...filterValues(req.filter),
        country: req.filter.country,
        limit: req.limit,
        offset: req.offset,
      };
      req.after?.forEach((v, i) => {
        values[`k${i}`] = v;
      });
      const [row] = await statement<{
        total: number;
        items: string;
        count: number;
        last_key: unknown[] | null;
      }>(shape, () => build(req, filterShape)).rows(values);
      return {
        total: Number(row?.total ?? 0),
        itemsJson: row?.items ?? '[]',
        count: Number(row?.count ?? 0),
        lastKey: row?.last_key ?? null,
      };
    },
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;
