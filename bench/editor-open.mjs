// Opening the editor and playing a board (issue 17), in headless Chromium against the built app.
//
// - Editor open: a board of 20 pages × 40 objects, made through the API, opened by its coach at
//   /tacticboards/{id}/update; timed from the start of the navigation to the first animation
//   frame after the canvas host says the first page is drawn (`data-drawn-page`: the editor, or
//   the early editor that draws a board's first page before the app, has put the page's objects
//   on the canvas, and fabric draws them in that frame). Cold is a fresh browser context (no HTTP
//   cache, nothing stored: a first visit on the device); "cold, opened before" has no HTTP cache
//   either but the page storage of a context that opened the board (the canvas place the early
//   editor draws at, as after a new release); "cold, another board opened before" the page
//   storage of a context that opened another board only (a board shared or made since); warm a
//   context that opened the editor before (its hashed JavaScript comes from the cache). Targets:
//   ≤ 800 ms cold, ≤ 300 ms warm on a quiet machine.
// - The floor: a page served by this script that only loads fabric (its own ES module build from
//   node_modules), fetches the same first page as JSON and draws its 40 objects and the court at
//   the editor's canvas size. Target: the editor within 1.5× of it, cold and warm.
// - Playback: a board of 3 pages × 40 objects that all move between pages, played in view mode
//   with the top bar's Play; the intervals between animation frames for 6 s from the moment the
//   player plays, at CPU ×1 and ×4 (Chromium's CPU throttling, roughly a mid-range tablet).
//
// Editor open and the floor run alternately (cold, floor cold, warm, floor warm; 7 rounds) in one
// browser, so their ratio holds on a loaded machine. Needs `npm run build` first (`npm run
// bench:open` builds). `--against <dist>` opens another build of the client (say an older
// commit's, built with `vite build --outDir`) alternately with this one, served beside the same
// server by a plain static server (bench/static-server.mjs); given twice, two builds served alike
// (this build's dist among them) compare without the app server's part. `RUNS=n` changes the
// rounds, `PLAYBACK=0` skips playback, `SKIP_OPEN=1` measures playback only, `BREAKDOWN=1` prints
// the last run's requests.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { boardPage, pieces } from './board-pieces.mjs';
import { frameCounts, summary } from './frame-stats.mjs';
import { withBuiltApp } from './built-app.mjs';
import { apiOf, signedInCoach } from './plan-fixture.mjs';
import { playbackIntervals, sessionCookie } from './playback-probe.mjs';
import { againstDirs, startStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 7);
const PAGES = 20;
const OBJECTS = 40;
const PLAYBACK_PAGES = 3;
const PLAYBACK_MS = 6_000;
const RATES = [1, 4];
const VIEWPORT = { width: 1280, height: 800 };
const TARGET = { cold: 800, warm: 300, floorRatio: 1.5 };

// Every login of a run's fresh context goes through POST /api/auth, more often than the app's
// five a minute; this server is the benchmark's own.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '10000';

async function createBoard(api, token, name, pageCount) {
  const all = pieces(OBJECTS);
  const pages = Array.from({ length: pageCount }, (_, index) => boardPage(all, index));
  const board = await api('POST', '/api/tacticboards', token, { name, pages });
  if (board.pages.length !== pageCount) throw new Error(`${name}: ${board.pages.length} pages`);
  return { id: board._id, firstPage: pages[0] };
}

/** A logged-in context; `origins`, the page storage of another context, if given. */
async function signedInContext(browser, baseUrl, origins) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: VIEWPORT,
    ...(origins ? { storageState: { cookies: [], origins } } : {}),
  });
  await context.addCookies([await sessionCookie(baseUrl)]);
  await context.addInitScript(installOpenProbe);
  return context;
}

// The probes run in the page, where these are the browser's.
/* global document, window, location, requestAnimationFrame, MutationObserver */

/** Notes when the canvas host first names a drawn page, and the animation frame after it. */
function installOpenProbe() {
  const probe = { attributeAt: undefined, drawnAt: undefined };
  window.__open = probe;
  const observer = new MutationObserver(() => {
    if (probe.attributeAt !== undefined || !document.querySelector('[data-drawn-page]')) return;
    probe.attributeAt = performance.now();
    observer.disconnect();
    // fabric's render was requested before the editor said so; it runs first in this frame.
    requestAnimationFrame(() => {
      probe.drawnAt = performance.now();
    });
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-drawn-page'],
  });
}

