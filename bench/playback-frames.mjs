// Playback frame times in the editor (issues 16 and 17), in headless Chromium against the built app.
//
// A board of 3 pages × 40 objects (36 players as the editor stores them, 4 balls) where every
// object moves between pages and the animation data of issue 16 is used: bent runs, per-object
// timing, balls held by players and passed (one lobbed), a knocked-out player and a caption on
// every page. Opened by its coach in view mode, played with the top bar's Play; the intervals
// between animation frames are recorded for 6 s from the moment the player plays, at CPU ×1 and
// ×4 (Chromium's CPU throttling, roughly a mid-range tablet). Prints median, p95, worst, the
// frames that missed one display period (a 33 ms interval) and those over 33 ms (three periods or
// more; see frame-stats.mjs) per rate. Targets (issue 17): ×4 no frame over 33 ms and p95 ≤ 20 ms,
// ×1 no frame over 20 ms.
//
// Needs `npm run build` first (`npm run bench:playback` builds). `--against <dist>` also plays
// another build of the client (say HEAD's, built with `vite build --outDir`) served beside the
// same server, alternately with this one. `RUNS=n` plays each build n times per rate (default 2).
// `STILL=n` keeps the first n players in their place on every page (default 0: all move).
// `RATES=1,4` are the CPU throttling rates played (say `RATES=6` for a slower tablet).
import os from 'node:os';
import path from 'node:path';
import { boardPage, pieces } from './board-pieces.mjs';
import { frameCounts, summary } from './frame-stats.mjs';
import { withBuiltApp } from './built-app.mjs';
import { apiOf, signedInCoach } from './plan-fixture.mjs';
import { playbackIntervals, sessionCookie } from './playback-probe.mjs';
import { againstDirs, startStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
const STILL = Number(process.env.STILL ?? 0);
const PAGES = 3;
const OBJECTS = 40;
const PLAYBACK_MS = 6_000;
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const VIEWPORT = { width: 1280, height: 800 };

process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '10000';

async function playbackOf(browser, apiUrl, origin, boardId, rate) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  await context.addCookies([await sessionCookie(apiUrl, origin)]);
  const page = await context.newPage();
  await page.goto(`${origin}/tacticboards/${boardId}/update`);
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Play', exact: true })
    .waitFor({ timeout: 60_000 });
  // Wait for the canvas's first page before throttling, as a coach would see it first.
  await page.locator('[data-drawn-page]').waitFor({ timeout: 60_000 });
  return playbackIntervals(page, rate, PLAYBACK_MS);
}

function row(label, rate, intervals) {
  const { count, median, p95, max } = summary(intervals);
  const { missed, slow } = frameCounts(intervals);
  return `| ${label} | ×${rate} | ${count} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${max.toFixed(1)} | ${missed} | ${slow} |`;
}

const [other] = againstDirs();

await withBuiltApp(async (browser, baseUrl, dataDir) => {
  const api = apiOf(baseUrl);
  const token = await signedInCoach(api, dataDir);
  const all = pieces(OBJECTS);
  const pages = Array.from({ length: PAGES }, (_, index) =>
    boardPage(all, index, { animated: true, still: STILL }),
  );
  const board = await api('POST', '/api/tacticboards', token, { name: 'Playback bench', pages });
  const builds = [{ label: 'this build', origin: baseUrl }];
  let staticServer;
  if (other) {
    staticServer = await startStaticServer(other, baseUrl);
    builds.push({ label: path.basename(other), origin: staticServer.url });
  }
  const [load] = os.loadavg();
  console.log(
    `Playback, view mode, ${PAGES} pages × ${OBJECTS} objects (runs, timing, passes, a lob, knock-outs, captions)${STILL ? `, ${STILL} players standing still` : ''}, ${PLAYBACK_MS / 1000} s from the moment it plays; ${RUNS} runs per build and rate pooled; load ${load.toFixed(2)} at start, ${os.cpus().length} cores\n`,
  );
  console.log(
    '| build | CPU | frames | median (ms) | p95 (ms) | worst (ms) | one missed (33 ms) | over 33 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  try {
    for (const rate of RATES) {
      const pooled = builds.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, build] of builds.entries()) {
          pooled[index].push(
            ...(await playbackOf(browser, baseUrl, build.origin, board._id, rate)),
          );
        }
      }
      for (const [index, build] of builds.entries()) {
        console.log(row(build.label, rate, pooled[index]));
      }
    }
  } finally {
    await staticServer?.close();
  }
  console.log(`\nload ${os.loadavg()[0].toFixed(2)} at the end`);
});
