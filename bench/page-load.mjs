// Page load in headless Chromium, cold (a fresh browser context each run, so no HTTP cache): first
// contentful paint and load event of a few routes, the drafting board's court visible and its
// editor canvas drawn (see installCourtProbe for what counts), and the JavaScript that arrived
// before the first contentful paint of / (gzip -9, as in bundle-size.mjs). Median
// (min–max) of 7 runs after one warm-up load. Needs `npm run build` first; starts the built server
// on a free port with a throw-away data folder.
//
// `--quadcoach <dir>`: the same measures for QuadCoach's client built from its repository (`vite
// build` in its client/ folder; give the dist folder), served by this script with /api passed to
// the same server, compressed and cached as Courtside's own server does. The two apps run
// alternately, route by route, so their ratio holds on a loaded machine. Without it only
// Courtside is measured. `RUNS=n` changes the number of runs.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { withBuiltApp } from './built-app.mjs';
import { startStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = ['/', '/exercises', '/drafting-board'];
const RUNS = Number(process.env.RUNS ?? 7);
const COURT_ROUTE = '/drafting-board';
const COURT_TIMEOUT_MS = 20_000;

function quadcoachDir() {
  const index = process.argv.indexOf('--quadcoach');
  if (index === -1) return undefined;
  const dir = path.resolve(process.argv[index + 1] ?? '');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`--quadcoach: ${dir} holds no index.html (give the built dist folder)`);
  }
  return dir;
}

// The probe runs in the page, where these are the browser's.
/* global document, window, requestAnimationFrame, HTMLImageElement */

/**
 * Notes two moments of the drafting board (first frames after which they show, checked after each
 * frame's callbacks, fabric's render among them):
 * - `courtAt`, the court visible where the board goes: fabric's lower canvas drawn in its middle
 *   (the court picture covers the whole board), or a picture that stands in for the canvas until
 *   fabric has drawn, marked `data-court-preview` (Courtside draws the court with its first frame
 *   of the route, before the editor's code has arrived). QuadCoach shows nothing in the board's
 *   place before its fabric canvas, so for it both moments are that canvas drawn.
 * - `canvasAt`, fabric's lower canvas drawn: the editor's own board, the saved objects on it.
 */
function installCourtProbe() {
  const probe = { courtAt: undefined, canvasAt: undefined };
  window.__court = probe;
  const shows = (element) => {
    const box = element.getBoundingClientRect();
    const loaded =
      element instanceof HTMLImageElement ? element.complete && element.naturalWidth > 0 : true;
    return (
      box.width > 0 &&
      box.height > 0 &&
      loaded &&
      element.checkVisibility({ visibilityProperty: true })
    );
  };
  const check = () => {
    const now = performance.now();
    const preview = document.querySelector('[data-court-preview]');
    if (probe.courtAt === undefined && preview && shows(preview)) probe.courtAt = now;
    const canvas = document.querySelector('canvas.lower-canvas');
    const context = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
    if (context) {
      const [, , , alpha] = context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
      if (alpha > 0) {
        probe.canvasAt = now;
        probe.courtAt ??= now;
        return;
      }
    }
    // Checked after the frame's callbacks, fabric's render among them.
    requestAnimationFrame(() => setTimeout(check, 0));
  };
  requestAnimationFrame(() => setTimeout(check, 0));
}

/** The JavaScript files (paths) that had arrived before the first contentful paint. */
function scriptsBefore(fcp) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.responseEnd <= fcp)
    .map((entry) => new URL(entry.name).pathname);
}

const gzipCache = new Map();
function gzipKb(dist, files) {
  let bytes = 0;
  for (const file of files) {
    const full = path.join(dist, file);
    if (!gzipCache.has(full))
      gzipCache.set(full, gzipSync(readFileSync(full), { level: 9 }).length);
    bytes += gzipCache.get(full);
  }
  return bytes / 1024;
}

