import { BUDGET_BANDS, budgetBandUsd } from '../../../shared/budget-bands.ts';
import { countryName } from '../../../shared/country-names.ts';
import type {
  BusinessExperience,
  InteractionType,
  InvestmentBudget,
  InvestmentTimeline,
  SegmentType,
} from '../../../shared/enums.ts';

/**
 * The segment rules (docs/insights.md). Pure: the segment job and get-user-segment feed them a
 * profile and the last ENGAGEMENT_WINDOW_DAYS of interactions.
 */
export const ENGAGEMENT_WINDOW_DAYS = 30;
/** What each act adds to the engagement score: acts that cost the seeker more say more. */
export const ENGAGEMENT_WEIGHTS: Record<InteractionType, number> = {
  view: 1,
  click: 2,
  download: 3,
  bookmark: 5,
  inquiry: 10,
  call: 10,
};
/** Activity gives at most 80 of the 100 points; a complete profile the other 20 (4 per answer). */
export const ACTIVITY_POINTS_MAX = 80;
export const PROFILE_POINTS_EACH = 4;
/** high_value: a budget of $500K or more and an engagement score of at least this. */
export const HIGH_VALUE_MIN_ENGAGEMENT = 40;
/**
 * The lowest budget that counts as high value, in US dollars: a band in another currency counts
 * when its floor is worth this much at the dated rates ($500K–$1M, $1M+, ₹5 Cr or more).
 */
export const HIGH_VALUE_MIN_BUDGET_USD = 500_000;
export const isHighValueBudget = (budget: InvestmentBudget) =>
  budgetBandUsd(budget).min >= HIGH_VALUE_MIN_BUDGET_USD;
export const EXPERIENCED: readonly BusinessExperience[] = ['experienced', 'franchise_veteran'];
/** active_seeker: at least this many interactions in the window. */
export const ACTIVE_MIN_INTERACTIONS = 5;
const MAX_PREFERENCES = 10;

export interface SegmentProfile {
  investmentBudget: InvestmentBudget | null;
  investmentTimeline: InvestmentTimeline | null;
  preferredIndustries: string[];
  businessExperience: BusinessExperience | null;
  location: string | null;
  preferredLocations: string | null;
}

export interface SegmentActivity {
  /** Interactions of the window, per type. */
  counts: Partial<Record<InteractionType, number>>;
  /** Industries of the franchises the seeker interacted with, most frequent first. */
  industries: string[];
}

export interface SegmentFacts {
  segmentType: SegmentType;
  engagementScore: number;
  investmentRange: string | null;
  industryPreferences: string[];
  locationPreferences: string[];
}

export function engagementScore(profile: SegmentProfile, activity: SegmentActivity): number {
  let acts = 0;
  for (const [type, n] of Object.entries(activity.counts)) {
    acts += ENGAGEMENT_WEIGHTS[type as InteractionType] * (n ?? 0);
  }
  const answers = [
    profile.investmentBudget,
    profile.investmentTimeline,
    profile.preferredIndustries.length > 0 ? 'yes' : null,
    profile.businessExperience,
    profile.location,
  ].filter((a) => a !== null && a !== '').length;
  return Math.min(100, Math.min(ACTIVITY_POINTS_MAX, acts) + answers * PROFILE_POINTS_EACH);
}

/** The first rule that applies: high_value, experienced_investor, active_seeker, else new_user. */
export function segmentType(profile: SegmentProfile, activity: SegmentActivity, score: number): SegmentType {
  if (
    profile.investmentBudget &&
    isHighValueBudget(profile.investmentBudget) &&
    score >= HIGH_VALUE_MIN_ENGAGEMENT
  ) {
    return 'high_value';
  }
  if (profile.businessExperience && EXPERIENCED.includes(profile.businessExperience)) {
    return 'experienced_investor';
  }
  const total = Object.values(activity.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  if (total >= ACTIVE_MIN_INTERACTIONS) return 'active_seeker';
  return 'new_user';
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

export function segmentFacts(profile: SegmentProfile, activity: SegmentActivity): SegmentFacts {
  const score = engagementScore(profile, activity);
  return {
    segmentType: segmentType(profile, activity, score),
    engagementScore: score,
    investmentRange: profile.investmentBudget ? BUDGET_BANDS[profile.investmentBudget].label : null,
    // What the seeker said first, then what they looked at.
    industryPreferences: unique([...profile.preferredIndustries, ...activity.industries]).slice(
      0,
      MAX_PREFERENCES,
    ),
    locationPreferences: unique([
      ...(profile.location ? [countryName(profile.location)] : []),
      ...(profile.preferredLocations ?? '').split(/[,;\n]/),
    ]).slice(0, MAX_PREFERENCES),
  };
}
