/**
 * Franchisor onboarding: company registration, verification documents, membership plans,
 * payments (Stripe, Razorpay or an offline invoice) and the admin's billing and verification desk.
 * Other modules use `liveListingLimit` through `createMembershipModule(...).liveListingLimit`.
 */
import type { CoreDeps } from '../../app-deps.ts';
import { createPaymentProviders } from './payments.ts';
import { createMembershipService, type MembershipService } from './service.ts';

export { createMembershipAdminService, type MembershipAdminService } from './admin-service.ts';
export { leadAddressRoutes } from './lead-address-routes.ts';
export { createLeadAddresses, type LeadAddressesService } from './lead-addresses.ts';
export { membershipRoutes } from './routes.ts';
export type { MembershipService };

export function createMembershipModule(deps: CoreDeps): MembershipService {
  return createMembershipService(deps, createPaymentProviders(deps.config));
}

/** How many listings the company may have published at once: its active plan's, or the free plan's. */
export type LiveListingLimit = (franchisorId: string) => Promise<number>;
