import type { Context } from 'hono';
import type { AppEnv } from '../../app-deps.ts';
import type { AuditActor } from './service.ts';

/** Where the request came from, for the audit record; the actor's id and e-mail come from the session. */
// biome-ignore lint/suspicious/noExplicitAny: any route's context (guarded routes narrow `user`).
export function requestOrigin(c: Context<AppEnv & any>): Pick<AuditActor, 'ip' | 'requestId'> {
  return { ip: c.var.clientIp, requestId: c.var.requestId };
}
