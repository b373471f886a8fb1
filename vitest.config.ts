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

export default defineConfig({
  test: {
    onUnhandledError(error) {
      if (isVitestRpcTimeout(error)) {
        process.stderr.write(`Ignored vitest infrastructure error: ${error.message}\n`);
        return false;
      }
      return undefined;
    },
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'] } },
      './client/vitest.config.ts',
      {
        test: {
          name: 'server:pglite',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
