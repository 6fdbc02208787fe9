import { ADMIN_LIST } from '../../../shared/limits.ts';
import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import {
  type AdminCatalogListingT,
  type AdminCatalogQueryT,
  type AdminListingActionT,
  CATALOG_STATUSES,
} from '../../../shared/schemas/admin-catalog.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { listingPausedByModeratorsMail, listingResumedByModeratorsMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { queueListingIndexing } from '../../seo/index.ts';
import { createAdminGuard, type RequestOrigin } from '../admin/index.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { assertWithinLiveListingLimit } from './plan-limit.ts';
import { createListingsRepository } from './repository.ts';
import { indexingRef } from './service.ts';
import { createOwnerTelling } from './tell-owner.ts';
import type { ListingRow } from './values.ts';

const PERMISSION = 'listings:moderate';

function present(row: ListingRow): AdminCatalogListingT {
  const market = MARKETS[row.country as MarketCode];
  const detailPath = indexingRef(row).detailPath;
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    country: row.country as MarketCode,
    status: row.status,
    featured: row.featured,
    pausedReason: row.pausedReason,
    publicPath: row.status === 'published' && row.isActive && market?.live ? detailPath : null,
    detailPath,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The admins' catalogue of live listings (issue 37.8): find any published or paused listing,
 * take it off the site with a reason its franchisor is told, put it back, feature it.
 */
export function createListingCatalogAdmin(
  deps: CoreDeps,
  liveListingLimit: LiveListingLimit,
  notifications: NotificationsService,
) {
  const { database, audit, catalogChanges } = deps;
  const repo = createListingsRepository(database.db);
  const requireAdmin = createAdminGuard(database.db);
  const tell = createOwnerTelling(deps, repo, notifications);
  const conflict = (detail: string) => new Problem(409, 'invalid_request', detail);

  async function listing(id: string) {
    const row = await repo.find(id);
    if (!row || !(CATALOG_STATUSES as readonly string[]).includes(row.status)) {
      throw notFound('No published or paused listing has this id.');
    }
    return row;
  }

  /** Applies `patch` if the listing is still in `from`, audited in the same transaction. */
  async function change(
    user: SessionUser,
    origin: RequestOrigin,
    row: ListingRow,
    action: string,
    patch: Partial<ListingRow>,
    reason?: string,
  ) {
    return repo.transaction(async (tx) => {
      const next = await repo.updateIfStatus(row.id, row.status, patch, tx);
      if (!next) throw conflict('This listing changed meanwhile. Reload it and try again.');
      await audit.record(
        { id: user.id, email: user.email, ...origin },
        {
          action,
          entityType: 'franchise_opportunity',
          entityId: row.id,
          before: { status: row.status, featured: row.featured, pausedReason: row.pausedReason },
          after: { status: next.status, featured: next.featured, pausedReason: next.pausedReason },
          ...(reason ? { reason } : {}),
        },
        tx,
      );
      return next;
    });
  }

  return {
    async search(viewer: SessionUser | null, query: AdminCatalogQueryT) {
      await requireAdmin(viewer, PERMISSION);
      const pageSize = ADMIN_LIST.catalogPage;
      const { rows, total } = await repo.searchCatalog({
        q: query.q?.trim() || undefined,
        country: query.country,
        statuses: query.status ? [query.status] : CATALOG_STATUSES,
        offset: (query.page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: rows.map(present), total, page: query.page, pageSize };
    },

    async get(viewer: SessionUser | null, id: string) {
      await requireAdmin(viewer, PERMISSION);
      return present(await listing(id));
    },

    async act(viewer: SessionUser | null, id: string, input: AdminListingActionT, origin: RequestOrigin) {
      const { user } = await requireAdmin(viewer, PERMISSION);
      const row = await listing(id);
      let next: ListingRow;
      if (input.action === 'pause') {
        if (row.status !== 'published') throw conflict('Only a published listing can be paused.');
        next = await change(
          user,
          origin,
          row,
          'listings.pause',
          {
            status: 'paused',
            pausedReason: input.reason,
          },
          input.reason,
        );
      } else if (input.action === 'resume') {
        if (row.status !== 'paused') throw conflict('Only a paused listing can be resumed.');
        if (!row.pausedReason) {
          throw conflict('Its franchisor paused this listing; only they can resume it.');
        }
        await assertWithinLiveListingLimit(liveListingLimit, repo, row.franchisorId);
        next = await change(user, origin, row, 'listings.resume', {
          status: 'published',
          pausedReason: null,
        });
      } else {
        const featured = input.action === 'feature';
        if (row.featured === featured) {
          throw conflict(featured ? 'This listing is featured already.' : 'This listing is not featured.');
        }
        next = await change(user, origin, row, `listings.${input.action}`, { featured });
      }
      await catalogChanges.publish();
      if (input.action === 'pause' || input.action === 'resume') {
        await queueListingIndexing(deps, indexingRef(next), input.action === 'pause' ? 'deleted' : 'updated');
        await tell(
          next,
          input.action === 'pause'
            ? listingPausedByModeratorsMail({ title: next.title, reason: input.reason })
            : listingResumedByModeratorsMail({ title: next.title }),
        );
      }
      return present(next);
    },
  };
}

export type ListingCatalogAdmin = ReturnType<typeof createListingCatalogAdmin>;
