import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export interface PreparedStatement<Row> {
  /**
   * Runs the statement with values for its `sql.placeholder(name)`s, on the connection `on`
   * when given (see `oneConnection`), else on any free one.
   */
  rows(values?: Record<string, unknown>, on?: Connection): Promise<Row[]>;
}

type Session = Db['_']['session'];

/** One pooled connection, held for a few statements in a row (`oneConnection`). */
export interface Connection {
  readonly session: Session;
}

/**
 * Runs `work` with one connection of the pool held throughout, for a request that may send a
 * second statement depending on the first's answer. Sent through the pool, that statement would
 * wait for a free connection again, behind every request that arrived meanwhile: under load such
 * requests took twice the others' time. PGlite has one connection: `work` gets none and its
 * statements run as usual.
 */
export async function oneConnection<T>(db: Db, work: (on: Connection | undefined) => Promise<T>): Promise<T> {
  const session = db._.session as Session & {
    client: unknown;
    dialect: unknown;
    schema: unknown;
    options: unknown;
  };
  if (!(session.client instanceof pg.Pool)) return work(undefined);
  const client = await session.client.connect();
  let failure: Error | undefined;
  try {
    // The session drizzle's own transactions make for a connection they hold, without BEGIN.
    const SessionOfClient = session.constructor as new (...args: unknown[]) => Session;
    return await work({
      session: new SessionOfClient(client, session.dialect, session.schema, session.options),
    });
  } catch (err) {
    // PostgreSQL's own errors leave the connection fit for the next request; any other may not.
    if (!(err instanceof pg.DatabaseError)) failure = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(failure);
  }
}

/**
 * A named prepared statement for a hot read. PostgreSQL then parses and plans it once per
 * connection instead of on every request (planning cost more than running the catalog's
 * queries: 45,000 against 9,000 executions a second in pgbench). The name is a hash of the
 * text, so two statements never share a name. PGlite runs it as a plain query.
 *
 * Build it once (a module-level or per-repository constant, or memoised per query shape) and
 * pass changing values as placeholders, never inlined.
 */
export function prepareStatement<Row>(db: Db, query: SQL): PreparedStatement<Row> {
  const { sql, params } = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  // Built on first use, so a repository made for a database it never reads (an auth instance
  // that only lists its endpoints) does not touch it.
  let prepared: ReturnType<Db['_']['session']['prepareQuery']> | undefined;
  return {
    async rows(values = {}, on) {
      prepared ??= db._.session.prepareQuery({ sql, params }, undefined, name, false);
      const query = on ? on.session.prepareQuery({ sql, params }, undefined, name, false) : prepared;
      const result = (await query.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}

/** Prepared statements of one repository, built on first use of each query shape. */
export function statementCache(db: Db, max = 500) {
  const statements = new Map<string, PreparedStatement<unknown>>();
  return function statement<Row>(shape: string, build: () => SQL): PreparedStatement<Row> {
    let found = statements.get(shape);
    if (!found) {
      found = prepareStatement(db, build());
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(shape, found);
    }
    return found as PreparedStatement<Row>;
  };
}

/**
 * A placeholder's value as the planner cannot see it (a one-row subquery, run once per
 * execution). PostgreSQL plans a prepared statement for the values given on its first five
 * runs, then keeps one plan for every value only if that plan does not look dearer than those;
 * a plan walking an index until a page is full looks dearer whenever a value the plan could
 * not see (a market, an industry) matches more rows than the default guess, and the statement
 * was then planned anew on every run. Where a value only narrows the rows an index gives, hiding
 * it keeps one plan, so planning happens once per connection. `type` is a SQL type name.
 */
export function hiddenValue(name: string, type: string): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}
