import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './request-headers.ts';

/**
 * The caller's address. X-Forwarded-For is trusted only with TRUST_PROXY, because anyone can
 * send it and rate limits keyed on it could otherwise be dodged.
 */
export function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests via app.request) have no socket.
    return 'local';
  }
}
