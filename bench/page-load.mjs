// First contentful paint and load event of a few routes in headless Chromium, median of five
// cold runs (a fresh browser context each, so no HTTP cache). Needs `npm run build` first; starts
// the built server on a free port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = ['/', '/exercises', '/drafting-board'];
const RUNS = 5;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return { fcp: paint.startTime, load: navigation.loadEventEnd };
  });
  await context.close();
  return timing;
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courtside-bench-'));
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  // One warm-up load so that the server's first-request costs do not count.
  await measure(browser, `${baseUrl}/`);
  console.log(
    '| route | first contentful paint (ms, median of 5) | load event (ms, median of 5) |',
  );
  console.log('|---|---:|---:|');
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, `${baseUrl}${route}`));
    const fcp = median(runs.map((r) => r.fcp));
    const load = median(runs.map((r) => r.load));
    console.log(`| ${route} | ${fcp.toFixed(0)} | ${load.toFixed(0)} |`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
