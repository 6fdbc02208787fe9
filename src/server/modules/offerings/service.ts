import type { OfferingKind } from '../../../shared/enums.ts';
import { FEATURED_OFFERINGS_LIMIT, SIMILAR_OFFERINGS_LIMIT } from '../../../shared/limits.ts';
import type { OfferingListQueryValue } from '../../../shared/schemas/offerings.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import { createOfferingsRepository } from './repository.ts';

export function createOfferingsService(db: Db) {
  const repo = createOfferingsRepository(db);
  return {
    list: (q: OfferingListQueryValue) =>
      repo.list({
        kind: q.kind,
        category: q.category || undefined,
        search: q.search || undefined,
        sort: q.sort,
        limit: q.limit,
        offset: q.offset,
      }),

    featured: (kind: OfferingKind) => repo.featured(kind, FEATURED_OFFERINGS_LIMIT),

    /** An active offering with up to three similar ones of its kind; 404 when unknown or inactive. */
    async detail(id: string) {
      const row = isUuid(id) ? await repo.detail(id) : null;
      if (!row) throw notFound('No such offering.');
      const similar = await repo.similar(row.kind, row.id, row.category, SIMILAR_OFFERINGS_LIMIT);
      return { ...row, similar };
    },
  };
}

export type OfferingsService = ReturnType<typeof createOfferingsService>;
