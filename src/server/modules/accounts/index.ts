/** Accounts: sign-up, the profile, avatar, e-mail change, sessions, deleting an account. */
export { pendingAccountsJob } from './pending-accounts.ts';
export { accountsRoutes } from './routes.ts';
export { type AccountsService, createAccountsService } from './service.ts';
