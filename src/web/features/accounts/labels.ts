import type {
  BusinessExperience,
  FinancingNeeded,
  InvestmentBudget,
  InvestmentTimeline,
} from '../../../shared/enums.ts';

/** How the sign-up enumerations (spec §3) read in the forms; the values sent are the codes. */
export const BUDGET_LABELS: Record<InvestmentBudget, string> = {
  '50k-100k': '$50,000 – $100,000',
  '100k-250k': '$100,000 – $250,000',
  '250k-500k': '$250,000 – $500,000',
  '500k-1m': '$500,000 – $1 million',
  '1m+': 'More than $1 million',
};

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
