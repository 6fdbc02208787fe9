import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../shared/brand.ts';
import { matchPage, NOT_FOUND_PAGE } from '../../shared/routes.ts';

/**
 * Sets `{Page} | Franchisio` while the page is shown, with the page's title from the page
 * registry (src/shared/routes.ts), the same the server puts in its HTML. A page about one
 * record (a franchise, an offering) passes the record's name once it has loaded.
 */
export function usePageTitle(recordTitle?: string) {
  const { pathname } = useLocation();
  const match = matchPage(pathname);
  const title = recordTitle ?? (match ? match.page.title : NOT_FOUND_PAGE.title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
