/**
 * First-load JavaScript of pages, as a browser really loads them: starts the app (`npm start`
 * style, on a throwaway data directory and the web build in dist/web), opens each page in
 * Chromium and lists every script it fetched until the network was quiet, gzipped as the
 * server's precompressed .gz files are. Two visits per page: a first-time visitor (who is
 * greeted by the country chooser) and a returning one.
 *
 * By default: the home page, a market list and a franchise detail (target: at most 150 KB on
 * each, for the returning visitor, on React 19: issue 32 and decision 0015).
 *
 *   npm run build && npm run bench:first-load [-- --path /about --path /india-franchises]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    dist: { type: 'string', default: 'dist/web' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const dist = path.resolve(values.dist);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** Targets, in KB gzipped, by the kind of page. */
const TARGETS: Record<string, number> = { home: 150, list: 150, detail: 150 };

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-first-load-'));
const server = spawnServer({ DATA_DIR: dataDir, WEB_DIST_DIR: dist }, await freePort());
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** The pages to measure: the ones asked for, else home, the US list and its first franchise. */
async function pagesToMeasure(): Promise<{ kind: string; path: string }[]> {
  if (values.path?.length) return values.path.map((p) => ({ kind: p, path: p }));
  const res = await fetch(`${server.url}/api/v1/opportunities?country=US&limit=1`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('The demo catalog has no US franchise to measure.');
  return [
    { kind: 'home', path: '/' },
    { kind: 'list', path: '/united-states' },
    { kind: 'detail', path: `/opportunity/${items[0].id}` },
  ];
}

async function measure(pagePath: string, visitor: 'first-time' | 'returning'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (visitor === 'returning') {
    await context.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
  }
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
      scripts.push(url.pathname);
    }
  });
  // The first page a fresh server renders loads React on the server: slow on a busy machine.
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load', timeout: 180_000 });
  // Not 'networkidle': Chromium never reports the end of a keepalive fetch (the page-view
  // beacon), so the page would never look idle. The chooser greets 1.5 s after load; then wait
  // until no script has been asked for in a second.
  await page.waitForTimeout(2500);
  for (let seen = -1; seen !== scripts.length; ) {
    seen = scripts.length;
    await page.waitForTimeout(1000);
  }
  console.log(`\n${pagePath}, ${visitor} visitor:`);
  let total = 0;
  for (const script of [...new Set(scripts)]) {
    const size = gzipped(path.join(dist, script));
    total += size;
    console.log(`${kb(size).padStart(10)}  ${script}`);
  }
  console.log(`first-load JS: ${kb(total)} gzipped in ${new Set(scripts).size} files`);
  await context.close();
  return total;
}

try {
  await waitHealthy(server, 120_000);
  const summary: string[] = [];
  for (const { kind, path: pagePath } of await pagesToMeasure()) {
    const first = await measure(pagePath, 'first-time');
    const returning = await measure(pagePath, 'returning');
    const target = TARGETS[kind];
    summary.push(
      `${kind.padEnd(8)} ${kb(returning).padStart(9)} ${kb(first).padStart(11)}  ${
        target === undefined ? '' : `≤ ${target} KB ${returning <= target * 1024 ? 'met' : 'NOT met'}`
      }`,
    );
  }
  console.log('\nfirst-load JS, gzipped:\npage     returning  first-time  target (returning visitor)');
  for (const line of summary) console.log(line);
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