/** Milestones of the page's load, from the start of its navigation (ms). */
function milestones() {
  const resources = performance.getEntriesByType('resource');
  const last = (match) =>
    Math.max(
      0,
      ...resources.filter((entry) => match(entry.name)).map((entry) => entry.responseEnd),
    );
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return {
    drawn: window.__open.drawnAt,
    attribute: window.__open.attributeAt,
    fcp: paint?.startTime,
    scripts: last((name) => name.endsWith('.js') || name.endsWith('.mjs')),
    board: last((name) => /\/api\/tacticboards\/[^/?]+$/.test(name) || name.endsWith('.json')),
    session: last((name) => name.includes('/api/auth/refresh')),
    court: last((name) => name.endsWith('.svg')),
    transferKb: resources.reduce((sum, entry) => sum + (entry.transferSize ?? 0), 0) / 1024,
    timeline: resources.map(
      (entry) =>
        `${entry.startTime.toFixed(0).padStart(5)} → ${entry.responseEnd.toFixed(0).padStart(5)}  ${(entry.transferSize / 1024).toFixed(1).padStart(6)} KB  ${entry.name.replace(location.origin, '')}`,
    ),
  };
}

async function timedOpen(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__open?.drawnAt !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(milestones);
}

/** Whether the board's canvas shows more than one colour in its middle (the page is drawn). */
async function canvasShowsPage(page, selector) {
  return page.evaluate((query) => {
    const canvas = document.querySelector(query);
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set();
    for (let index = 0; index < data.length && colours.size < 4; index += 4 * 97) {
      colours.add(`${data[index]},${data[index + 1]},${data[index + 2]},${data[index + 3]}`);
    }
    return colours.size >= 3;
  }, selector);
}

// The floor: fabric alone, the same page from JSON, the same canvas size.

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>fabric floor</title></head>
<body style="margin:0"><canvas id="board"></canvas>
<script type="module">
import { Canvas, FabricImage, util } from '/fabric.mjs';
const size = new URLSearchParams(location.search);
const width = Number(size.get('width'));
const height = Number(size.get('height'));
const page = await (await fetch('/page.json')).json();
const canvas = new Canvas(document.getElementById('board'), {
  width, height, renderOnAddRemove: false, selection: false,
});
canvas.setZoom(Math.min(width / 1220, height / 686));
const [objects, court] = await Promise.all([
  util.enlivenObjects(page.objects),
  FabricImage.fromURL(page.backgroundImage.src),
]);
court.set({ originX: 'left', originY: 'top', left: 0, top: 0,
  scaleX: 1220 / court.width, scaleY: 686 / court.height });
