// The 40-item practice plan the plan benchmarks open and reorder, made through the API of the
// built server: 24 exercises, 8 boards, parallel items, breaks and free text.
import { randomUUID } from 'node:crypto';
import { verificationToken } from './outbox.mjs';

export const EXERCISES = 24;
export const BOARDS = 8;

/** A JSON call to the server; anything but a 2xx stops the benchmark. */
export function apiOf(baseUrl) {
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

/** The coach who owns the plan; the browser benchmarks log in as this coach. */
export const BENCH_COACH = {
  name: 'Bench Coach',
  email: 'plans@example.test',
  password: 'bench password 123',
};

export async function signedInCoach(api, dataDir) {
  const user = BENCH_COACH;
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

/** Makes the exercises and boards, then the plan naming every one of them; checks the answer. */
export async function createBenchPlan(api, token) {
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

  return { plan, itemCount };
}
