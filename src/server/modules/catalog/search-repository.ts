import { type SQL, sql } from 'drizzle-orm';
import { isMarketCode } from '../../../shared/markets.ts';
import type { OpportunityCard, OpportunitySort } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';
import { cardJson, listed } from './card-sql.ts';
import { cutPage, filterConditions, filterValues, type ListFilter, SORTS } from './list-repository.ts';
import type { ParsedSearch, ResolvedTerm, TermKind } from './search-query.ts';
import { marketsOf, searchTermsSql, slotsOf } from './search-terms-sql.ts';

/**
 * A search ranks at most this many listings whose names match and this many whose text does
 * (the bounded candidate set), and counts matches up to it ("200+"). Reading every match of
 * a broad word would visit thousands of rows on each request; past the first few pages
 * people narrow the search instead.
 */
export const SEARCH_CAP = 200;

/** Suggestions are ranked among the first this many listings whose names match. */
const SUGGESTION_CANDIDATES = 50;

export interface BrandSuggestion {
  id: string;
  title: string;
  companyName: string;
  category: string;
  country: string;
}

export interface SearchRequest {
  filter: ListFilter;
  sort: OpportunitySort;
  limit: number;
  offset: number;
  parsed: ParsedSearch;
}

export interface SearchPage {
  total: number;
  items: OpportunityCard[];
  /** Each typed word's terms in the catalog's vocabulary, one row per word and term. */
  resolved: ResolvedTerm[];
}

/**
 * A search is one prepared statement, one round trip: it maps the typed words to the catalog's
 * own words (search_terms), builds the full-text queries from them (search-terms-sql.ts) and
 * matches listings with those.
 */
