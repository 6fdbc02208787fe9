import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, type TrustedProxies } from './forwarded-for.ts';
import { requestHeader } from './request-headers.ts';

/** The caller's address: this is the one place every rate limit, audit record and session reads it from. */
export function resolveClientIp(c: Context, trust: TrustedProxies): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests via app.request) have no socket.
    socket = 'local';
  }
  return clientAddress(socket, requestHeader(c, 'x-forwarded-for'), trust);
}
