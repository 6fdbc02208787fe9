import { randomBytes } from 'node:crypto';
import { LISTING_LIMITS } from '../../../shared/limits.ts';
import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import {
  type EditableListing,
  type ListingDraftValues,
  type ListingValues,
  ListingValuesSchema,
} from '../../../shared/schemas/listings.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { queueListingIndexing } from '../../seo/index.ts';
import { requireAccountRole } from '../admin/index.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import { type ImageSlot, reencodeListingImage } from './images.ts';
import { assertWithinLiveListingLimit } from './plan-limit.ts';
import { createListingsRepository } from './repository.ts';
import { changesKeyFigures, type ListingRow, rowFromValues, valuesFromRow } from './values.ts';

const fileUrl = (id: string) => `/api/v1/files/${id}`;
const LIVE = new Set(['published', 'paused']);

/** What the search-engine submissions need of a listing: its public page. */
export const indexingRef = (row: Pick<ListingRow, 'id' | 'country'>) => ({
  id: row.id,
  detailPath: `${MARKETS[row.country as MarketCode]?.detailPrefix ?? MARKETS.US.detailPrefix}/${row.id}`,
});

export function slugFor(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'listing'}-${randomBytes(3).toString('hex')}`;
}

/** A submit that breaks the complete listing's rules: 422 naming each field. */
function invalidListing(issues: { path: PropertyKey[]; message: string }[]) {
  const errors = issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return new Problem(422, 'validation_failed', `${errors[0]!.field}: ${errors[0]!.message}`, { errors });
}

export function createListingsService(deps: CoreDeps, liveListingLimit: LiveListingLimit) {
  const { database, files, catalogChanges } = deps;
  const repo = createListingsRepository(database.db);

  /** The signed-in franchisor's company; others get 403, visitors 401. */
  async function companyOf(viewer: SessionUser) {
    const user = requireAccountRole(
      viewer,
      'franchisor',
      'Listings are created and edited by franchisor accounts.',
    );
    const company = await repo.companyOf(user.id);
    if (!company) throw notFound('No franchisor company belongs to this account.');
    return { user, company };
  }

  /** A listing of the viewer's own company; another company's listing is "not found" (404). */
  async function owned(viewer: SessionUser, id: string) {
    const { user, company } = await companyOf(viewer);
    const row = await repo.find(id);
    if (!row || row.franchisorId !== company.id) throw notFound('This listing does not exist.');
    return { user, company, row };
  }

  const workingCopy = (row: ListingRow): ListingValues => row.revision ?? valuesFromRow(row);

  /** A new listing in review that an approval could not publish: the plan has no room for it. */
  async function heldByPlanLimit(row: ListingRow) {
    if (row.revisionState !== 'pending_review' || LIVE.has(row.status)) return false;
    return assertWithinLiveListingLimit(liveListingLimit, repo, row.franchisorId).then(
      () => false,
      (err: unknown) => {
        if (err instanceof Problem && err.code === 'plan_limit_reached') return true;
        throw err;
      },
    );
  }

  async function present(row: ListingRow): Promise<EditableListing> {
    const [gallery, documents, held] = await Promise.all([
      repo.gallery(row.id),
      repo.documents(row.id),
      heldByPlanLimit(row),
    ]);
    const values = workingCopy(row);
    const market = MARKETS[row.country as MarketCode];
    return {
      id: row.id,
      slug: row.slug,
      country: row.country as MarketCode,
      currency: row.currency,
      status: row.status,
      revisionState: row.revisionState,
      reviewReason: row.reviewReason,
      pausedReason: row.pausedReason,
      values: values as Record<string, unknown>,
      logoUrl: values.logoUrl ?? null,
      bannerImageUrl: values.bannerImageUrl ?? null,
      gallery,
      documents: documents.map((d) => ({ id: d.id, title: d.title, kind: d.kind, url: fileUrl(d.fileId) })),
      updatedAt: row.updatedAt.toISOString(),
      marketLive: market?.live ?? false,
      heldByPlanLimit: held,
    };
  }

  /**
   * Saves the working copy `change` makes of the row, read again under its lock: a moderator's
   * decision that landed since the owner's first read is built on, not undone (an approved new
   * listing stays published and the saved copy waits to be submitted). A listing that is not
   * live also shows its new name on the dashboard.
   */
  function saveWorkingCopy(id: string, change: (row: ListingRow) => ListingValues) {
    return repo.transaction(async (tx) => {
      const row = (await repo.findForDecision(id, tx))!;
      const next = change(row);
      const live = LIVE.has(row.status);
      return repo.update(
        row.id,
        {
          revision: next,
          revisionState: 'editing',
          // Editing a submitted draft takes it out of the queue until it is submitted again.
          ...(row.status === 'pending_review' ? { status: 'draft' as const } : {}),
          ...(!live && next.title ? { title: next.title } : {}),
        },
        tx,
      );
    });
  }

  return {
    async create(viewer: SessionUser, country: MarketCode, values: ListingDraftValues) {
      const { company } = await companyOf(viewer);
      const market = MARKETS[country];
      const title = values.title || 'Untitled listing';
      const row = await repo.insert({
        slug: slugFor(title),
        franchisorId: company.id,
        title,
        companyName: company.name,
        description: '',
        category: values.category ?? 'Business Services',
        country,
        currency: market.currency,
        investmentMin: 0,
        investmentMax: 0,
        status: 'draft',
        revision: values,
        revisionState: 'editing',
      });
      return present(row);
    },

    async get(viewer: SessionUser, id: string) {
      return present((await owned(viewer, id)).row);
    },

    /** The autosave: any subset of valid fields; pictures are kept (their routes set them). */
    async save(viewer: SessionUser, id: string, values: ListingDraftValues) {
      const { row } = await owned(viewer, id);
      const saved = await saveWorkingCopy(row.id, (now) => {
        if (now.status === 'archived')
          throw new Problem(409, 'invalid_request', 'An archived listing cannot be edited.');
        const current = workingCopy(now);
        return {
          ...values,
          logoUrl: current.logoUrl ?? null,
          bannerImageUrl: current.bannerImageUrl ?? null,
        };
      });
      return present(saved!);
    },

    async act(viewer: SessionUser, id: string, action: 'submit' | 'pause' | 'resume' | 'archive') {
      const { row } = await owned(viewer, id);
      const refuse = (detail: string) => new Problem(409, 'invalid_request', detail);
      let updated: ListingRow | null = null;
      let catalogChanged = false;
      if (action === 'submit') {
        if (row.status === 'archived') throw refuse('An archived listing cannot be submitted.');
        // Paused by the moderators: only their review brings it back, with or without changes.
        const copy = row.revision ?? (row.pausedReason ? valuesFromRow(row) : null);
        if (!copy) throw refuse('There are no changes to submit.');
        const parsed = ListingValuesSchema.safeParse(copy);
        if (!parsed.success) throw invalidListing(parsed.error.issues);
        const next = { ...copy, ...parsed.data };
        if (LIVE.has(row.status) && !row.pausedReason && !changesKeyFigures(valuesFromRow(row), next)) {
          // Wording, training, flags: live at once, no review needed.
          updated = await repo.update(row.id, {
            ...rowFromValues(next, row.currency),
            revision: null,
            revisionState: null,
            reviewReason: null,
          });
          catalogChanged = row.status === 'published';
        } else {
          updated = await repo.update(row.id, {
            revision: next,
            revisionState: 'pending_review',
            reviewReason: null,
            submittedAt: new Date(),
            ...(LIVE.has(row.status) ? {} : { status: 'pending_review' as const }),
          });
        }
      } else if (action === 'pause') {
        if (row.status !== 'published') throw refuse('Only a published listing can be paused.');
        updated = await repo.update(row.id, { status: 'paused' });
        catalogChanged = true;
      } else if (action === 'resume') {
        if (row.status !== 'paused') throw refuse('Only a paused listing can be resumed.');
        if (row.pausedReason) {
          throw refuse(
            `Our moderators paused this listing: ${row.pausedReason} Edit it and submit it for review to bring it back.`,
          );
        }
        await assertWithinLiveListingLimit(liveListingLimit, repo, row.franchisorId);
        updated = await repo.update(row.id, { status: 'published' });
        catalogChanged = true;
      } else {
        if (row.status === 'archived') throw refuse('This listing is already archived.');
        updated = await repo.update(row.id, {
          status: 'archived',
          revisionState: row.revisionState === 'pending_review' ? null : row.revisionState,
        });
        catalogChanged = row.status === 'published';
      }
      if (catalogChanged) {
        await catalogChanges.publish();
        // Paused or archived: gone from search; a live edit or a resume: changed.
        const gone = action === 'pause' || action === 'archive';
        await queueListingIndexing(deps, indexingRef(updated!), gone ? 'deleted' : 'updated');
      }
      return present(updated!);
    },

    /** Logo and banner go into the working copy; gallery pictures are added to the listing. */
    async uploadImage(viewer: SessionUser, id: string, slot: ImageSlot, upload: unknown) {
      const { user, row } = await owned(viewer, id);
      if (!(upload instanceof File)) {
        throw fieldProblem('file', 'Choose a picture to upload.');
      }
      if (slot === 'gallery' && (await repo.galleryCount(row.id)) >= LISTING_LIMITS.galleryImages) {
        throw new Problem(
          409,
          'invalid_request',
          `A gallery holds at most ${LISTING_LIMITS.galleryImages} pictures.`,
        );
      }
      const webp = await reencodeListingImage(new Uint8Array(await upload.arrayBuffer()), slot);
      const stored = await files.store({
        bytes: webp,
        originalName: slot,
        accept: ['image'],
        ownerUserId: user.id,
      });
      const url = fileUrl(stored.id);
      if (slot === 'gallery') {
        await repo.addImage(row.id, url, await repo.galleryCount(row.id));
        return present(row);
      }
      const saved = await saveWorkingCopy(row.id, (now) => ({
        ...workingCopy(now),
        [slot === 'logo' ? 'logoUrl' : 'bannerImageUrl']: url,
      }));
      return present(saved!);
    },

    async removeImage(viewer: SessionUser, id: string, mediaId: string) {
      const { row } = await owned(viewer, id);
      const removed = await repo.removeImage(row.id, mediaId);
      if (!removed) throw notFound('This picture does not exist.');
      if (row.status === 'published') await catalogChanges.publish();
      return present(row);
    },

    /** PDFs only, checked by their bytes (an executable named .pdf is refused). */
    async uploadDocument(
      viewer: SessionUser,
      id: string,
      upload: unknown,
      meta: { title?: string; kind?: string },
    ) {
      const { user, row } = await owned(viewer, id);
      if (!(upload instanceof File)) {
        throw fieldProblem('file', 'Choose a PDF to upload.');
      }
      if ((await repo.documents(row.id)).length >= LISTING_LIMITS.documents) {
        throw new Problem(
          409,
          'invalid_request',
          `A listing holds at most ${LISTING_LIMITS.documents} documents.`,
        );
      }
      const bytes = new Uint8Array(await upload.arrayBuffer());
      if (bytes.byteLength > LISTING_LIMITS.documentMaxBytes) {
        throw new Problem(
          413,
          'file_too_large',
          `The document is larger than ${LISTING_LIMITS.documentMaxBytes / 1048576} MB.`,
        );
      }
      const stored = await files.store({
        bytes,
        originalName: upload.name,
        accept: ['document'],
        ownerUserId: user.id,
        maxBytes: LISTING_LIMITS.documentMaxBytes,
      });
      await repo.addDocument({
        opportunityId: row.id,
        title: meta.title || stored.displayName.replace(/\.pdf$/, ''),
        kind: (['brochure', 'disclosure', 'financials'] as const).find((k) => k === meta.kind) ?? 'other',
        fileId: stored.id,
      });
      if (row.status === 'published') await catalogChanges.publish();
      return present(row);
    },

    async removeDocument(viewer: SessionUser, id: string, documentId: string) {
      const { row } = await owned(viewer, id);
      const removed = await repo.removeDocument(row.id, documentId);
      if (!removed) throw notFound('This document does not exist.');
      await files.remove(removed.fileId);
      if (row.status === 'published') await catalogChanges.publish();
      return present(row);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
