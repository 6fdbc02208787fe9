import { createHmac, timingSafeEqual } from 'node:crypto';
import { SAVED_SEARCHES } from '../../../shared/limits.ts';
import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import {
  canonicalFilters,
  describeSavedSearch,
  passesFilters,
  type SavedSearchFilters,
  savedSearchHref,
} from '../../../shared/saved-search.ts';
import type { CreateSavedSearchValue, SavedSearch } from '../../../shared/schemas/saved-searches.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { type DigestSection, savedSearchDigestMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { type CatalogService, toCard } from '../catalog/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { createSavedSearchRepository, type SavedSearchRow } from './repository.ts';

/** How many results of the catalog's own search a new listing must be among to match the words. */
const WORDS_WINDOW = 100;

const HOUR_MS = 60 * 60 * 1000;

const detailPath = (country: string, id: string) =>
  `${(MARKETS[country as MarketCode] ?? MARKETS.US).detailPrefix}/${id}`;

export function createSavedSearchService(
  deps: CoreDeps,
  catalog: Pick<CatalogService, 'list'>,
  notifications: Pick<NotificationsService, 'notify' | 'wantsEmail'>,
) {
  const { database, mailer, logger, config, auth } = deps;
  const repo = createSavedSearchRepository(database.db);

  /** The unsubscribe token: the search id and an HMAC of it under the app's secret (no expiry). */
  const tag = async (id: string) =>
    createHmac('sha256', (await auth.$context).secret)
      .update(`saved-search-unsubscribe:${id}`)
      .digest('base64url');
  const tokenFor = async (id: string) => `${id}.${await tag(id)}`;

  /** The search when the token is one we made for it; null otherwise. */
  async function fromToken(token: string): Promise<SavedSearchRow | null> {
    const [id, given] = token.split('.');
    if (!id || !given || !isUuid(id)) return null;
    const expected = Buffer.from(await tag(id));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    return repo.find(id);
  }

  /** The caller's own search; anyone else's answers the same 404 as a missing one. */
  async function own(me: SessionUser, id: string) {
    const row = await repo.find(id);
    if (!row || row.userId !== me.id) throw notFound('This saved search does not exist.');
    return row;
  }

  const label = (row: { country: string; filters: SavedSearchFilters }) =>
    describeSavedSearch(row.country as MarketCode, row.filters);

  /** Whether the catalog's own search for the words (with the filters) finds the listing. */
  async function wordsMatch(row: { country: string; filters: SavedSearchFilters }, listingId: string) {
    const f = row.filters;
    const page = await catalog.list({
      country: row.country as MarketCode,
      search: f.search,
      category: f.categories.length ? f.categories : undefined,
      investmentMin: f.min,
      investmentMax: f.max,
      homeBased: f.homeBased || undefined,
      veteranDiscount: f.veteranDiscount || undefined,
      financing: f.financing || undefined,
      sort: 'relevance',
      limit: WORDS_WINDOW,
      offset: 0,
    });
    return page.items.some((i) => i.id === listingId);
  }

  /**
   * The in-app notice of new matches: one per seeker and listing (naming every search of theirs
   * it matches), for matches recorded just now only, so a second run adds none. Not e-mailed
   * itself: the daily digest is the e-mail. A notice that fails is logged; the match stays.
   */
  async function announce(
    created: { savedSearchId: string; opportunityId: string }[],
    searches: { id: string; userId: string; country: string; filters: SavedSearchFilters }[],
    listings: { id: string; title: string; country: string }[],
  ) {
    const searchById = new Map(searches.map((s) => [s.id, s]));
    const listingById = new Map(listings.map((l) => [l.id, l]));
    const notices = new Map<string, { userId: string; listingId: string; names: string[] }>();
    for (const m of created) {
      const search = searchById.get(m.savedSearchId);
      if (!search) continue;
      const key = `${search.userId} ${m.opportunityId}`;
      const notice = notices.get(key) ?? { userId: search.userId, listingId: m.opportunityId, names: [] };
      notice.names.push(label(search));
      notices.set(key, notice);
    }
    for (const n of notices.values()) {
      const listing = listingById.get(n.listingId);
      if (!listing) continue;
      try {
        await notifications.notify(n.userId, 'saved_search', {
          title: `New match: ${listing.title}`,
          body:
            n.names.length === 1
              ? `Newly published, and it matches your saved search ${n.names[0]}.`
              : `Newly published, and it matches ${n.names.length} of your saved searches: ${n.names.sort().join('; ')}.`,
          link: detailPath(listing.country, listing.id),
          email: false,
        });
      } catch (err) {
        logger.error({ err, userId: n.userId }, 'saved-search notice failed');
      }
    }
  }

  return {
    async list(me: SessionUser): Promise<SavedSearch[]> {
      const rows = await repo.listOf(me.id);
      const ids = rows.map((r) => r.id);
      const [matches, unseen] = await Promise.all([
        repo.recentMatches(ids, SAVED_SEARCHES.matchesShown),
        repo.unseenCounts(ids),
      ]);
      return rows.map((r) => ({
        id: r.id,
        country: r.country as MarketCode,
        filters: r.filters,
        name: label(r),
        href: savedSearchHref(r.country as MarketCode, r.filters),
        alerts: r.alerts,
        createdAt: r.createdAt.toISOString(),
        newMatches: unseen.get(r.id) ?? 0,
        matches: matches
          .filter((m) => m.savedSearchId === r.id)
          .map((m) => ({
            opportunity: toCard(m.opportunity),
            matchedAt: m.matchedAt.toISOString(),
            seen: m.seenAt !== null,
          })),
      }));
    },

    async create(me: SessionUser, input: CreateSavedSearchValue) {
      const filters = canonicalFilters(input.filters);
      if ((await repo.countOf(me.id)) >= SAVED_SEARCHES.perUser) {
        throw new Problem(
          409,
          'saved_search_limit',
          `You can keep ${SAVED_SEARCHES.perUser} saved searches. Delete one to save another.`,
        );
      }
      const row = await repo.insert({
        userId: me.id,
        country: input.country,
        filters,
        filtersKey: JSON.stringify(filters),
      });
      if (!row) throw new Problem(409, 'saved_search_exists', 'You have already saved this search.');
      return { id: row.id, name: label(row), alerts: row.alerts };
    },

    async setAlerts(me: SessionUser, id: string, alerts: boolean) {
      await own(me, id);
      await repo.setAlerts(id, alerts);
    },

    async remove(me: SessionUser, id: string) {
      await own(me, id);
      await repo.delete(id);
    },

    async markSeen(me: SessionUser, id: string) {
      await own(me, id);
      await repo.markSeen(id, new Date());
    },

    /** From the e-mail's link, signed in or not: the token alone proves the search. */
    async unsubscribe(token: string) {
      const row = await fromToken(token);
      if (!row) {
        throw new Problem(
          404,
          'unsubscribe_link_invalid',
          'This unsubscribe link is not valid, or its saved search was deleted.',
        );
      }
      await repo.setAlerts(row.id, false);
      return { name: label(row), alerts: false as const };
    },

    /**
     * Matches listings published since each search was last checked (and after it was saved)
     * and records them: the in-app "new matches" and the e-mail queue. Safe to run twice.
     */
    async matchNewListings(now = new Date()) {
      const searches = await repo.allSearches();
      if (searches.length === 0) return { searches: 0, listings: 0, matches: 0 };
      const from = new Date(Math.min(...searches.map((s) => s.checkedAt.getTime())));
      const listings = await repo.publishedBetween(from, now);
      const found: { savedSearchId: string; opportunityId: string }[] = [];
      for (const s of searches) {
        for (const l of listings) {
          if (!l.publishedAt || l.publishedAt <= s.checkedAt) continue;
          if (!passesFilters(s.country, s.filters, l)) continue;
          if (s.filters.search && !(await wordsMatch(s, l.id))) continue;
          found.push({ savedSearchId: s.id, opportunityId: l.id });
        }
      }
      const created = await repo.recordMatches(
        found,
        searches.map((s) => s.id),
        now,
      );
      await announce(created, searches, listings);
      return { searches: searches.length, listings: listings.length, matches: created.length };
    },

    /**
     * One e-mail per account with matches waiting, and none to an account mailed in the last
     * SAVED_SEARCHES.digestGapHours: a daily digest at most. A match is marked once mailed, so
     * a second run sends nothing again.
     */
    async sendDigests(now = new Date()) {
      const recipients = await repo.digestRecipients(
        new Date(now.getTime() - SAVED_SEARCHES.digestGapHours * HOUR_MS),
      );
      const origin = siteOrigin(config);
      let sent = 0;
      for (const r of recipients) {
        // "Saved-search matches" e-mails turned off in the account settings: no digest either.
        if (!(await notifications.wantsEmail(r.userId, 'saved_search'))) continue;
        const pending = await repo.pendingFor(r.userId);
        if (pending.length === 0) continue;
        const bySearch = new Map<string, typeof pending>();
        for (const p of pending) bySearch.set(p.savedSearchId, [...(bySearch.get(p.savedSearchId) ?? []), p]);
        const sections: DigestSection[] = [];
        for (const [searchId, items] of bySearch) {
          const first = items[0]!;
          sections.push({
            name: label(first),
            listings: items.map((i) => ({
              title: i.title,
              category: i.category,
              url: `${origin}${detailPath(i.listingCountry, i.opportunityId)}`,
            })),
            searchUrl: `${origin}${savedSearchHref(first.country as MarketCode, first.filters)}`,
            unsubscribeUrl: `${origin}/saved-searches/unsubscribe?token=${await tokenFor(searchId)}`,
          });
        }
        const total = new Set(pending.map((p) => p.opportunityId)).size;
        try {
          await mailer.send({
            to: r.email,
            ...savedSearchDigestMail({ total, sections, manageUrl: `${origin}/saved-searches` }),
          });
        } catch (err) {
          // Left unmarked: the next run tries again.
          logger.error({ err, userId: r.userId }, 'saved-search digest mail failed');
          continue;
        }
        await repo.markEmailed(
          pending.map((p) => p.matchId),
          now,
        );
        sent += 1;
      }
      return { recipients: recipients.length, sent };
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
