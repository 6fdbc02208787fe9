import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'franchisio.scrollPositions';
/** Where the visitor left each history entry, by location key. */
const positions = new Map<string, number>();
let current = '';
let currentPath = '';
let listening = false;

/**
 * A tab's first history entry has no key of its own (every fresh load is 'default'), so the
 * path tells those entries apart: a fresh load of another page must not land where the last
 * fresh load was left.
 */
function entryKey(key: string, path: string): string {
  return key === 'default' ? `default ${path}` : key;
}

/** Whether the document itself came by reload or Back/Forward (not a typed address or a link). */
function documentReturned(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Starts keeping positions; false when it already had. */
function listen(): boolean {
  if (listening) return false;
  listening = true;
  window.history.scrollRestoration = 'manual';
  try {
    for (const [key, y] of JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]) {
      positions.set(key, y);
    }
  } catch {
    // Unreadable or blocked storage: Back after a reload starts at the top.
  }
  window.addEventListener('scroll', () => positions.set(current, window.scrollY), { passive: true });
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    } catch {
      // Storage full or blocked: nothing to keep.
    }
  });
  return true;
}

/**
 * Scrolls as a visitor expects of pages: a new page starts at the top (or at its #anchor), and
 * Back or Forward returns to where that page was left, across reloads too. The first page is
 * left where it is: the visitor may have scrolled the server's HTML before the app started.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const firstPage = listen();
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const sameDocument = !firstPage && currentPath === pathname + search;
    current = entryKey(key, pathname + search);
    currentPath = pathname + search;
    // An in-page link (#section) on the same page: go to the section. Its history entry may share
    // a key with the page's first entry, so a saved position would be the wrong one.
    if (sameDocument && hash) {
      anchor?.scrollIntoView();
      return;
    }
    const saved = positions.get(current);
    const returning = firstPage ? documentReturned() : navigationType === 'POP';
    if (returning && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (anchor) anchor.scrollIntoView();
    else if (!firstPage) window.scrollTo(0, 0);
  }, [key, pathname, search, hash, navigationType]);
}
