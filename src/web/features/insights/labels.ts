import type { TrendingEntityType } from '../../../shared/schemas/insights.ts';

/** Spec §4: the segment labels; anything else reads 'Franchise Seeker'. */
const SEGMENT_LABELS: Record<string, string> = {
  new_user: 'New Explorer',
  active_seeker: 'Active Seeker',
  experienced_investor: 'Experienced Investor',
  high_value: 'Premium Investor',
};

export function segmentLabel(segmentType: string | null | undefined): string {
  return (segmentType && SEGMENT_LABELS[segmentType]) || 'Franchise Seeker';
}

/** The type badge of a Trending Now card. */
export const ENTITY_TYPE_LABELS: Record<TrendingEntityType, string> = {
  franchise: 'Franchise',
  software: 'Software',
  ai_tool: 'AI Tool',
  business_service: 'Business Service',
};
