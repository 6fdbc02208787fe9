import { useEffect } from 'react';
import { pageTitle } from '../../shared/brand.ts';

/** Sets `{Page} | Franchisio` while the page is shown (the server sends the same title in its HTML). */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