canvas.backgroundImage = court;
canvas.add(...objects);
canvas.renderAll();
document.body.dataset.objects = String(canvas.getObjects().length);
requestAnimationFrame(() => { window.__open = { drawnAt: performance.now() }; });
</script></body></html>`;

/** Serves the floor page, fabric's ES module, the page JSON and the court, gzip, as the app does. */
function startFloorServer(firstPage) {
  const gz = (text) => gzipSync(text, { level: 9 });
  const files = {
    '/': { type: 'text/html', body: gz(FLOOR_HTML), cache: 'no-cache' },
    '/fabric.mjs': {
      type: 'text/javascript',
      body: gz(readFileSync(path.join(root, 'node_modules/fabric/dist/index.min.mjs'))),
      cache: 'public, max-age=31536000, immutable',
    },
    '/page.json': {
      type: 'application/json',
      body: gz(JSON.stringify(firstPage)),
      cache: 'no-store',
    },
    '/full-court.svg': {
      type: 'image/svg+xml',
      body: gz(readFileSync(path.join(root, 'client/dist/full-court.svg'))),
      cache: 'no-cache',
    },
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url, 'http://floor').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'gzip',
      'cache-control': file.cache,
    });
    response.end(file.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}

async function floorOpen(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__open?.drawnAt !== undefined, null, {
    timeout: 60_000,
  });
  const objects = await page.evaluate(() => Number(document.body.dataset.objects));
  if (objects !== OBJECTS) throw new Error(`the floor drew ${objects} objects`);
  return page.evaluate(milestones);
}

// Playback

async function playbackOf(browser, baseUrl, boardId, rate) {
  const context = await signedInContext(browser, baseUrl);
  const page = await context.newPage();
  await timedOpen(page, `${baseUrl}/tacticboards/${boardId}/update`);
  return playbackIntervals(page, rate, PLAYBACK_MS);
}

// Figures

const ms = (value) => (value === undefined ? '–' : value.toFixed(0));
const range = (values) => {
  const { median, min, max } = summary(values);
  return `${ms(median)} (${ms(min)}–${ms(max)})`;
};

/** Each kind of open: its label, its time target and the floor run it is compared with. */
const OPEN_KINDS = [
  ['cold', TARGET.cold, 'cold'],
  ['cold, opened before', TARGET.cold, 'cold'],
  ['cold, another board opened before', TARGET.cold, 'cold'],
  ['warm', TARGET.warm, 'warm'],
];

/** The editor's rows: its times against the floor's, and where the time went. */
function printOpen(apps, floorRuns) {
  console.log(
    `Editor open, ${PAGES} pages × ${OBJECTS} objects: navigation → first page drawn (ms, median (min–max) of ${RUNS}, alternating)\n`,
  );
  console.log('| build | run | editor | bare fabric (floor) | editor ÷ floor | target | met |');
  console.log('| --- | --- | --: | --: | --: | --- | --- |');
  for (const app of apps) {
    for (const [label, target, floorLabel] of OPEN_KINDS) {
      const editor = app.runs[label].map((r) => r.drawn);
      const bare = floorRuns[floorLabel].map((r) => r.drawn);
      const e = summary(editor).median;
      const ratio = e / summary(bare).median;
      const misses = [e > target && 'time', ratio > TARGET.floorRatio && 'ratio'].filter(Boolean);
      console.log(
        `| ${app.name} | ${label} | ${range(editor)} | ${range(bare)} | ${ratio.toFixed(2)} | ≤ ${target} ms, ≤ ${TARGET.floorRatio}× floor | ${misses.length === 0 ? 'met' : `not met (${misses.join(', ')})`} |`,
      );
    }
  }
  console.log('\nMilestones (ms from navigation, medians):\n');
  console.log(
    '| build | run | first contentful paint | session restored | last script loaded | board data | court picture | page drawn | transferred (KB) |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: |');
  const rows = [
    ...apps.flatMap((app) => OPEN_KINDS.map(([label]) => [app.name, label, app.runs[label]])),
    ['floor', 'cold', floorRuns.cold],
    ['floor', 'warm', floorRuns.warm],
  ];
  for (const [name, label, list] of rows) {
    const med = (key) => ms(summary(list.map((r) => r[key] ?? 0)).median);
    console.log(
      `| ${name} | ${label} | ${med('fcp')} | ${med('session')} | ${med('scripts')} | ${med('board')} | ${med('court')} | ${med('drawn')} | ${med('transferKb')} |`,
    );
    if (process.env.BREAKDOWN) {
      const { timeline, ...last } = list.at(-1);
      console.log(
        `\n${name} ${label}, last run: ${JSON.stringify(last)}\n${timeline.join('\n')}\n`,
      );
    }
  }
}

const others = againstDirs();
await withBuiltApp(async (browser, baseUrl, dataDir) => {
  const api = apiOf(baseUrl);
  const token = await signedInCoach(api, dataDir);
  const big = await createBoard(api, token, 'Bench: twenty pages', PAGES);
  const short = await createBoard(api, token, 'Bench: three pages', PLAYBACK_PAGES);
  const floor = await startFloorServer(big.firstPage);
  const otherServers = await Promise.all(others.map((dir) => startStaticServer(dir, baseUrl)));
  const apps = [
    { name: 'this build', url: baseUrl },
    ...others.map((dir, index) => ({
      name: path.basename(path.dirname(dir)) + '/' + path.basename(dir),
      url: otherServers[index].url,
    })),
  ];
  const floorRuns = { cold: [], warm: [] };
  try {
    if (!process.env.SKIP_OPEN) {
      // The editor's canvas size at this viewport, for the floor; and one check that it draws.
      const editorUrl = (app) => `${app.url}/tacticboards/${big.id}/update`;
      const probeContext = await signedInContext(browser, baseUrl);
      const probePage = await probeContext.newPage();
      await timedOpen(probePage, editorUrl(apps[0]));
      await probePage.waitForTimeout(300);
      if (!(await canvasShowsPage(probePage, 'canvas.lower-canvas')))
        throw new Error('the editor canvas is blank');
      const size = await probePage.evaluate(() => {
        const canvas = document.querySelector('canvas.lower-canvas');
        return { width: canvas.clientWidth, height: canvas.clientHeight };
      });
      await probeContext.close();
      const floorUrl = `${floor.url}/?width=${size.width}&height=${size.height}`;

      // Once each, so the warm contexts hold the JavaScript.
      for (const app of apps) {
        app.runs = Object.fromEntries(OPEN_KINDS.map(([label]) => [label, []]));
        app.warmContext = await signedInContext(browser, app.url);
        const first = await app.warmContext.newPage();
        await timedOpen(first, editorUrl(app));
        // What the editor keeps on the device once it has shown the board (its canvas place).
        await first.waitForTimeout(300);
        app.storedOrigins = (await app.warmContext.storageState()).origins;
        // What a device keeps that opened another board, but not this one.
        const other = await signedInContext(browser, app.url);
        const otherPage = await other.newPage();
        await timedOpen(otherPage, `${app.url}/tacticboards/${short.id}/update`);
        await otherPage.waitForTimeout(300);
        app.otherBoardOrigins = (await other.storageState()).origins;
        await other.close();
      }
      const warmFloorContext = await browser.newContext({ viewport: VIEWPORT });
      const floorWarmUp = await warmFloorContext.newPage();
      await floorOpen(floorWarmUp, floorUrl);
      if (!(await canvasShowsPage(floorWarmUp, 'canvas.lower-canvas')))
        throw new Error('the floor canvas is blank');

      for (let run = 0; run < RUNS; run += 1) {
        for (const app of apps) {
          const cold = await signedInContext(browser, app.url);
          app.runs.cold.push(await timedOpen(await cold.newPage(), editorUrl(app)));
          await cold.close();
          const visited = await signedInContext(browser, app.url, app.storedOrigins);
          app.runs['cold, opened before'].push(
            await timedOpen(await visited.newPage(), editorUrl(app)),
          );
          await visited.close();
          const elsewhere = await signedInContext(browser, app.url, app.otherBoardOrigins);
          app.runs['cold, another board opened before'].push(
            await timedOpen(await elsewhere.newPage(), editorUrl(app)),
          );
          await elsewhere.close();
        }
        const floorCold = await browser.newContext({ viewport: VIEWPORT });
        floorRuns.cold.push(await floorOpen(await floorCold.newPage(), floorUrl));
        await floorCold.close();

        for (const app of apps) {
          const warmPage = await app.warmContext.newPage();
          app.runs.warm.push(await timedOpen(warmPage, editorUrl(app)));
          await warmPage.close();
        }
        const floorWarmPage = await warmFloorContext.newPage();
        floorRuns.warm.push(await floorOpen(floorWarmPage, floorUrl));
        await floorWarmPage.close();
      }
      for (const app of apps) await app.warmContext.close();
      await warmFloorContext.close();
    }

    const playback = [];
    if (process.env.PLAYBACK !== '0') {
      for (const rate of RATES) {
        playback.push({
          rate,
          intervals: await playbackOf(browser, baseUrl, short.id, rate),
        });
      }
    }

    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `\nMachine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim()}), ${browser.version()}, Node ${process.version}, load ${load.join(' / ')}`,
    );
    console.log(`Date: ${new Date().toISOString()}\n`);
    if (floorRuns.cold.length > 0) printOpen(apps, floorRuns);
    if (playback.length > 0) {
      console.log(
        `\nPlayback (this build), view mode, ${PLAYBACK_PAGES} pages × ${OBJECTS} objects, ${PLAYBACK_MS / 1000} s from the moment it plays (animation frame intervals, ms):\n`,
      );
      console.log('| CPU | frames | median | p95 | worst | one missed (33 ms) | over 33 ms |');
      console.log('| --: | --: | --: | --: | --: | --: | --: |');
      for (const { rate, intervals } of playback) {
        const { median, p95, max } = summary(intervals);
        const { missed, slow } = frameCounts(intervals);
        console.log(
          `| ×${rate} | ${intervals.length} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${max.toFixed(1)} | ${missed} | ${slow} |`,
        );
      }
    }
  } finally {
    floor.close();
    for (const server of otherServers) server.close();
  }
});
