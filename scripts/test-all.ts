/**
 * `npm test`: everything a change must pass, in the order that fails fastest, ending with one
 * line "N passed, N failed" over all test runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Two suites at once on a small machine make the timed start-ups of the process tests fail, so
// a second `npm test` on the same machine waits for the first (flock from util-linux).
if (!process.env.FRANCHISIO_SUITE_LOCK_HELD && spawnSync('flock', ['--version']).status === 0) {
  console.log('One test suite at a time on this machine: waiting for any other `npm test` to end.');
  const lock = path.join(os.tmpdir(), 'franchisio-test-suite.lock');
  const script = [...process.execArgv, ...process.argv.slice(1)];
  const held = spawnSync('flock', [lock, process.execPath, ...script], {
    stdio: 'inherit',
    env: { ...process.env, FRANCHISIO_SUITE_LOCK_HELD: '1' },
  });
  process.exit(held.status ?? 1);
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

const report = (name: string) => path.join(os.tmpdir(), `franchisio-${name}-${process.pid}.json`);
// A failed test runs once more (decision 0019); the ones that passed only then are listed at the end.
const flakyReport = path.join(os.tmpdir(), `franchisio-flaky-${process.pid}.txt`);
process.env.FRANCHISIO_FLAKY_REPORT = flakyReport;
fs.rmSync(flakyReport, { force: true });
const retried = ['--retry=1', '--reporter=./tests/helpers/flaky-reporter.ts'];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
// CI keeps only the end of the output, so the failed tests are named again in the last lines.
const failedTests: string[] = [];

function run(label: string, command: string, args: string[], jsonReport?: string) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (jsonReport && fs.existsSync(jsonReport)) {
    const counts = JSON.parse(fs.readFileSync(jsonReport, 'utf8')) as VitestJson;
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
    skipped += counts.numPendingTests;
    for (const file of counts.testResults) {
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        const why = (test.failureMessages[0] ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 400);
        failedTests.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}\n    ${why}`);
      }
    }
    fs.rmSync(jsonReport);
  }
  if (!ok) failures.push(label);
  return ok;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const unitReport = report('unit');
const e2eReport = report('e2e');

const staticOk =
  run('lint (biome)', npx, ['biome', 'check', '.']) &&
  // The import rules of docs/architecture.md (.dependency-cruiser.cjs says why each exists).
  run('lint (import rules)', npx, ['depcruise', 'src', 'scripts', '--config', '.dependency-cruiser.cjs']) &&
  run('typecheck (tsc)', npx, ['tsc', '--noEmit']);
if (staticOk) {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
  run(
    `unit and integration tests on ${engines}`,
    npx,
    ['vitest', 'run', ...retried, '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    unitReport,
  );
  if (run('build the web app', npx, ['vite', 'build', '--logLevel', 'warn'])) {
    run(
      'browser tests (Chromium)',
      npx,
      [
        'vitest',
        'run',
        '--config',
        'vitest.e2e.config.ts',
        ...retried,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${e2eReport}`,
      ],
      e2eReport,
    );
  }
}

if (fs.existsSync(flakyReport)) {
  const flaky = fs.readFileSync(flakyReport, 'utf8').trim().split('\n');
  console.log(
    `\nPassed only when run again (${flaky.length}; fix these):\n${flaky.map((t) => `  ⚠ ${t}`).join('\n')}`,
  );
  fs.rmSync(flakyReport);
}
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
