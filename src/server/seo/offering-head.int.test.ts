import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import type { OfferingPageValue } from '../../shared/schemas/offerings.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://www.franchisio.example';

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('offering pages in the server HTML', () => {
  let t: TestApp;
  let webDir: string;
  // The paths the app answered, the renderer's in-process API calls included.
  const answered: string[] = [];
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const logger = pino(
      { level: 'info' },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; path?: string };
          if (entry.msg === 'request' && entry.path) answered.push(entry.path);
        },
      },
    );
    t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: ORIGIN }, logger });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (p: string) => t.request(`${ORIGIN}${p}`);
  const first = async (kind: string) =>
    ((await (await get(`/api/v1/offerings?kind=${kind}&limit=1`)).json()) as OfferingPageValue).items[0]!;

  it('sends each detail route with its own title, description, canonical and JSON-LD', async () => {
    const tool = await first('ai_tool');
    for (const prefix of ['/ai-tools', '/ai-tool']) {
      const res = await get(`${prefix}/${tool.id}`);
      expect(res.status, prefix).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${tool.name.replace(/&/g, '&amp;')} | Franchisio</title>`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ai-tools/${tool.id}">`);
      const [data] = jsonLd(html);
      expect(data).toMatchObject({
        '@type': 'SoftwareApplication',
        name: tool.name,
        url: `${ORIGIN}/ai-tools/${tool.id}`,
      });
    }
    const service = await first('business_service');
    const html = await (await get(`/business-service/${service.id}`)).text();
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Service', name: service.name });
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/business-services/${service.id}">`);
  });

  it('moves an id opened under another kind’s route with a 301, without rendering the page first', async () => {
    const tool = await first('ai_tool');
    const service = await first('business_service');
    const apiCalls = (id: string) => answered.filter((p) => p === `/api/v1/offerings/${id}`).length;

    // Its own route is rendered on the server: the renderer asks the API for the offering.
    const before = apiCalls(tool.id);
    const own = await get(`/ai-tool/${tool.id}?ref=audit`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(`<h1`);
    expect(apiCalls(tool.id)).toBe(before + 1);

    for (const [path, canonical, id] of [
      [`/software/${tool.id}`, `/ai-tools/${tool.id}`, tool.id],
      [`/software/${service.id}?ref=mail`, `/business-services/${service.id}?ref=mail`, service.id],
      [`/ai-tools/${service.id}`, `/business-services/${service.id}`, service.id],
    ] as const) {
      const calls = apiCalls(id);
      const moved = await get(path);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get('location'), path).toBe(canonical);
      expect(await moved.text(), path).toBe('');
      // No page was rendered for the old route (it would only have rendered a redirect).
      expect(apiCalls(id), path).toBe(calls);
    }
  });

  it('answers an unknown or malformed id with the 404 status and the 404 head', async () => {
    for (const p of [
      '/ai-tools/00000000-0000-4000-8000-000000000000',
      '/software/not-an-id',
      '/business-service/x',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Page Not Found | Franchisio</title>');
      expect(html).toContain('noindex');
      expect(jsonLd(html)).toEqual([]);
    }
  });
});
