// Reordering a practice plan (issue 15): frame times while a coach drags an item of a 40-item
// plan by its handle down over several rows and lets go, in the planner at 1280 × 800, in headless
// Chromium at CPU ×1 and ×4 (Chromium's CPU throttling, roughly a mid-range tablet). Target:
// reorders at 60 fps — the drag's frames come every 16.7 ms (p95), none over 33 ms.
//
// The plan (24 exercises, 8 boards, parallel items, breaks, notes) is made through the API; the
// coach logs in through the form. Each drag moves the second item of "Main part" below the
// seventh and is then undone with Ctrl+Z, so every drag starts from the same plan. Frame times
// are the intervals between animation frames from the press to the release. Needs
// `npm run build` first. `TRACE=1` prints each drag's long frames (index/frames:ms), `RATES=1`
// measures one CPU rate.
import os from 'node:os';
import { withBuiltApp } from './built-app.mjs';
import { apiOf, BENCH_COACH, createBenchPlan, signedInCoach } from './plan-fixture.mjs';
import { percentile } from './frame-stats.mjs';

const RATES = process.env.RATES ? process.env.RATES.split(',').map(Number) : [1, 4];
const DRAGS = Number(process.env.DRAGS ?? 4);
const MOVES = 60;
const VIEWPORT = { width: 1280, height: 800 };
const FRAME_MS = 1000 / 60;
// rAF intervals come in whole frame periods; one that took two periods missed one frame.
const MISSED_FRAME_MS = 25;
const SLOW_FRAME_MS = 40;

// Runs in the page, where these are the browser's.
/* global requestAnimationFrame, window */
function installFrameRecorder() {
  const recorder = { frames: undefined };
  const tick = (time) => {
    recorder.frames?.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__frames = recorder;
}

async function logIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(BENCH_COACH.email);
  await page.getByLabel('Password').fill(BENCH_COACH.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('welcome-line').waitFor();
}

/** The rows of a section's item list, in order. */
const rowsOf = (page, section) =>
  page
    .getByRole('main')
    .getByRole('list', { name: `Items of ${section}`, exact: true })
    .locator(':scope > li');

async function centreOf(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** One drag of the second "Main part" row below the seventh, with the frame intervals. */
async function timedDrag(page) {
  const rows = rowsOf(page, 'Main part');
  const first = await rows.nth(1).textContent();
  const handle = rows
    .nth(1)
    .getByRole('button', { name: /^Move / })
    .first();
  await handle.scrollIntoViewIfNeeded();
  const from = await centreOf(handle);
  const target = await centreOf(rows.nth(6));
  const to = { x: from.x, y: target.box.y + target.box.height - 4 };
  await page.evaluate(() => {
    window.__frames.frames = [];
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= MOVES; step += 1) {
    await page.mouse.move(from.x, from.y + ((to.y - from.y) * step) / MOVES);
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
  const times = await page.evaluate(() => {
    const frames = window.__frames.frames;
    window.__frames.frames = undefined;
    return frames;
  });
  const moved = (await rows.nth(1).textContent()) !== first;
  if (!moved) throw new Error('the drag did not move the row');
  await page.keyboard.press('Control+z');
  for (let attempt = 0; (await rows.nth(1).textContent()) !== first; attempt += 1) {
    if (attempt > 100) throw new Error('undo did not put the row back');
    await page.waitForTimeout(50);
  }
  return times.slice(1).map((time, index) => time - times[index]);
}

await withBuiltApp(async (browser, baseUrl, dataDir) => {
  const api = apiOf(baseUrl);
  const token = await signedInCoach(api, dataDir);
  const { plan, itemCount } = await createBenchPlan(api, token);
  const rows = [];
  for (const rate of RATES) {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    const page = await context.newPage();
    await logIn(page, baseUrl);
    await page.goto(`${baseUrl}/practice-plans/${plan._id}/update`);
    await rowsOf(page, 'Main part').nth(6).waitFor();
    await page.evaluate(installFrameRecorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // One drag to warm up.
    await timedDrag(page);
    const intervals = [];
    for (let drag = 0; drag < DRAGS; drag += 1) {
      const one = await timedDrag(page);
      if (process.env.TRACE)
        console.log(
          rate,
          one
            .map((ms, i) => (ms > 25 ? `${i}/${one.length}:${ms.toFixed(0)}` : ''))
            .filter(Boolean)
            .join(' '),
        );
      intervals.push(...one);
    }
    await context.close();
    const sorted = [...intervals].sort((a, b) => a - b);
    const missed = intervals.filter((ms) => ms > MISSED_FRAME_MS && ms <= SLOW_FRAME_MS).length;
    const slow = intervals.filter((ms) => ms > SLOW_FRAME_MS).length;
    const p95 = percentile(sorted, 0.95);
    rows.push(
      `| ×${rate} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${sorted.at(-1).toFixed(1)} | ${missed} | ${slow} | ${p95 <= FRAME_MS + 1 && slow === 0 ? 'met' : 'not met'} |`,
    );
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load ${load}; ${new Date().toISOString()}`,
  );
  console.log(
    `Planner reorder: ${DRAGS} drags of ${MOVES} mouse moves over 5 rows, plan of ${itemCount} items (rAF intervals, ms)\n`,
  );
  console.log(
    '| CPU | frames | median | p95 | worst | one missed | over 40 | 60 fps (p95 ≤ 17.7, none over 40) |',
  );
  console.log('| --: | --: | --: | --: | --: | --: | --: | --- |');
  for (const row of rows) console.log(row);
});
