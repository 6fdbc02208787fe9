import { useLocation } from 'react-router';

/**
 * The sign-in page, coming back to where the visitor was afterwards. A file of its own so a
 * page that only links to sign-in (a market list's Save search) does not load the dialog.
 */
export function useSignInHref(): string {
  const location = useLocation();
  return `/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
