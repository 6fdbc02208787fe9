/** Earn on spends: recorded purchases, the cashback ledger, payouts and statements. */
export { rewardsRoutes } from './routes.ts';
export { createRewardsService, type RewardsService } from './service.ts';
