import { FEATURED_OPPORTUNITIES_LIMIT, SIMILAR_OPPORTUNITIES_LIMIT } from '../../../shared/limits.ts';
import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { formatMoneyRange } from '../../../shared/money.ts';
import type {
  InformationRequestInputValue,
  OpportunityListQueryValue,
  Suggestions,
} from '../../../shared/schemas/catalog.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { informationRequestMail, informationRequestSentMail, type Mailer } from '../../email/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { type LazySignal, noTurns, type Turns } from '../../lib/turns.ts';
import type { InteractionRecorder } from '../engagement/index.ts';
import { renderFactSheet } from './fact-sheet.ts';
import { createListRepository } from './list-repository.ts';
import { createListingFinder, pageJson, pageValue } from './listing-finder.ts';
import { createCatalogRepository } from './repository.ts';
import { industriesFor, prefixTsQuery } from './search-query.ts';
import { createSearchRepository } from './search-repository.ts';

export const SUGGESTED_BRANDS = 6;
export const SUGGESTED_INDUSTRIES = 3;

/**
 * The confirmation to the address a request names is mail to an address nobody verified: it
 * carries only our own text, and one address gets at most 3 an hour (the request still goes
 * through beyond that, unconfirmed).
 */
export const CONFIRMATION_MAIL_RULE: RateRule = {
  name: 'mail:confirmation:hour',
  limit: 3,
  windowSeconds: 3600,
};

export interface CatalogServiceDeps {
  db: Db;
  config: Pick<Config, 'OPERATOR_EMAIL' | 'CATALOG_CACHE_SECONDS'>;
  mailer: Mailer;
  logger: Logger;
  rateLimiter: RateLimiter;
  interactions: InteractionRecorder;
  /** A signed-in seeker's request opens their conversation with the company (modules/conversations). */
  openInquiry?: (input: {
    seekerId: string;
    franchisorId: string;
    opportunityId: string;
    subject: string;
    informationRequestId: string;
    message: string;
  }) => Promise<string>;
  /**
   * How reads wait for the database. The embedded one runs one statement at a time on the
   * app's own thread: there a request's reads take their turn whole, in arrival order, so a
   * search of three statements is not overtaken at each one by every other request (under
   * load that starved some requests past any timeout), and a request whose client has left
   * is not run at all.
   */
  turns?: Turns;
}

