import { defineConfig } from 'vitest/config';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
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
