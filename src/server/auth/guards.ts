import type { MiddlewareHandler } from 'hono';
import { Problem } from '../lib/problem.ts';
import type { SessionUser } from './session-user.ts';

/** A guarded route's handler sees `c.var.user` as a SessionUser, never null. */
export interface SignedInEnv {
  Variables: { user: SessionUser };
}

const userOf = (c: { var: { user: SessionUser } }): SessionUser | null => c.var.user ?? null;

/**
 * The one way a route says who may call it: `middleware: [requireUser] as const` or
 * `middleware: [requireRole('admin')] as const` in its createRoute declaration; the handler
 * then reads the caller from `c.var.user`. Ownership of a record is checked in the service.
 */
export const requireUser = requireUserWith('No user authenticated');

/** requireUser with another 401 message, where the spec words it differently (admin: 'Not authenticated'). */
export function requireUserWith(
  detail: string,
  extra: Record<string, unknown> = {},
): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    if (!userOf(c)) throw new Problem(401, 'unauthenticated', detail, extra);
    await next();
  };
}

export type Role = 'franchisor' | 'admin' | 'super_admin';

const ROLE_REFUSAL: Record<Role, string> = {
  franchisor: 'Franchisor accounts only.',
  admin: 'Admins only.',
  super_admin: 'Only super admins may do this.',
};

function hasRole(user: SessionUser, role: Role): boolean {
  if (role === 'franchisor') return user.role === 'franchisor';
  if (role === 'admin') return user.adminLevel !== null;
  return user.adminLevel === 'super';
}

/** 401 without a session ('Not authenticated', spec §6 for admin), 403 without the role. */
export function requireRole(role: Role, refusal = ROLE_REFUSAL[role]): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = userOf(c);
    if (!user) {
      throw new Problem(
        401,
        'unauthenticated',
        role === 'franchisor' ? 'No user authenticated' : 'Not authenticated',
      );
    }
    if (!hasRole(user, role)) throw new Problem(403, 'forbidden', refusal);
    await next();
  };
}
