// Autosave latency: time from a change on a 40-object page to "All changes saved" in the editor,
// in headless Chromium against the built server on PGlite. Each sample nudges every object once
// with the keyboard after a quiet spell (so autosave saves at once) and waits for the status.
// Needs `npm run build` first. Target (issue 11): p95 ≤ 300 ms.
import { randomUUID } from 'node:crypto';
import { withBuiltApp } from './built-app.mjs';
import { verificationToken } from './outbox.mjs';
import { percentile } from './frame-stats.mjs';

const OBJECTS = 40;
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const QUIET_MS = 1_200;

const page40 = () => ({
  backgroundImage: { src: '/full-court.svg' },
  objects: Array.from({ length: OBJECTS }, (_, index) => ({
    type: 'circle',
    uuid: randomUUID(),
    left: 60 + ((index * 97) % 1100),
    top: 40 + ((index * 61) % 600),
    radius: 16,
    fill: index % 2 ? '#1565c0' : '#c62828',
  })),
});

async function api(request, method, url, token, data) {
  const response = await request.fetch(url, {
    method,
    data,
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()}`);
  return response.json();
}

await withBuiltApp(async (browser, baseUrl, dataDir) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL: baseUrl });
  const user = { name: 'Bench Coach', email: 'bench@example.test', password: 'bench password 123' };
  await api(context.request, 'POST', '/api/auth/register', null, user);
  const emailToken = await verificationToken(dataDir, user.email);
  await api(context.request, 'POST', '/api/auth/verifyEmail', null, { emailToken });
  const { accessToken } = await api(context.request, 'POST', '/api/auth', null, {
    email: user.email,
    password: user.password,
  });
  const board = await api(context.request, 'POST', '/api/tacticboards', accessToken, {
    name: 'Autosave bench',
    pages: [page40()],
  });

  const page = await context.newPage();
  await page.goto(`/tacticboards/${board._id}/update`);
  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  const status = page.locator('[data-save-status]');
  await status.waitFor();
  await page.keyboard.press('Control+a');

  const samples = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    await page.waitForTimeout(QUIET_MS);
    const elapsed = page.evaluate(
      () =>
        new Promise((resolve) => {
          let started = 0;
          const element = globalThis.document.querySelector('[data-save-status]');
          globalThis.addEventListener('keydown', () => (started = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new globalThis.MutationObserver(() => {
            if (!started || element.getAttribute('data-save-status') !== 'saved') return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(element, { attributes: true });
        }),
    );
    // Evaluations run in order, so the listeners are in place before the key is pressed.
    await page.evaluate(() => true);
    await page.keyboard.press(sample % 2 ? 'ArrowLeft' : 'ArrowRight');
    samples.push(await elapsed);
  }
  samples.sort((a, b) => a - b);
  const fmt = (ms) => ms.toFixed(0);
  console.log(`| objects | samples | median (ms) | p95 (ms) | max (ms) | target p95 ≤ 300 ms |`);
  console.log('|---:|---:|---:|---:|---:|---|');
  const p95 = percentile(samples, 0.95);
  console.log(
    `| ${OBJECTS} | ${SAMPLES} | ${fmt(percentile(samples, 0.5))} | ${fmt(p95)} | ${fmt(samples.at(-1))} | ${p95 <= 300 ? 'met' : 'not met'} |`,
  );
});
