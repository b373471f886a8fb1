// `npm test`: the unit, component and server tests (Vitest), then the browser journeys
// (Playwright), then one line that counts both: `tests: N passed, M failed[, K skipped]`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const unitReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(script, env = {}) {
  const result = spawnSync('npm', ['run', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's JSON report; a run that wrote none counts as one failure. */
function unitCounts() {
  const report = readJson(unitReport);
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'unit tests wrote no report' };
  return {
    passed: report.numPassedTests,
    // A file that fails to load has no failed test but a failed suite.
    failed: Math.max(report.numFailedTests, report.numFailedTestSuites),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON report; with retries at 0 a flaky test is a failure too. */
function e2eCounts() {
  const report = readJson(e2eReport);
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'browser tests wrote no report' };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const broken = report.errors?.length ?? 0;
  return { passed: expected, failed: unexpected + flaky + broken, skipped };
}

const unitStatus = run('test:unit', { VITEST_JSON_REPORT: unitReport });
const unit = unitCounts();
let e2eStatus = 1;
let e2e = { passed: 0, failed: 0, skipped: 0, note: 'browser tests not run: unit tests failed' };
if (unitStatus === 0) {
  e2eStatus = run('test:e2e', { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport });
  e2e = e2eCounts();
}

for (const counts of [unit, e2e]) if (counts.note) console.log(counts.note);
console.log(
  `unit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
const ok = unitStatus === 0 && e2eStatus === 0 && failed === 0;
// A runner that failed without a failed test (a crash, say) still fails the run.
const shownFailed = ok ? failed : Math.max(failed, 1);
console.log(
  `tests: ${passed} passed, ${shownFailed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
