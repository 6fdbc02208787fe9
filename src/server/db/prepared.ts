import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export interface PreparedStatement<Row> {
  /** Runs the statement with values for its `sql.placeholder(name)`s. */
  rows(values?: Record<string, unknown>): Promise<Row[]>;
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
    async rows(values = {}) {
      prepared ??= db._.session.prepareQuery({ sql, params }, undefined, name, false);
      const result = (await prepared.execute(values)) as { rows: Row[] };
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
