// Every page of the route table, walked: the head the server sends carries the title, a
// canonical URL and the og: and twitter: tags, and pages with a record of their own show its
// 1200x630 image.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { LIVE_MARKETS, MARKET_CODES, MARKETS, type MarketCode } from '../../shared/markets.ts';
import { OFFERING_KIND_PAGES } from '../../shared/offering-kinds.ts';
import { PAGES } from '../../shared/routes.ts';
import { franchiseOpportunities as fo, offerings } from '../db/schema/index.ts';

const ORIGIN = 'https://www.franchisio.example';
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const meta = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return m === undefined ? undefined : decodeEntities(m);
};

describe('the head of every page of the route table', () => {
  let t: TestApp;
  let webDir: string;
  /** The page path each route-table entry is opened at, with the image it must show (null: the site's). */
  const opened: { pattern: string; path: string; noindex: boolean; image: string | null }[] = [];

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    fs.copyFileSync(path.resolve('public/og-image.png'), path.join(webDir, 'og-image.png'));
    t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: ORIGIN } });
    const { db } = t.deps.database;
    const listingOf = new Map<string, string>();
    for (const row of await db
      .select({ id: fo.id, country: fo.country })
      .from(fo)
      .where(and(eq(fo.status, 'published'), eq(fo.isActive, true), inArray(fo.country, LIVE_MARKETS)))) {
      if (!listingOf.has(row.country)) listingOf.set(row.country, row.id);
    }
    const offeringOf = new Map<string, string>();
    for (const row of await db
      .select({ id: offerings.id, kind: offerings.kind })
      .from(offerings)
      .where(and(eq(offerings.status, 'published'), eq(offerings.isActive, true)))) {
      if (!offeringOf.has(row.kind)) offeringOf.set(row.kind, row.id);
    }
    const landing = await t.deps.services.seo.landing.links();

    const marketOfList = new Map<string, MarketCode>(
      MARKET_CODES.flatMap((c) =>
        [MARKETS[c].listPath, ...MARKETS[c].listAliases].map((p) => [p, c] as const),
      ),
    );
    const marketOfDetail = new Map<string, MarketCode>(
      MARKET_CODES.flatMap((c) =>
        [MARKETS[c].detailPrefix, ...MARKETS[c].detailAliases].map((p) => [p, c] as const),
      ),
    );
    const kindOfDetail = new Map(
      Object.values(OFFERING_KIND_PAGES).flatMap((k) => k.detailPrefixes.map((p) => [p, k.kind] as const)),
    );
    for (const page of PAGES) {
      const noindex = !!page.noindex;
      const prefix = page.path.slice(0, page.path.lastIndexOf('/'));
      const list = marketOfList.get(page.path);
      if (list) {
        opened.push({
          pattern: page.path,
          path: page.path,
          noindex,
          image: `/og/market/${list.toLowerCase()}.png`,
        });
      } else if (page.path.endsWith('/:landing')) {
        // Markets with fewer than 3 listings of any kind have no landing page (their slugs are 404s).
        const link = landing.find((l) => MARKETS[l.country].listPath === prefix);
        if (link)
          opened.push({ pattern: page.path, path: link.path, noindex, image: `/og/landing${link.path}.png` });
      } else if (page.path.endsWith('/:id') && marketOfDetail.has(prefix)) {
        // A market without public listings of its own (not open yet) opens another market's
        // listing (a 301 to its route).
        const id = listingOf.get(marketOfDetail.get(prefix)!) ?? listingOf.get('US')!;
        opened.push({
          pattern: page.path,
          path: `${prefix}/${id}`,
          noindex,
          image: `/og/franchise/${id}.png`,
        });
      } else if (page.path.endsWith('/:id') && kindOfDetail.has(prefix)) {
        const id = offeringOf.get(kindOfDetail.get(prefix)!)!;
        opened.push({
          pattern: page.path,
          path: `${prefix}/${id}`,
          noindex,
          image: `/og/offering/${id}.png`,
        });
      } else {
        opened.push({
          pattern: page.path,
          path: page.path.replace(/:[a-z]+/gi, '00000000-0000-4000-8000-000000000000'),
          noindex,
          image: null,
        });
      }
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('opens every page of the route table', () => {
    // Only markets without 3 listings of one kind have no landing page to open.
    expect(opened.length).toBeGreaterThan(PAGES.length - MARKET_CODES.length);
    expect(opened.filter((o) => o.pattern.endsWith('/:landing')).length).toBeGreaterThanOrEqual(2);
  });

  it('sends each with its title, canonical URL and og: and twitter: tags; public pages with 200 and no noindex', async () => {
    for (const o of opened) {
      let res = await t.request(`${ORIGIN}${o.path}`);
      if (res.status === 301) res = await t.request(`${ORIGIN}${res.headers.get('location')}`);
      expect(res.status, o.path).toBe(200);
      const html = await res.text();
      const title = decodeEntities(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, o.path).toMatch(/^.+ \| Franchisio$/);
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      expect(canonical, o.path).toMatch(new RegExp(`^${ORIGIN}/`));
      const description = meta(html, 'description');
      expect(description?.length, o.path).toBeGreaterThan(20);
      expect(
        {
          'og:type': meta(html, 'og:type'),
          'og:site_name': meta(html, 'og:site_name'),
          'og:title': meta(html, 'og:title'),
          'og:description': meta(html, 'og:description'),
          'og:url': meta(html, 'og:url'),
          'og:image:width': meta(html, 'og:image:width'),
          'og:image:height': meta(html, 'og:image:height'),
          'twitter:card': meta(html, 'twitter:card'),
          'twitter:title': meta(html, 'twitter:title'),
          'twitter:description': meta(html, 'twitter:description'),
          'twitter:image': meta(html, 'twitter:image'),
        },
        o.path,
      ).toEqual({
        'og:type': 'website',
        'og:site_name': 'Franchisio',
        'og:title': title,
        'og:description': description,
        'og:url': canonical,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'twitter:title': title,
        'twitter:description': description,
        'twitter:image': meta(html, 'og:image'),
      });
      expect(meta(html, 'og:image'), o.path).toBe(`${ORIGIN}${o.image ?? '/og-image.png'}`);
      expect(meta(html, 'og:image:alt')?.length, o.path).toBeGreaterThan(5);
      expect(html.includes('<meta name="robots" content="noindex">'), o.path).toBe(o.noindex);
    }
  }, 300_000);

  it('draws each page’s own image as a 1200x630 PNG', async () => {
    const images = [...new Set(opened.flatMap((o) => (o.image ? [o.image] : [])))];
    expect(images.some((i) => i.startsWith('/og/offering/'))).toBe(true);
    for (const image of images) {
      const res = await t.request(`${ORIGIN}${image}`);
      expect(res.status, image).toBe(200);
      // Drawn once per server (until the catalog changes) and kept by browsers and crawlers for a day.
      expect(res.headers.get('cache-control'), image).toBe('public, max-age=86400');
      const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([info.format, info.width, info.height], image).toEqual(['png', 1200, 630]);
    }
  }, 300_000);
});
