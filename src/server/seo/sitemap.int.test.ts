import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { LIVE_MARKETS, MARKETS, type MarketCode } from '../../shared/markets.ts';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../shared/offering-kinds.ts';
import { franchiseOpportunities as fo, offerings, sitemapPages } from '../db/schema/index.ts';
import { createSitemaps } from './sitemap.ts';

const ORIGIN = 'https://www.franchisio.example';
const XSD = path.resolve('tests/fixtures/sitemaps');
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

/** xmllint (Debian's libxml2-utils) against a vendored sitemaps.org schema; throws with its message. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  const file = path.join(dir, 'doc.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(XSD, schema), file], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`${schema}: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface UrlEntry {
  loc: string;
  priority: number;
  changefreq: string;
  lastmod: string | null;
}

const entriesOf = (xml: string): UrlEntry[] =>
  [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => {
    const tag = (name: string) => new RegExp(`<${name}>(.*?)</${name}>`).exec(m[1]!)?.[1] ?? null;
    return {
      loc: tag('loc')!,
      priority: Number(tag('priority')),
      changefreq: tag('changefreq')!,
      lastmod: tag('lastmod'),
    };
  });

describe('sitemaps and robots.txt', () => {
  let t: TestApp;
  let webDir: string;
  let pendingId: string;
  let pausedId: string;
  let pendingOfferingId: string;
  let inactiveOfferingId: string;
  /** Every URL of every sitemap file, by its address. */
  const urls = new Map<string, UrlEntry>();
  const files: string[] = [];
  /** The URLs of each file, by its name. */
  const fileOf = new Map<string, Set<string>>();

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await createTestApp({
      seed: true,
      env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: ORIGIN, CATALOG_CACHE_SECONDS: '0' },
    });
    const { db } = t.deps.database;
    // One listing waits for review and one is paused: neither is public.
    const rows = await db.select({ id: fo.id }).from(fo).where(eq(fo.country, 'IN')).limit(2);
    pendingId = rows[0]!.id;
    pausedId = rows[1]!.id;
    await db.update(fo).set({ status: 'pending_review' }).where(eq(fo.id, pendingId));
    await db.update(fo).set({ status: 'paused' }).where(eq(fo.id, pausedId));
    // Likewise one offering waits for review and one is switched off.
    const offered = await db.select({ id: offerings.id }).from(offerings).limit(2);
    pendingOfferingId = offered[0]!.id;
    inactiveOfferingId = offered[1]!.id;
    await db.update(offerings).set({ status: 'pending_review' }).where(eq(offerings.id, pendingOfferingId));
    await db.update(offerings).set({ isActive: false }).where(eq(offerings.id, inactiveOfferingId));
    await t.deps.services.seo.sitemaps.refresh();

    const index = await t.request(`${ORIGIN}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('xml');
    const xml = await index.text();
    validate(xml, 'siteindex.xsd');
    for (const m of xml.matchAll(/<loc>(.*?)<\/loc>/g)) files.push(m[1]!);
    for (const file of files) {
      const res = await t.request(file);
      expect(res.status, file).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const body = file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
      validate(body, 'sitemap.xsd');
      const entries = entriesOf(body);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThan(50_000);
      for (const e of entries) urls.set(e.loc, e);
      fileOf.set(file.replace(`${ORIGIN}/sitemaps/`, ''), new Set(entries.map((e) => e.loc)));
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('indexes one file per kind: static pages, market lists, each market’s franchises, offerings, landing pages', () => {
    const names = files.map((f) => f.replace(`${ORIGIN}/sitemaps/`, ''));
    expect(names).toEqual(
      expect.arrayContaining([
        'static-1.xml',
        'markets-1.xml',
        'franchises-us-1.xml',
        'franchises-in-1.xml',
        'offerings-1.xml',
        'landing-1.xml',
      ]),
    );
  });

  it('lists every public listing (published, in an open market) with its lastmod, and no pending or paused one', async () => {
    const published = await t.deps.database.db
      .select({ id: fo.id, country: fo.country, updatedAt: fo.updatedAt })
      .from(fo)
      .where(and(eq(fo.status, 'published'), eq(fo.isActive, true), inArray(fo.country, LIVE_MARKETS)));
    expect(published.length).toBeGreaterThan(100);
    for (const o of published) {
      const e = urls.get(`${ORIGIN}${MARKETS[o.country as MarketCode].detailPrefix}/${o.id}`);
      expect(e, o.id).toBeDefined();
      expect(e).toMatchObject({ priority: 0.8, changefreq: 'weekly' });
      expect(new Date(e!.lastmod!).getTime()).toBe(o.updatedAt.getTime());
    }
    const all = [...urls.keys()].join('\n');
    expect(all).not.toContain(pendingId);
    expect(all).not.toContain(pausedId);
  });

  it('gives the priorities and change frequencies of spec §9', () => {
    expect(urls.get(`${ORIGIN}/`)).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(urls.get(`${ORIGIN}/united-states`)).toMatchObject({ priority: 0.9, changefreq: 'daily' });
    expect(urls.get(`${ORIGIN}/india-franchises`)).toMatchObject({ priority: 0.9, changefreq: 'daily' });
    for (const p of ['/kredit', '/all-about-kredit', '/join-franchisio', '/join-franchisio-india']) {
      expect(urls.get(`${ORIGIN}${p}`), p).toMatchObject({ priority: 0.7, changefreq: 'monthly' });
    }
    for (const p of ['/about', '/privacy-policy', '/contact']) {
      expect(urls.get(`${ORIGIN}${p}`), p).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
    }
    expect(urls.get(`${ORIGIN}/india-franchises/food-and-beverage`)).toMatchObject({
      priority: 0.9,
      changefreq: 'daily',
    });
    expect(urls.get(`${ORIGIN}/software`)).toMatchObject({ priority: 0.5, changefreq: 'daily' });
  });

  it('gives every URL of every file the priority and change frequency of its kind of page (spec §9)', () => {
    const kredit = new Set(['/kredit', '/all-about-kredit']);
    const offeringLists = new Set(Object.values(OFFERING_KIND_PAGES).map((k) => k.listPaths[0]));
    for (const [loc, e] of urls) {
      const p = loc.slice(ORIGIN.length);
      const file = [...fileOf].find(([, locs]) => locs.has(loc))![0];
      const expected =
        p === '/'
          ? { priority: 1, changefreq: 'daily' }
          : file.startsWith('franchises-')
            ? { priority: 0.8, changefreq: 'weekly' }
            : file.startsWith('markets-') || file.startsWith('landing-') || p === '/discover'
              ? { priority: 0.9, changefreq: 'daily' }
              : kredit.has(p) || p.startsWith('/join-franchisio')
                ? { priority: 0.7, changefreq: 'monthly' }
                : offeringLists.has(p)
                  ? { priority: 0.5, changefreq: 'daily' }
                  : { priority: 0.5, changefreq: 'monthly' };
      expect({ priority: e.priority, changefreq: e.changefreq }, `${file} ${p}`).toEqual(expected);
    }
  });

  it('lists every published offering and its kind’s list, and no pending or switched-off one', async () => {
    const listed = await t.deps.database.db
      .select({ id: offerings.id, kind: offerings.kind, updatedAt: offerings.updatedAt })
      .from(offerings)
      .where(and(eq(offerings.status, 'published'), eq(offerings.isActive, true)));
    expect(listed.length).toBeGreaterThan(3);
    for (const o of listed) {
      const e = urls.get(`${ORIGIN}${offeringDetailPath(o.kind, o.id)}`);
      expect(e, o.id).toBeDefined();
      expect(new Date(e!.lastmod!).getTime()).toBe(o.updatedAt.getTime());
    }
    for (const k of Object.values(OFFERING_KIND_PAGES)) {
      // A list's lastmod is its latest offering's.
      const latest = Math.max(...listed.filter((o) => o.kind === k.kind).map((o) => o.updatedAt.getTime()));
      expect(new Date(urls.get(`${ORIGIN}${k.listPaths[0]}`)!.lastmod!).getTime(), k.kind).toBe(latest);
    }
    const all = [...urls.keys()].join('\n');
    expect(all).not.toContain(pendingOfferingId);
    expect(all).not.toContain(inactiveOfferingId);
  });

  it('lists exactly the landing pages that hold at least 3 listings', async () => {
    const links = await t.deps.services.seo.landing.links();
    expect(links.length).toBeGreaterThan(5);
    expect(links.every((l) => l.count >= 3)).toBe(true);
    const inSitemap = [...(fileOf.get('landing-1.xml') ?? [])].map((u) => u.slice(ORIGIN.length));
    expect(inSitemap.sort()).toEqual(links.map((l) => l.path).sort());
  });

  it('splits a kind into numbered files under the URL limit and gzips the large ones', async () => {
    const seo = t.deps.services.seo;
    const small = createSitemaps({
      repo: seo.repo,
      landing: seo.landing,
      limits: { fileUrls: 20, gzipFrom: 12 },
    });
    const index = await small.index(ORIGIN);
    validate(index, 'siteindex.xsd');
    const names = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) =>
      m[1]!.replace(`${ORIGIN}/sitemaps/`, ''),
    );
    const us = names.filter((n) => n.startsWith('franchises-us-'));
    expect(us.length).toBeGreaterThan(1);
    expect(us.some((n) => n.endsWith('.xml.gz'))).toBe(true);
    const seen = new Set<string>();
    for (const name of us) {
      const file = (await small.file(name, ORIGIN))!;
      expect(file.gzip, name).toBe(name.endsWith('.gz'));
      const xml = file.gzip ? gunzipSync(file.body).toString('utf8') : file.body.toString('utf8');
      validate(xml, 'sitemap.xsd');
      const entries = entriesOf(xml);
      expect(entries.length, name).toBeLessThanOrEqual(20);
      // Files of more than 12 URLs are gzipped, the others are not.
      expect(file.gzip, name).toBe(entries.length > 12);
      for (const e of entries) seen.add(e.loc);
    }
    // Together the parts hold the kind's URLs, each once.
    expect([...seen].sort()).toEqual([...(fileOf.get('franchises-us-1.xml') ?? [])].sort());
    expect(await small.file('franchises-us-999.xml', ORIGIN)).toBeNull();
  });

  it('lists only pages that answer 200 with themselves as canonical URL and no noindex', async () => {
    // Every fixed page and market list, and the first few of the other kinds (rendering each takes a while).
    const sample = [...fileOf].flatMap(([name, locs]) =>
      name.startsWith('static-') || name.startsWith('markets-') ? [...locs] : [...locs].slice(0, 4),
    );
    expect(sample.length).toBeGreaterThan(30);
    for (const loc of sample) {
      const res = await t.request(loc);
      expect(res.status, loc).toBe(200);
      const html = await res.text();
      expect(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1], loc).toBe(loc);
      expect(html, loc).not.toContain('name="robots"');
    }
  }, 300_000);

  it('leaves out account, admin and noindex pages', () => {
    const paths = [...urls.keys()].map((u) => u.slice(ORIGIN.length));
    for (const p of ['/admin', '/profile', '/account-settings', '/bookmarks', '/dashboard', '/auth']) {
      expect(paths).not.toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/admin') || p.startsWith('/create-opportunity'))).toBe(false);
  });

  it('keeps a page record (url, last indexed, priority, change frequency) for every URL', async () => {
    const records = await t.deps.database.db.select().from(sitemapPages);
    expect(records.length).toBe(urls.size);
    const home = records.find((r) => r.url === '/')!;
    expect(home).toMatchObject({ priority: 1, changeFrequency: 'daily' });
    expect(home.lastIndexed).toBeInstanceOf(Date);
  });

  it('drops a listing from the sitemap when it is unpublished', async () => {
    const { db } = t.deps.database;
    const [one] = await db
      .select({ id: fo.id })
      .from(fo)
      .where(and(eq(fo.country, 'US'), eq(fo.status, 'published')))
      .limit(1);
    await db.update(fo).set({ status: 'archived' }).where(eq(fo.id, one!.id));
    await t.deps.services.seo.sitemaps.refresh();
    const xml = await (await t.request(`${ORIGIN}/sitemaps/franchises-us-1.xml`)).text();
    expect(xml).not.toContain(one!.id);
    await db.update(fo).set({ status: 'published' }).where(eq(fo.id, one!.id));
  });

  it('names the sitemap in robots.txt and keeps crawlers out of account and admin paths', async () => {
    const text = await (await t.request(`${ORIGIN}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const p of [
      '/api/',
      '/admin',
      '/profile',
      '/account-settings',
      '/account/restore-email',
      '/bookmarks',
      '/create-opportunity',
      '/kredit-application',
      '/dashboard',
    ]) {
      expect(text).toContain(`Disallow: ${p}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/kredit\n/);
  });
});
