import { z } from 'zod';
import { OPPORTUNITY_PAGE } from '../../../shared/limits.ts';
import { MARKETS } from '../../../shared/markets.ts';
import { toMinorUnits } from '../../../shared/money.ts';
import type {
  OpportunityListQueryValue,
  OpportunityPageValue,
  OpportunitySort,
  SearchAlternatives,
} from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { Problem } from '../../lib/problem.ts';
import type { ListFilter, ListRepository } from './list-repository.ts';
import { createListRepository, SORTS, type SortKeyType } from './list-repository.ts';
import { correctedText, industriesFor, type ParsedSearch, parseSearch } from './search-query.ts';
import { createSearchRepository, type SearchPage, type SearchRepository } from './search-repository.ts';

const badCursor = () => new Problem(400, 'invalid_cursor', 'cursor: is not a cursor from this list.');

/** The cursor: the sort and the last row's sort keys, base64url JSON. */
export function encodeCursor(sort: OpportunitySort, key: unknown[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

/**
 * Each key type as the server writes it (list-repository.ts's `value`): a crafted cursor whose
 * values would not fit the column (a float for a bigint, text for a time) is refused here
 * instead of failing in the database.
 */
const CURSOR_VALUE: Record<SortKeyType, z.ZodType> = {
  boolean: z.boolean(),
  numeric: z.number().finite().min(-1e9).max(1e9),
  integer: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  bigint: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  timestamptz: z.iso.datetime({ precision: 6 }),
  uuid: z.guid(),
};
const cursorSchemas = new Map(
  (Object.keys(SORTS) as OpportunitySort[]).map((sort) => [
    sort,
    z.tuple([z.literal(sort), ...SORTS[sort].keys.map((k) => CURSOR_VALUE[k.type])] as [
      z.ZodType,
      ...z.ZodType[],
    ]),
  ]),
);

export function decodeCursor(cursor: string, sort: OpportunitySort): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const checked = cursorSchemas.get(sort)!.safeParse(parsed);
  if (!checked.success) throw badCursor();
  return (checked.data as unknown[]).slice(1);
}

/** The filters of a list query, its amounts in the market's minor units. */
export function filterOf(q: OpportunityListQueryValue): ListFilter {
  const currency = q.country ? MARKETS[q.country].currency : 'USD';
  return {
    country: q.country,
    categories: q.category?.length ? q.category : undefined,
    investmentMin: q.investmentMin === undefined ? undefined : toMinorUnits(q.investmentMin, currency),
    investmentMax: q.investmentMax === undefined ? undefined : toMinorUnits(q.investmentMax, currency),
    homeBased: q.homeBased,
    veteranDiscount: q.veteranDiscount,
    financing: q.financing,
  };
}

/** A search's alternatives (found by its own statement) with their totals capped as shown. */
function alternativesOf(found: SearchPage['alternatives']): SearchAlternatives {
  return {
    markets: (found?.markets ?? []).map((m) => ({
      country: m.country,
      total: Math.min(m.total, OPPORTUNITY_PAGE.searchResultCap),
      totalExact: m.total <= OPPORTUNITY_PAGE.searchResultCap,
      items: m.items,
    })),
    industries: (found?.industries ?? []).map((i) => ({
      category: i.category,
      total: Math.min(i.total, OPPORTUNITY_PAGE.countCap),
      totalExact: i.total <= OPPORTUNITY_PAGE.countCap,
    })),
  };
}

/**
 * A page as the API answers it, its cards still the JSON text the database wrote: a search or
 * list answer is mostly its cards, and parsing them only to write them out again cost more
 * server time than the rest of the request (about 0.1 ms for 24).
 */
export type OpportunityPageText = Omit<OpportunityPageValue, 'items'> & { itemsJson: string };

/** The page as objects, for the server's own readers (landing pages, alerts). */
export function pageValue({ itemsJson, ...rest }: OpportunityPageText): OpportunityPageValue {
  return { items: JSON.parse(itemsJson), ...rest };
}

/** The page as the API sends it: the same JSON as `pageValue`'s, the cards as they came. */
export function pageJson({ itemsJson, ...rest }: OpportunityPageText): string {
  return `{"items":${itemsJson},${JSON.stringify(rest).slice(1)}`;
}

/** Where a page past the end goes: the start of the last page. */
const lastPageOffset = (total: number, limit: number) => Math.max(0, Math.floor((total - 1) / limit) * limit);

/**
 * Answers the list endpoint: filtered, sorted pages (offset or keyset) and searches (typed
 * words mapped to the catalog's words, ranked among a bounded set of matches). A page past
 * the end is answered with the last page; a search that finds nothing says where it would.
 */
export function createListingFinder(lists: ListRepository, searches: SearchRepository) {
  async function list(q: OpportunityListQueryValue, filter: ListFilter): Promise<OpportunityPageText> {
    if (q.cursor && q.offset > 0) {
      throw new Problem(400, 'validation_failed', 'offset: must be 0 with a cursor');
    }
    const after = q.cursor ? decodeCursor(q.cursor, q.sort) : undefined;
    let offset = q.offset;
    let page = await lists.list({ filter, sort: q.sort, limit: q.limit, offset, after });
    if (page.count === 0 && offset > 0 && page.total > 0) {
      offset = lastPageOffset(Math.min(page.total, OPPORTUNITY_PAGE.countCap), q.limit);
      page = await lists.list({ filter, sort: q.sort, limit: q.limit, offset, after });
    }
    const totalExact = page.total <= OPPORTUNITY_PAGE.countCap;
    const more = after
      ? page.count === q.limit
      : page.count === q.limit && (!totalExact || offset + q.limit < page.total);
    return {
      itemsJson: page.itemsJson,
      total: Math.min(page.total, OPPORTUNITY_PAGE.countCap),
      totalExact,
      limit: q.limit,
      offset,
      nextCursor: more && page.lastKey ? encodeCursor(q.sort, page.lastKey) : null,
    };
  }

  async function search(
    q: OpportunityListQueryValue,
    filter: ListFilter,
    text: string,
    parsed: ParsedSearch,
  ): Promise<OpportunityPageText> {
    if (q.cursor) {
      throw new Problem(400, 'validation_failed', 'cursor: searches page with offset');
    }
    let offset = q.offset;
    const request = { filter, sort: q.sort, limit: q.limit, offset, parsed, industries: industriesFor(text) };
    let found = await searches.search(request);
    if (found.count === 0 && offset > 0 && found.total > 0) {
      offset = lastPageOffset(Math.min(found.total, OPPORTUNITY_PAGE.searchResultCap), q.limit);
      found = await searches.search({ ...request, offset });
    }
    return {
      itemsJson: found.itemsJson,
      total: Math.min(found.total, OPPORTUNITY_PAGE.searchResultCap),
      totalExact: found.total <= OPPORTUNITY_PAGE.searchResultCap,
      limit: q.limit,
      offset,
      nextCursor: null,
      search: {
        query: text,
        correctedQuery: found.total > 0 ? correctedText(text, found.resolved) : null,
        alternatives: found.total === 0 ? alternativesOf(found.alternatives) : null,
      },
    };
  }

  return {
    find(q: OpportunityListQueryValue): Promise<OpportunityPageText> {
      const filter = filterOf(q);
      const text = q.search?.trim() ?? '';
      const parsed = text ? parseSearch(text) : null;
      // A search of only glue words ("franchise") filters nothing: the plain list answers it.
      return parsed && parsed.clauses.length > 0 ? search(q, filter, text, parsed) : list(q, filter);
    },
  };
}

export type ListingFinder = ReturnType<typeof createListingFinder>;

/** A finder on repositories of its own (for scripts that measure the catalog's reads). */
export function createCatalogFinder(db: Db): ListingFinder {
  return createListingFinder(createListRepository(db), createSearchRepository(db));
}
