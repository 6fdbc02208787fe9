import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('the head the server sends with each page', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    fs.copyFileSync(path.resolve('public/og-image.png'), path.join(webDir, 'og-image.png'));
    t = await createTestApp({
      env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://www.franchisio.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (p: string) => t.request(`https://www.franchisio.example${p}`);

  it('gives the home page its title, canonical URL, Open Graph tags and structured data', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Discover, Compare and Fund Franchises | Franchisio</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.franchisio.example/">');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.franchisio.example/og-image.png">',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).not.toContain('noindex');

    const data = jsonLd(html);
    const site = data.find((d) => d['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string }; 'query-input': string };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://www.franchisio.example/united-states?search={search_term_string}',
    );
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const org = data.find((d) => d['@type'] === 'Organization') as { address: { addressLocality: string } };
    expect(org.address.addressLocality).toBe('Noida');
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy | Franchisio'],
    ['/terms-of-service', 'Terms of Service | Franchisio'],
    ['/contact', 'Contact Us | Franchisio'],
    ['/kredit', 'Kredit | Franchisio'],
    ['/all-about-kredit', 'All About Kredit | Franchisio'],
  ])('sends %s with its own title, description and canonical URL', async (pagePath, title) => {
    const res = await get(`${pagePath}/?utm_source=newsletter`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toContain(`<link rel="canonical" href="https://www.franchisio.example${pagePath}">`);
    expect(jsonLd(html)).toEqual([]);
  });

  it('answers an unknown path with status 404, the Page Not Found title and noindex', async () => {
    const res = await get('/this-page-does-not-exist');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Page Not Found | Franchisio</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Page Not Found</h1>');
  });

  it('serves robots.txt that keeps crawlers out of the API, never out of the whole site', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('serves the 1200x630 social image', async () => {
    const res = await get('/og-image.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('marks the test hooks only outside production', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<meta name="franchisio:test-hooks" content="on">');
  });
});

describe('in production', () => {
  it('does not mark the test hooks, so the forced-crash switch of the web app stays off', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const t = await createTestApp({
      env: { WEB_DIST_DIR: webDir, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const html = await (await t.request('/')).text();
      expect(html).toContain('<title>Discover, Compare and Fund Franchises | Franchisio</title>');
      expect(html).not.toContain('test-hooks');
      expect(await (await t.request('/robots.txt')).text()).not.toContain('/dev/');
    } finally {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
