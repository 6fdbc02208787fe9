import { type SQL, sql } from 'drizzle-orm';
import { isMarketCode, LIVE_MARKETS, type MarketCode } from '../../../shared/markets.ts';
import type { OpportunityCard, OpportunitySort } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { oneConnection, statementCache } from '../../db/prepared.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';
import { cardJson, listed } from './card-sql.ts';
import { COUNT_CAP, filterConditions, filterValues, type ListFilter, SORTS } from './list-repository.ts';
import type { ParsedSearch, ResolvedTerm, TermKind } from './search-query.ts';
import { marketsOf, searchTermsSql, slotsOf } from './search-terms-sql.ts';

/**
 * A search ranks at most this many listings whose names match and this many whose text does
 * (the bounded candidate set), and counts matches up to it ("200+"). Reading every match of
 * a broad word would visit thousands of rows on each request; past the first few pages
 * people narrow the search instead.
 */
export const SEARCH_CAP = 200;

/** Listings shown per other market when a search finds nothing in its own. */
const ALTERNATIVE_ITEMS = 3;

/** Close industries counted when a search finds nothing. */
const CLOSE_INDUSTRIES = 3;

/** The other live markets, searched when a search in a live market finds nothing there. */
const othersOf = (country: string | undefined): string[] =>
  country && LIVE_MARKETS.includes(country as MarketCode) ? LIVE_MARKETS.filter((m) => m !== country) : [];

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
  /** Industries the words point to (industriesFor), offered first when nothing matches. */
  industries: string[];
}

export interface SearchPage {
  total: number;
  /** The page's cards, a JSON array as the database wrote it (sent on without parsing). */
  itemsJson: string;
  /** How many cards the page holds. */
  count: number;
  /** Each typed word's terms in the catalog's vocabulary, one row per word and term. */
  resolved: ResolvedTerm[];
  /**
   * Only when nothing matched in a market: the other live markets with matches (their total
   * counted up to the search's cap, their best few cards) and close industries of this market
   * with listings (counted up to COUNT_CAP + 1).
   */
  alternatives: {
    markets: { country: MarketCode; total: number; items: OpportunityCard[] }[];
    industries: { category: string; total: number }[];
  } | null;
}

