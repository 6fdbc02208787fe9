import type { OfferingKind } from '../../../../shared/enums.ts';
import type { PricingModel } from '../../../../shared/rewards.ts';

export type OfferingSort = 'rating' | 'cashback' | 'price';

export interface OfferingListParams {
  kind: OfferingKind;
  category?: string;
  search?: string;
  pricing?: PricingModel;
  minCashback?: number;
  minRating?: number;
  sort: OfferingSort;
}

/** Software, AI tools and business services. */
export const offeringKeys = {
  all: ['offerings'] as const,
  list: (params: OfferingListParams) => [...offeringKeys.all, 'list', params] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
  featuredAll: () => [...offeringKeys.all, 'featured-all'] as const,
  /** The signed-in vendor's own offerings. */
  mine: () => [...offeringKeys.all, 'mine'] as const,
  mineOne: (id: string) => [...offeringKeys.all, 'mine', id] as const,
};
