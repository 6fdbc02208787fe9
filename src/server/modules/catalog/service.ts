import { BUDGET_BANDS, budgetOptionsFor } from '../../../shared/budget-bands.ts';
import { FEATURED_OPPORTUNITIES_LIMIT, SIMILAR_OPPORTUNITIES_LIMIT } from '../../../shared/limits.ts';
import { MARKETS, type MarketCode, shownWhenMarketOpens } from '../../../shared/markets.ts';
import { formatMoneyRange, toMinorUnits } from '../../../shared/money.ts';
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
import { isOpenMarket } from './card-sql.ts';
import { renderFactSheet } from './fact-sheet.ts';
import { createListRepository } from './list-repository.ts';
import { createListingFinder, pageJson, pageValue } from './listing-finder.ts';
import { applyPlainSearch } from './plain-search.ts';
import { createCatalogRepository, type OpportunityDetailRow } from './repository.ts';
import { industriesFor, prefixTsQuery } from './search-query.ts';
import { createSearchRepository } from './search-repository.ts';

export const SUGGESTED_BRANDS = 6;

const NOT_LISTED = 'This franchise does not exist or is no longer listed.';

/** A visitor's answer for an approved listing of a market that is not open yet. */
const marketNotOpen = (market: MarketCode) =>
  new Problem(404, 'market_not_open', `This franchise is ${shownWhenMarketOpens(market)}.`, { market });

