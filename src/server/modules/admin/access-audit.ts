import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../app-deps.ts';
import type { AuditLog } from '../audit/index.ts';
import { requestOrigin } from '../audit/index.ts';

const ADMIN_AREA = '/api/v1/admin/';

/**
 * Every GET of the admin area, by route pattern: the action its successful read is recorded
 * as, or null when it shows no person (counts, jobs). The admin matrix test fails on an admin GET
 * missing here, so a new one cannot go unaudited by being forgotten.
 */
export const ADMIN_READS: Record<string, string | null> = {
  '/api/v1/admin/stats': null,
  '/api/v1/admin/metrics': null,
  '/api/v1/admin/jobs': null,
  '/api/v1/admin/admins': 'admins.list',
  '/api/v1/admin/invites': 'admins.invite_list',
  '/api/v1/admin/users': 'users.list',
  '/api/v1/admin/users/:id': 'users.read',
  '/api/v1/admin/audit-log': 'audit.search',
  '/api/v1/admin/audit-log/export': 'audit.export',
  '/api/v1/admin/memberships': 'memberships.list',
  '/api/v1/admin/conversation-reports': 'conversations.report_list',
  '/api/v1/admin/review-reports': 'reviews.report_list',
  '/api/v1/admin/rewards': 'rewards.list',
  '/api/v1/admin/rewards/payouts/:id': 'rewards.payout_read',
  '/api/v1/admin/offerings': 'offerings.list',
  '/api/v1/admin/claims': 'franchisor.claim.list',
  '/api/v1/admin/listings': 'listings.list',
  '/api/v1/admin/listings/:id/stats': null,
  '/api/v1/admin/catalog/listings': null,
  '/api/v1/admin/catalog/listings/:id': null,
  '/api/v1/admin/catalog/offerings': null,
  '/api/v1/admin/kredit/applications': 'kredit.list',
  '/api/v1/admin/kredit/applications/:id': 'kredit.read',
};

/**
 * Personal files served outside the admin area to their owner and to admins. Any admin account
 * reading one is recorded (its own files included: the route cannot tell which right let it in).
 */
const FILE_READS: Record<string, string> = {
  '/api/v1/kredit/applications/:id/documents/:documentId': 'kredit.document_read',
  '/api/v1/rewards/spends/:id/invoice': 'rewards.invoice_read',
  '/api/v1/company-documents/:id': 'franchisor.document_read',
};

async function refusalDetail(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : null;
  } catch {
    return null;
  }
}

/**
 * The one place admin access is audited (issue 31.15), after the route has answered: a
 * signed-in caller refused (403) anywhere in the admin area, and every successful read that
 * shows an admin someone's personal data, the audit log's search and export included. The
 * record is written before the answer leaves, so a read the log cannot hold is not served.
 *
 * An access is recorded against the request (`METHOD /path?query`), not as the record's own
 * entity: a record's history stays the changes made to it, and a text search for its id still
 * finds every read of and refusal on it.
 */
export function adminAccessAudit(audit: AuditLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const user = c.var.user;
    if (!user) return;
    const route = routePath(c);
    const inAdminArea = route.startsWith(ADMIN_AREA);
    const actor = { id: user.id, email: user.email, ...requestOrigin(c) };
    const url = new URL(c.req.url);
    const request = { entityType: 'request', entityId: `${c.req.method} ${url.pathname}${url.search}` };
    if (c.res.status === 403 && inAdminArea) {
      await audit.record(actor, {
        action: 'access.refuse',
        ...request,
        after: { route },
        reason: await refusalDetail(c.res),
      });
      return;
    }
    if (c.req.method !== 'GET' || !c.res.ok) return;
    const read = inAdminArea ? ADMIN_READS[route] : user.adminLevel !== null ? FILE_READS[route] : undefined;
    if (read) await audit.record(actor, { action: read, ...request });
  };
}
