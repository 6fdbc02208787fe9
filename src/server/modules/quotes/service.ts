import { BRAND } from '../../../shared/brand.ts';
import { OFFERING_LIMITS } from '../../../shared/limits.ts';
import { formatMoney, toMinorUnits } from '../../../shared/money.ts';
import {
  QUOTE_TIMELINE_LABELS,
  type Quote,
  type QuoteAnswerInputT,
  type QuoteListT,
  type QuoteRequestInputT,
} from '../../../shared/schemas/quotes.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import {
  type MailText,
  quoteAnsweredMail,
  quoteDecidedMail,
  quoteExpiredMail,
  quoteRequestedMail,
} from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { type ConversationsService, threadLink } from '../conversations/index.ts';
import type { VendorOfferings } from '../offerings/index.ts';
import { createQuotesRepository, type QuoteRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function present(row: QuoteRow, side: Quote['side']): Quote {
  const { q, offering } = row;
  return {
    id: q.id,
    status: q.status,
    side,
    offering: { id: offering.id, name: offering.name, kind: offering.kind, vendor: offering.vendor },
    requesterCompany: row.requesterCompany,
    needs: q.needs,
    seats: q.seats,
    locations: q.locations,
    timeline: q.timeline as Quote['timeline'],
    notes: q.notes,
    priceMinor: q.priceMinor,
    currency: q.currency,
    validUntil: q.validUntil?.toISOString() ?? null,
    vendorMessage: q.vendorMessage,
    threadPath: q.conversationId ? threadLink(q.conversationId) : null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/**
 * Quotes between a franchisor and a vendor: requested → quoted → accepted | declined | expired.
 * Only the two companies see a quote (anyone else gets 404); each step e-mails the other side.
 * The two talk in a conversation thread opened with the request, where each step is posted too.
 */
export function createQuotesService(
  deps: CoreDeps,
  offerings: VendorOfferings,
  threads: Pick<ConversationsService, 'openQuote' | 'send'>,
) {
  const repo = createQuotesRepository(deps.database.db);
  const origin = siteOrigin(deps.config);

  const link = `${origin}/my-quotes`;

  async function mail(franchisorId: string | null, text: MailText) {
    const to = franchisorId && (await offerings.ownerEmail(franchisorId));
    if (!to) return;
    // The step is stored; a mail failure is logged, not undone.
    await deps.mailer
      .send({ to, ...text })
      .catch((err: unknown) => deps.logger.error({ err }, 'quote mail failed'));
  }

  /** The quote as one of its two companies sees it; anyone else: 404. */
  async function visible(viewer: SessionUser, id: string) {
    const company = await offerings.companyOf(viewer);
    const row = await repo.find(id);
    if (!row) throw notFound('No such quote.');
    if (row.q.requesterFranchisorId === company.id) return { row, side: 'requester' as const, company };
    if (row.offering.franchisorId === company.id) return { row, side: 'vendor' as const, company };
    throw notFound('No such quote.');
  }

  const price = (row: QuoteRow) => formatMoney(row.q.priceMinor ?? 0, row.q.currency, { exact: true });

  /** A step of the quote, said in its thread by who took it. Like mail, a failure is logged. */
  async function say(viewer: SessionUser, row: QuoteRow, body: string) {
    if (!row.q.conversationId) return;
    await threads
      .send(viewer, row.q.conversationId, body)
      .catch((err: unknown) => deps.logger.warn({ err, quoteId: row.q.id }, 'quote thread post failed'));
  }

  return {
    async list(viewer: SessionUser): Promise<QuoteListT> {
      const company = await offerings.companyOf(viewer);
      const [requested, received] = await Promise.all([
        repo.requestedBy(company.id),
        repo.receivedBy(company.id),
      ]);
      return {
        requested: requested.map((r) => present(r, 'requester')),
        received: received.map((r) => present(r, 'vendor')),
      };
    },

    async get(viewer: SessionUser, id: string) {
      const { row, side } = await visible(viewer, id);
      return present(row, side);
    },

    async request(viewer: SessionUser, input: QuoteRequestInputT) {
      const company = await offerings.companyOf(viewer);
      const offering = await offerings.listed(input.offeringId);
      if (!offering.franchisorId) {
        throw new Problem(
          409,
          'invalid_request',
          `${offering.vendor} does not answer quotes on ${BRAND.name} yet.`,
        );
      }
      if (offering.franchisorId === company.id) {
        throw new Problem(409, 'invalid_request', 'You cannot ask your own company for a quote.');
      }
      const id = await repo.insert({
        offeringId: offering.id,
        requesterFranchisorId: company.id,
        requesterUserId: viewer.id,
        needs: input.needs,
        seats: input.seats,
        locations: input.locations,
        timeline: input.timeline,
        notes: input.notes,
        currency: offering.currency,
      });
      // The request opens the companies' thread; the quote keeps it without waiting for it.
      const details = [
        input.seats ? `Seats: ${input.seats}` : null,
        input.locations ? `Locations: ${input.locations}` : null,
        `Timeline: ${QUOTE_TIMELINE_LABELS[input.timeline]}`,
      ].filter(Boolean);
      try {
        const conversationId = await threads.openQuote({
          requesterUserId: viewer.id,
          vendorFranchisorId: offering.franchisorId,
          subject: `Quote for ${offering.name}`,
          message: [input.needs, details.join(' · '), input.notes || null].filter(Boolean).join('\n\n'),
        });
        await repo.setConversation(id, conversationId);
      } catch (err) {
        deps.logger.warn({ err, quoteId: id }, 'quote thread not opened');
      }
      await mail(
        offering.franchisorId,
        quoteRequestedMail({
          company: company.name,
          offering: offering.name,
          needs: input.needs,
          seats: input.seats,
          locations: input.locations,
          link,
        }),
      );
      return present((await repo.find(id))!, 'requester');
    },

    async answer(viewer: SessionUser, id: string, input: QuoteAnswerInputT) {
      const { row, side } = await visible(viewer, id);
      if (side !== 'vendor') throw new Problem(403, 'forbidden', 'Only the vendor answers a quote request.');
      const validUntil = new Date(`${input.validUntil}T23:59:59.999Z`);
      const today = new Date(new Date().toISOString().slice(0, 10));
      if (
        validUntil < today ||
        validUntil.getTime() > Date.now() + OFFERING_LIMITS.quoteValidityDays * DAY_MS
      ) {
        throw new Problem(
          400,
          'validation_failed',
          `validUntil: from today up to ${OFFERING_LIMITS.quoteValidityDays} days ahead.`,
          {
            errors: [
              {
                field: 'validUntil',
                message: `From today up to ${OFFERING_LIMITS.quoteValidityDays} days ahead.`,
              },
            ],
          },
        );
      }
      const moved = await repo.transition(row.q.id, 'requested', {
        status: 'quoted',
        priceMinor: toMinorUnits(input.price, row.q.currency),
        validUntil,
        vendorMessage: input.message || null,
      });
      if (!moved) throw new Problem(409, 'conflict', 'This request is already answered.');
      const next = (await repo.find(row.q.id))!;
      await say(
        viewer,
        next,
        [`Quoted ${price(next)}, valid until ${input.validUntil}.`, input.message || null]
          .filter(Boolean)
          .join('\n\n'),
      );
      await mail(
        next.q.requesterFranchisorId,
        quoteAnsweredMail({
          vendor: next.offering.vendor,
          offering: next.offering.name,
          price: price(next),
          validUntil: input.validUntil,
          message: input.message,
          link,
        }),
      );
      return present(next, 'vendor');
    },

    async decide(viewer: SessionUser, id: string, decision: 'accept' | 'decline') {
      const { row, side } = await visible(viewer, id);
      if (side !== 'requester')
        throw new Problem(403, 'forbidden', 'Only the company that asked accepts or declines.');
      if (row.q.status === 'quoted' && row.q.validUntil && row.q.validUntil < new Date()) {
        throw new Problem(409, 'conflict', 'This quote is no longer valid; ask for a new one.');
      }
      const status = decision === 'accept' ? 'accepted' : 'declined';
      const moved = await repo.transition(row.q.id, 'quoted', { status });
      if (!moved) throw new Problem(409, 'conflict', 'Only a quoted price can be accepted or declined.');
      const next = (await repo.find(row.q.id))!;
      await say(
        viewer,
        next,
        `${status === 'accepted' ? 'Accepted' : 'Declined'} the quote of ${price(next)}.`,
      );
      await mail(
        next.offering.franchisorId,
        quoteDecidedMail({
          company: next.requesterCompany,
          status,
          offering: next.offering.name,
          price: price(next),
          link,
        }),
      );
      return present(next, 'requester');
    },

    /** The job: quoted prices past their validity expire; both sides are told. */
    async expireDue(now = new Date()) {
      const ids = await repo.expireDue(now);
      for (const id of ids) {
        const row = await repo.find(id);
        if (!row) continue;
        const text = quoteExpiredMail({
          company: row.requesterCompany,
          offering: row.offering.name,
          price: price(row),
          link,
        });
        await mail(row.q.requesterFranchisorId, text);
        await mail(row.offering.franchisorId, text);
      }
      return ids.length;
    },

    /** Requests waiting for this vendor's answer (the dashboard's count). */
    async openForVendor(viewer: SessionUser) {
      const company = await offerings.companyOf(viewer);
      return repo.countOpenFor(company.id);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