export function createSearchRepository(db: Db) {
  const statement = statementCache(db);

  /**
   * The market as a literal: each market has its own GIN indexes (schema/catalog.ts), and a
   * prepared statement's plan can only pick one when the market is written into it.
   */
  function inMarket(code: string): SQL {
    if (!isMarketCode(code)) throw new Error(`not a market: ${code}`);
    return sql`${fo.country} = ${sql.raw(`'${code}'`)}`;
  }

  /** Rows of every scoped market, read market by market, at most `limit` of them. */
  function perMarket(country: string | undefined, select: (market: SQL) => SQL, limit: number): SQL {
    const parts = marketsOf(country).map(
      (code) => sql`(${select(inMarket(code))} limit ${sql.raw(String(limit))})`,
    );
    return parts.length === 1
      ? parts[0]!
      : sql`select * from (${sql.join(parts, sql` union all `)}) m limit ${sql.raw(String(limit))}`;
  }

  // Suggestions as someone types: listings whose names hold the words, the last one begun.
  // The first matches found are ranked: names that begin with the text first, then featured
  // and best rated.
  // The count is written as a number, so the statement keeps one plan (see list-repository.ts, reachOf).
  const suggestQuery = (country: string | undefined, limit: number) =>
    sql`select json_build_object('id', c.id, 'title', c.title, 'companyName', c.company_name,
          'category', c.category, 'country', c.country) as brand
        from (${perMarket(
          country,
          (market) => sql`select ${fo.id} as id, ${fo.title} as title, ${fo.companyName} as company_name,
              ${fo.category} as category, ${fo.country} as country, ${fo.featured} as featured,
              ${fo.ratingAverage} as rating
            from ${fo}
            where ${listed} and ${market} and ${fo.searchName} @@ ${sql.placeholder('query')}::tsquery`,
          SUGGESTION_CANDIDATES,
        )}) c
        order by starts_with(lower(c.title), ${sql.placeholder('text')}) desc, c.featured desc,
          coalesce(c.rating, 0) desc, c.id
        limit ${sql.raw(String(limit))}`;

  /**
   * Names are searched first (their own small GIN indexes) and ranked on top; the whole text
   * is searched only when the names leave room below the cap, since names are part of the
   * text: a search whose names already fill the cap counts "200+" without reading the rest.
   * The page's rows are read again by the address (ctid) the candidate scan saw them at, in this
   * same statement: a read of that one table page instead of a walk down the primary key.
   */
  function build(req: SearchRequest, filterShape: { where: SQL[] }): SQL {
    const q = sql`(select query from terms)`;
    const strict = sql`(select strict from terms)`;
    const title = sql`(select title from terms)`;
    const typedTitle = sql`(select typed_title from terms)`;
    const where = sql.join([listed, ...filterShape.where], sql` and `);
    const { direction, keys } = SORTS[req.sort];
    // What the candidates carry: everything the sort needs, read with the candidate itself.
    // Ratings and returns as float8: the page is sorted from up to 400 candidates, and comparing
    // numerics cost more than the sort's other work (their order and ties are the same).
    const carried = sql.join(
      keys.map(
        (k, i) => sql`${k.type === 'numeric' ? sql`(${k.expr})::float8` : k.expr} as ${sql.raw(`k${i}`)}`,
      ),
      sql`, `,
    );
    const keyOrder = keys.map((_, i) => sql`${sql.raw(`k${i}`)} ${sql.raw(direction)}`);
    const keyColumns = keys.map((_, i) => sql.raw(`k${i}`));
    // Relevance, in tiers: brands whose own name holds the words as typed; brands whose name
    // holds a form of them (completed, corrected, a synonym); names, with the industry, that
    // hold the words as typed; any name match; then, as without a search, featured and best
    // rated. (Whether the whole text holds the words as typed is not asked: that would read
    // every candidate's full text.)
    const order = sql.join(req.sort === 'relevance' ? [sql`tier desc`, ...keyOrder] : keyOrder, sql`, `);
    const tier = sql`(${fo.searchName} @@ ${typedTitle})::int * 8 + (${fo.searchName} @@ ${title})::int * 4
      + (${fo.searchName} @@ ${strict})::int * 2 + 1`;
    const named = perMarket(
      req.filter.country,
      (market) => sql`select ${fo}.ctid as row, ${carried}, ${tier} as tier
        from ${fo} where ${where} and ${market} and ${fo.searchName} @@ ${q}`,
      SEARCH_CAP + 1,
    );
    // Only listings whose names do not match: no candidate comes twice, so none is sorted out.
    const texts = perMarket(
      req.filter.country,
      (market) => sql`select ${fo}.ctid as row, ${carried}, 0 as tier
        from ${fo} where ${where} and ${market} and ${fo.searchText} @@ ${q} and not (${fo.searchName} @@ ${q})
          and (select count(*) from named) <= ${sql.raw(String(SEARCH_CAP))}`,
      SEARCH_CAP + 1,
    );
    return sql`with ${searchTermsSql(req.filter.country)}, named as materialized (${named}), texts as materialized (${texts}),
      candidates as (select * from named union all select * from texts),
      page as (${cutPage(sql`select row, tier, ${sql.join(keyColumns, sql`, `)} from candidates`, order)})
      select ((select count(*) from named) + (select count(*) from texts))::int as total,
        coalesce((select json_agg(${cardJson} order by page.n)
          from page join ${fo} on ${fo}.ctid = page.row), '[]'::json) as items,
        coalesce((select json_agg(json_build_object('word', word, 'term', term, 'kind', kind, 'listings', listings))
          from resolved), '[]'::json) as resolved`;
  }

  return {
    /** Listings to suggest for what has been typed so far (`query`: words, the last as a prefix). */
    async suggest(text: string, query: string, country: string | undefined, limit: number) {
      const rows = await statement<{ brand: BrandSuggestion }>(`suggest:${country ?? 'all'}:${limit}`, () =>
        suggestQuery(country, Math.trunc(limit)),
      ).rows({ text: text.toLowerCase(), query });
      return rows.map((r) => r.brand);
    },

    async search(req: SearchRequest): Promise<SearchPage> {
      const filterShape = filterConditions(req.filter);
      const shape = `search:${req.sort}:${req.filter.country ?? 'all'}:${filterShape.shape}`;
      const [row] = await statement<{ total: number; items: OpportunityCard[]; resolved: ResolvedTerm[] }>(
        shape,
        () => build(req, filterShape),
      ).rows({
        ...filterValues(req.filter),
        slots: slotsOf(req.parsed),
        limit: req.limit,
        offset: req.offset,
      });
      return {
        total: Number(row?.total ?? 0),
        items: row?.items ?? [],
        resolved: dedupe(row?.resolved ?? []),
      };
    },
  };
}

/** One row per word and term (a term of several markets is one), its strongest kind kept. */
function dedupe(rows: ResolvedTerm[]): ResolvedTerm[] {
  const rank: Record<TermKind, number> = { exact: 0, stem: 1, prefix: 2, sound: 3, typo: 4 };
  const byKey = new Map<string, ResolvedTerm>();
  for (const r of rows) {
    const key = `${r.word}\u0000${r.term}`;
    const current = byKey.get(key);
    if (!current) byKey.set(key, { ...r, listings: Number(r.listings) });
    else {
      current.listings += Number(r.listings);
      if (rank[r.kind] < rank[current.kind]) current.kind = r.kind;
    }
  }
  return [...byKey.values()];
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
