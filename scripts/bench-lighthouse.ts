/**
 * Lighthouse performance and accessibility of the home page, a market list, a franchise detail
 * and a landing page, on the mobile profile (simulated slow 4G and a 4× slower CPU), as the
 * catalog's targets are stated: performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 200 ms, CLS ≤ 0.05,
 * accessibility 100. Serves the web build as production does, runs each page `--runs` times in
 * the system Chromium and prints the median run of each (by performance score).
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3 --path /about --path detail --save /tmp/lh]
 *
 * `--save` writes each run's full report (JSON) there, to read what the main thread did
 * (audits `long-tasks`, `bootup-time`, `mainthread-work-breakdown`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePages, withBuiltApp } from './lib/built-app.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist/web' },
    save: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const RUNS = Number(values.runs);

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (runs: Figures[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

await withBuiltApp(path.resolve(values.dist), { production: true }, async (server) => {
  const sample = await samplePages(server.url);
  // `--path detail` and `--path landing` name the sample's detail and landing page (their ids
  // change with every throwaway database).
  const named: Record<string, string> = { detail: sample[2]!, landing: sample[3]! };
  const pages = values.path?.length ? values.path.map((p) => named[p] ?? p) : sample;
  const chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Record<string, string | number>[] = [];
  let met = true;
  try {
    for (const p of pages) {
      await fetch(`${server.url}${p}`); // the first render of a page warms the server's modules
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${p}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility'],
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
        });
        const { categories, audits, runtimeError } = result!.lhr;
        // A run Lighthouse could not finish scores 0: it says nothing about the page, so it is
        // reported and left out of the median instead of dragging it down.
        if (runtimeError || categories.performance!.score === null) {
          console.log(`${p}: run ${i + 1} failed (${runtimeError?.code ?? 'no score'}), not counted`);
          continue;
        }
        if (values.save) {
          fs.mkdirSync(values.save, { recursive: true });
          const name = `${p.replace(/[^a-z0-9]+/gi, '_') || '_'}-${i + 1}.json`;
          fs.writeFileSync(path.join(values.save, name), JSON.stringify(result!.lhr));
        }
        runs.push({
          performance: Math.round((categories.performance!.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']!.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']!.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']!.numericValue ?? Number.NaN,
        });
      }
      if (!runs.length) {
        met = false;
        rows.push({ page: p, targets: 'no run finished' });
        continue;
      }
      const m = median(runs);
      const ok =
        m.performance >= 95 && m.lcpMs <= 1800 && m.tbtMs <= 200 && m.cls <= 0.05 && m.accessibility === 100;
      met &&= ok;
      rows.push({
        page: p,
        performance: m.performance,
        'LCP s': (m.lcpMs / 1000).toFixed(2),
        'TBT ms': Math.round(m.tbtMs),
        CLS: m.cls.toFixed(3),
        accessibility: m.accessibility,
        'all runs (perf)': runs.map((r) => r.performance).join(' '),
        targets: ok ? 'met' : 'NOT met',
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nLighthouse, mobile profile, median of ${RUNS} runs, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.table(rows);
  process.exitCode = met ? 0 : 1;
});
