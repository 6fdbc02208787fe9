import { detailPath, MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { type SavedSearchFilters, savedSearchHref } from '../../../shared/saved-search.ts';
import type { Config } from '../../config.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';

type LinkConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'PORT' | 'HOST'>;

/**
 * Absolute links to the site's pages, from the origin its canonical links use. Never from the
 * request's Host: an assistant repeats these links to a person, so whoever sends the request
 * must not choose where they point. Read per call: a start on PORT=0 learns its port late.
 */
export function siteLinks(config: LinkConfig) {
  const at = (path: string) => `${siteOrigin(config)}${path}`;
  return {
    at,
    franchise: (listing: { id: string; country: string }) => at(detailPath(listing)),
    market: (country: MarketCode) => at(MARKETS[country].listPath),
    search: (country: MarketCode, filters: SavedSearchFilters) => at(savedSearchHref(country, filters)),
    /** A path the API answers with (a document's, a picture's) made absolute; others as they are. */
    absolute: (url: string) => (url.startsWith('/') ? at(url) : url),
  };
}

export type SiteLinks = ReturnType<typeof siteLinks>;