async function measure(browser, app, route) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(installCourtProbe);
  const page = await context.newPage();
  await page.goto(`${app.url}${route}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return { fcp: paint.startTime, load: navigation.loadEventEnd };
  });
  timing.jsKb = gzipKb(app.dist, await page.evaluate(scriptsBefore, timing.fcp));
  if (route === COURT_ROUTE) {
    try {
      await page.waitForFunction(() => window.__court.canvasAt !== undefined, null, {
        timeout: COURT_TIMEOUT_MS,
      });
    } catch {
      // Whatever was seen before the timeout is reported; the rest stays unknown.
    }
    Object.assign(
      timing,
      await page.evaluate(() => ({
        court: window.__court.courtAt,
        canvas: window.__court.canvasAt,
      })),
    );
  }
  await context.close();
  return timing;
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];

function spread(values, digits = 0) {
  const known = values.filter((value) => value !== undefined);
  if (known.length === 0) return '–';
  const [min, max] = [sorted(known)[0], sorted(known).at(-1)];
  const med = median(known).toFixed(digits);
  return min === max ? med : `${med} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}

const ratio = (ours, theirs) => {
  const a = ours.filter((value) => value !== undefined);
  const b = theirs.filter((value) => value !== undefined);
  return a.length && b.length ? (median(a) / median(b)).toFixed(2) : '–';
};

const qcDir = quadcoachDir();
await withBuiltApp(async (browser, baseUrl) => {
  // The server serves CLIENT_DIST_DIR when set (another build of the client, to compare).
  const dist = process.env.CLIENT_DIST_DIR ?? path.join(root, 'client', 'dist');
  const apps = [{ name: 'Courtside', url: baseUrl, dist }];
  const quadcoach = qcDir ? await startStaticServer(qcDir, baseUrl) : undefined;
  if (quadcoach) apps.push({ name: 'QuadCoach', url: quadcoach.url, dist: qcDir });
  try {
    // One warm-up load each, so that the servers' first-request costs do not count.
    for (const app of apps) await measure(browser, app, '/');
    const runs = new Map();
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        for (const app of apps) {
          const key = `${app.name} ${route}`;
          if (!runs.has(key)) runs.set(key, []);
          runs.get(key).push(await measure(browser, app, route));
        }
      }
    }
    const of = (app, route, field) => runs.get(`${app.name} ${route}`).map((r) => r[field]);

    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `\nMachine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim()}), ${browser.version()}, Node ${process.version}, load ${load.join(' / ')}`,
    );
    console.log(`Date: ${new Date().toISOString()}; ${RUNS} cold runs each, median (min–max)\n`);
    console.log(
      '| app | route | first contentful paint (ms) | load event (ms) | court visible (ms) | editor canvas drawn (ms) |',
    );
    console.log('|---|---|---:|---:|---:|---:|');
    for (const app of apps) {
      for (const route of ROUTES) {
        const court = route === COURT_ROUTE ? spread(of(app, route, 'court')) : '';
        const canvas = route === COURT_ROUTE ? spread(of(app, route, 'canvas')) : '';
        console.log(
          `| ${app.name} | ${route} | ${spread(of(app, route, 'fcp'))} | ${spread(of(app, route, 'load'))} | ${court} | ${canvas} |`,
        );
      }
    }
    const [ours, theirs] = apps;
    const rows = [
      ['JavaScript before first contentful paint of / (KiB, gzip -9)', '/', 'jsKb', 1],
      ['first contentful paint of / (ms)', '/', 'fcp', 0],
      ['drafting board: navigation to court visible (ms)', COURT_ROUTE, 'court', 0],
      ['drafting board: navigation to editor canvas drawn (ms)', COURT_ROUTE, 'canvas', 0],
    ];
    console.log(`\n| measure | Courtside |${theirs ? ' QuadCoach | ratio |' : ''}`);
    console.log(`|---|---:|${theirs ? '---:|---:|' : ''}`);
    for (const [label, route, field, digits] of rows) {
      const mine = of(ours, route, field);
      const other = theirs ? of(theirs, route, field) : [];
      console.log(
        `| ${label} | ${spread(mine, digits)} |${theirs ? ` ${spread(other, digits)} | ${ratio(mine, other)} |` : ''}`,
      );
    }
  } finally {
    quadcoach?.close();
  }
});
