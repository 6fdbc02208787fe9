import { type ComponentType, use, useSyncExternalStore } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoadError } from '../components/layout/error-report.ts';
import { createChangeSignal } from '../lib/change-signal.ts';
import type { RouteHandle } from './route-handle.ts';

/** What a page module under app/routes/ exports. */
export interface PageModule {
  Component: ComponentType;
  handle?: RouteHandle;
}

interface LazyPage {
  load(): Promise<PageModule>;
  loaded(): PageModule | undefined;
}

// How many page modules are on their way, for the progress bar.
let pending = 0;
const pendingChanged = createChangeSignal();
function setPending(change: 1 | -1) {
  pending += change;
  // A page starts loading while React renders it: tell the bar afterwards, not mid-render.
  queueMicrotask(pendingChanged.notify);
}

function lazyPage(importer: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  return {
    loaded: () => module,
    load() {
      if (module) return Promise.resolve(module);
      if (!loading) {
        setPending(1);
        loading = importer().then(
          (m) => {
            module = m;
            setPending(-1);
            return m;
          },
          // The failure stays: React renders again after an error, and a fresh attempt each time
          // would never settle. The error screen's Reload page tries again.
          (error: unknown) => {
            setPending(-1);
            throw new PageLoadError(error instanceof Error ? error.message : String(error), { cause: error });
          },
        );
      }
      return loading;
    },
  };
}

/**
 * Renders a page once its module is here. Until then it suspends: react-router's navigations
 * are transitions, so React keeps the page before it on screen meanwhile.
 */
function LazyRoute({ page }: { page: LazyPage }) {
  const { Component } = page.loaded() ?? use(page.load());
  return <Component />;
}

/**
 * A route whose page is loaded on demand (spec §2: every page lazy). The page travels in the
 * route's `handle`, so the server and the browser can load the pages of a URL before rendering.
 */
export function page(importer: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const lazy = lazyPage(importer);
  return { element: <LazyRoute page={lazy} />, handle: lazy };
}

type Matches = NonNullable<ReturnType<typeof matchRoutes>>;

// Matching ranks and compiles every route of the app, tens of milliseconds on a phone's CPU, and
// the same URL is matched to load its pages, then on each render of LoadedLocation and
// RouteTree (hydration included). The routes are fixed, so the last URL's match is kept, with
// its branch: the matched routes alone, which RouteTree gives useRoutes to match again cheaply.
let lastMatch: { routes: RouteObject[]; location: string; matches: Matches; branch: RouteObject[] } | null =
  null;
function matchOf(routes: RouteObject[], location: string) {
  if (lastMatch?.routes !== routes || lastMatch.location !== location) {
    const matches = matchRoutes(routes, location) ?? [];
    lastMatch = { routes, location, matches, branch: branchOf(matches.map((m) => m.route)) };
  }
  return lastMatch;
}

/** The routes of a chain (outermost first), each with only the next as its child. */
function branchOf(chain: RouteObject[]): RouteObject[] {
  return chain.reduceRight<RouteObject[]>(
    (inner, route) => [{ ...route, children: inner.length ? inner : undefined } as RouteObject],
    [],
  );
}

/** The routes a URL shows, as useRoutes takes them: its branch of the route tree only. */
export function routesFor(routes: RouteObject[], location: string): RouteObject[] {
  return matchOf(routes, location).branch;
}

/** The params of a URL's innermost route. */
export function routeParams(routes: RouteObject[], location: string): Record<string, string | undefined> {
  return matchOf(routes, location).matches.at(-1)?.params ?? {};
}

/** Where in the route tree a URL's routes are: each one's index among its siblings. */
export function routePath(routes: RouteObject[], location: string): number[] {
  let siblings: RouteObject[] | undefined = routes;
  return matchOf(routes, location).matches.map(({ route }) => {
    const index = siblings?.indexOf(route) ?? -1;
    siblings = route.children;
    return index;
  });
}

/**
 * Takes the server's match of this URL (routePath) instead of ranking every route again: only
 * its branch is matched, to check it and read its params. A path that does not match is ignored.
 */
export function adoptRoutePath(routes: RouteObject[], location: string, path: readonly number[]): void {
  const chain: RouteObject[] = [];
  let siblings: RouteObject[] | undefined = routes;
  for (const index of path) {
    const route: RouteObject | undefined = siblings?.[index];
    if (!route) return;
    chain.push(route);
    siblings = route.children;
  }
  const branch = branchOf(chain);
  const matches = matchRoutes(branch, location);
  if (matches?.length === chain.length) lastMatch = { routes, location, matches, branch };
}

/**
 * Loads the pages a URL shows, outermost first, and returns their handles. The server renders
 * with them in place, and the browser hydrates with them in place: a page still on its way
 * would first render nothing.
 */
export async function loadPages(
  routes: RouteObject[],
  location: string,
): Promise<(RouteHandle | undefined)[]> {
  const { matches } = matchOf(routes, location);
  const modules = await Promise.all(
    matches.map(({ route }) => (route.handle as LazyPage | undefined)?.load()),
  );
  return modules.map((module) => module?.handle);
}

/** True while a page's code is on its way. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    pendingChanged.subscribe,
    () => pending > 0,
    () => false,
  );
}
