import path from 'node:path';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { snapshotEmbedded } from '../../db/backup.ts';
import { hasBearer, isLocalSocket } from '../../lib/local-caller.ts';
import { notFound } from '../../lib/problem.ts';

/**
 * `npm run db:backup` while the server runs: only this process may read the embedded database,
 * so the script asks it for the snapshot. Answers only to this machine, with the token the
 * server wrote into DATA_DIR/control.json (readable by the data directory's owner alone).
 * Not part of the public API (and so not in the OpenAPI document).
 */
export function maintenanceRoutes({ config, database, files, controlToken }: AppDeps) {
  return new Hono<AppEnv>().post('/internal/backup', async (c) => {
    if (database.driver.engine !== 'pglite' || !isLocalSocket(c) || !hasBearer(c, controlToken)) {
      throw notFound('Not found.');
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const outDir = path.join(config.dataDir, 'backups', stamp);
    const started = performance.now();
    await snapshotEmbedded({
      client: database.driver.client,
      storageDir: config.storageDir,
      outDir,
      holdRemovals: files.withRemovalsHeld,
    });
    c.var.log.info({ outDir, ms: Math.round(performance.now() - started) }, 'backup snapshot written');
    return c.json({ dir: outDir });
  });
}
