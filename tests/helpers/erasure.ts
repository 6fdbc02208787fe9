import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table of the database's own schemas, read from the catalogue (a new table is in it). */
export async function everyTable(db: Db): Promise<{ schema: string; table: string }[]> {
  return rowsOf<{ schema: string; table: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as "table" from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
        and table_schema not like 'pg\_%'
      order by 1, 2`),
  );
}

/**
 * The columns (as `table.column`, or `schema.table.column` outside public) of every table that
 * hold any of the values, case-insensitively, whatever their type (text, uuid, json, arrays):
 * each row is searched as text first, then the columns of the tables that hold one.
 */
export async function columnsHolding(db: Db, values: string[]): Promise<string[]> {
  const anyOf = (text: SQL) =>
    sql.join(
      values.map((v) => sql`position(${v.toLowerCase()} in lower(${text})) > 0`),
      sql` or `,
    );
  const found: string[] = [];
  for (const { schema, table } of await everyTable(db)) {
    const name = schema === 'public' ? table : `${schema}.${table}`;
    const target = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    const rowHit = rowsOf(
      await db.execute(sql`select 1 from ${target} as r where ${anyOf(sql`r::text`)} limit 1`),
    );
    if (rowHit.length === 0) continue;
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`
        select column_name from information_schema.columns
        where table_schema = ${schema} and table_name = ${table} order by ordinal_position`),
    );
    for (const { column_name } of columns) {
      const hit = rowsOf(
        await db.execute(
          sql`select 1 from ${target} where ${anyOf(sql`${sql.identifier(column_name)}::text`)} limit 1`,
        ),
      );
      if (hit.length > 0) found.push(`${name}.${column_name}`);
    }
  }
  return found;
}
