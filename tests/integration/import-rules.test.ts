import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs fire: a small tree of deliberately wrong imports,
 * one (or two) a rule, written to a temporary folder laid out like this project, is cruised by
 * the same command and config `npm run lint` uses. Every rule of the config must be caught by a
 * fixture here, so a rule added without one fails this test; the one allowed import of each
 * kind must pass.
 */
const root = path.resolve(import.meta.dirname, '../..');
const configPath = path.join(root, '.dependency-cruiser.cjs');
const ruleNames: string[] = createRequire(import.meta.url)(configPath).forbidden.map(
  (r: { name: string }) => r.name,
);

/** path → source. Each wrong import names its rule in a comment. */
const FIXTURES: Record<string, string> = {
  // Allowed: a module through its index, a type from the server on the web, shared from both sides.
  'src/shared/limits.ts': 'export const LIMIT = 1;',
  'src/server/modules/b/index.ts': "export { b } from './service.ts';",
  'src/server/modules/b/service.ts':
    "import { bRows } from './repository.ts';\nexport const b = () => bRows();",
  'src/server/modules/b/repository.ts':
    "import { sql } from 'drizzle-orm';\nimport { items } from '../../db/schema/index.ts';\nexport const bRows = () => [sql`1`, items];",
  'src/server/db/schema/index.ts': 'export const items = {};',
  'src/server/modules/a/service.ts':
    "import { b } from '../b/index.ts';\nimport { LIMIT } from '../../../shared/limits.ts';\nexport const a = () => b() && LIMIT;",
  'src/server/app.ts': "import { b } from './modules/b/index.ts';\nexport type AppType = typeof b;",
  'src/server/ssr.ts': "import { render } from '../web/entry-server.tsx';\nexport const ssr = render;",
  'src/web/entry-server.tsx': 'export const render = () => null;',
  'src/web/lib/api.ts':
    "import type { AppType } from '../../server/app.ts';\nimport { LIMIT } from '../../shared/limits.ts';\nexport type Api = AppType;\nexport const max = LIMIT;",

  // shared-imports-neither-side
  'src/shared/bad.ts': "import { b } from '../server/modules/b/index.ts';\nexport const x = b;",
  // web-imports-server-types-only
  'src/web/features/f/bad.ts': "import { b } from '../../../server/modules/b/index.ts';\nexport const x = b;",
  // server-imports-web-only-for-ssr
  'src/server/lib/bad-web.ts': "import { max } from '../../web/lib/api.ts';\nexport const x = max;",
  // module-used-through-its-index
  'src/server/modules/a/bad.ts': "import { bRows } from '../b/repository.ts';\nexport const x = bRows;",
  // server-root-uses-modules-through-their-index
  'src/server/create-deps.ts': "import { b } from './modules/b/service.ts';\nexport const x = b;",
  // sql-only-in-repositories (the query builder, and a table)
  'src/server/modules/a/query.ts':
    "import { sql } from 'drizzle-orm';\nimport { items } from '../../db/schema/index.ts';\nexport const x = [sql`1`, items];",
  // components-and-lib-never-import-features
  'src/web/components/bad.tsx': "import { x } from '../features/f/thing.ts';\nexport const y = x;",
  'src/web/features/f/thing.ts': 'export const x = 1;',
  // no-cycles
  'src/server/lib/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;",
  'src/server/lib/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;",
  // no-type-cycles-on-the-web
  'src/web/features/g/keys.ts': "import type { Q } from './query.ts';\nexport type K = { q?: Q };",
  'src/web/features/g/query.ts': "import type { K } from './keys.ts';\nexport type Q = { k?: K };",
  // not-to-unresolvable
  'src/server/lib/typo.ts': "import { nothing } from './no-such-file.ts';\nexport const x = nothing;",
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let dir: string;
let violations: Violation[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-import-rules-'));
  for (const [file, source] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${source}\n`);
  }
  fs.copyFileSync(path.join(root, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  // A stand-in drizzle-orm package, so the import resolves under node_modules/ as in the project.
  const drizzle = path.join(dir, 'node_modules/drizzle-orm');
  fs.mkdirSync(drizzle, { recursive: true });
  fs.writeFileSync(
    path.join(drizzle, 'package.json'),
    JSON.stringify({ name: 'drizzle-orm', type: 'module', exports: { '.': './index.js' } }),
  );
  fs.writeFileSync(path.join(drizzle, 'index.js'), 'export const sql = () => null;\n');
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  // depcruise exits non-zero when it finds violations; the JSON report is what counts.
  const { stdout } = await promisify(execFile)(
    bin,
    ['src', '--config', configPath, '--output-type', 'json'],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const firing = (rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

describe('npm run lint: the import rules', () => {
  it('has a wrong-import fixture for every rule of the config', () => {
    expect(ruleNames.length).toBeGreaterThanOrEqual(10);
    expect(ruleNames.filter((name) => firing(name).length === 0)).toEqual([]);
  });

  it.each([
    ['shared-imports-neither-side', 'src/shared/bad.ts → src/server/modules/b/index.ts'],
    ['web-imports-server-types-only', 'src/web/features/f/bad.ts → src/server/modules/b/index.ts'],
    ['server-imports-web-only-for-ssr', 'src/server/lib/bad-web.ts → src/web/lib/api.ts'],
    ['module-used-through-its-index', 'src/server/modules/a/bad.ts → src/server/modules/b/repository.ts'],
    [
      'server-root-uses-modules-through-their-index',
      'src/server/create-deps.ts → src/server/modules/b/service.ts',
    ],
    ['sql-only-in-repositories', 'src/server/modules/a/query.ts → src/server/db/schema/index.ts'],
    ['sql-only-in-repositories', 'src/server/modules/a/query.ts → node_modules/drizzle-orm/index.js'],
    ['components-and-lib-never-import-features', 'src/web/components/bad.tsx → src/web/features/f/thing.ts'],
    ['no-cycles', 'src/server/lib/cycle-a.ts → src/server/lib/cycle-b.ts'],
    ['no-type-cycles-on-the-web', 'src/web/features/g/keys.ts → src/web/features/g/query.ts'],
    ['not-to-unresolvable', 'src/server/lib/typo.ts → ./no-such-file.ts'],
  ])('%s fires on %s', (rule, edge) => {
    expect(firing(rule)).toContain(edge);
  });

  it('lets the allowed imports through', () => {
    const allowed = [
      'src/server/modules/a/service.ts',
      'src/server/modules/b/service.ts',
      'src/server/modules/b/repository.ts',
      'src/server/app.ts',
      'src/server/ssr.ts',
      'src/web/lib/api.ts',
    ];
    expect(violations.filter((v) => allowed.includes(v.from))).toEqual([]);
  });
});
