import type { OfferingListParams } from './list-offerings.ts';

/** Software, AI tools and business services. */
export const offeringKeys = {
  all: ['offerings'] as const,
  list: (params: OfferingListParams) => [...offeringKeys.all, 'list', params] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
};
