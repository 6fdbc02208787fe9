import type PgBoss from 'pg-boss';
import type { Driver } from '../db/client.ts';

/**
 * pg-boss's `db` option: its SQL runs on our own connection (PGlite's client or pg's pool), so
 * the queue lives in the same database on both engines and one pool is sized and measured.
 *
 * pg-boss sends two kinds of text: single statements with `$n` values, and parameterless
 * scripts of several statements (`BEGIN; … COMMIT;` for schema changes and maintenance). A
 * script that fails halfway would leave its transaction open on the connection: PGlite's one
 * connection is rolled back, a pooled PostgreSQL connection is discarded.
 */
export function queueDb(driver: Driver): PgBoss.Db {
  if (driver.engine === 'pglite') {
    const { client } = driver;
    return {
      async executeSql(text, values) {
        try {
          if (!values?.length) {
            // exec runs several statements; pg-boss reads only the last one's rows.
            const results = await client.exec(text);
            return { rows: results.at(-1)?.rows ?? [] };
          }
          return { rows: (await client.query(text, values)).rows };
        } catch (err) {
          if (/\bBEGIN\b/.test(text)) await client.exec('ROLLBACK').catch(() => {});
          throw err;
        }
      },
    };
  }
  const { pool } = driver;
  return {
    async executeSql(text, values) {
      const connection = await pool.connect();
      let failed: Error | undefined;
      try {
        const result = await connection.query(text, values);
        // A script answers one result per statement; pg-boss reads the last one's rows.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      } catch (err) {
        // The connection is discarded rather than trusted again (a broken socket, an open script).
        failed = err as Error;
        throw err;
      } finally {
        connection.release(failed);
      }
    },
  };
}
