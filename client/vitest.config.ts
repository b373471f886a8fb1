import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'client',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Starting jsdom for every file cost more than the tests themselves (about 1 s a file on
    // 2 cores). The files of a worker share one jsdom instead; setup-tests.ts resets what a test
    // may leave behind, and the suite passes with files and tests in shuffled order.
    pool: 'threads',
    // A backstop, not a wait: typing through user-event takes seconds on a loaded 2-core machine.
    testTimeout: 120_000,
    isolate: false,
  },
});
