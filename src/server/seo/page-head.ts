import { pageTitle } from '../../shared/brand.ts';
import { NOT_FOUND_PAGE } from '../../shared/routes.ts';

/** What the server puts in a page's <head> before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL. */
  canonicalPath: string;
  status: 200 | 404;
  /** Ask search engines not to index the page (404, account and admin pages). */
  noindex?: boolean;
  /** The page lives at another path (a listing under another market's route): send it there. */
  redirectPath?: string;
  jsonLd?: unknown[];
  /** The page's own 1200x630 social image (a listing, offering, market or landing page); the site's otherwise. */
  image?: { path: string; alt: string };
}

/** The head of a path with no page, or of a record that does not exist. */
export function notFoundHead(path: string): PageHead {
  return {
    title: pageTitle(NOT_FOUND_PAGE.title),
    description: NOT_FOUND_PAGE.description,
    canonicalPath: path,
    status: 404,
    noindex: true,
  };
}
