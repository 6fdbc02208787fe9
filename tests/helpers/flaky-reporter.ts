import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * `npm test` runs each test once more when it fails (decision 0019). Vitest's JSON report does
 * not say which tests passed only on that second try, so this reporter writes them, one per line,
 * to the file FRANCHISIO_FLAKY_REPORT names, and `scripts/test-all.ts` prints them at the end: a
 * test that needed its retry is a defect to fix, not a pass to forget.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const file = process.env.FRANCHISIO_FLAKY_REPORT;
    const diagnostic = testCase.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    const where = path.relative(process.cwd(), testCase.module.moduleId);
    const project = testCase.project.name ? `[${testCase.project.name}] ` : '';
    fs.appendFileSync(
      file,
      `${project}${where} › ${testCase.fullName} (passed on try ${diagnostic.retryCount + 1})\n`,
    );
  }
}
