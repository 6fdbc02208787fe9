import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../lib/logger.ts';

const SOURCES = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the web app when it is missing or older than its sources, so `npm start` is enough. */
export async function ensureWebBuild(webDistDir: string, logger: Logger): Promise<void> {
  const built = path.join(webDistDir, 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  if (builtAt >= sourcesAt) return;
  logger.info(builtAt ? 'web app is older than its sources: rebuilding' : 'web app not built yet: building');
  const started = performance.now();
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: webDistDir } });
  logger.info({ ms: Math.round(performance.now() - started) }, 'web app built');
}
