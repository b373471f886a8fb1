import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// This file is evaluated in the runner and again in each worker; workers inherit the runner's
// environment, so the port and data folder are chosen once and shared through it.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'courtside-e2e-'));

/**
 * One worker per core, at most four. Each drives its own Chromium beside the server, yet a
 * journey also waits (for the server, the debounced autosave, a run that plays in real time):
 * on a 2-core machine two workers ran the suite in 9.4 min against 11.3 with one (session 41,
 * bench/RESULTS.md). E2E_WORKERS overrides.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.min(4, os.availableParallelism());

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  // Backstops for a busy machine, not the way tests wait: they wait for the screen to say it is
  // ready (support/ready.ts) or for the element or response they need.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // scripts/test.mjs (npm test) names this file to count the tests of both runners.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
  ],
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots of every step of every test, kept only when
    // it fails: on a 2-core machine that recording is a good part of the suite's time, and CI
    // keeps no files. Rerun a failing journey with `--trace on` to look at it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --enable-source-maps ${path.join(root, 'server', 'dist', 'main.js')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_BASE_URL: baseURL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@e2e.test',
      // Every journey logs users in from the one test IP; the 5-per-minute default is tested on the server.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
