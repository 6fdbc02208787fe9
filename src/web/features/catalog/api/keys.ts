import type { MarketCode } from '../../../../shared/markets.ts';
import type { OpportunityListRequest } from '../lib/list-params.ts';

/**
 * Franchise listings: lists by their API query, one listing, its similar ones, featured by
 * market, the header's suggestions for a text.
 */
export const catalogKeys = {
  all: ['opportunities'] as const,
  list: (query: OpportunityListRequest) => [...catalogKeys.all, 'list', query] as const,
  detail: (id: string) => [...catalogKeys.all, 'detail', id] as const,
  similar: (id: string) => [...catalogKeys.all, 'similar', id] as const,
  featured: (country: MarketCode) => [...catalogKeys.all, 'featured', country] as const,
  suggestions: (country: MarketCode, text: string) =>
    [...catalogKeys.all, 'suggestions', country, text] as const,
  landing: (path: string) => [...catalogKeys.all, 'landing', path] as const,
  landingLinks: (country: MarketCode | 'all') => [...catalogKeys.all, 'landing-links', country] as const,
};
