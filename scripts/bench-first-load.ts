/**
 * First-load JavaScript of a page, as a browser really loads it: starts the app (`npm start`
 * style, on a throwaway data directory and the web build in dist/web), opens the page in
 * Chromium and lists every script it fetched until the network was quiet, gzipped as the
 * server's precompressed .gz files are. Two visits: a first-time visitor (who is greeted by the
 * country chooser) and a returning one.
 *
 *   npm run build && npm run bench:first-load [-- --path /about]
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
    path: { type: 'string', default: '/' },
    dist: { type: 'string', default: 'dist/web' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const dist = path.resolve(values.dist);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}. Run \`npm run build\` first.`);
  process.exit(1);
}

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-first-load-'));
const server = spawnServer({ DATA_DIR: dataDir, WEB_DIST_DIR: dist }, await freePort());
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitHealthy(server, 120_000);
  for (const visitor of ['first-time', 'returning'] as const) {
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
    await page.goto(`${server.url}${values.path}`, { waitUntil: 'networkidle' });
    // The chooser greets 1.5 s after load; wait until nothing more is fetched.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    console.log(`\n${values.path}, ${visitor} visitor:`);
    let total = 0;
    for (const script of [...new Set(scripts)]) {
      const size = gzipped(path.join(dist, script));
      total += size;
      console.log(`${kb(size).padStart(10)}  ${script}`);
    }
    console.log(`first-load JS: ${kb(total)} gzipped in ${new Set(scripts).size} files`);
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
