// What the browser benchmarks that play a board share: the bench coach's session as the refresh
// cookie the app restores it from, and the animation frame intervals of a playback.
import { BENCH_COACH } from './plan-fixture.mjs';

/**
 * A fresh session of the bench coach, logged in at `apiUrl`, as a cookie for the app served at
 * `origin` (another build may be served from another origin with /api passed on).
 */
export async function sessionCookie(apiUrl, origin = apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_COACH.email, password: BENCH_COACH.password }),
  });
  if (!response.ok) throw new Error(`log in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  if (!cookie) throw new Error('no refresh cookie');
  const value = cookie.slice('refreshToken='.length).split(';')[0];
  return { name: 'refreshToken', value, url: `${origin}/api/auth`, httpOnly: true };
}

/* global window, requestAnimationFrame */

/** Installed in the page: records animation frame times until read. */
function installFrameRecorder() {
  const recorder = { frames: [] };
  const tick = (time) => {
    recorder.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__frames = recorder;
}

/**
 * On an editor page showing a board in view mode: throttles the CPU by `rate`, plays, and
 * returns the intervals between animation frames over `playbackMs` from the moment it plays.
 * Closes the page's context.
 */
export async function playbackIntervals(page, rate, playbackMs) {
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  // The player loads with its chunk; its frames count from the moment it plays.
  await main.getByRole('button', { name: 'Pause animation' }).waitFor({ timeout: 60_000 });
  await page.evaluate(installFrameRecorder);
  await page.waitForTimeout(playbackMs);
  const frames = await page.evaluate(() => window.__frames.frames);
  await context.close();
  return frames.slice(1).map((time, index) => time - frames[index]);
}
