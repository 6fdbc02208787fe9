/**
 * Franchisor onboarding: company registration, verification documents, membership plans,
 * payments (Stripe, Razorpay or an offline invoice) and the admin's billing and verification desk.
 * Other modules use `liveListingLimit` through `createMembershipModule(...).liveListingLimit`.
 */
import type { AppDeps } from '../../app-deps.ts';
import { createPaymentProviders } from './payments.ts';
import { createMembershipService, type MembershipService } from './service.ts';

export { membershipRoutes } from './routes.ts';
export type { MembershipService };

export function createMembershipModule(deps: Omit<AppDeps, 'membership'>): MembershipService {
  return createMembershipService(deps as AppDeps, createPaymentProviders(deps.config));
}

/** How many listings the company may have published at once: its active plan's, or the free plan's. */
export type LiveListingLimit = (franchisorId: string) => Promise<number>;
