import { defineConfig } from 'vitest/config';

const integration = ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'];

/**
 * Unit and integration tests on PGlite; with TEST_DATABASE_URL set, every integration test
 * (database or API) runs a second time on PostgreSQL, each file in a database of its own.
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
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: integration, env: { TEST_DB_ENGINE: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
