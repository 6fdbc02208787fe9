/**
 * The import rules of docs/architecture.md, kept by `npm run lint` (depcruise src).
 * Each rule's comment says why it exists; a rule that blocks a real need is changed here, with
 * its reason, not silenced in the importing file.
 *
 * Tests (`*.test.ts`, `*.int.test.ts`) may reach into a module's internals to test them; the
 * rules below are about the product code, so they leave test files out where that matters.
 */
const TESTS = '\\.(test|int\\.test|e2e)\\.tsx?$';

/** Modules of the server with a public face (their `index.ts`). */
const SERVER_MODULE = '^src/server/(modules/[^/]+|auth|jobs|seo|email|storage|web)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A cycle makes load order matter (a value read before its module has run is undefined) and ' +
        'ties two pieces so neither can change alone. Break it by moving the shared piece down a layer.',
      severity: 'error',
      from: {},
      // Type-only imports vanish at run time (the web's `import type { AppType }` closes a loop
      // through the SSR entry that never exists in a running program), so they do not count.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-type-cycles-on-the-web',
      comment:
        'On the web a type-only loop (a query-key file and the query that defines its params) is ' +
        'a tangle in the making: the next value import closes it. Types both need go one layer ' +
        'down (the keys file). The server is exempt: its dependency recipe (AppDeps) names every ' +
        "module's service type, and every module's routes read AppDeps: a loop of types by design.",
      severity: 'error',
      from: { path: '^src/web/' },
      to: { circular: true, viaOnly: { path: '^src/(web|shared)/' } },
    },
    {
      name: 'shared-imports-neither-side',
      comment:
        'src/shared runs in the browser and on the server. A server import would ship server code ' +
        '(and secrets) to the browser; a web import would make the server load React. Shared code ' +
        'depends only on libraries both sides run.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-imports-server-types-only',
      comment:
        'The browser bundle must never contain server code: the web knows the server only through ' +
        'types (`import type { AppType }`) erased at build time, and through src/shared at run time.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-web-only-for-ssr',
      comment:
        'Decision 0006: the server renders a few public pages by loading the one SSR entry ' +
        '(src/web/entry-server.tsx) on the first page request. Anything else the two sides both ' +
        'need (a constant, a type of a payload) lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: TESTS },
      to: {
        path: '^src/web/',
        pathNot: '^src/web/entry-server\\.tsx$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'module-used-through-its-index',
      comment:
        'A module (modules/<x>, auth, jobs, seo, email, storage, web) is used by other modules only ' +
        'through its index.ts: what it exports there is its contract, everything else may change ' +
        'without anyone else noticing. Type-only imports are held to the same rule.',
      severity: 'error',
      from: { path: `${SERVER_MODULE}`, pathNot: TESTS },
      to: { path: `${SERVER_MODULE}.+`, pathNot: ['^src/server/$1/', `${SERVER_MODULE}index\\.ts$`] },
    },
    {
      name: 'server-root-uses-modules-through-their-index',
      comment:
        'The composition root (app.ts, create-deps.ts, boot.ts …) and src/server/lib wire modules ' +
        'together through the same public index.ts the modules use among themselves.',
      severity: 'error',
      from: { path: '^(src/server/|scripts/)', pathNot: [SERVER_MODULE, TESTS] },
      to: { path: `${SERVER_MODULE}.+`, pathNot: `${SERVER_MODULE}index\\.ts$` },
    },
    {
      name: 'sql-only-in-repositories',
      comment:
        'SQL is written in repositories (files named repository.ts or <what>-repository.ts, and the ' +
        'SQL fragments they share, <what>-sql.ts) and in ' +
        'src/server/db (client, schema, migrations, seed). Anywhere else, using drizzle-orm at run ' +
        'time (its query builders, operators and the sql tag) or the tables of db/schema means a ' +
        'query outside a repository. Type-only imports (a Db type to pass a transaction along) are ' +
        'fine. The composition root (create-deps.ts, main.ts, boot.ts) opens the database, and the Better ' +
        "Auth instance (auth/auth.ts) hands it to the library's own Drizzle adapter.",
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [
          TESTS,
          '^src/server/db/',
          '(^|/|-)repository\\.ts$',
          '-sql\\.ts$',
          '^src/server/(create-deps|main|boot)\\.ts$',
          '^src/server/auth/auth\\.ts$',
        ],
      },
      to: {
        path: ['^node_modules/drizzle-orm/', '^src/server/db/(schema|client\\.ts|prepared\\.ts)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'components-and-lib-never-import-features',
      comment:
        'components/ and lib/ are the shared toolbox of every feature; a feature import there ' +
        'makes every feature depend on that one and lets features reach each other sideways.',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
