import type { OfferingKind } from '../../../../shared/enums.ts';

export type OfferingSort = 'rating' | 'cashback' | 'price';

export interface OfferingListParams {
  kind: OfferingKind;
  category?: string;
  sort: OfferingSort;
}

/** Software, AI tools and business services. */
export const offeringKeys = {
  all: ['offerings'] as const,
  list: (params: OfferingListParams) => [...offeringKeys.all, 'list', params] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
};
