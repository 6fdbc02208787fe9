import type { InferRequestType } from 'hono/client';
import { OPPORTUNITY_PAGE } from '../../../../shared/limits.ts';
import type { MarketCode } from '../../../../shared/markets.ts';
import { MARKETS } from '../../../../shared/markets.ts';
import { formatMoney, toMinorUnits } from '../../../../shared/money.ts';
import { listSearchParams } from '../../../../shared/saved-search.ts';
import type { OpportunitySort } from '../../../../shared/schemas/catalog.ts';
import type { api } from '../../../lib/api-client.ts';

export const PAGE_SIZE = OPPORTUNITY_PAGE.listPage;

export const SORT_LABELS: Record<OpportunitySort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  investment_asc: 'Investment: low to high',
  investment_desc: 'Investment: high to low',
  rating: 'Highest rated',
  roi: 'Highest ROI',
};

/** What a list page shows, read from and written to its URL (so it can be shared and Back works). */
export interface ListState {
  search: string;
  categories: string[];
  min?: number;
  max?: number;
  homeBased: boolean;
  veteranDiscount: boolean;
  financing: boolean;
  /** Search the words as typed: a reading of them (a budget, a flag, an industry) was removed. */
  literal?: boolean;
  sort: OpportunitySort;
  page: number;
}

const SORTS = Object.keys(SORT_LABELS) as OpportunitySort[];

function amount(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort') as OpportunitySort | null;
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search')?.trim() ?? '',
    categories: params.getAll('category').filter(Boolean),
    min: amount(params.get('min')),
    max: amount(params.get('max')),
    homeBased: params.get('homeBased') === 'true',
    veteranDiscount: params.get('veteranDiscount') === 'true',
    financing: params.get('financing') === 'true',
    literal: params.get('literal') === '1',
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const p = listSearchParams(state);
  if (state.literal && state.search) p.set('literal', '1');
  if (state.sort !== 'relevance') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  return p;
}

export type OpportunityListRequest = InferRequestType<typeof api.v1.opportunities.$get>['query'];

/** The API query for a list state in one market. */
export function apiQuery(country: MarketCode, state: ListState): OpportunityListRequest {
  return {
    country,
    ...(state.search ? { search: state.search } : {}),
    ...(state.categories.length ? { category: state.categories } : {}),
    ...(state.min !== undefined ? { investmentMin: String(state.min) } : {}),
    ...(state.max !== undefined ? { investmentMax: String(state.max) } : {}),
    ...(state.homeBased ? { homeBased: 'true' } : {}),
    ...(state.veteranDiscount ? { veteranDiscount: 'true' } : {}),
    ...(state.financing ? { financing: 'true' } : {}),
    ...(state.literal && state.search ? { literal: '1' as const } : {}),
    sort: state.sort,
    limit: String(PAGE_SIZE),
    offset: String(Math.min((state.page - 1) * PAGE_SIZE, MAX_OFFSET)),
  };
}

/**
 * The furthest page the list reaches by number: offsets stop at the count cap (the API pages
 * on past it with a cursor). A page asked beyond it, or beyond the end, is answered with the
 * last page there is.
 */
const MAX_OFFSET = Math.floor((OPPORTUNITY_PAGE.countCap - 1) / PAGE_SIZE) * PAGE_SIZE;

/** The page number of what the server answered (it answers the last page for one past the end). */
export function shownPage(asked: number, answer: { offset: number; items: unknown[] } | undefined): number {
  if (!answer || answer.items.length === 0) return asked > 1 && answer ? 1 : asked;
  return Math.floor(answer.offset / PAGE_SIZE) + 1;
}

export interface InvestmentBand {
  id: string;
  min?: number;
  max?: number;
  label: string;
}

/** Currencies worth far less than a dollar get bands of the same real size (about 100k USD first). */
const BAND_SCALE: Record<string, number> = { DKK: 7, CNY: 7, SEK: 10, THB: 30 };

/**
 * Investment bands in a market's own currency (India in lakh and crore). A band is a budget for
 * the whole range a listing may need: the list filters on each listing's maximum investment.
 */
export function investmentBands(country: MarketCode): InvestmentBand[] {
  const currency = MARKETS[country].currency;
  const scale = BAND_SCALE[currency] ?? 1;
  const edges =
    currency === 'INR'
      ? [1_000_000, 2_500_000, 5_000_000, 10_000_000]
      : [100_000, 250_000, 500_000, 1_000_000].map((e) => e * scale);
  const fmt = (major: number) => formatMoney(toMinorUnits(major, currency), currency, { compact: true });
  const bands: InvestmentBand[] = [
    { id: `0-${edges[0]}`, max: edges[0], label: `Up to ${fmt(edges[0]!)} in all` },
  ];
  for (let i = 0; i < edges.length - 1; i++) {
    bands.push({
      id: `${edges[i]}-${edges[i + 1]}`,
      min: edges[i],
      max: edges[i + 1],
      label: `${fmt(edges[i]!)} – ${fmt(edges[i + 1]!)} in all`,
    });
  }
  const top = edges[edges.length - 1]!;
  bands.push({ id: `${top}-`, min: top, label: `${fmt(top)} or more in all` });
  return bands;
}

export function bandOf(country: MarketCode, state: Pick<ListState, 'min' | 'max'>): string {
  if (state.min === undefined && state.max === undefined) return '';
  const band = investmentBands(country).find((b) => b.min === state.min && b.max === state.max);
  return band?.id ?? 'custom';
}

export function activeFilterCount(state: ListState): number {
  return (
    (state.search ? 1 : 0) +
    state.categories.length +
    (state.min !== undefined || state.max !== undefined ? 1 : 0) +
    (state.homeBased ? 1 : 0) +
    (state.veteranDiscount ? 1 : 0) +
    (state.financing ? 1 : 0)
  );
}
