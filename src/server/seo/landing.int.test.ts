import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { INDUSTRIES } from '../../shared/enums.ts';
import { industrySlug, LANDING_MIN_LISTINGS } from '../../shared/landing-pages.ts';
import type { LandingLink, LandingPageValue } from '../../shared/schemas/landing.ts';
import { franchiseOpportunities as fo } from '../db/schema/index.ts';

const ORIGIN = 'https://www.franchisio.example';
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('landing pages, social images and the heads of public pages', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await createTestApp({
      seed: true,
      env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: ORIGIN, CATALOG_CACHE_SECONDS: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (p: string) => t.request(`${ORIGIN}${p}`);

  it('builds an industry page from the data: count, typical investment, best-rated brands, listings', async () => {
    const res = await get('/api/v1/landing-pages/page?path=/india-franchises/food-and-beverage');
    expect(res.status).toBe(200);
    const page = (await res.json()) as LandingPageValue;
    const rows = await t.deps.database.db
      .select({ id: fo.id })
      .from(fo)
      .where(
        and(
          eq(fo.country, 'IN'),
          eq(fo.category, 'Food & Beverage'),
          eq(fo.status, 'published'),
          eq(fo.isActive, true),
        ),
      );
    expect(page).toMatchObject({
      heading: 'Food & Beverage Franchises in India',
      country: 'IN',
      count: rows.length,
      listHref: '/india-franchises?category=Food+%26+Beverage',
    });
    expect(page.intro).toContain(
      `${rows.length} Food & Beverage franchises in India are listed on Franchisio.`,
    );
    expect(page.intro).toMatch(/A typical investment is ₹[\d.]+ L – ₹[\d.]+ L/);
    expect(page.topBrands).toHaveLength(3);
    for (const brand of page.topBrands) expect(page.intro).toContain(brand);
    expect(page.items.length).toBe(Math.min(rows.length, 24));
    expect(page.items.every((i) => i.category === 'Food & Beverage' && i.country === 'IN')).toBe(true);
  });

  it('builds a budget page ("Franchises under ₹10 lakh in India") of listings starting within it', async () => {
    const page = (await (
      await get('/api/v1/landing-pages/page?path=/india-franchises/under-10-lakh')
    ).json()) as LandingPageValue;
    expect(page.heading).toBe('Franchises under ₹10 lakh in India');
    expect(page.intro).toContain('start at ₹10 lakh or less');
    expect(page.items.every((i) => i.investmentMin <= 10_00_000 * 100)).toBe(true);
  });

  it('lists only pages with at least 3 listings, and answers 404 for the others and for unknown slugs', async () => {
    const links = ((await (await get('/api/v1/landing-pages?country=IN')).json()) as { items: LandingLink[] })
      .items;
    expect(links.length).toBeGreaterThan(2);
    expect(links.every((l) => l.count >= LANDING_MIN_LISTINGS)).toBe(true);
    // An Indian industry page loses listings until two are left: no page; one more published opens it.
    const { db } = t.deps.database;
    const link = links.find((l) => l.kind === 'industry')!;
    const industry = INDUSTRIES.find((i) => link.path.endsWith(`/${industrySlug(i)}`))!;
    const rows = await db
      .select({ id: fo.id })
      .from(fo)
      .where(and(eq(fo.country, 'IN'), eq(fo.category, industry), eq(fo.status, 'published')));
    const paused = rows.slice(2).map((r) => r.id);
    for (const id of paused) await db.update(fo).set({ status: 'paused' }).where(eq(fo.id, id));
    t.deps.services.seo.landing.dropCache();
    expect((await get(link.path)).status).toBe(404);
    expect((await get(`/api/v1/landing-pages/page?path=${link.path}`)).status).toBe(404);
    const after = ((await (await get('/api/v1/landing-pages?country=IN')).json()) as { items: LandingLink[] })
      .items;
    expect(after.map((l) => l.path)).not.toContain(link.path);
    await db.update(fo).set({ status: 'published' }).where(eq(fo.id, paused[0]!));
    t.deps.services.seo.landing.dropCache();
    expect((await get(link.path)).status).toBe(200);
    for (const id of paused) await db.update(fo).set({ status: 'published' }).where(eq(fo.id, id));
    expect((await get('/india-franchises/no-such-industry')).status).toBe(404);
    const html = await (await get('/india-franchises/no-such-industry')).text();
    expect(html).toContain('<title>Page Not Found | Franchisio</title>');
  });

  it('sends a landing page with its title, description, canonical URL, ItemList and social image', async () => {
    const res = await get('/united-states/food-and-beverage');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Food &amp; Beverage Franchises in the United States | Franchisio</title>');
    expect(meta(html, 'description')).toMatch(
      /^Compare \d+ Food &amp; Beverage franchises in the United States/,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/united-states/food-and-beverage">`);
    const list = jsonLd(html).find((d) => d['@type'] === 'ItemList') as {
      numberOfItems: number;
      itemListElement: { url: string }[];
    };
    expect(list.numberOfItems).toBeGreaterThanOrEqual(3);
    expect(list.itemListElement[0]!.url).toMatch(new RegExp(`^${ORIGIN}/opportunity/`));
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og/landing/united-states/food-and-beverage.png`);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  });

  it('draws a 1200x630 PNG for a listing, an offering, a market and a landing page, and 404 for unknown ones', async () => {
    const [listing] = await t.deps.database.db
      .select({ id: fo.id })
      .from(fo)
      .where(and(eq(fo.status, 'published'), eq(fo.country, 'IN')))
      .limit(1);
    const offering = (
      (await (await get('/api/v1/offerings?kind=software&limit=1')).json()) as {
        items: { id: string }[];
      }
    ).items[0]!;
    for (const p of [
      `/og/franchise/${listing!.id}.png`,
      `/og/offering/${offering.id}.png`,
      '/og/market/in.png',
      '/og/landing/india-franchises/food-and-beverage.png',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([info.format, info.width, info.height], p).toEqual(['png', 1200, 630]);
    }
    expect((await get('/og/franchise/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await get('/og/nothing/x.png')).status).toBe(404);
  });

  it('gives every public page og: and twitter: tags; a listing and a market page their own image', async () => {
    const [listing] = await t.deps.database.db
      .select({ id: fo.id })
      .from(fo)
      .where(and(eq(fo.country, 'US'), eq(fo.status, 'published')))
      .limit(1);
    const expected: Record<string, string> = {
      '/': `${ORIGIN}/og-image.png`,
      '/about': `${ORIGIN}/og-image.png`,
      '/united-states': `${ORIGIN}/og/market/us.png`,
      [`/opportunity/${listing!.id}`]: `${ORIGIN}/og/franchise/${listing!.id}.png`,
    };
    for (const [p, image] of Object.entries(expected)) {
      const html = await (await get(p)).text();
      for (const key of [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'twitter:card',
        'twitter:title',
        'twitter:image',
      ]) {
        expect(meta(html, key), `${p} ${key}`).toBeTruthy();
      }
      expect(meta(html, 'og:image'), p).toBe(image);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
    }
  });

  it('answers an unknown franchise id with the 404 page and status; another market’s route with a 301', async () => {
    const missing = await get('/opportunity/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Page Not Found | Franchisio</title>');
    expect((await get('/opportunity/not-a-uuid')).status).toBe(404);
    const [indian] = await t.deps.database.db
      .select({ id: fo.id })
      .from(fo)
      .where(and(eq(fo.country, 'IN'), eq(fo.status, 'published')))
      .limit(1);
    const moved = await get(`/opportunity/${indian!.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/indian-opportunity/${indian!.id}`);
  });
});
