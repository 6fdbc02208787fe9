import { ADMIN_LIST } from '../../../shared/limits.ts';
import { offeringDetailPath } from '../../../shared/offering-kinds.ts';
import type {
  AdminCatalogOfferingT,
  AdminOfferingActionT,
  AdminOfferingCatalogQueryT,
} from '../../../shared/schemas/admin-catalog.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { type MailText, offeringPausedMail, offeringResumedMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { createAdminGuard, type RequestOrigin } from '../admin/index.ts';
import { createVendorRepository, type OfferingRow } from './vendor-repository.ts';

const PERMISSION = 'listings:moderate';

function present(row: OfferingRow): AdminCatalogOfferingT {
  const live = row.isActive && !row.pausedReason;
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    kind: row.kind,
    state: live ? 'live' : 'paused',
    pausedReason: row.pausedReason,
    publicPath: live ? offeringDetailPath(row.kind, row.id) : null,
  };
}

/** The admins' catalogue of published software, AI tools and services: find, pause with a reason, resume. */
export function createOfferingCatalogAdmin(deps: CoreDeps) {
  const { audit, mailer, logger, config } = deps;
  const repo = createVendorRepository(deps.database.db);
  const requireAdmin = createAdminGuard(deps.database.db);

  async function tell(row: OfferingRow, mail: MailText) {
    const to = row.franchisorId && (await repo.ownerEmail(row.franchisorId));
    if (!to) return;
    // The change is stored and audited; a mail failure is logged, not undone.
    await mailer.send({ to, ...mail }).catch((err: unknown) => {
      logger.error({ err, offeringId: row.id }, 'offering pause mail failed');
    });
  }

  return {
    async search(viewer: SessionUser | null, query: AdminOfferingCatalogQueryT) {
      await requireAdmin(viewer, PERMISSION);
      const pageSize = ADMIN_LIST.catalogPage;
      const { rows, total } = await repo.searchCatalog({
        q: query.q?.trim() || undefined,
        kind: query.kind,
        state: query.state,
        offset: (query.page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: rows.map(present), total, page: query.page, pageSize };
    },

    async act(viewer: SessionUser | null, id: string, input: AdminOfferingActionT, origin: RequestOrigin) {
      const { user } = await requireAdmin(viewer, PERMISSION);
      const row = await repo.find(id);
      if (row?.status !== 'published') throw notFound('No published offering has this id.');
      const pause = input.action === 'pause';
      const next = await repo.transaction(async (tx) => {
        const updated = await repo.updateIfPaused(
          row.id,
          !pause,
          pause ? { isActive: false, pausedReason: input.reason } : { isActive: true, pausedReason: null },
          tx,
        );
        if (!updated) {
          throw new Problem(
            409,
            'invalid_request',
            pause
              ? 'Only a live offering can be paused.'
              : 'Only an offering the moderators paused can be resumed here.',
          );
        }
        await audit.record(
          { id: user.id, email: user.email, ...origin },
          {
            action: pause ? 'offerings.pause' : 'offerings.resume',
            entityType: 'offering',
            entityId: row.id,
            before: { isActive: row.isActive, pausedReason: row.pausedReason },
            after: { isActive: updated.isActive, pausedReason: updated.pausedReason },
            ...(pause ? { reason: input.reason } : {}),
          },
          tx,
        );
        return updated;
      });
      await tell(
        next,
        pause
          ? offeringPausedMail({ name: next.name, reason: input.action === 'pause' ? input.reason : '' })
          : offeringResumedMail({
              name: next.name,
              url: `${siteOrigin(config)}${offeringDetailPath(next.kind, next.id)}`,
            }),
      );
      return present(next);
    },
  };
}

export type OfferingCatalogAdmin = ReturnType<typeof createOfferingCatalogAdmin>;
