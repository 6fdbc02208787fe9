import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { PAGES } from '../../shared/routes.ts';
import {
  LandingLinks,
  LandingLinksQuery,
  LandingPageQuery,
  LandingPageSchema,
} from '../../shared/schemas/landing.ts';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { createRouter, json, problemResponse } from '../lib/openapi.ts';
import { notFound } from '../lib/problem.ts';
import { siteOrigin } from '../lib/served-hosts.ts';
import type { SocialImageKind } from './service.ts';

/** Paths crawlers are kept out of: the API, and every account and admin page (noindex in the route table). */
function disallowedPaths(isProduction: boolean): string[] {
  const prefixes = PAGES.filter((p) => p.noindex).map((p) => p.path.split('/:')[0]!);
  // A rule is a prefix: `/admin` covers `/admin/users`, `/create-opportunity` covers `-india`.
  const shortest = [...new Set(prefixes)]
    .sort()
    .filter((p, i, all) => !all.slice(0, i).some((q) => p.startsWith(q)));
  return ['/api/', ...(isProduction ? [] : ['/dev/']), '/auth', '/franchisor-auth', ...shortest];
}

const SOCIAL_KINDS = new Set<SocialImageKind>(['franchise', 'offering', 'market', 'landing']);

/** Search-engine files served by the app itself (not from the web build). */
export function seoRoutes(deps: AppDeps) {
  const { config } = deps;
  const seo = deps.services.seo;
  // Never the request's Host: whoever sends a request chooses it (issue 33.8).
  const origin = () => siteOrigin(config);

  /** A fresh installation has no records yet: build them on the first request. */
  async function ensureRecords() {
    if (await seo.sitemaps.isEmpty()) await seo.sitemaps.refresh();
  }

  const app = new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...disallowedPaths(config.isProduction).map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${origin()}/sitemap.xml`,
        '',
      ];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(lines.join('\n'));
    })
    .get('/sitemap.xml', async (c) => {
      await ensureRecords();
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=600');
      return c.body(await seo.sitemaps.index(origin()));
    })
    .get('/sitemaps/:file', async (c) => {
      await ensureRecords();
      const file = await seo.sitemaps.file(c.req.param('file'), origin());
      if (!file) return c.text('No such sitemap.', 404);
      c.header('Content-Type', file.gzip ? 'application/gzip' : 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=600');
      return c.body(new Uint8Array(file.body));
    })
    .get('/og/:kind/*', async (c) => {
      const kind = c.req.param('kind') as SocialImageKind;
      const match = /^\/og\/[a-z]+\/(.+)\.png$/.exec(c.req.path);
      if (!SOCIAL_KINDS.has(kind) || !match) return c.text('Not found', 404);
      const png = await seo.socialImage(kind, decodeURIComponent(match[1]!));
      if (!png) return c.text('Not found', 404);
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(new Uint8Array(png));
    });

  // IndexNow checks the key at /{key}.txt on the submitted host.
  if (config.INDEXNOW_KEY) {
    const key = config.INDEXNOW_KEY;
    app.get(`/${key}.txt`, (c) => c.text(key));
  }
  return app;
}

const linksRoute = createRoute({
  method: 'get',
  path: '/landing-pages',
  tags: ['Catalog'],
  summary: 'Landing pages that exist',
  description:
    'Public. Industry × market and investment band × market pages holding at least 3 published listings, of one market or all.',
  request: { query: LandingLinksQuery },
  responses: {
    200: { description: 'The pages', content: json(LandingLinks) },
    400: problemResponse('Unknown market'),
  },
});

const pageRoute = createRoute({
  method: 'get',
  path: '/landing-pages/page',
  tags: ['Catalog'],
  summary: 'One landing page',
  description:
    'Public. The heading, a factual introduction (count, typical investment, best-rated brands) and the first listings of the landing page at `path`; 404 when it has fewer than 3 listings.',
  request: { query: LandingPageQuery },
  responses: {
    200: { description: 'The page', content: json(LandingPageSchema) },
    400: problemResponse('Not a page path'),
    404: problemResponse('No such landing page, or too few listings'),
  },
});

/** The landing pages' API (the web's landing page and the links to them). */
export function seoApiRoutes(deps: AppDeps) {
  const landing = deps.services.seo.landing;
  return createRouter()
    .openapi(linksRoute, async (c) =>
      c.json({ items: await landing.links(c.req.valid('query').country) }, 200),
    )
    .openapi(pageRoute, async (c) => {
      const page = await landing.page(c.req.valid('query').path);
      if (!page) throw notFound('There is no such page.');
      const { lastModified: _, ...body } = page;
      return c.json(body, 200);
    });
}