export function createCatalogService({
  db,
  config,
  mailer,
  logger,
  rateLimiter,
  interactions,
  openInquiry,
  turns = noTurns,
}: CatalogServiceDeps) {
  const repo = createCatalogRepository(db);
  const searches = createSearchRepository(db);
  const finder = createListingFinder(createListRepository(db), searches);
  const cache = createTtlCache(config.CATALOG_CACHE_SECONDS);
  // With the cache on, callers asking alike share one load: one of them leaving must not end it.
  const sharedLoads = config.CATALOG_CACHE_SECONDS > 0;
  const read = <T>(task: () => Promise<T>, signal?: LazySignal) =>
    turns(task, sharedLoads ? undefined : signal);

  const page = (q: OpportunityListQueryValue, signal?: LazySignal) =>
    cache.get(`list:${JSON.stringify(q)}`, () => read(() => finder.find(q), signal));

  async function detail(id: string, signal?: LazySignal) {
    if (!isUuid(id)) return null;
    return cache.get(`detail:${id}`, () => read(() => repo.detail(id), signal));
  }

  return {
    /** Forgets every cached read (a listing was published, edited or withdrawn). */
    dropCache: () => cache.clear(),

    /** Spec §7: active and featured, newest first, six per market. */
    featured: (country: string) =>
      cache.get(`featured:${country}`, () =>
        read(() => repo.featured(country, FEATURED_OPPORTUNITIES_LIMIT)),
      ),

    /** One page of a list or a search (see listing-finder.ts). */
    list: async (q: OpportunityListQueryValue, signal?: LazySignal) => pageValue(await page(q, signal)),

    /** The same page as the JSON the API answers, its cards as the database wrote them. */
    listJson: async (q: OpportunityListQueryValue, signal?: LazySignal) => pageJson(await page(q, signal)),

    /** Brands and industries for what has been typed so far in the header's search. */
    async suggestions(
      text: string,
      country: MarketCode | undefined,
      signal?: LazySignal,
    ): Promise<Suggestions> {
      const query = prefixTsQuery(text);
      const industries = industriesFor(text, { prefix: true }).slice(0, SUGGESTED_INDUSTRIES);
      if (!query) return { brands: [], industries };
      const brands = await cache.get(`suggest:${country ?? ''}:${text.toLowerCase()}`, () =>
        read(() => searches.suggest(text, query, country, SUGGESTED_BRANDS), signal),
      );
      return { brands, industries };
    },

    detail,

    /** 404 for an unknown, unpublished or inactive listing. */
    async requireDetail(id: string, signal?: LazySignal) {
      const row = await detail(id, signal);
      if (!row) throw notFound('This franchise does not exist or is no longer listed.');
      return row;
    },

    async marketOf(id: string): Promise<{ country: MarketCode; title: string } | null> {
      if (!isUuid(id)) return null;
      return (await repo.marketOf(id)) as { country: MarketCode; title: string } | null;
    },

    async similar(id: string) {
      const row = await detail(id);
      if (!row) throw notFound('This franchise does not exist or is no longer listed.');
      return cache.get(`similar:${id}`, () => read(() => repo.similar(row.o, SIMILAR_OPPORTUNITIES_LIMIT)));
    },

    /** The listing's one-page PDF fact sheet; the download is recorded like any document's. */
    async factSheet(user: SessionUser | null, id: string) {
      const row = await detail(id);
      if (!row) throw notFound('This franchise does not exist or is no longer listed.');
      await interactions.record(user, 'download', 'franchise', row.o.id, { document: 'fact-sheet' });
      return { fileName: `${row.o.slug}-fact-sheet.pdf`, bytes: await renderFactSheet(row, new Date()) };
    },

    /** The file behind a listing document; the download is recorded for a signed-in user. */
    async document(user: SessionUser | null, opportunityId: string, documentId: string) {
      if (!isUuid(opportunityId) || !isUuid(documentId)) throw notFound('This document does not exist.');
      const doc = await repo.document(opportunityId, documentId);
      if (!doc) throw notFound('This document does not exist.');
      await interactions.record(user, 'download', 'franchise', opportunityId, { documentId });
      return doc;
    },

    /**
     * Stores a lead for the franchisor, e-mails the franchisor (their contact address, or the
     * operator's inbox that forwards to them when none is on file) and confirms to the seeker.
     * One request per seeker e-mail, listing and day.
     */
    async requestInformation(user: SessionUser | null, id: string, input: InformationRequestInputValue) {
      const listing = await detail(id);
      if (!listing) throw notFound('This franchise does not exist or is no longer listed.');
      const o = listing.o;
      const email = input.email.trim().toLowerCase();
      const saved = await repo.insertInformationRequest({
        opportunityId: o.id,
        franchisorId: o.franchisorId,
        userId: user?.id ?? null,
        name: input.name,
        email,
        phone: input.phone || null,
        message: input.message,
        requestDay: new Date().toISOString().slice(0, 10),
      });
      if (!saved) {
        throw new Problem(
          409,
          'already_requested_today',
          `You already requested information about ${o.title} today. ${o.companyName} will reply to ${email}.`,
        );
      }
      await interactions.record(user, 'inquiry', 'franchise', o.id, { requestId: saved.id });
      // A signed-in seeker gets the answer inside the product too: the request opens a thread.
      let conversationId: string | null = null;
      if (user && openInquiry) {
        conversationId = await openInquiry({
          seekerId: user.id,
          franchisorId: o.franchisorId,
          opportunityId: o.id,
          subject: o.title,
          informationRequestId: saved.id,
          message: input.message,
        });
      }
      const contact = await repo.franchisorContact(o.franchisorId);
      const range = formatMoneyRange(o.investmentMin, o.investmentMax, o.currency);
      const confirm = await rateLimiter.hit(CONFIRMATION_MAIL_RULE, email).then(
        () => true,
        () => false,
      );
      const mails = [
        mailer.send({
          to: contact?.contactEmail ?? config.OPERATOR_EMAIL,
          replyTo: email,
          ...informationRequestMail({
            title: o.title,
            marketName: MARKETS[o.country as MarketCode]?.name ?? o.country,
            name: input.name,
            email,
            phone: input.phone,
            message: input.message,
          }),
        }),
        confirm &&
          mailer.send({
            to: email,
            ...informationRequestSentMail({
              title: o.title,
              companyName: o.companyName,
              investmentRange: range,
            }),
          }),
      ];
      for (const result of await Promise.allSettled(mails)) {
        if (result.status === 'rejected') {
          logger.error({ err: result.reason, requestId: saved.id }, 'information request mail failed');
        }
      }
      return { id: saved.id, createdAt: saved.createdAt.toISOString(), conversationId };
    },

    async notifyMe(country: MarketCode, email: string) {
      return repo.addNotifySignup(country, email.trim().toLowerCase());
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
