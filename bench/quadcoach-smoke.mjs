// Smoke test of QuadCoach's own web client against Courtside's server (issue 18).
// Not run by CI: it needs a QuadCoach client built from its repository.
//
//   git clone https://github.com/wienans/quadcoach /tmp/quadcoach
//   (cd /tmp/quadcoach/client && npm ci && npm run build)
//   npm run build -w server
//   node bench/quadcoach-smoke.mjs --quadcoach /tmp/quadcoach/client/dist [--screenshots DIR] [--headed]
//
// It starts the built server (server/dist/main.js) on a free port with a throw-away data folder
// and the demo account, serves the given build on another port with `/api` passed to the server
// (QuadCoach's client calls `/api` on its own origin), and walks Debian's Chromium through the
// journeys a coach makes. One line per journey: PASS or FAIL with the reason. Every console error
// and every 4xx/5xx answer of `/api` is listed under the journey it happened in. Exit code 1 when
// any journey failed.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { freePort, waitForHealth } from './built-app.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { quadcoach: undefined, screenshots: undefined, headed: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quadcoach') args.quadcoach = argv[++i];
    else if (arg === '--screenshots') args.screenshots = argv[++i];
    else if (arg === '--headed') args.headed = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return args;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

/** The static build, with `/api` passed through to the API server as it is (headers, body, cookies). */
function startFrontServer(distDir, apiPort, port) {
  const server = createServer((req, res) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: apiPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      req.pipe(upstream);
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(distDir, urlPath);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      // A page path of the single-page app.
      file = path.join(distDir, 'index.html');
    }
    res.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function startApiServer(port, dataDir, publicBaseUrl) {
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: publicBaseUrl,
      // One run logs in three times and registers once; the default of 5 a minute is for the public.
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  const demo = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const email = /e-mail:\s+(\S+)/.exec(stdout);
      const password = /password:\s+(\S+)/.exec(stdout);
      if (email && password) resolve({ email: email[1], password: password[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, demo };
}

/** The newest mail in the outbox whose text holds `pattern`, decoded from quoted-printable. */
function findInOutbox(dataDir, pattern) {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const match = pattern.exec(text);
    if (match) return match;
  }
  return undefined;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || !args.quadcoach) {
    process.stdout.write(
      'usage: node bench/quadcoach-smoke.mjs --quadcoach <built-client-dir> [--screenshots DIR] [--headed]\n',
    );
    process.exit(args.help ? 0 : 2);
  }
  const distDir = path.resolve(args.quadcoach);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no index.html: pass the client's dist folder after its build`);
  }
  if (!existsSync(path.join(root, 'server', 'dist', 'main.js'))) {
    throw new Error('server/dist/main.js is missing: run `npm run build -w server` first');
  }
  const shots = args.screenshots ? path.resolve(args.screenshots) : undefined;
  if (shots) mkdirSync(shots, { recursive: true });

  const apiPort = await freePort();
  const frontPort = await freePort();
  const front = `http://localhost:${frontPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courtside-qc-smoke-'));
  const api = startApiServer(apiPort, dataDir, front);
  const frontServer = await startFrontServer(distDir, apiPort, frontPort);
  let browser;
  const results = [];
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}`);
    const demo = await api.demo;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: !args.headed,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    await runJourneys({ browser, front, demo, dataDir, shots, results });
  } finally {
    await browser?.close();
    frontServer.close();
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const failed = results.filter((r) => !r.ok);
  process.stdout.write(`\n${results.length - failed.length}/${results.length} journeys passed\n`);
  process.exit(failed.length > 0 ? 1 : 0);
}

