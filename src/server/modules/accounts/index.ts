/** Accounts: sign-up, the profile, avatar, e-mail change, sessions, deleting an account. */
export { createEmailChangeGuard, type EmailChangeGuard } from './email-change.ts';
export { clearPendingSignUp, pendingAccountsJob } from './pending-accounts.ts';
export { accountsRoutes } from './routes.ts';
export { type AccountsService, createAccountsService } from './service.ts';
