// Live recorder: frames in the recorded file versus the frames a 60 fps recording of the run
// should have, for a 3-page board (the e2e's) and the 10-page, 40-object bench board, at CPU ×1
// and with Chromium's CPU throttled ×4 (a slow tablet). Uses the drafting board (browser storage,
// no account). Needs `npm run build` first; ffprobe (Debian's ffmpeg) counts the frames.
import { execFileSync } from 'node:child_process';
import { withBuiltApp } from './built-app.mjs';

const FPS = 60;
const STEP_MS = 2000;
const MOVE_MS = 1000;

function board(pageCount, objectCount) {
  return {
    pages: Array.from({ length: pageCount }, (_, pageIndex) => ({
      id: `bench-${pageIndex}`,
      data: {
        version: 1,
        backgroundImage: { src: '/full-court.svg' },
        objects: Array.from({ length: objectCount }, (_, index) => ({
          type: 'circle',
          uuid: `object-${index}`,
          left: 60 + ((index * 97 + pageIndex * 53) % 1100),
          top: 40 + ((index * 61 + pageIndex * 37) % 600),
          radius: 16,
          fill: index % 2 ? '#1565c0' : '#c62828',
        })),
      },
    })),
  };
}

function countFrames(path) {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=nb_read_frames:format=duration',
    '-of',
    'json',
    path,
  ]).toString();
  const parsed = JSON.parse(out);
  return {
    frames: Number(parsed.streams[0].nb_read_frames),
    durationS: Number(parsed.format.duration),
  };
}

const CASES = [
  { pages: 3, objects: 3, cpu: 1 },
  { pages: 3, objects: 3, cpu: 4 },
  { pages: 10, objects: 40, cpu: 1 },
  { pages: 10, objects: 40, cpu: 4 },
];

await withBuiltApp(async (browser, baseUrl) => {
  console.log('| board | CPU | frames | expected (run × 60 fps) | delivered | duration (s) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { pages, objects, cpu } of CASES) {
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('courtside.draftingBoard', stored);
      },
      JSON.stringify(board(pages, objects)),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/drafting-board`);
    await page.getByRole('button', { name: 'Record video' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const download = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByRole('button', { name: 'Record video' }).click();
    const file = await download;
    const { frames, durationS } = countFrames(await file.path());
    // The run shows every page once, then the move back to the first (spec §4).
    const expected = Math.round(((pages * STEP_MS + MOVE_MS) * FPS) / 1000);
    console.log(
      `| ${pages} pages × ${objects} objects | ×${cpu} | ${frames} | ${expected} | ${((100 * frames) / expected).toFixed(0)} % | ${durationS.toFixed(2)} |`,
    );
    await context.close();
  }
});
