import { defineConfig } from 'vitest/config';

/** Browser journeys in Chromium against one real server (built app, seeded embedded database). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for the app the way Playwright's own waits do; its 1 s default is too
    // short for a list refetch on a busy two-core CI machine.
    expect: { poll: { timeout: 10_000 } },
    // One browser per file; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
