/**
 * Lighthouse SEO scores of the pages the SEO work names: the home page, a market list, a
 * franchise detail and a landing page. Starts the app on a throwaway data directory with the
 * web build in dist/web, runs Lighthouse (SEO category only) in the system Chromium, offline,
 * and prints each score with the audits that failed.
 *
 *   npm run build && npm run bench:seo [-- --path /about]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    dist: { type: 'string', default: 'dist/web' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const dist = path.resolve(values.dist);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}. Run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-seo-'));
const server = spawnServer({ DATA_DIR: dataDir, WEB_DIST_DIR: dist }, await freePort());
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  await waitHealthy(server, 120_000);
  const res = await fetch(`${server.url}/api/v1/opportunities?country=US&limit=1`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  const landing = (await (await fetch(`${server.url}/api/v1/landing-pages?country=US`)).json()) as {
    items: { path: string }[];
  };
  const pages = values.path?.length
    ? values.path
    : ['/', '/united-states', `/opportunity/${items[0]!.id}`, landing.items[0]!.path];

  chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let worst = 100;
  for (const p of pages) {
    // The first page a fresh server renders loads React on the server: warm it up.
    await fetch(`${server.url}${p}`);
    const result = await lighthouse(`${server.url}${p}`, {
      port: chrome.port,
      onlyCategories: ['seo'],
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      // Offline machine: no throttling simulation needed for SEO audits.
      throttlingMethod: 'provided',
    });
    const lhr = result!.lhr;
    const score = Math.round((lhr.categories.seo!.score ?? 0) * 100);
    worst = Math.min(worst, score);
    const failed = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    console.log(
      `${String(score).padStart(3)}  ${p}${failed.length ? `  failed: ${failed.map((a) => a.id).join(', ')}` : ''}`,
    );
  }
  process.exitCode = worst === 100 ? 0 : 1;
} finally {
  await chrome?.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
