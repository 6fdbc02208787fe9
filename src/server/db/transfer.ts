import type { Driver } from './client.ts';

/**
 * Whole-database work for backups and exports, written against the catalog so a new table is
 * carried without a change here: the application's tables in dependency order, a fingerprint
 * (rows and checksum) per table, and a copy from one engine to the other.
 */

type Query = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

/** Raw SQL on either engine (this file speaks to the catalog, below Drizzle). */
export function rawQuery(driver: Driver): Query {
  if (driver.engine === 'pglite') {
    return async (text, params) => (await driver.client.query(text, params)).rows as never;
  }
  return async (text, params) => (await driver.pool.query(text, params)).rows as never;
}

/** The application's schema; pg-boss keeps its queue in its own and rebuilds it at start. */
const SCHEMA = 'public';

export interface TableFingerprint {
  table: string;
  rows: number;
  /** md5 over every row's md5 in a fixed order: equal on both sides when the data is. */
  checksum: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables in an order where every table comes after the tables it references, so rows can
 * be inserted one table after another. A table that references itself is fine (its rows are
 * inserted in one statement, and the constraint is checked at its end); a cycle between tables is
 * reported, as no order exists.
 */
export async function tablesInDependencyOrder(query: Query): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
      [SCHEMA],
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = $1 and c.relname <> p.relname`,
    [SCHEMA],
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Columns that hold data (not generated ones, which the target computes again). */
async function storedColumns(query: Query, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = '' order by a.attnum`,
    [SCHEMA, table],
  );
  return rows.map((r) => r.name);
}

/**
 * Row count and checksum of each table, over its stored columns as text in UTC (so the same data
 * gives the same checksum on PGlite and PostgreSQL, whatever their versions' collations).
 */
export async function fingerprint(query: Query, tables: string[]): Promise<TableFingerprint[]> {
  await query(`set timezone = 'UTC'`);
  const out: TableFingerprint[] = [];
  for (const table of tables) {
    const columns = (await storedColumns(query, table)).map(ident).join(', ');
    const row = `md5(row(${columns})::text)`;
    const [result] = await query<{ rows: string | number; checksum: string | null }>(
      `select count(*) as rows, md5(coalesce(string_agg(${row}, '' order by ${row} collate "C"), '')) as checksum
       from ${SCHEMA}.${ident(table)}`,
    );
    out.push({ table, rows: Number(result!.rows), checksum: result!.checksum ?? '' });
  }
  return out;
}

/** Rows per INSERT: large enough to be quick, small enough to keep one statement's JSON modest. */
const BATCH = 500;

/**
 * Copies every row of `tables` from source to target, in the given (dependency) order, in one
 * transaction on the target. Values travel as JSON text and are read back by the target's own
 * input functions (json_populate_recordset), so timestamps keep their microseconds and bytea,
 * arrays and json columns their exact value. Sequences are then moved past the copied ids.
 */
export async function copyTables(
  source: Query,
  target: Extract<Driver, { engine: 'postgres' }>,
  tables: string[],
  onTable?: (table: string, rows: number) => void,
): Promise<void> {
  await source(`set timezone = 'UTC'`);
  const client = await target.pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local timezone = 'UTC'`);
    // Rows the migrations themselves inserted (default permissions and the like) are replaced
    // by the source's, which carry the same rows and any later change to them. Only tables with
    // rows are emptied: some refuse it (the audit log is append-only, by trigger).
    const filled: string[] = [];
    for (const table of tables) {
      const { rowCount } = await client.query(`select 1 from ${SCHEMA}.${ident(table)} limit 1`);
      if (rowCount) filled.push(`${SCHEMA}.${ident(table)}`);
    }
    if (filled.length) await client.query(`truncate ${filled.join(', ')} cascade`);
    // The rows arrive complete: triggers that derive data (search terms counted from listings)
    // would count them twice, and the audit log's append-only guard has nothing to guard here.
    // Foreign keys are system triggers and stay on.
    const all = tables.map((t) => `${SCHEMA}.${ident(t)}`);
    for (const t of all) await client.query(`alter table ${t} disable trigger user`);
    for (const table of tables) {
      const columns = (await storedColumns(source, table)).map(ident).join(', ');
      let copied = 0;
      // Paging in ctid order is stable: the source is locked (db:export), nothing writes to it.
      for (let offset = 0; ; offset += BATCH) {
        const rows = await source<{ batch: string | null }>(
          `select json_agg(t)::text as batch from (select ${columns} from ${SCHEMA}.${ident(table)}
             order by ctid limit ${BATCH} offset ${offset}) t`,
        );
        const batch = rows[0]?.batch;
        if (!batch) break;
        const inserted = await client.query(
          `insert into ${SCHEMA}.${ident(table)} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${SCHEMA}.${ident(table)}, $1::json)`,
          [batch],
        );
        copied += inserted.rowCount ?? 0;
      }
      onTable?.(table, copied);
    }
    // Serial and identity columns: the next id follows the copied ones.
    const sequences = await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.relname as seq, t.relname as tbl, a.attname as col from pg_depend d
         join pg_class s on s.oid = d.objid and s.relkind = 'S'
         join pg_class t on t.oid = d.refobjid join pg_namespace n on n.oid = t.relnamespace
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       where n.nspname = $1`,
      [SCHEMA],
    );
    for (const s of sequences.rows) {
      await client.query(
        `select setval('${SCHEMA}.${ident(s.seq)}', coalesce((select max(${ident(s.col)}) from ${SCHEMA}.${ident(s.tbl)}), 0) + 1, false)`,
      );
    }
    for (const t of all) await client.query(`alter table ${t} enable trigger user`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
