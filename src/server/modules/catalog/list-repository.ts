import { type SQL, sql } from 'drizzle-orm';
import { MARKET_CODES } from '../../../shared/markets.ts';
import type { OpportunityCard, OpportunitySort } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
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
interface SortKey {
  expr: SQL;
  type: 'boolean' | 'numeric' | 'integer' | 'bigint' | 'timestamptz' | 'uuid';
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

/** The filter conditions, values as placeholders (so one prepared statement serves every value). */
export function filterConditions(f: ListFilter): { shape: string; where: SQL[] } {
  const where: SQL[] = [];
  const shape: string[] = [];
  const p = (name: string) => sql.placeholder(name);
  if (f.categories?.length) {
    where.push(sql`${fo.category} = any(${p('categories')}::text[])`);
    shape.push('c');
  }
  if (f.investmentMin !== undefined) {
    where.push(sql`${fo.investmentMax} >= ${p('investmentMin')}::bigint`);
    shape.push('n');
  }
  if (f.investmentMax !== undefined) {
    where.push(sql`${fo.investmentMin} <= ${p('investmentMax')}::bigint`);
    shape.push('x');
  }
  if (f.homeBased !== undefined) {
    where.push(sql`${fo.homeBased} = ${p('homeBased')}::boolean`);
    shape.push('h');
  }
  if (f.veteranDiscount !== undefined) {
    where.push(sql`${fo.veteranDiscount} = ${p('veteranDiscount')}::boolean`);
    shape.push('v');
  }
  if (f.financing !== undefined) {
    where.push(sql`${fo.financingAvailable} = ${p('financing')}::boolean`);
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
  items: { card: OpportunityCard; key: unknown[] }[];
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
 * Listings without a search: one statement, one round trip. The page is found in the sort's
 * index (filters checked on its entries), then only its rows are read; the total is counted on
 * index entries, up to COUNT_CAP. Without a market, each market's index gives its first rows
 * and the page is merged from them.
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
          keys.map((k, i) => sql`${sql.placeholder(`k${i}`)}::${sql.raw(k.type)}`),
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
    const countCap = sql`${COUNT_CAP + 1}`;

    let page: SQL;
    let count: SQL;
    if (req.filter.country) {
      page = sql`select ${fo.id} from ${fo} where ${whereOf([...pageConditions, sql`${fo.country} = ${sql.placeholder('country')}`])}
        order by ${orderBy(req.sort)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
      count = sql`select count(*)::int from (select 1 from ${fo}
        where ${whereOf([...conditions, sql`${fo.country} = ${sql.placeholder('country')}`])} limit ${countCap}) c`;
    } else {
      const perMarket = MARKET_CODES.map(
        (code) => sql`(select ${fo.id}, ${keyColumns} from ${fo}
          where ${whereOf([...pageConditions, sql`${fo.country} = ${code}`])}
          order by ${orderBy(req.sort)} limit ${sql.placeholder('reach')})`,
      );
      page = sql`select id from (${sql.join(perMarket, sql` union all `)}) m
        order by ${outerOrder} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
      const counts = MARKET_CODES.map(
        (code) => sql`(select count(*)::int as n from (select 1 from ${fo}
          where ${whereOf([...conditions, sql`${fo.country} = ${code}`])} limit ${countCap}) c)`,
      );
      count = sql`select least(sum(n), ${countCap})::int from (${sql.join(counts, sql` union all `)}) c`;
    }
    return sql`with page as (${page})
      select (${count}) as total,
        coalesce((select json_agg(json_build_object('card', ${cardJson}, 'key', ${keyJson(req.sort)}) order by ${orderBy(req.sort)})
          from page join ${fo} on ${fo.id} = page.id), '[]'::json) as items`;
  }

  return {
    async list(req: ListRequest): Promise<ListPage> {
      const filterShape = filterConditions(req.filter);
      const shape = `list:${req.sort}:${req.filter.country ? 'm' : 'all'}:${filterShape.shape}:${req.after ? 'k' : 'o'}`;
      const values: Record<string, unknown> = {
        ...filterValues(req.filter),
        country: req.filter.country,
        limit: req.limit,
        offset: req.offset,
        reach: req.limit + req.offset,
      };
      req.after?.forEach((v, i) => {
        values[`k${i}`] = v;
      });
      const [row] = await statement<{ total: number; items: ListPage['items'] }>(shape, () =>
        build(req, filterShape),
      ).rows(values);
      return { total: Number(row?.total ?? 0), items: row?.items ?? [] };
    },
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;
