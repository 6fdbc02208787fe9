import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isLoopbackHost } from '../config.ts';

/**
 * Whether the request came over a socket from this machine, read from the socket itself (never
 * from X-Forwarded-For, which a proxy on this machine would pass on for a remote caller).
 */
export function isLocalSocket(c: Context): boolean {
  if (c.req.header('x-forwarded-for')) return false;
  try {
    return isLoopbackHost(getConnInfo(c).remote.address ?? '');
  } catch {
    // In-process requests (tests through app.request) have no socket: they are this process.
    return true;
  }
}

/** `Authorization: Bearer <token>` compared in constant time. */
export function hasBearer(c: Context, token: string | undefined): boolean {
  const sent = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!token || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
