import os from 'node:os';
import { defineConfig } from 'vitest/config';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Vitest's own worker-to-runner RPC can time out on a loaded 2-core CI machine after every test
 * passed (vitest-dev/vitest#6479). That says nothing about the product, so only that error is
 * ignored; any other unhandled error still fails the run.
 */
function isVitestRpcTimeout(error: { message?: string }): boolean {
  return /^\[(vitest-worker|birpc)\]:? ?[Tt]imeout (calling|on calling) "/.test(
    error.message ?? '',
  );
}

/**
 * Each server test file builds its own app on its own database, so the files of a worker can
 * share one module graph: importing the server afresh for every file (about 1.5 s each, 27 files
 * on each database) was a fifth of the server tests' time. The suite passes in shuffled order.
 */
const serverIsolate = false;

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; the tests wait on databases and timers often
    // enough that a worker per core is faster on the 2-core machines CI runs on.
    maxWorkers: os.availableParallelism(),
    // Test and hook timeouts below are backstops for a loaded machine (two suites side by side on
    // 2 cores run 5–10× slower than a quiet one), never the way a test waits.
    // scripts/test.mjs (npm test) asks for a JSON report to count the tests of both runners.
    ...(process.env.VITEST_JSON_REPORT
      ? { reporters: ['default', 'json'], outputFile: { json: process.env.VITEST_JSON_REPORT } }
      : {}),
    onUnhandledError(error) {
      if (isVitestRpcTimeout(error)) {
        process.stderr.write(`Ignored vitest infrastructure error: ${error.message}\n`);
        return false;
      }
      return undefined;
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      './client/vitest.config.ts',
      {
        test: {
          name: 'server:pglite',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: serverIsolate,
        },
      },
      ...(testDatabaseUrl
        ? [
            {
              test: {
                name: 'server:postgres',
                root: './server',
                include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: testDatabaseUrl },
                globalSetup: ['./test/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                isolate: serverIsolate,
              },
            },
          ]
        : []),
    ],
  },
});
