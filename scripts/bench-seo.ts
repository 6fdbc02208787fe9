/**
 * Lighthouse SEO scores of the pages issue #18 names: the home page, a market list, a
 * franchise detail and a landing page. Starts the app on a throwaway data directory with the
 * web build in dist/web, runs Lighthouse (SEO category only) in the system Chromium, offline,
 * and prints each score with the audits that failed.
 *
 *   npm run build && npm run bench:seo [-- --path /about]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePages, withBuiltApp } from './lib/built-app.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    dist: { type: 'string', default: 'dist/web' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});

await withBuiltApp(path.resolve(values.dist), { production: false }, async (server) => {
  const pages = values.path?.length ? values.path : await samplePages(server.url);
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
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
  }
});
