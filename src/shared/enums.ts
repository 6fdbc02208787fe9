/** Enumerations fixed by the product specification (§3). */

export const INDUSTRIES = [
  'Food & Beverage',
  'Retail',
  'Health & Fitness',
  'Education',
  'Automotive',
  'Home Services',
  'Business Services',
  'Beauty & Personal Care',
  'Real Estate',
  'Technology',
  'Entertainment',
  'Travel & Hospitality',
  'Pet Services',
  'Senior Care',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The spec's budget bands (§3), in US dollars. */
export const USD_INVESTMENT_BUDGETS = ['50k-100k', '100k-250k', '250k-500k', '500k-1m', '1m+'] as const;
/**
 * India's bands, in rupees (lakh and crore), so an Indian seeker states a budget as they think
 * of it; the `inr-` prefix keeps the currency in the stored value (shared/budget-bands.ts).
 */
export const INR_INVESTMENT_BUDGETS = [
  'inr-up-to-10l',
  'inr-10l-25l',
  'inr-25l-50l',
  'inr-50l-1cr',
  'inr-1cr-5cr',
  'inr-5cr+',
] as const;
export const INVESTMENT_BUDGETS = [...USD_INVESTMENT_BUDGETS, ...INR_INVESTMENT_BUDGETS] as const;
export type InvestmentBudget = (typeof INVESTMENT_BUDGETS)[number];

export const INVESTMENT_TIMELINES = ['immediate', '3months', '6months', '1year', '1year+'] as const;
export type InvestmentTimeline = (typeof INVESTMENT_TIMELINES)[number];

export const BUSINESS_EXPERIENCE = ['none', 'some', 'experienced', 'franchise_veteran'] as const;
export type BusinessExperience = (typeof BUSINESS_EXPERIENCE)[number];

export const FINANCING_NEEDED = ['yes', 'no', 'maybe'] as const;
export type FinancingNeeded = (typeof FINANCING_NEEDED)[number];

export const INTERACTION_TYPES = ['view', 'click', 'bookmark', 'inquiry', 'call', 'download'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const OFFERING_KINDS = ['software', 'ai_tool', 'business_service'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** Listing lifecycle: draft → pending_review → published | rejected; published → paused | archived. */
export const OPPORTUNITY_STATUSES = [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'paused',
  'archived',
] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** A listing's state as every screen names it (franchisor, vendor and admin alike). */
export const LISTING_STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'Draft',
  pending_review: 'In review',
  published: 'Published',
  rejected: 'Changes requested',
  paused: 'Paused',
  archived: 'Archived',
};

export const SEGMENT_TYPES = ['new_user', 'active_seeker', 'experienced_investor', 'high_value'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];