/** Watches a page: console errors, uncaught errors, and 4xx/5xx answers of `/api`. */
function watch(page, log) {
  page.on('console', (message) => {
    // Resources of other sites (fonts, embeds) fail on a machine without internet; the failed
    // request itself is listed below with its address.
    if (message.type() === 'error' && !message.text().includes('net::ERR_NAME_NOT_RESOLVED')) {
      log.push(`console: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (!url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1') {
      log.push(
        `offline: ${url.origin}${url.pathname.slice(0, 60)} (${request.failure()?.errorText})`,
      );
    }
  });
  page.on('pageerror', (error) => log.push(`page error: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api') && response.status() >= 400) {
      log.push(
        `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`,
      );
    }
  });
}

const isApi = (method, pathPattern) => (response) =>
  response.request().method() === method && pathPattern.test(new URL(response.url()).pathname);

// A wait whose journey failed before it was awaited must not end the run as an unhandled rejection.
process.on('unhandledRejection', (error) => {
  if (error?.name !== 'TimeoutError') throw error;
});

async function expectOk(responsePromise, what) {
  const response = await responsePromise;
  if (response.status() >= 400) {
    let body = '';
    try {
      body = (await response.text()).slice(0, 300);
    } catch {
      // no body
    }
    throw new Error(`${what} answered ${response.status()} ${body}`);
  }
  return response;
}

/** The app shows its route error page instead of the page. */
async function expectNoCrash(page) {
  const crashed = page.getByText(/Something went wrong|Could not load this page/);
  if (await crashed.count()) throw new Error('the page crashed (route error boundary)');
}

async function runJourneys({ browser, front, demo, dataDir, shots, results }) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const log = [];
  watch(page, log);
  const state = {};

  async function journey(name, run, targetPage = page) {
    log.length = 0;
    const start = Date.now();
    let error;
    try {
      await run();
      await targetPage.waitForTimeout(300);
      await expectNoCrash(targetPage);
    } catch (caught) {
      error = caught;
    }
    if (shots) {
      await targetPage
        .screenshot({
          path: path.join(
            shots,
            `${String(results.length + 1).padStart(2, '0')}-${name.replace(/\W+/g, '-')}.png`,
          ),
        })
        .catch(() => undefined);
    }
    const ok = !error && !log.some((line) => line.startsWith('page error'));
    results.push({ name, ok });
    const reason = error ? ` — ${String(error.message ?? error).split('\n')[0]}` : '';
    process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${name} (${Date.now() - start} ms)${reason}\n`);
    for (const line of log) process.stdout.write(`        ${line}\n`);
  }

  const loggedIn = () => page.getByTestId('LogoutIcon').first().waitFor();
  // MUI icons carry their name as test id; pages keep hidden copies (bottom navigation, menus).
  const iconButton = (icon) => page.locator(`button:visible:has([data-testid=${icon}])`).first();

  await journey('register and verify e-mail', async () => {
    await page.goto(`${front}/register`);
    state.newUser = {
      name: 'Smoke Coach',
      email: `smoke-${Date.now()}@example.com`,
      password: 'Smoke-Test-42',
    };
    await page.fill('input[name=name]', state.newUser.name);
    await page.fill('input[name=email]', state.newUser.email);
    await page.fill('input[name=password]', state.newUser.password);
    await page.fill('input[name=confirmpassword]', state.newUser.password);
    await page.locator('input[type=checkbox]').first().check();
    const registered = page.waitForResponse(isApi('POST', /^\/api\/auth\/register$/));
    await page.click('button[type=submit]');
    await expectOk(registered, 'POST /api/auth/register');
    let match;
    for (let i = 0; i < 40 && !match; i += 1) {
      match = findInOutbox(dataDir, /emailToken=([A-Za-z0-9_-]+)/);
      if (!match) await page.waitForTimeout(100);
    }
    if (!match) throw new Error('no verification mail in the outbox');
    const verified = page.waitForResponse(isApi('POST', /^\/api\/auth\/verifyEmail$/));
    await page.goto(`${front}/verifyEmail?emailToken=${match[1]}`);
    await expectOk(verified, 'POST /api/auth/verifyEmail');
    await page.waitForURL(/\/login$/);
  });

  async function login(email, password) {
    await page.goto(`${front}/login`);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    const answered = page.waitForResponse(isApi('POST', /^\/api\/auth$/));
    await page.click('button[type=submit]');
    const response = await expectOk(answered, 'POST /api/auth');
    const { accessToken } = await response.json();
    state.userId = JSON.parse(
      Buffer.from(accessToken.split('.')[1], 'base64url').toString(),
    ).UserInfo?.id;
    await loggedIn();
  }

  await journey('log in as the new user, log out', async () => {
    await login(state.newUser.email, state.newUser.password);
    const out = page.waitForResponse(isApi('POST', /^\/api\/auth\/logout$/));
    await page.getByTestId('LogoutIcon').first().click();
    await expectOk(out, 'POST /api/auth/logout');
    await page.getByTestId('LoginIcon').first().waitFor();
  });

  await journey('log in (demo coach)', async () => {
    await login(demo.email, demo.password);
    await page
      .getByText(/Welcome/i)
      .first()
      .waitFor();
  });

  await journey('reload keeps the session (refresh)', async () => {
    const refreshed = page.waitForResponse(isApi('GET', /^\/api\/auth\/refresh$/));
    await page.reload();
    await expectOk(refreshed, 'GET /api/auth/refresh');
    await loggedIn();
  });

  await journey('exercise list', async () => {
    const listed = page.waitForResponse(isApi('GET', /^\/api\/exercises$/));
    await page.goto(`${front}/exercises`);
    const response = await expectOk(listed, 'GET /api/exercises');
    const body = await response.json();
    if (!Array.isArray(body.exercises) || body.exercises.length === 0)
      throw new Error('no exercises listed');
    state.demoExercise = body.exercises[0];
    // Boards these exercises show cannot be made private (QuadCoach's rule and ours).
    state.usedBoards = new Set(
      body.exercises.flatMap((e) => (e.description_blocks ?? []).map((b) => b.tactics_board)),
    );
    await page.getByText(state.demoExercise.name).first().waitFor();
  });

  await journey('exercise search', async () => {
    const word = state.demoExercise.name.split(/\s+/)[0];
    const searched = page.waitForResponse(
      (r) =>
        isApi('GET', /^\/api\/exercises$/)(r) &&
        new URL(r.url()).searchParams.get('name[regex]') === word,
    );
    await page
      .getByPlaceholder(/Search exercise/i)
      .first()
      .fill(word);
    const response = await expectOk(searched, 'GET /api/exercises?name[regex]');
    const body = await response.json();
    if (!body.exercises.some((e) => e._id === state.demoExercise._id))
      throw new Error(`search for ${word} lost the exercise`);
    await page
      .getByPlaceholder(/Search exercise/i)
      .first()
      .fill('');
  });

  await journey('exercise filters (ranges, tags, sort) all accepted', async () => {
    // The filter popover sends every range with each request; sorting and a tag are set here.
    const params = new URLSearchParams({
      page: '1',
      limit: '50',
      'persons[gte]': '0',
      'time_min[gte]': '0',
      'time_min[lte]': '60',
      'beaters[gte]': '0',
      'beaters[lte]': '6',
      'chasers[gte]': '0',
      'chasers[lte]': '9',
      sortBy: 'name',
      sortOrder: 'desc',
    });
    const direct = await page.request.get(`${front}/api/exercises?${params}`);
    if (direct.status() !== 200)
      throw new Error(`GET /api/exercises with every range: ${direct.status()}`);
    const filterButton = page
      .getByTestId('FilterAltIcon')
      .or(page.getByTestId('FilterListIcon'))
      .first();
    if (await filterButton.count()) {
      await filterButton.click();
      const tagged = page.waitForResponse(
        (r) =>
          isApi('GET', /^\/api\/exercises$/)(r) && new URL(r.url()).searchParams.has('tags[all]'),
      );
      const tagInput = page.getByPlaceholder(/Search tag and press Enter/i).first();
      await tagInput.fill('warm');
      await tagInput.press('Enter');
      await expectOk(tagged, 'GET /api/exercises?tags[all]');
      await page.keyboard.press('Escape');
    }
  });

  await journey('exercise detail (favorites list)', async () => {
    const detail = page.waitForResponse(
      isApi('GET', new RegExp(`^/api/exercises/${state.demoExercise._id}$`)),
    );
    const favorites = page.waitForResponse(isApi('GET', /^\/api\/favorites\/exercises$/));
    await page.goto(`${front}/exercises/${state.demoExercise._id}`);
    await expectOk(detail, 'GET /api/exercises/{id}');
    await expectOk(favorites, 'GET /api/favorites/exercises');
    await page.getByText(state.demoExercise.name).first().waitFor();
  });

  await journey('create an exercise', async () => {
    await page.goto(`${front}/exercises`);
    await page.getByRole('button', { name: /Add exercise/i }).click();
    state.exerciseName = `Smoke drill ${Date.now()}`;
    await page.getByPlaceholder('Exercise Name').fill(state.exerciseName);
    const created = page.waitForResponse(isApi('POST', /^\/api\/exercises$/));
    await page.getByRole('button', { name: /^Add$/ }).click();
    const response = await expectOk(created, 'POST /api/exercises');
    state.exerciseId = (await response.json())._id;
    await page.waitForURL(new RegExp(`/exercises/${state.exerciseId}`));
  });

  await journey('edit and save the exercise', async () => {
    await iconButton('SaveIcon').waitFor();
    const nameInput = page.locator('input[name=name]').first();
    await nameInput.fill(`${state.exerciseName} edited`);
    const saved = page.waitForResponse(
      (r) =>
        ['PATCH', 'PUT'].includes(r.request().method()) &&
        new URL(r.url()).pathname === `/api/exercises/${state.exerciseId}`,
    );
    await iconButton('SaveIcon').click();
    await expectOk(saved, 'save /api/exercises/{id}');
    state.exerciseName = `${state.exerciseName} edited`;
    await iconButton('EditIcon').waitFor();
  });

  await journey('favorite and unfavorite the exercise', async () => {
    const heart = page.getByTestId('FavoriteIcon').first();
    const added = page.waitForResponse(isApi('POST', /^\/api\/favorites\/exercises$/));
    await heart.click();
    await expectOk(added, 'POST /api/favorites/exercises');
    const removed = page.waitForResponse(isApi('DELETE', /^\/api\/favorites\/exercises$/));
    // The heart turns red once the list of favorites has been fetched again.
    await page
      .locator('[data-testid=FavoriteIcon].MuiSvgIcon-colorError:visible')
      .first()
      .waitFor();
    await heart.click();
    await expectOk(removed, 'DELETE /api/favorites/exercises');
  });

  await journey('board list', async () => {
    const listed = page.waitForResponse(isApi('GET', /^\/api\/tacticboards(\/header)?$/));
    await page.goto(`${front}/tacticboards`);
    const response = await expectOk(listed, 'GET /api/tacticboards/header');
    const body = await response.json();
    const boards = body.tacticboards ?? body;
    if (!Array.isArray(boards) || boards.length === 0) throw new Error('no boards listed');
    state.board = boards.find((b) => !state.usedBoards?.has(b._id)) ?? boards[0];
    await page.getByText(state.board.name).first().waitFor();
  });

  await journey('board profile (favorites list)', async () => {
    const favorites = page.waitForResponse(isApi('GET', /^\/api\/favorites\/tacticboards$/));
    await page.goto(`${front}/tacticboards/${state.board._id}`);
    await expectOk(favorites, 'GET /api/favorites/tacticboards');
    await page.getByText(state.board.name).first().waitFor();
  });

  await journey('create a board', async () => {
    await page.goto(`${front}/tacticboards`);
    await page.getByRole('button', { name: /Add tactic board/i }).click();
    const name = `Smoke board ${Date.now()}`;
    await page.locator('.MuiDialog-root input').first().fill(name);
    const created = page.waitForResponse(isApi('POST', /^\/api\/tacticboards$/));
    await page.locator('.MuiDialog-root').getByRole('button', { name: /^Add$/ }).click();
    const response = await expectOk(created, 'POST /api/tacticboards');
    // The demo boards are all shown in exercises, so only a new one can be made private.
    state.board = { _id: (await response.json())._id, name };
    await page.waitForURL(new RegExp(`/tacticboards/${state.board._id}`));
    await page.getByText(name).first().waitFor();
  });

  await journey('board profile: edit, make private, save (PATCH meta)', async () => {
    await iconButton('EditIcon').click();
    await page.getByLabel(/Private Tactic Board/i).check();
    const saved = page.waitForResponse(
      isApi('PATCH', new RegExp(`^/api/tacticboards/${state.board._id}/meta$`)),
    );
    await iconButton('SaveIcon').click();
    await expectOk(saved, 'PATCH /api/tacticboards/{id}/meta');
    await iconButton('EditIcon').waitFor();
  });

  await journey('board canvas', async () => {
    const loaded = page.waitForResponse(
      isApi('GET', new RegExp(`^/api/tacticboards/${state.board._id}`)),
    );
    await page.goto(`${front}/tacticboards/${state.board._id}/update`);
    await expectOk(loaded, 'GET /api/tacticboards/{id}');
    await page.locator('canvas').first().waitFor();
  });

  await journey('board canvas: edit and save the page (PATCH page)', async () => {
    // The edit toggle turns into the save button: keep hold of that one button.
    const toggle = await iconButton('EditIcon').elementHandle();
    await toggle.click();
    await page.locator('button:visible:has([data-testid=SaveIcon])').first().waitFor();
    const saved = page.waitForResponse(
      isApi('PATCH', new RegExp(`^/api/tacticboards/${state.board._id}/pages/`)),
    );
    // In edit mode the items drawer and its backdrop cover the top bar on this window size.
    await toggle.dispatchEvent('click');
    await expectOk(saved, 'PATCH /api/tacticboards/{id}/pages/{pageId}');
    await iconButton('EditIcon').waitFor();
  });

  await journey('practice plan list', async () => {
    const listed = page.waitForResponse(isApi('GET', /^\/api\/practice-plans$/));
    await page.goto(`${front}/practice-plans`);
    await expectOk(listed, 'GET /api/practice-plans');
    await page.getByRole('button', { name: /Add practice plan/i }).waitFor();
  });

  await journey('create a practice plan', async () => {
    await page.getByRole('button', { name: /Add practice plan/i }).click();
    state.planName = `Smoke plan ${Date.now()}`;
    await page.locator('.MuiDialog-root input').first().fill(state.planName);
    const created = page.waitForResponse(isApi('POST', /^\/api\/practice-plans$/));
    await page.locator('.MuiDialog-root').getByRole('button', { name: /^Add$/ }).click();
    const response = await expectOk(created, 'POST /api/practice-plans');
    state.planId = (await response.json())._id;
    await page.waitForURL(new RegExp(`/practice-plans/${state.planId}`));
    // The planner opens in edit mode (`?edit=1`), where section names are inputs.
    await page.locator('input[value="Warm Up"]').or(page.getByText('Warm Up')).first().waitFor();
  });

  await journey('edit and save the plan (PATCH)', async () => {
    await iconButton('SaveIcon').waitFor();
    await page.getByRole('button', { name: /Add Section/i }).click();
    await page.getByLabel(/Private Practice Plan/i).check();
    const saved = page.waitForResponse(
      isApi('PATCH', new RegExp(`^/api/practice-plans/${state.planId}$`)),
    );
    await iconButton('SaveIcon').click();
    await expectOk(saved, 'PATCH /api/practice-plans/{id}');
    await iconButton('EditIcon').waitFor();
    await page.getByText('New Section').first().waitFor();
  });

  await journey('plan share link: create, open logged out', async () => {
    await page.getByTestId('MoreVertIcon').first().click();
    const linked = page.waitForResponse(
      isApi('POST', new RegExp(`^/api/practice-plans/${state.planId}/share-link$`)),
    );
    await page.getByRole('menuitem', { name: /^Share$/ }).click();
    const response = await expectOk(linked, 'POST /api/practice-plans/{id}/share-link');
    const { shareLink } = await response.json();
    const shown = await page.locator('.MuiDialog-root input').first().inputValue();
    // Its planner also writes the link itself from a build-time PUBLIC_BASE_URL, which Vite never
    // exposes (no VITE_ prefix), so it may show https://quadcoach.app/…: the token is what counts.
    if (!shown.endsWith(new URL(shareLink).pathname)) {
      throw new Error(`dialog shows ${shown}, not the token of ${shareLink}`);
    }
    if (shown !== shareLink) log.push(`note: the dialog shows ${shown}`);
    await page.keyboard.press('Escape');

    const visitor = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
    });
    const visitorPage = await visitor.newPage();
    watch(visitorPage, log);
    try {
      const opened = visitorPage.waitForResponse(isApi('GET', /^\/api\/practice-plans\/share\//));
      await visitorPage.goto(shareLink);
      await expectOk(opened, 'GET /api/practice-plans/share/{token}');
      await visitorPage.getByText(state.planName).first().waitFor();
      await visitorPage.getByText('New Section').first().waitFor();
      await expectNoCrash(visitorPage);
      if (shots)
        await visitorPage.screenshot({ path: path.join(shots, 'shared-plan-logged-out.png') });
    } finally {
      await visitor.close();
    }
  });

  await journey('board share link: create, open logged out', async () => {
    // QuadCoach offers the link on private boards only; the board profile journey made it private.
    await page.goto(`${front}/tacticboards/${state.board._id}`);
    await page.getByText(state.board.name).first().waitFor();
    const more = page.getByTestId('MoreVertIcon').first();
    await more.click();
    const share = page.getByRole('menuitem', { name: /^Share$/ });
    if (!(await share.count())) {
      await page.keyboard.press('Escape');
      throw new Error('no "Share" in the board menu (QuadCoach shows it for private boards only)');
    }
    const linked = page.waitForResponse(
      isApi('POST', new RegExp(`^/api/tacticboards/${state.board._id}/share-link$`)),
    );
    await share.click();
    const response = await expectOk(linked, 'POST /api/tacticboards/{id}/share-link');
    const { shareLink } = await response.json();
    await page.keyboard.press('Escape');
    const visitor = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
    });
    const visitorPage = await visitor.newPage();
    watch(visitorPage, log);
    try {
      const opened = visitorPage.waitForResponse(isApi('GET', /^\/api\/tacticboards\/share\//));
      await visitorPage.goto(shareLink);
      await expectOk(opened, 'GET /api/tacticboards/share/{token}');
      await visitorPage.locator('canvas').first().waitFor();
      await expectNoCrash(visitorPage);
      if (shots)
        await visitorPage.screenshot({ path: path.join(shots, 'shared-board-logged-out.png') });
    } finally {
      await visitor.close();
    }
  });

  await journey('user profile', async () => {
    const userId = state.userId;
    if (!userId) throw new Error('could not tell the user id');
    const user = page.waitForResponse(isApi('GET', new RegExp(`^/api/user/${userId}$`)));
    const exercises = page.waitForResponse(
      isApi('GET', new RegExp(`^/api/user/${userId}/exercises$`)),
    );
    await page.goto(`${front}/users/${userId}`);
    await expectOk(user, 'GET /api/user/{id}');
    await expectOk(exercises, 'GET /api/user/{id}/exercises');
    await page.getByText('My Exercises').click();
    await page.getByText(state.exerciseName).first().waitFor();
  });

  await journey('log out', async () => {
    const out = page.waitForResponse(isApi('POST', /^\/api\/auth\/logout$/));
    await page.getByTestId('LogoutIcon').first().click();
    await expectOk(out, 'POST /api/auth/logout');
    await page.getByTestId('LoginIcon').first().waitFor();
    await page.reload();
    await page.getByTestId('LoginIcon').first().waitFor();
  });

  await context.close();
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
