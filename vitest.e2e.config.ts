import { defineConfig } from 'vitest/config';

/** Browser journeys in Chromium against one real server (built app, seeded embedded database). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
