import { defineConfig } from 'vitest/config';

/** Each project migrates one database before its files run; each file starts from a copy. */
const databaseTemplates = 'tests/helpers/database-templates.ts';

const integration = ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'];

/** The tests that store, serve or delete files: run again with their bytes on an S3 server. */
const storage = [
  'src/server/storage/**/*.int.test.ts',
  'src/server/modules/accounts/settings.int.test.ts',
  'src/server/modules/listings/listings.int.test.ts',
  'src/server/modules/kredit/kredit.int.test.ts',
  'src/server/modules/engagement/engagement.int.test.ts',
];

/**
 * Unit and integration tests on PGlite; with TEST_DATABASE_URL set, every integration test
 * (database or API) runs a second time on PostgreSQL, each file in a database of its own. The
 * storage tests run a second time on the S3 driver against an in-process S3 server (project s3).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: [databaseTemplates],
        },
      },
      {
        extends: true,
        test: {
          name: 's3',
          include: storage,
          env: { TEST_DB_ENGINE: 'pglite', TEST_STORAGE: 's3' },
          globalSetup: [databaseTemplates],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: integration,
                env: { TEST_DB_ENGINE: 'postgres' },
                globalSetup: [databaseTemplates],
              },
            },
          ]
        : []),
    ],
  },
});
