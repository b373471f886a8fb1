// Editor interaction (issue 14): a click on an items-drawer entry until the new object is drawn,
// and the frame times while a player is dragged, on a 40-object drafting board in headless
// Chromium, at CPU ×1 and with Chromium's CPU throttled ×4 (a slow tablet). Targets: the object
// is drawn within one frame (≤ 16.7 ms); no frame over 33 ms while dragging at CPU ×4.
//
// The board is built once through the app itself (kick-off line-up, two formations, drawer items
// and an arrow drawn from a player) and then seeded into each measured browser's storage, so
// every run starts from the same 40 objects. Nothing in the product is changed to measure: the
// page's 2D context calls on the board's lower canvas (the one fabric draws the objects on) are
// counted, so the first render that draws more than the render before the click is the one with
// the new object (checked once against the canvas pixels: that render is the first to change
// any). Needs `npm run build` first. `--profile` also records, at each CPU rate, a V8 CPU profile
// of one more drag and three more clicks into bench/.work (not part of the numbers).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuiltApp } from './built-app.mjs';
import { frameCounts, summary } from './frame-stats.mjs';

const KEY = 'courtside.draftingBoard';
const OBJECTS = 40;
const RATES = [1, 4];
const CLICKS = Number(process.env.CLICKS ?? 15);
const WARM_UP_CLICKS = 2;
const DRAGS = Number(process.env.DRAGS ?? 3);
const MOVES = 72;
const DRAG_MS = 1_200;
const QUIET_MS = 400;
const FRAME_MS = 1000 / 60;
const VIEWPORT = { width: 1280, height: 800 };
const BOARD = { width: 1220, height: 686 };
const PROFILE = process.argv.includes('--profile');
const WORK_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.work');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedObjects(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), KEY);
  const board = JSON.parse(text ?? '{}');
  return board.pages?.[0]?.data?.objects ?? [];
}

