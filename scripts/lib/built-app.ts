import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from '../../tests/helpers/server-process.ts';

/**
 * Runs the app on a throwaway embedded database with the web build in `dist`, for the
 * Lighthouse benches, and stops it afterwards. `production` serves it as `NODE_ENV=production
 * npm start` would (React's production build on the server too); its SMTP peer is never
 * reached because nothing sends mail while pages are only looked at.
 */
export async function withBuiltApp<T>(
  dist: string,
  options: { production: boolean },
  task: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`No web build in ${dist}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-pages-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST_DIR: dist };
  if (options.production) Object.assign(env, { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
  const server = spawnServer(env, await freePort());
  try {
    await waitHealthy(server, 120_000);
    return await task(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pages the benches look at: home, a market list, a franchise detail and a landing page. */
export async function samplePages(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/v1/opportunities?country=US&limit=1`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  const landing = (await (await fetch(`${origin}/api/v1/landing-pages?country=US`)).json()) as {
    items: { path: string }[];
  };
  return ['/', '/united-states', `/opportunity/${items[0]!.id}`, landing.items[0]!.path];
}
