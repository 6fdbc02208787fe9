import type { TableFingerprint } from '../../src/server/db/transfer.ts';

/** One line per table: name, rows, checksum and, when compared, whether the other side matches. */
export function printFingerprints(tables: TableFingerprint[], other?: TableFingerprint[]) {
  const byTable = new Map(other?.map((t) => [t.table, t]));
  const width = Math.max(...tables.map((t) => t.table.length));
  for (const t of tables) {
    const o = byTable.get(t.table);
    const mark = other ? (o && o.rows === t.rows && o.checksum === t.checksum ? '  ok' : '  DIFFERS') : '';
    console.log(`${t.table.padEnd(width)}  ${String(t.rows).padStart(7)}  ${t.checksum}${mark}`);
  }
  const rows = tables.reduce((n, t) => n + t.rows, 0);
  console.log(`${tables.length} tables, ${rows} rows`);
}
