import { randomBytes } from 'node:crypto';
import { OFFERING_LIMITS } from '../../../shared/limits.ts';
import { approxUsd, formatMoney, toMajorUnits, toMinorUnits } from '../../../shared/money.ts';
import { PRICING_MODEL_LABELS, type RewardCurrency } from '../../../shared/rewards.ts';
import type { OfferingValues, VendorOffering } from '../../../shared/schemas/offerings.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { requireAccountRole } from '../admin/index.ts';
import { reencodeOfferingImage } from './images.ts';
import { createOfferingsRepository } from './repository.ts';
import { createVendorRepository, type OfferingRow } from './vendor-repository.ts';

const fileUrl = (id: string) => `/api/v1/files/${id}`;

function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'offering'}-${randomBytes(3).toString('hex')}`;
}

/** The one-line price a card shows: "From $49 · Monthly subscription". */
export function pricingLine(v: Pick<OfferingValues, 'pricingModel' | 'priceFrom' | 'priceTo' | 'currency'>) {
  const label = PRICING_MODEL_LABELS[v.pricingModel];
  if (v.pricingModel === 'free' || v.priceFrom === null) return label;
  const from = formatMoney(toMinorUnits(v.priceFrom, v.currency), v.currency, { exact: true });
  const to =
    v.priceTo !== null && v.priceTo !== v.priceFrom
      ? formatMoney(toMinorUnits(v.priceTo, v.currency), v.currency, { exact: true })
      : null;
  return `${to ? `${from} – ${to}` : `From ${from}`} · ${label}`;
}

function columnsFrom(v: OfferingValues) {
  const priceFromMinor = v.priceFrom === null ? null : toMinorUnits(v.priceFrom, v.currency);
  return {
    kind: v.kind,
    name: v.name,
    category: v.category,
    pricingModel: v.pricingModel,
    currency: v.currency,
    priceFromMinor,
    priceToMinor: v.priceTo === null ? null : toMinorUnits(v.priceTo, v.currency),
    // The list sorts by price across currencies in approximate US cents.
    priceFromUsdCents:
      priceFromMinor === null ? null : Math.round(approxUsd(priceFromMinor, v.currency) * 100),
    pricing: pricingLine(v),
    shortDescription: v.shortDescription,
    description: v.description,
    features: v.features,
    integrations: v.integrations,
    website: v.website || null,
    cashbackPct: v.cashbackPct,
    cashbackTerms: v.cashbackTerms || null,
  };
}

export function valuesOf(row: OfferingRow): OfferingValues {
  return {
    kind: row.kind,
    name: row.name,
    category: row.category,
    pricingModel: row.pricingModel,
    currency: row.currency as RewardCurrency,
    priceFrom: row.priceFromMinor === null ? null : toMajorUnits(row.priceFromMinor, row.currency),
    priceTo: row.priceToMinor === null ? null : toMajorUnits(row.priceToMinor, row.currency),
    shortDescription: row.shortDescription,
    description: row.description,
    features: row.features,
    integrations: row.integrations,
    website: row.website,
    cashbackPct: row.cashbackPct,
    cashbackTerms: row.cashbackTerms ?? '',
  };
}

export function present(row: OfferingRow): VendorOffering {
  return {
    id: row.id,
    status: row.status,
    vendor: row.vendor,
    reviewReason: row.reviewReason,
    pausedReason: row.pausedReason,
    values: valuesOf(row),
    logoUrl: row.logoUrl,
    screenshots: row.screenshots,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Vendors (franchisor accounts with a company) list software, AI tools and services: created as
 * drafts, submitted for review, published by a moderator. Editing a published offering takes it
 * back to draft, off the lists, until it is approved again: what members see is always reviewed.
 */
export function createVendorOfferings(deps: CoreDeps) {
  const repo = createVendorRepository(deps.database.db);
  const reviews = createOfferingsRepository(deps.database.db);

  async function companyOf(viewer: SessionUser) {
    requireAccountRole(
      viewer,
      'franchisor',
      'Software, AI tools and services are listed by franchisor accounts.',
    );
    const company = await repo.companyOf(viewer.id);
    if (!company) throw notFound('No franchisor company belongs to this account.');
    return company;
  }

  /** Another company's offering is "not found". */
  async function owned(viewer: SessionUser, id: string) {
    const company = await companyOf(viewer);
    const row = await repo.find(id);
    if (!row || row.franchisorId !== company.id) throw notFound('This offering does not exist.');
    return { company, row };
  }

  const editable = (row: OfferingRow) => {
    if (row.status === 'pending_review') {
      throw new Problem(
        409,
        'invalid_request',
        'This offering is waiting for review; it can be edited after the decision.',
      );
    }
  };

  return {
    companyOf,

    /** For quotes and spends: a listed offering (published, active), else 404. */
    async listed(id: string) {
      const row = await repo.find(id);
      if (row?.status !== 'published' || !row.isActive) throw notFound('No such offering.');
      return row;
    },

    /** A company's review of an offering, withdrawn when its purchase is refused. */
    withdrawReview: (offeringId: string, franchisorId: string) =>
      reviews.removeReview(offeringId, franchisorId),

    /** Where a company's mail goes: its owner's address, else its contact address. */
    ownerEmail: (franchisorId: string) => repo.ownerEmail(franchisorId),

    /** Any offering by id, listed or not (quotes and spends keep showing what they were about). */
    find: (id: string) => repo.find(id),

    async mine(viewer: SessionUser) {
      const company = await companyOf(viewer);
      return { items: (await repo.ofCompany(company.id)).map(present) };
    },

    async get(viewer: SessionUser, id: string) {
      return present((await owned(viewer, id)).row);
    },

    async create(viewer: SessionUser, values: OfferingValues) {
      const company = await companyOf(viewer);
      const row = await repo.insert({
        ...columnsFrom(values),
        slug: slugFor(values.name),
        vendor: company.name,
        franchisorId: company.id,
        status: 'draft',
        isActive: true,
        rating: null,
        reviewCount: 0,
      });
      return present(row);
    },

    async update(viewer: SessionUser, id: string, values: OfferingValues) {
      const { row } = await owned(viewer, id);
      editable(row);
      return present((await repo.update(row.id, { ...columnsFrom(values), status: 'draft' }))!);
    },

    async submit(viewer: SessionUser, id: string) {
      const { row } = await owned(viewer, id);
      if (row.status === 'pending_review')
        throw new Problem(409, 'invalid_request', 'Already waiting for review.');
      if (row.status === 'published') throw new Problem(409, 'invalid_request', 'Already published.');
      return present(
        (await repo.update(row.id, {
          status: 'pending_review',
          submittedAt: new Date(),
          reviewReason: null,
        }))!,
      );
    },

    /** Logo or a screenshot: type from the bytes, decoded and re-encoded as WebP, metadata dropped. */
    async uploadImage(viewer: SessionUser, id: string, slot: 'logo' | 'screenshot', upload: unknown) {
      const { row } = await owned(viewer, id);
      editable(row);
      if (!(upload instanceof File)) {
        throw fieldProblem('file', 'Choose a picture to upload.');
      }
      if (slot === 'screenshot' && row.screenshots.length >= OFFERING_LIMITS.screenshots) {
        throw new Problem(409, 'invalid_request', `At most ${OFFERING_LIMITS.screenshots} screenshots.`);
      }
      const webp = await reencodeOfferingImage(new Uint8Array(await upload.arrayBuffer()), slot);
      const stored = await deps.files.store({
        bytes: webp,
        originalName: slot,
        accept: ['image'],
        ownerUserId: viewer.id,
      });
      const url = fileUrl(stored.id);
      const patch = slot === 'logo' ? { logoUrl: url } : { screenshots: [...row.screenshots, url] };
      // A published offering's new pictures are reviewed like any other change.
      return present(
        (await repo.update(row.id, { ...patch, status: row.status === 'published' ? 'draft' : row.status }))!,
      );
    },

    async removeScreenshot(viewer: SessionUser, id: string, index: number) {
      const { row } = await owned(viewer, id);
      editable(row);
      if (index < 0 || index >= row.screenshots.length) throw notFound('This screenshot does not exist.');
      return present(
        (await repo.update(row.id, { screenshots: row.screenshots.filter((_, i) => i !== index) }))!,
      );
    },
  };
}

export type VendorOfferings = ReturnType<typeof createVendorOfferings>;
