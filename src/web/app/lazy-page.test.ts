import * as reactRouter from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptRoutePath, routePath, routesFor } from './lazy-page.tsx';
import { routes } from './routes.tsx';

// Counts who ranks the whole route table: the point of the server's route path is that the
// browser does not.
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});
const matchRoutes = vi.mocked(reactRouter.matchRoutes);
const fullTableMatches = () => matchRoutes.mock.calls.filter(([table]) => table === routes).length;

const ID = '3f2b8c1e-6d4a-4e1b-9c7d-2a5f8e9b0c11';
const URLS = ['/', '/united-states', '/india-franchises', `/opportunity/${ID}`, '/about', '/no/such/page'];

/** What the full table gives a URL: the handle (page) and params of each matched route. */
function fullMatch(url: string) {
  return reactRouter.matchRoutes(routes, url)!.map((m) => ({ handle: m.route.handle, params: m.params }));
}
function branchMatch(url: string) {
  return reactRouter
    .matchRoutes(routesFor(routes, url), url)!
    .map((m) => ({ handle: m.route.handle, params: m.params }));
}

describe('route matching on a server-rendered load', () => {
  beforeEach(() => {
    routesFor(routes, '/kredit'); // another URL's match is the one kept
    matchRoutes.mockClear();
  });

  it.each(URLS)("takes the server's route path for %s instead of ranking every route", (url) => {
    const path = routePath(routes, url);
    routesFor(routes, '/kredit');
    matchRoutes.mockClear();

    adoptRoutePath(routes, url, path);
    const branch = routesFor(routes, url);
    expect(fullTableMatches()).toBe(0);
    // One route per level, the same pages and params as the whole table gives.
    expect(branch).toHaveLength(1);
    expect(branchMatch(url)).toEqual(fullMatch(url));
  });

  it('ignores a route path that does not lead to a route of the URL, and matches it in full', () => {
    const aboutPath = routePath(routes, '/about');
    for (const path of [aboutPath, [0, 9999], [], [-1]]) {
      routesFor(routes, '/kredit');
      matchRoutes.mockClear();
      adoptRoutePath(routes, '/united-states', path);
      expect(branchMatch('/united-states')).toEqual(fullMatch('/united-states'));
      expect(fullTableMatches()).toBe(2); // the fallback, and fullMatch's own
    }
  });

  it('matches a URL in full once, however often its routes are asked for', () => {
    routesFor(routes, '/united-states');
    routesFor(routes, '/united-states');
    routePath(routes, '/united-states');
    expect(fullTableMatches()).toBe(1);
  });
});
