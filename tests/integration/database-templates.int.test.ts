// Each test file's database is a copy of its project's migrated template, not a new migration
// run (tests/helpers/database-templates.ts): the copy is there and holds every migration.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/test-db.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('test databases', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('start from the project’s migrated template, with every migration applied', async () => {
    const template = testEngine() === 'pglite' ? inject('pgliteTemplate') : inject('postgresTemplate');
    expect(template).toBeTruthy();
    // Both drivers answer execute() with `{ rows }`.
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(journal.entries.length);
  });
});