/**
 * A search is one prepared statement, one round trip: it maps the typed words to the catalog's
 * own words (search_terms), builds the full-text queries from them (search-terms-sql.ts) and
 * matches listings with those. A search that finds nothing takes a second one for its
 * alternatives.
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
   * The CTEs of one search in one scope (its names prefixed, so a statement can hold two), ending
   * in `${prefix}page`: the page's rows by address, with their sort keys. Names are searched
   * first (their own small GIN indexes) and ranked on top; the whole text is searched only when
   * the names leave room below the cap, since names are part of the text: a search whose names
   * already fill the cap counts "200+" without reading the rest. The page's rows are read again
   * by the address (ctid) the candidate scan saw them at, in the same statement: a read of that
   * one table page instead of a walk down the primary key. The page is the top of the candidates
   * (a bounded sort), not the whole set sorted.
   */
  function matching(
    prefix: string,
    country: string | undefined,
    conditions: SQL[],
    sort: OpportunitySort,
    cut: { limit: SQL; offset: SQL },
  ): SQL {
    const n = (name: string) => sql.raw(`${prefix}${name}`);
    const q = sql`(select query from ${n('terms')})`;
    const text = sql`(select text from ${n('terms')})`;
    const strict = sql`(select strict from ${n('terms')})`;
    const title = sql`(select title from ${n('terms')})`;
    const typedTitle = sql`(select typed_title from ${n('terms')})`;
    const where = sql.join([listed, ...conditions], sql` and `);
    const { keys } = SORTS[sort];
    // What the candidates carry: everything the sort needs, read with the candidate itself.
    // Ratings and returns as float8: the page is sorted from up to 400 candidates, and comparing
    // numerics cost more than the sort's other work (their order and ties are the same).
    const carried = sql.join(
      keys.map(
        (k, i) => sql`${k.type === 'numeric' ? sql`(${k.expr})::float8` : k.expr} as ${sql.raw(`k${i}`)}`,
      ),
      sql`, `,
    );
    // 8 for the words as typed in names, 4 for any form in names, 2 for the words as typed
    // anywhere, plus 1. A name holding the words as typed holds them in any form and anywhere
    // (its query's operands are a subset of the other two's), so that case is 15 without asking
    // the other two matches; most candidates are that case.
    const tier = sql`case when ${fo.searchName} @@ ${typedTitle} then 15
      else (${fo.searchName} @@ ${title})::int * 4 + (${fo.searchName} @@ ${strict})::int * 2 + 1 end`;
    const named = perMarket(
      country,
      (market) => sql`select ${fo}.ctid as row, ${carried}, ${tier} as tier
        from ${fo} where ${where} and ${market} and ${fo.searchName} @@ ${q}`,
      SEARCH_CAP + 1,
    );
    // Only listings whose names do not match: no candidate comes twice, so none is sorted out.
    const texts = perMarket(
      country,
      (market) => sql`select ${fo}.ctid as row, ${carried}, 0 as tier
        from ${fo} where ${where} and ${market} and ${fo.searchText} @@ ${text} and not (${fo.searchName} @@ ${q})
          and (select count(*) from ${n('named')}) <= ${sql.raw(String(SEARCH_CAP))}`,
      SEARCH_CAP + 1,
    );
    return sql`${searchTermsSql(country, prefix)}, ${n('named')} as materialized (${named}),
      ${n('texts')} as materialized (${texts}),
      ${n('total')} as (select ((select count(*) from ${n('named')}) + (select count(*) from ${n('texts')}))::int as n),
      ${n('page')} as (select * from ${n('named')} union all select * from ${n('texts')} order by ${pageOrder(sort)}
        limit ${cut.offset} + ${cut.limit} offset ${cut.offset})`;
  }

  /** The candidates' order. Relevance, in tiers: see `tier` in `matching`. */
  function pageOrder(sort: OpportunitySort): SQL {
    const { direction, keys } = SORTS[sort];
    const keyOrder = keys.map((_, i) => sql`${sql.raw(`k${i}`)} ${sql.raw(direction)}`);
    // Brands whose own name holds the words as typed; brands whose name holds a form of them
    // (completed, corrected, a synonym); names, with the industry, that hold the words as typed;
    // any name match; then, as without a search, featured and best rated. (Whether the whole
    // text holds the words as typed is not asked: that would read every candidate's full text.)
    return sql.join(sort === 'relevance' ? [sql`tier desc`, ...keyOrder] : keyOrder, sql`, `);
  }

  /** A page's cards in order, as a JSON array. */
  const cardsOf = (page: string, sort: OpportunitySort) =>
    sql`coalesce((select json_agg(${cardJson} order by ${pageOrder(sort)})
      from ${sql.raw(page)} join ${fo} on ${fo}.ctid = ${sql.raw(page)}.row), '[]'::json)`;

  /**
   * Where a search that found nothing in its market would find something, in one statement
   * (there were up to five): the other live markets' best matches, searched with their own
   * vocabulary and no other filter, and how many listings this market has in the close
   * industries (those the words point to, then those of the other markets' matches; the first
   * three, counted up to the list's cap). It is a statement of its own, run only then: in the
   * search's statement it cost every search about 0.2 ms of PostgreSQL's time, since an
   * executor sets up every part of a plan, run or not.
   */
  function alternativesOf(country: string | undefined): { ctes: SQL[]; value: SQL } {
    const others = othersOf(country);
    const elsewhere = others.map((other, i) =>
      matching(`m${i}_`, other, [], 'relevance', {
        limit: sql.raw(String(ALTERNATIVE_ITEMS)),
        offset: sql.raw('0'),
      }),
    );
    const otherMarkets = others.map(
      (
        other,
        i,
      ) => sql`select ${sql.raw(`'${other}'`)} as country, (select n from m${sql.raw(String(i))}_total) as total,
        (select items from alternatives_m${sql.raw(String(i))}) as items`,
    );
    const markets = others.length
      ? sql`(select json_agg(m) from (${sql.join(otherMarkets, sql` union all `)}) m where m.total > 0)`
      : sql`null::json`;
    // Industries in the order they are offered: the words' own, then the other markets' matches'.
    const industries = country
      ? sql`(select json_agg(json_build_object('category', c.category, 'total', c.n) order by c.ord)
          from (select x.category, x.ord, k.n
            from (select category, min(ord) as ord from (
                select h.category, h.ord from unnest(${sql.placeholder('industries')}::text[]) with ordinality as h(category, ord)
                ${sql.join(
                  others.map(
                    (
                      _,
                      i,
                    ) => sql`union all select e.card->>'category', ${sql.raw(String((i + 1) * 1000))} + e.ord
                      from json_array_elements((select items from alternatives_m${sql.raw(String(i))})) with ordinality as e(card, ord)`,
                  ),
                  sql` `,
                )}) u
              group by category order by min(ord) limit ${sql.raw(String(CLOSE_INDUSTRIES))}) x
            cross join lateral (select count(*)::int as n from (select 1 from ${fo}
              where ${listed} and ${inMarket(country)} and ${fo.category} = x.category
              limit ${sql.raw(String(COUNT_CAP + 1))}) l) k
            where x.category is distinct from ${sql.placeholder('excluded')}::text) c
          where c.n > 0)`
      : sql`null::json`;
    const alternativeItems = others.map(
      (_, i) =>
        sql`alternatives_m${sql.raw(String(i))} as (select ${cardsOf(`m${i}_page`, 'relevance')} as items)`,
    );
    return {
      ctes: [...elsewhere, ...alternativeItems],
      value: sql`json_build_object('markets', coalesce(${markets}, '[]'::json),
          'industries', coalesce(${industries}, '[]'::json))`,
    };
  }

  function build(req: SearchRequest, filterShape: { where: SQL[] }): SQL {
    const main = matching('', req.filter.country, filterShape.where, req.sort, {
      limit: sql`${sql.placeholder('limit')}::int`,
      offset: sql`${sql.placeholder('offset')}::int`,
    });
    return sql`with ${main}
      select (select n from total) as total, coalesce(p.items, '[]') as items, p.count,
        coalesce((select json_agg(json_build_object('word', word, 'term', term, 'kind', kind, 'listings', listings))
          from resolved), '[]'::json) as resolved
      from (select json_agg(${cardJson} order by ${pageOrder(req.sort)})::text as items, count(*)::int as count
        from page join ${fo} on ${fo}.ctid = page.row) p`;
  }

  function buildAlternatives(country: string): SQL {
    const alt = alternativesOf(country);
    const ctes = alt.ctes.length ? sql`with ${sql.join(alt.ctes, sql`, `)} ` : sql``;
    return sql`${ctes}select ${alt.value} as alternatives`;
  }

  return {
    /** Listings to suggest for what has been typed so far (`query`: words, the last as a prefix). */
    async suggest(text: string, query: string, country: string | undefined, limit: number) {
      const rows = await statement<{ brand: BrandSuggestion }>(`suggest:${country ?? 'all'}:${limit}`, () =>
        suggestQuery(country, Math.trunc(limit)),
      ).rows({ text: text.toLowerCase(), query });
      return rows.map((r) => r.brand);
    },

    /** A search that finds nothing asks for its alternatives on the connection it already holds. */
    search: (req: SearchRequest): Promise<SearchPage> =>
      oneConnection(db, async (on) => {
        const filterShape = filterConditions(req.filter);
        const shape = `search:${req.sort}:${req.filter.country ?? 'all'}:${filterShape.shape}`;
        const slots = slotsOf(req.parsed);
        const [row] = await statement<{
          total: number;
          items: string;
          count: number;
          resolved: ResolvedTerm[];
        }>(shape, () => build(req, filterShape)).rows(
          { ...filterValues(req.filter), slots, limit: req.limit, offset: req.offset },
          on,
        );
        const total = Number(row?.total ?? 0);
        const country = req.filter.country;
        let alternatives: SearchPage['alternatives'] = null;
        if (total === 0 && country) {
          const [alt] = await statement<{ alternatives: SearchPage['alternatives'] }>(
            `search-alternatives:${country}`,
            () => buildAlternatives(country),
          ).rows(
            {
              slots,
              industries: req.industries,
              excluded: req.filter.categories?.length === 1 ? req.filter.categories[0] : null,
            },
            on,
          );
          alternatives = alt?.alternatives ?? null;
        }
        return {
          total,
          itemsJson: row?.items ?? '[]',
          count: Number(row?.count ?? 0),
          resolved: dedupe(row?.resolved ?? []),
          alternatives,
        };
      }),
  };
}

/** One row per word and term (a term of several markets is one), its strongest kind kept. */
function dedupe(rows: ResolvedTerm[]): ResolvedTerm[] {
  const rank: Record<TermKind, number> = { exact: 0, stem: 1, derived: 2, prefix: 3, sound: 4, typo: 5 };
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
