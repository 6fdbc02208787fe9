import type { OfferingKind } from '../../../shared/enums.ts';
import { FEATURED_OFFERINGS_LIMIT, SIMILAR_OFFERINGS_LIMIT } from '../../../shared/limits.ts';
import { cashbackDisclosure } from '../../../shared/rewards.ts';
import type { OfferingListQueryValue } from '../../../shared/schemas/offerings.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { hasAccountRole } from '../admin/index.ts';
import { createOfferingsRepository } from './repository.ts';
import { createVendorRepository } from './vendor-repository.ts';

const REVIEWS_SHOWN = 20;

/** Whether a company's purchase of an offering was confirmed (the rewards module answers it). */
export type SpendCheck = (franchisorId: string, offeringId: string) => Promise<boolean>;

export function createOfferingsService(deps: Pick<CoreDeps, 'database' | 'identity'>, hasSpend: SpendCheck) {
  const repo = createOfferingsRepository(deps.database.db);
  const vendors = createVendorRepository(deps.database.db);

  async function load(id: string) {
    const row = isUuid(id) ? await repo.detail(id) : null;
    if (!row) throw notFound('No such offering.');
    return row;
  }

  async function detail(id: string) {
    const { franchisorId, ...row } = await load(id);
    const [similar, reviews] = await Promise.all([
      repo.similar(row.kind, row.id, row.category, SIMILAR_OFFERINGS_LIMIT),
      repo.reviews(row.id, REVIEWS_SHOWN),
    ]);
    return {
      ...row,
      takesQuotes: franchisorId !== null,
      cashbackDisclosure: cashbackDisclosure(row.vendor),
      // Every review is by a company whose purchase was confirmed: the service refuses any other,
      // and a refused purchase takes its review away.
      reviews: reviews.map((r) => ({ ...r, verifiedSpend: true, createdAt: r.createdAt.toISOString() })),
      similar,
    };
  }

  return {
    list: (q: OfferingListQueryValue) =>
      repo.list({
        kind: q.kind,
        category: q.category || undefined,
        search: q.search || undefined,
        pricing: q.pricing,
        minCashback: q.minCashback,
        minRating: q.minRating,
        sort: q.sort,
        limit: q.limit,
        offset: q.offset,
      }),

    featured: (kind: OfferingKind) => repo.featured(kind, FEATURED_OFFERINGS_LIMIT),

    /** Spec §7 for the home page: three featured of each kind, rating descending. */
    async featuredAll() {
      const [software, ai_tool, business_service] = await Promise.all(
        (['software', 'ai_tool', 'business_service'] as const).map((k) =>
          repo.featured(k, FEATURED_OFFERINGS_LIMIT),
        ),
      );
      return { software: software!, ai_tool: ai_tool!, business_service: business_service! };
    },

    /** A listed offering with similar ones and its reviews; 404 when unknown or not listed. */
    detail,

    /** Only a franchisor whose company's purchase of it was confirmed may review it, once. */
    async review(viewer: SessionUser, id: string, input: { rating: number; body: string }) {
      const offering = await load(id);
      const company = hasAccountRole(viewer, 'franchisor') ? await vendors.companyOf(viewer.id) : null;
      if (!company || !(await hasSpend(company.id, offering.id))) {
        throw new Problem(
          403,
          'forbidden',
          `Only members whose purchase of ${offering.name}, recorded on /earn-on-spends, has been confirmed can review it.`,
        );
      }
      if (offering.franchisorId === company.id) {
        throw new Problem(403, 'forbidden', 'A vendor cannot review its own offering.');
      }
      const profile = await deps.identity.findProfileName(viewer.id);
      const author = profile
        ? `${profile.firstName ?? ''} ${(profile.lastName ?? '').slice(0, 1)}.`.trim()
        : 'A member';
      const added = await repo.addReview({
        offeringId: offering.id,
        franchisorId: company.id,
        userId: viewer.id,
        author,
        rating: input.rating,
        body: input.body,
      });
      if (!added) throw new Problem(409, 'conflict', 'Your company has already reviewed this offering.');
      return detail(offering.id);
    },
  };
}

export type OfferingsService = ReturnType<typeof createOfferingsService>;
