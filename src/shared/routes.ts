/**
 * The pages that exist, shared by the web router (titles) and the server (the head it sends in
 * HTML and the 404 status for anything else). A path is in here only once its page is built.
 *
 * `path` uses React Router syntax (`/opportunity/:id`). Pages whose head depends on data (a
 * franchise detail) get a resolver on the server in `src/server/seo/`; the entry here gives
 * the fallback title and description.
 */
export interface PageMeta {
  path: string;
  /** The `{Page}` part of `{Page} | Franchisio`; undefined for the home page. */
  title?: string;
  description: string;
  /** Pages a search engine should not index (account pages, admin). */
  noindex?: boolean;
}

export const PAGES: PageMeta[] = [
  {
    path: '/',
    description:
      'Discover, compare and fund franchises in the United States and India. Transparent investment figures, smart matching and working capital through Kredit.',
  },
];

/** Matches a pathname against the page patterns; `:param` matches one non-empty segment. */
export function matchPage(pathname: string): { page: PageMeta; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const page of PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const seg = pattern[i]!;
      const actual = parts[i]!;
      if (seg.startsWith(':')) {
        if (!actual) {
          ok = false;
          break;
        }
        params[seg.slice(1)] = decodeURIComponent(actual);
      } else if (seg !== actual) {
        ok = false;
        break;
      }
    }
    if (ok) return { page, params };
  }
  return null;
}
