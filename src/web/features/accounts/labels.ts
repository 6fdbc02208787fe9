import type { BusinessExperience, FinancingNeeded, InvestmentTimeline } from '../../../shared/enums.ts';

/**
 * How the sign-up enumerations (spec §3) read in the forms; the values sent are the codes. The
 * budget bands, which depend on the seeker's market, are in shared/budget-bands.ts.
 */
export const TIMELINE_LABELS: Record<InvestmentTimeline, string> = {
  immediate: 'Immediately',
  '3months': 'Within 3 months',
  '6months': 'Within 6 months',
  '1year': 'Within a year',
  '1year+': 'In more than a year',
};

export const EXPERIENCE_LABELS: Record<BusinessExperience, string> = {
  none: 'No business experience',
  some: 'Some business experience',
  experienced: 'Experienced business owner',
  franchise_veteran: 'Franchise veteran',
};

export const FINANCING_LABELS: Record<FinancingNeeded, string> = {
  yes: 'Yes',
  no: 'No',
  maybe: 'Maybe',
};
