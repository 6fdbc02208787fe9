import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { MARKET_CODES, MARKETS, placeName } from '../../shared/markets.ts';
import type { OpportunityCard } from '../../shared/schemas/catalog.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://www.franchisio.example';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('catalog pages in the server HTML', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (p: string) => t.request(`${ORIGIN}${p}`);

  it('sends every list route with title, description, canonical and an ItemList', async () => {
    for (const code of MARKET_CODES) {
      for (const p of [MARKETS[code].listPath, ...MARKETS[code].listAliases]) {
        const res = await get(`${p}?search=pizza`);
        expect(res.status, p).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${MARKETS[code].listPath}">`);
        expect(html).toMatch(/<meta name="description" content="Compare \d+ franchise opportunities/);
        const [list] = jsonLd(html).filter((d) => d['@type'] === 'ItemList');
        expect(list, p).toBeDefined();
        const items = list!.itemListElement as { url: string; position: number }[];
        // A market that is not open yet shows none of its listings (demo ones included).
        if (!MARKETS[code].live) {
          expect(items, p).toEqual([]);
          expect(html).toContain(`Franchisio is coming soon to ${placeName(code)}.`);
          continue;
        }
        expect(items.length).toBeGreaterThan(0);
        expect(items[0]!.url.startsWith(`${ORIGIN}${MARKETS[code].detailPrefix}/`)).toBe(true);
      }
    }
    expect(await (await get('/india-franchises')).text()).toContain(
      '<title>Indian Franchise Opportunities | Franchisio</title>',
    );
  });

  it('sends a detail page with the franchise, its offer and rating; other markets’ routes redirect to its own', async () => {
    const res = await get('/api/v1/opportunities?country=IN&sort=rating&limit=1');
    const item = ((await res.json()) as { items: OpportunityCard[] }).items[0]!;
    for (const prefix of ['/opportunity', '/franchise']) {
      const elsewhere = await get(`${prefix}/${item.id}?ref=mail`);
      expect(elsewhere.status, prefix).toBe(301);
      expect(elsewhere.headers.get('location')).toBe(`/indian-opportunity/${item.id}?ref=mail`);
    }
    {
      const page = await get(`/indian-opportunity/${item.id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(
        `<title>${item.title.replace(/&/g, '&amp;')} Franchise in India | Franchisio</title>`,
      );
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/indian-opportunity/${item.id}">`);
      const product = jsonLd(html).find((d) => d['@type'] === 'Product')!;
      expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR' });
      expect(product.aggregateRating).toMatchObject({
        ratingValue: item.ratingAverage,
        reviewCount: item.reviewCount,
      });
    }
  });

  it('answers 404 for unknown or malformed detail ids', async () => {
    for (const p of ['/opportunity/00000000-0000-4000-8000-000000000000', '/uk-opportunity/not-an-id']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
  });
});