/** Who sees a listing before its market opens: its company's account and admins. */
const mayPreview = (viewer: SessionUser | null, row: OpportunityDetailRow) =>
  !!viewer && (viewer.adminLevel !== null || viewer.id === row.franchisor.ownerUserId);
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
  /**
   * A signed-in seeker's request opens their conversation with the company (modules/conversations),
   * in the request's own transaction; `announce` tells its people once that has committed.
   */
  openInquiry?: (
    input: {
      seekerId: string;
      franchisorId: string;
      opportunityId: string;
      subject: string;
      informationRequestId: string;
      message: string;
    },
    tx: Db,
  ) => Promise<{ conversationId: string; announce: () => Promise<unknown> }>;
  /**
   * Where a company's leads are e-mailed (modules/membership): its verified leads addresses or
   * its owner's sign-in address; null for a company without an account.
   */
  leadRecipients?: (franchisorId: string) => Promise<string[] | null>;
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
  leadRecipients,
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

  /** Every list and search, whoever asks (the site, the API, the MCP tool), reads plain language. */
  async function page(asked: OpportunityListQueryValue, signal?: LazySignal) {
    const { query, understood } = applyPlainSearch(asked);
    const found = await cache.get(`list:${JSON.stringify(query)}`, () =>
      read(() => finder.find(query), signal),
    );
    return understood ? { ...found, understood } : found;
  }

  async function approvedDetail(id: string, signal?: LazySignal) {
    if (!isUuid(id)) return null;
    return cache.get(`detail:${id}`, () => read(() => repo.detail(id), signal));
  }

  /** A public listing: null when unknown, not approved, or in a market that is not open yet. */
  async function detail(id: string, signal?: LazySignal) {
    const row = await approvedDetail(id, signal);
    return row && isOpenMarket(row.o.country) ? row : null;
  }

  /**
   * The listing as `viewer` may see it: a public one, or the preview of one whose market is not
   * open yet for its company and admins; anyone else is told it shows once the market opens.
   */
  async function view(viewer: SessionUser | null, id: string, signal?: LazySignal) {
    const row = await approvedDetail(id, signal);
    if (!row) throw notFound(NOT_LISTED);
    if (isOpenMarket(row.o.country)) return { row, preview: false };
    if (mayPreview(viewer, row)) return { row, preview: true };
    throw marketNotOpen(row.o.country as MarketCode);
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
    view,

    /** A public listing by its id or its slug; null when there is none. */
    async publicDetail(idOrSlug: string, signal?: LazySignal) {
      const id = isUuid(idOrSlug) ? idOrSlug : await read(() => repo.idOfSlug(idOrSlug), signal);
      return id ? detail(id, signal) : null;
    },

    /** A market's public listings and investment bands by industry (the assistants' overview). */
    async marketOverview(country: MarketCode) {
      const currency = MARKETS[country].currency;
      const bands = budgetOptionsFor(country).map((o) => BUDGET_BANDS[o.value]);
      const bounds = bands.map((b) => ({
        min: toMinorUnits(b.min, b.currency),
        max: b.max === Number.POSITIVE_INFINITY ? null : toMinorUnits(b.max, b.currency),
      }));
      // The bands are the seekers' budgets, in the market's own currency (rupee bands in India).
      const sameCurrency = bands.every((b) => b.currency === currency);
      const industries = await cache.get(`overview:${country}`, () =>
        read(() => repo.marketOverview(country, sameCurrency ? bounds : [])),
      );
      return { currency, bands: sameCurrency ? bands.map((b) => b.label) : [], industries };
    },

    /** The market an approved listing waits for, when it is not open yet; null for any other id. */
    async waitsFor(id: string): Promise<MarketCode | null> {
      if (!isUuid(id)) return null;
      const row = await repo.marketOf(id);
      return row && !isOpenMarket(row.country) ? (row.country as MarketCode) : null;
    },

    async similar(id: string) {
      const row = await detail(id);
      if (!row) throw notFound(NOT_LISTED);
      return cache.get(`similar:${id}`, () => read(() => repo.similar(row.o, SIMILAR_OPPORTUNITIES_LIMIT)));
    },

    /** The listing's one-page PDF fact sheet (a preview's too); the download is recorded like any document's. */
    async factSheet(user: SessionUser | null, id: string) {
      const { row, preview } = await view(user, id);
      // A company's own look before its market opens is not a seeker's interest.
      if (!preview)
        await interactions.record(user, 'download', 'franchise', row.o.id, { document: 'fact-sheet' });
      return { fileName: `${row.o.slug}-fact-sheet.pdf`, bytes: await renderFactSheet(row, new Date()) };
    },

    /** The file behind a listing document; the download is recorded for a signed-in user. */
    async document(user: SessionUser | null, opportunityId: string, documentId: string) {
      if (!isUuid(opportunityId) || !isUuid(documentId)) throw notFound('This document does not exist.');
      const { preview } = await view(user, opportunityId);
      const doc = await repo.document(opportunityId, documentId);
      if (!doc) throw notFound('This document does not exist.');
      if (!preview) await interactions.record(user, 'download', 'franchise', opportunityId, { documentId });
      return doc;
    },

    /**
     * Stores a lead for the franchisor, e-mails the franchisor (their contact address, or the
     * operator's inbox that forwards to them when none is on file) and confirms to the seeker.
     * One request per seeker e-mail, listing and day.
     */
    async requestInformation(user: SessionUser | null, id: string, input: InformationRequestInputValue) {
      const listing = await detail(id);
      if (!listing) throw notFound(NOT_LISTED);
      const o = listing.o;
      const email = input.email.trim().toLowerCase();
      // The lead and its thread are stored together: a failure in the thread leaves no lead
      // behind it, so a retry is not refused as a second request of the day.
      const { saved, opened } = await repo.transaction(async (tx) => {
        const saved = await repo.insertInformationRequest(
          {
            opportunityId: o.id,
            franchisorId: o.franchisorId,
            userId: user?.id ?? null,
            name: input.name,
            email,
            phone: input.phone || null,
            message: input.message,
            requestDay: new Date().toISOString().slice(0, 10),
          },
          tx,
        );
        if (!saved) {
          throw new Problem(
            409,
            'already_requested_today',
            `You already requested information about ${o.title} today. ${o.companyName} will reply to ${email}.`,
          );
        }
        // A signed-in seeker gets the answer inside the product too: the request opens a thread,
        // when the company has an account to answer in it; without one it answers by e-mail only.
        const opened =
          user && openInquiry && listing.franchisor.takesCalls
            ? await openInquiry(
                {
                  seekerId: user.id,
                  franchisorId: o.franchisorId,
                  opportunityId: o.id,
                  subject: o.title,
                  informationRequestId: saved.id,
                  message: input.message,
                },
                tx,
              )
            : null;
        return { saved, opened };
      });
      await interactions.record(user, 'inquiry', 'franchise', o.id, { requestId: saved.id });
      await opened?.announce();
      const conversationId = opened?.conversationId ?? null;
      const contact = await repo.franchisorContact(o.franchisorId);
      const range = formatMoneyRange(o.investmentMin, o.investmentMax, o.currency);
      const confirm = await rateLimiter.hit(CONFIRMATION_MAIL_RULE, email).then(
        () => true,
        () => false,
      );
      // A company with an account gets its leads itself; the operator sees (and forwards)
      // only those of the catalog's companies nobody manages yet.
      const accountAddresses = (await leadRecipients?.(o.franchisorId)) ?? null;
      const leadTo = accountAddresses ?? [
        ...new Set([contact?.contactEmail ?? config.OPERATOR_EMAIL, config.OPERATOR_EMAIL]),
      ];
      const leadText = informationRequestMail({
        title: o.title,
        marketName: MARKETS[o.country as MarketCode]?.name ?? o.country,
        name: input.name,
        email,
        phone: input.phone,
        message: input.message,
      });
      const mails = [
        ...leadTo.map((to) => mailer.send({ to, replyTo: email, ...leadText })),
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