/** Polls the drafting board's storage until `accept(objects)` holds. */
async function waitForStored(page, accept, what) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const objects = await storedObjects(page);
    if (accept(objects)) return objects;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openEditor(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/drafting-board`);
  await page.locator('#main-content[aria-busy="false"]').waitFor();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit' }).click();
  await main.getByRole('toolbar', { name: 'Editing tools' }).waitFor();
  return page;
}

async function openDrawer(page) {
  await page.getByRole('main').getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await drawer.waitFor();
  return drawer;
}

async function closeDrawer(page) {
  await page.keyboard.press('Escape');
  await page.getByRole('complementary', { name: 'Items' }).waitFor({ state: 'hidden' });
}

/** Maps board points (1220 × 686 logical units) to the screen, as the board lies now. */
async function boardToScreen(page) {
  const box = await page
    .getByRole('region', { name: 'Tactic board' })
    .locator('canvas.upper-canvas')
    .boundingBox();
  if (!box) throw new Error('the board canvas is not on screen');
  const scale = box.width / BOARD.width;
  return (x, y) => ({ x: box.x + x * scale, y: box.y + y * scale });
}

/** The board point at least `gap` from every object's position that lies nearest `near`. */
function freeSpot(objects, near, gap = 70) {
  let best;
  for (let x = 60; x <= BOARD.width - 60; x += 20) {
    for (let y = 60; y <= BOARD.height - 60; y += 20) {
      const clear = objects.every(
        (object) => Math.hypot((object.left ?? 0) - x, (object.top ?? 0) - y) >= gap,
      );
      const distance = Math.hypot(x - near.x, y - near.y);
      if (clear && (!best || distance < best.distance)) best = { x, y, distance };
    }
  }
  if (!best) throw new Error('no free spot on the board');
  return best;
}

const isPlayer = (object) =>
  object.type === 'group' && (object.team === 'A' || object.team === 'B');

/**
 * Builds the 40-object page through the app: the drafting board's kick-off line-up, formations
 * and drawer items, and an arrow drawn from team A's keeper. Returns the stored board.
 */
async function buildBoard(browser, baseUrl) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  const page = await openEditor(context, baseUrl);
  let count = (await storedObjects(page)).length;
  const drawer = await openDrawer(page);
  // One object fewer than the target: the arrow drawn last makes 40.
  for (const team of ['Team A', 'Team B']) {
    if (count + 7 > OBJECTS - 1) break;
    await drawer
      .getByRole('group', { name: team })
      .getByRole('button', { name: 'Defensive box (2-2)' })
      .click();
    const before = count;
    count = (await waitForStored(page, (objects) => objects.length > before, team)).length;
  }
  const singles = ['Red cone', 'Yellow cone', 'Blue cone', 'Hoop', 'Volleyball', 'Dodgeball'];
  for (let index = 0; count < OBJECTS - 1; index += 1) {
    await drawer
      .getByRole('button', { name: singles[index % singles.length], exact: true })
      .click();
    const before = count;
    count = (await waitForStored(page, (objects) => objects.length > before, 'an item')).length;
  }
  await closeDrawer(page);

  const objects = await storedObjects(page);
  const keeper = objects.find((object) => object.team === 'A' && object.role === 'Keeper');
  if (!keeper) throw new Error('no keeper of team A on the drafting board');
  const end = freeSpot(objects, { x: keeper.left - 150, y: keeper.top - 100 });
  await page.keyboard.press('a');
  const toScreen = await boardToScreen(page);
  const from = toScreen(keeper.left, keeper.top);
  const to = toScreen(end.x, end.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.press('v');
  await waitForStored(
    page,
    (stored) => stored.some((object) => object.startBinding === keeper.uuid),
    'the arrow from the keeper',
  );
  const board = await page.evaluate((key) => localStorage.getItem(key), KEY);
  await context.close();
  const built = JSON.parse(board).pages[0].data.objects;
  if (built.length !== OBJECTS) throw new Error(`built ${built.length} objects, not ${OBJECTS}`);
  return { board, keeperUuid: keeper.uuid };
}

// installProbe runs in the page, where these are the browser's.
/* global document, requestAnimationFrame, CanvasRenderingContext2D, addEventListener */

/**
 * Installed in the page: a recorder of frame times, and a count of the drawing calls on fabric's
 * lower canvas per render (a render starts with fabric clearing that canvas from its origin).
 */
function installProbe() {
  const lower = document.querySelector('canvas.lower-canvas');
  if (!lower) throw new Error('no board canvas');
  const probe = {
    ops: 0,
    wait: undefined,
    frames: undefined,
  };
  const tick = (time) => {
    probe.frames?.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const proto = CanvasRenderingContext2D.prototype;
  const clearRect = proto.clearRect;
  proto.clearRect = function (x, y, ...rest) {
    if (this.canvas === lower && x === 0 && y === 0) probe.ops = 0;
    return clearRect.call(this, x, y, ...rest);
  };
  for (const name of ['drawImage', 'fill', 'stroke', 'fillText', 'strokeText', 'fillRect']) {
    const original = proto[name];
    proto[name] = function (...args) {
      if (this.canvas === lower) {
        probe.ops += 1;
        const wait = probe.wait;
        if (wait?.clickAt !== undefined && !wait.seen && probe.ops > wait.baseline) {
          wait.seen = true;
          // The render ends with this rAF callback; its microtasks run right after it. The next
          // frame's callback runs once that frame was handed on, an upper bound of "shown".
          queueMicrotask(() => {
            probe.wait = undefined;
            const drawnAt = performance.now();
            requestAnimationFrame(() =>
              wait.resolve({
                fromClick: drawnAt - wait.clickAt,
                fromDown: drawnAt - wait.downAt,
                nextFrame: performance.now() - wait.clickAt,
              }),
            );
          });
        }
      }
      return original.apply(this, args);
    };
  }
  /** Resolves when the first render after the next click draws more than the last one did. */
  probe.nextDrawn = () =>
    new Promise((resolve) => {
      const wait = { resolve, seen: false, baseline: 0 };
      probe.wait = wait;
      addEventListener('pointerdown', () => (wait.downAt = performance.now()), {
        capture: true,
        once: true,
      });
      addEventListener(
        'click',
        () => {
          wait.baseline = probe.ops;
          wait.clickAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
  /** Frame times and the pointer's press and release while a drag is recorded. */
  probe.startFrames = () => {
    probe.frames = [];
    probe.marks = {};
    const mark = (name) => () => (probe.marks[name] ??= performance.now());
    addEventListener('pointerdown', mark('down'), { capture: true, once: true });
    addEventListener('pointerup', mark('up'), { capture: true, once: true });
  };
  probe.stopFrames = () =>
    new Promise((resolve) => {
      // Two more frames, so the frame that handles the release is in.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const frames = probe.frames;
          probe.frames = undefined;
          resolve({ frames, marks: probe.marks });
        }),
      );
    });
  globalThis.__editorBench = probe;
}

async function measureClicks(page, clicks = CLICKS) {
  const drawer = await openDrawer(page);
  const chaser = drawer.getByRole('group', { name: 'Team A' }).getByRole('button', {
    name: 'Chaser',
  });
  const samples = [];
  for (let run = 0; run < WARM_UP_CLICKS + clicks; run += 1) {
    await sleep(QUIET_MS);
    const drawn = page.evaluate(() => globalThis.__editorBench.nextDrawn());
    // Evaluations run in order, so the listeners are in place before the click.
    await page.evaluate(() => true);
    await chaser.click();
    const sample = await drawn;
    await waitForStored(page, (objects) => objects.length === OBJECTS + 1, 'the new chaser');
    if (run >= WARM_UP_CLICKS) samples.push(sample);
    await page.keyboard.press('Control+z');
    await waitForStored(page, (objects) => objects.length === OBJECTS, 'the undo');
  }
  await closeDrawer(page);
  return samples;
}

/** A figure of eight around the start, back where it began, inside the board. */
function dragPath(start) {
  const x0 = Math.min(Math.max(start.x, 200), BOARD.width - 200);
  const y0 = Math.min(Math.max(start.y, 120), BOARD.height - 120);
  return Array.from({ length: MOVES }, (_, index) => {
    const t = (index + 1) / MOVES;
    return {
      x: x0 + (start.x - x0) * (1 - t) + 160 * Math.sin(2 * Math.PI * t),
      y: y0 + (start.y - y0) * (1 - t) + 80 * Math.sin(4 * Math.PI * t),
    };
  });
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

async function mainThreadMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(
    metrics.filter(({ name }) => METRICS.includes(name)).map(({ name, value }) => [name, value]),
  );
}

/** Drags the player `uuid` along the path once; returns its frame intervals and main-thread time. */
async function dragOnce(page, cdp, uuid) {
  const player = (await storedObjects(page)).find((object) => object.uuid === uuid);
  if (!player) throw new Error(`player ${uuid} is gone`);
  const toScreen = await boardToScreen(page);
  const start = toScreen(player.left, player.top);
  const points = dragPath({ x: player.left, y: player.top }).map(({ x, y }) => toScreen(x, y));
  await page.mouse.move(start.x, start.y);
  await sleep(QUIET_MS);
  await page.evaluate(() => globalThis.__editorBench.startFrames());
  const before = await mainThreadMetrics(cdp);
  await page.mouse.down();
  const began = performance.now();
  for (const [index, point] of points.entries()) {
    const due = began + ((index + 1) * DRAG_MS) / MOVES;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await page.mouse.move(point.x, point.y);
  }
  await page.mouse.up();
  const took = performance.now() - began;
  const { frames, marks } = await page.evaluate(() => globalThis.__editorBench.stopFrames());
  const after = await mainThreadMetrics(cdp);
  const moving = [];
  const edges = [];
  for (let index = 1; index < frames.length; index += 1) {
    const [from, to] = [frames[index - 1], frames[index]];
    if (to <= marks.down) continue;
    // The frame that handled the press or the release (selection, history, autosave).
    if ((marks.down >= from && marks.down < to) || (marks.up >= from && marks.up < to)) {
      edges.push(to - from);
    } else if (from >= marks.down && to <= marks.up) moving.push(to - from);
  }
  const busy = Object.fromEntries(
    METRICS.map((name) => [name, ((after[name] ?? 0) - (before[name] ?? 0)) * 1000]),
  );
  return { moving, edges, took, busy };
}

async function measureDrags(page, cdp, uuid) {
  const result = { moving: [], edges: [], took: [], busy: {} };
  for (let drag = 0; drag < DRAGS; drag += 1) {
    const once = await dragOnce(page, cdp, uuid);
    result.moving.push(...once.moving);
    result.edges.push(...once.edges);
    result.took.push(once.took);
    for (const [name, ms] of Object.entries(once.busy)) {
      result.busy[name] = (result.busy[name] ?? 0) + ms;
    }
    await sleep(QUIET_MS);
  }
  return result;
}

/** Self time per function in a CPU profile, largest first. */
function topFunctions(profile, limit = 12) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let index = 0; index < samples.length; index += 1) {
    const { functionName, url, lineNumber, columnNumber } = byNode.get(samples[index]).callFrame;
    const where = url ? ` ${url.split('/').at(-1)}:${lineNumber + 1}:${columnNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/**
 * Runs `run` under the V8 sampling profiler and writes the profile to bench/.work (open it in
 * Chrome's DevTools; with a `vite build --sourcemap` client the names are the source's).
 */
async function profiled(cdp, name, run) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(WORK_DIR, { recursive: true });
  const file = path.join(WORK_DIR, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nCPU profile ${path.relative(process.cwd(), file)} (self time, ms):`);
  for (const [where, ms] of topFunctions(profile))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${where}`);
}

const ms = (value) => value.toFixed(1);
const inFrames = (value) => (value / FRAME_MS).toFixed(1);

await withBuiltApp(async (browser, baseUrl) => {
  const { board, keeperUuid } = await buildBoard(browser, baseUrl);
  const objects = JSON.parse(board).pages[0].data.objects;
  const plain = objects.find(
    (object) => isPlayer(object) && object.team === 'B' && object.role === 'Keeper',
  );
  if (!plain) throw new Error('no keeper of team B');

  const clickRows = [];
  const dragRows = [];
  for (const rate of RATES) {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    await context.addInitScript(([key, stored]) => localStorage.setItem(key, stored), [KEY, board]);
    const page = await openEditor(context, baseUrl);
    await page.evaluate(installProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    const clicks = await measureClicks(page);
    clickRows.push({ rate, clicks });
    for (const [label, uuid] of [
      ['player', plain.uuid],
      ['player with an attached arrow', keeperUuid],
    ]) {
      dragRows.push({ rate, label, ...(await measureDrags(page, cdp, uuid)) });
    }
    if (PROFILE) {
      // Separate runs: the profiler slows the page, so these are not part of the numbers.
      await profiled(cdp, `editor-drag-cpu${rate}`, () => dragOnce(page, cdp, keeperUuid));
      await profiled(cdp, `editor-click-cpu${rate}`, () => measureClicks(page, 3));
    }
    await context.close();
  }

  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${browser.version()}, Node ${process.version}, load ${load.join(' / ')}`,
  );
  console.log(`Date: ${new Date().toISOString()}\n`);
  console.log(
    `Drawer click → drawn (${CLICKS} clicks on "Chaser", ${OBJECTS} objects on the page; ms, and frames of 16.7 ms):\n`,
  );
  console.log(
    '| CPU | median ms (frames) | p95 ms (frames) | max ms (frames) | from press, median | to the next frame, median | p95 ≤ 16.7 ms |',
  );
  console.log('| --: | --: | --: | --: | --: | --: | --- |');
  for (const { rate, clicks } of clickRows) {
    const fromClick = summary(clicks.map((sample) => sample.fromClick));
    const fromDown = summary(clicks.map((sample) => sample.fromDown));
    const nextFrame = summary(clicks.map((sample) => sample.nextFrame));
    const both = (value) => `${ms(value)} (${inFrames(value)})`;
    console.log(
      `| ×${rate} | ${both(fromClick.median)} | ${both(fromClick.p95)} | ${both(fromClick.max)} | ${ms(fromDown.median)} | ${ms(nextFrame.median)} | ${fromClick.p95 <= FRAME_MS ? 'met' : 'not met'} |`,
    );
  }
  console.log(
    `\nDrag frame times (${DRAGS} drags of ${MOVES} moves over ~${DRAG_MS} ms, ${OBJECTS} objects; rAF intervals in ms):\n`,
  );
  console.log(
    '| CPU | dragged | frames | median | p95 | worst | 33 ms (one missed) | 50 ms or more | press/release frames | drag took (ms) | main thread busy (script / layout / style, ms per drag) | no frame over 33 ms |',
  );
  console.log('| --: | --- | --: | --: | --: | --: | --: | --: | --- | --: | --- | --- |');
  for (const row of dragRows) {
    const moving = summary(row.moving);
    const { missed, slow } = frameCounts(row.moving);
    const busy = (name) => ((row.busy[name] ?? 0) / DRAGS).toFixed(0);
    console.log(
      `| ×${row.rate} | ${row.label} | ${moving.count} | ${ms(moving.median)} | ${ms(moving.p95)} | ${ms(moving.max)} | ${missed} | ${slow} | ${row.edges.map(ms).join(', ')} | ${summary(row.took).median.toFixed(0)} | ${busy('TaskDuration')} total: ${busy('ScriptDuration')} / ${busy('LayoutDuration')} / ${busy('RecalcStyleDuration')} | ${slow === 0 ? 'met' : 'not met'} |`,
    );
  }
});
