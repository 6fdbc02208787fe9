/**
 * The auth module's contract: the Better Auth instance and its HTTP routes, who is signed in
 * (session middleware), the route guards, and the identity tables other modules may read.
 */
export {
  type Auth,
  createAuth,
  hasSessionCookie,
  loadAuthSecret,
  PENDING_ACCOUNT_TTL_MS,
  SESSION_ABSOLUTE_MAX_MS,
} from './auth.ts';
export { type Role, requireRole, requireUser, requireUserWith, type SignedInEnv } from './guards.ts';
export { authHandlerRoutes } from './handler-routes.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { AUTH_RATE_RULES, limitCodeMail } from './rate-limits.ts';
export {
  createIdentityRepository,
  type IdentityRepository,
  type SessionsEndedHook,
} from './repository.ts';
export { type SessionEnv, type SessionUser, sessionMiddleware } from './session-user.ts';
