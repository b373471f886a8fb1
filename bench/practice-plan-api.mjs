// Opening a practice plan: GET /api/practice-plans/{id} of a 40-item plan (exercises, boards,
// parallel groups, breaks, free text), one request at a time, against the built server on PGlite
// in a throw-away folder. Each request is timed on the client around fetch(), so the numbers hold
// the whole HTTP round trip on the loopback. Needs `npm run build` first.
// Target (issue 15): p95 ≤ 20 ms.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { withBuiltApp } from './built-app.mjs';
import { verificationToken } from './outbox.mjs';

const WARM_UP = Number(process.env.WARM_UP ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const TARGET_P95_MS = 20;
const EXERCISES = 24;
const BOARDS = 8;

/** A JSON call to the server; anything but a 2xx stops the benchmark. */
function apiOf(baseUrl) {
  return async (method, url, token, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
}

async function signedInCoach(api, dataDir) {
  const user = { name: 'Bench Coach', email: 'plans@example.test', password: 'bench password 123' };
  await api('POST', '/api/auth/register', null, user);
  const emailToken = await verificationToken(dataDir, user.email);
  await api('POST', '/api/auth/verifyEmail', null, { emailToken });
  const { accessToken } = await api('POST', '/api/auth', null, {
    email: user.email,
    password: user.password,
  });
  return accessToken;
}

/** Hands out the ids in turn, round and round, so every one of them is named. */
function inTurn(ids) {
  let next = 0;
  return () => ids[next++ % ids.length];
}

/**
 * 40 items in 4 sections: 24 exercise items, 8 board items, 4 parallel items of 3 groups (two
 * exercises and a board each), 2 breaks and 2 free texts; every exercise and board is named.
 */
function planOf(exerciseIds, boardIds) {
  const exerciseId = inTurn(exerciseIds);
  const tacticboardId = inTurn(boardIds);
  const group = (label, positions, activity) => ({
    _id: randomUUID(),
    label,
    positions,
    activity: { ...activity, minutes: 10 },
  });
  const items = [];
  for (let index = 0; index < 40; index += 1) {
    const _id = randomUUID();
    if (index % 10 === 4) {
      items.push({
        _id,
        kind: 'parallel',
        groups: [
          group('Keepers and chasers', ['keepers', 'chasers'], {
            kind: 'exercise',
            exerciseId: exerciseId(),
          }),
          group('Beaters', ['beaters'], { kind: 'exercise', exerciseId: exerciseId() }),
          group('Seekers', ['seekers'], { kind: 'tacticboard', tacticboardId: tacticboardId() }),
        ],
      });
    } else if (index % 20 === 9) items.push({ _id, kind: 'break', minutes: 5, note: 'Drinks' });
    else if (index % 20 === 19)
      items.push({ _id, kind: 'text', text: 'Feedback round', minutes: 3 });
    else if (index % 5 === 2)
      items.push({ _id, kind: 'tacticboard', tacticboardId: tacticboardId(), minutes: 4 });
    else items.push({ _id, kind: 'exercise', exerciseId: exerciseId(), minutes: 8 });
  }
  const titles = ['Warm-up', 'Main part', 'Game', 'Cool-down'];
  return {
    name: 'Forty-item bench plan',
    description: 'A long session to time opening a plan.',
    tags: ['bench'],
    date: '2026-12-01',
    startTime: '19:00',
    headCount: 21,
    plannedMinutes: 300,
    sections: titles.map((title, s) => ({
      _id: randomUUID(),
      title,
      items: items.slice(s * 10, s * 10 + 10),
    })),
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

await withBuiltApp(async (_browser, baseUrl, dataDir) => {
  const api = apiOf(baseUrl);
  const token = await signedInCoach(api, dataDir);
  const exerciseIds = [];
  for (let index = 0; index < EXERCISES; index += 1) {
    const exercise = await api('POST', '/api/exercises', token, {
      name: `Bench drill ${index + 1}`,
      persons: 8 + (index % 8),
      beaters: index % 3,
      chasers: 2 + (index % 4),
      tags: ['bench', index % 2 ? 'passing' : 'beating'],
      materials: ['cones', index % 2 ? 'quaffles' : 'bludgers', 'bibs'],
      description_blocks: [
        { description: 'Set up the drill as drawn.', time_min: 5 },
        { description: 'Run it at full speed.', coaching_points: '- Talk early', time_min: 10 },
      ],
    });
    exerciseIds.push(exercise._id);
  }
  const boardIds = [];
  for (let index = 0; index < BOARDS; index += 1) {
    const board = await api('POST', '/api/tacticboards', token, {
      name: `Bench board ${index + 1}`,
    });
    boardIds.push(board._id);
  }
  const plan = await api('POST', '/api/practice-plans', token, planOf(exerciseIds, boardIds));
  const itemCount = plan.sections.reduce((n, section) => n + section.items.length, 0);
  const { exercises, tacticboards } = plan.referenced;
  if (itemCount !== 40 || plan.unavailable.length > 0) throw new Error('unexpected plan');
  if (exercises.length !== EXERCISES || tacticboards.length !== BOARDS)
    throw new Error(`referenced ${exercises.length} exercises, ${tacticboards.length} boards`);

  const url = `${baseUrl}/api/practice-plans/${plan._id}`;
  const headers = { authorization: `Bearer ${token}` };
  let bytes = 0;
  const samples = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET plan: ${response.status}`);
    bytes = body.byteLength;
    if (request >= WARM_UP) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 0.95);
  const fmt = (ms) => ms.toFixed(1);
  console.log(
    `Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim()}), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}; ${new Date().toISOString()}`,
  );
  console.log(
    `| items | exercises + boards named | response (KB) | requests | p50 (ms) | p95 (ms) | max (ms) | target p95 ≤ ${TARGET_P95_MS} ms |`,
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| ${itemCount} | ${EXERCISES} + ${BOARDS} | ${(bytes / 1024).toFixed(1)} | ${REQUESTS} | ${fmt(percentile(samples, 0.5))} | ${fmt(p95)} | ${fmt(samples.at(-1))} | ${p95 <= TARGET_P95_MS ? 'met' : 'not met'} |`,
  );
  if (p95 > TARGET_P95_MS) process.exitCode = 1;
});
