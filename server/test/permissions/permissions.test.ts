import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, buildTestApp, type TestApp } from '../build-test-app.ts';
import { bearer, createUser, type TestUser } from '../factories.ts';
import {
  ACTORS,
  PERMISSIONS,
  RULES,
  mayBePrivate,
  renderPermissions,
  type Actor,
  type Visibility,
} from './table.ts';

let t: TestApp;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  const [stranger, viewer, editor, owner, admin] = await Promise.all([
    createUser(t, { name: 'Stranger' }),
    createUser(t, { name: 'Viewer' }),
    createUser(t, { name: 'Editor' }),
    createUser(t, { name: 'Owner' }),
    createUser(t, { name: 'Admin', email: TEST_ADMIN_EMAIL }),
  ]);
  users = { stranger, viewer, editor, owner, admin };
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, url: string, actor: Actor, payload?: unknown) {
  const user = actor === 'anonymous' ? undefined : users[actor];
  return t.app.inject({
    method,
    url,
    ...(user ? { headers: bearer(user) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A fresh resource of the owner's with a view grant for the viewer and an edit grant for the editor. */
type Kind = 'exercises' | 'tacticboards' | 'practice-plans';

const kindOf = (operation: string): Kind =>
  operation.includes('tacticboards')
    ? 'tacticboards'
    : operation.includes('practice-plans') || operation.includes('practicePlans')
      ? 'practice-plans'
      : 'exercises';

async function resource(kind: Kind, visibility: Visibility) {
  const name = `Matrix ${randomUUID().slice(0, 8)}`;
  const body =
    kind === 'exercises'
      ? { name, persons: 4 }
      : kind === 'practice-plans'
        ? { name, isPrivate: visibility === 'private' }
        : {
            name: `Matrix ${randomUUID().slice(0, 8)}`,
            isPrivate: visibility === 'private',
            pages: [
              { objects: [], backgroundImage: { src: '/full-court.svg' } },
              {
                objects: [],
                backgroundImage: { src: '/full-court.svg' },
              },
            ],
          };
  const created = await send('POST', `/api/${kind}`, 'owner', body);
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json<{
    _id: string;
    version: number;
    pages?: Array<{ _id: string; revision: number }>;
  }>();
  for (const [actor, access] of [
    ['viewer', 'view'],
    ['editor', 'edit'],
  ] as const) {
    const granted = await send('POST', `/api/${kind}/${item._id}/access`, 'owner', {
      userId: users[actor].id,
      access,
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }
  return { ...item, json: created.json<Record<string, unknown>>() };
}

const page = { objects: [], backgroundImage: { src: '/full-court.svg' } };

/** How to call each operation on a resource, as the actor, with a body that would succeed. */
const resourceCalls: Record<
  string,
  (
    r: Awaited<ReturnType<typeof resource>>,
    actor: Actor,
  ) => Promise<{ statusCode: number; body: string }>
> = {
  'GET /api/exercises/{id}': (r, a) => send('GET', `/api/exercises/${r._id}`, a),
  'PUT /api/exercises/{id}': (r, a) =>
    send('PUT', `/api/exercises/${r._id}`, a, { ...r.json, name: 'Changed' }),
  'DELETE /api/exercises/{id}': (r, a) => send('DELETE', `/api/exercises/${r._id}`, a),
  'GET /api/exercises/{id}/relatedExercises': (r, a) =>
    send('GET', `/api/exercises/${r._id}/relatedExercises`, a),
  'GET /api/exercises/{id}/checkAccess': (r, a) =>
    send('GET', `/api/exercises/${r._id}/checkAccess`, a),
  'GET /api/exercises/{id}/access': (r, a) => send('GET', `/api/exercises/${r._id}/access`, a),
  'POST /api/exercises/{id}/access': (r, a) =>
    send('POST', `/api/exercises/${r._id}/access`, a, {
      userId: users.stranger.id,
      access: 'view',
    }),
  'DELETE /api/exercises/{id}/access': (r, a) =>
    send('DELETE', `/api/exercises/${r._id}/access`, a, { userId: users.viewer.id }),
  'POST /api/exercises/{id}/share': (r, a) =>
    send('POST', `/api/exercises/${r._id}/share`, a, {
      email: a === 'stranger' ? users.admin.email : users.stranger.email,
      access: 'view',
    }),
  'GET /api/tacticboards/{id}': (r, a) => send('GET', `/api/tacticboards/${r._id}`, a),
  'PUT /api/tacticboards/{id}': (r, a) =>
    send('PUT', `/api/tacticboards/${r._id}`, a, {
      name: 'Changed',
      pages: [page],
      version: r.version,
    }),
  'DELETE /api/tacticboards/{id}': (r, a) => send('DELETE', `/api/tacticboards/${r._id}`, a),
  'PATCH /api/tacticboards/{id}/meta': (r, a) =>
    send('PATCH', `/api/tacticboards/${r._id}/meta`, a, { name: 'Changed' }),
  'POST /api/tacticboards/{id}/duplicate': (r, a) =>
    send('POST', `/api/tacticboards/${r._id}/duplicate`, a),
  'PATCH /api/tacticboards/{id}/pages/{pageId}': (r, a) =>
    send('PATCH', `/api/tacticboards/${r._id}/pages/${r.pages?.[0]?._id}`, a, {
      ...page,
      revision: r.pages?.[0]?.revision,
    }),
  'DELETE /api/tacticboards/{id}/pages/{pageId}': (r, a) =>
    send('DELETE', `/api/tacticboards/${r._id}/pages/${r.pages?.[1]?._id}`, a),
  'POST /api/tacticboards/{id}/newPage': (r, a) =>
    send('POST', `/api/tacticboards/${r._id}/newPage`, a, page),
  'POST /api/tacticboards/{id}/insertPage/{position}': (r, a) =>
    send('POST', `/api/tacticboards/${r._id}/insertPage/1`, a, page),
  'GET /api/tacticboards/{id}/checkAccess': (r, a) =>
    send('GET', `/api/tacticboards/${r._id}/checkAccess`, a),
  'GET /api/tacticboards/{id}/access': (r, a) =>
    send('GET', `/api/tacticboards/${r._id}/access`, a),
  'POST /api/tacticboards/{id}/access': (r, a) =>
    send('POST', `/api/tacticboards/${r._id}/access`, a, {
      userId: users.stranger.id,
      access: 'view',
    }),
  'DELETE /api/tacticboards/{id}/access': (r, a) =>
    send('DELETE', `/api/tacticboards/${r._id}/access`, a, { userId: users.viewer.id }),
  'POST /api/tacticboards/{id}/share': (r, a) =>
    send('POST', `/api/tacticboards/${r._id}/share`, a, {
      email: a === 'stranger' ? users.admin.email : users.stranger.email,
      access: 'view',
    }),
  'GET /api/practice-plans/{id}': (r, a) => send('GET', `/api/practice-plans/${r._id}`, a),
  'PATCH /api/practice-plans/{id}': (r, a) =>
    send('PATCH', `/api/practice-plans/${r._id}`, a, { name: 'Changed' }),
  'PUT /api/practice-plans/{id}': (r, a) =>
    send('PUT', `/api/practice-plans/${r._id}`, a, { name: 'Changed', version: r.version }),
  'DELETE /api/practice-plans/{id}': (r, a) => send('DELETE', `/api/practice-plans/${r._id}`, a),
  'GET /api/practice-plans/{id}/checkAccess': (r, a) =>
    send('GET', `/api/practice-plans/${r._id}/checkAccess`, a),
  'GET /api/practice-plans/{id}/access': (r, a) =>
    send('GET', `/api/practice-plans/${r._id}/access`, a),
  'POST /api/practice-plans/{id}/access': (r, a) =>
    send('POST', `/api/practice-plans/${r._id}/access`, a, {
      userId: users.stranger.id,
      access: 'view',
    }),
  'DELETE /api/practice-plans/{id}/access': (r, a) =>
    send('DELETE', `/api/practice-plans/${r._id}/access`, a, { userId: users.viewer.id }),
  'POST /api/practice-plans/{id}/share': (r, a) =>
    send('POST', `/api/practice-plans/${r._id}/share`, a, {
      email: a === 'stranger' ? users.admin.email : users.stranger.email,
      access: 'view',
    }),
  'POST /api/favorites/exercises/{id}': (r, a) =>
    send('POST', `/api/favorites/exercises/${r._id}`, a),
  'DELETE /api/favorites/exercises/{id}': (r, a) =>
    send('DELETE', `/api/favorites/exercises/${r._id}`, a),
  'POST /api/favorites/tacticboards/{id}': (r, a) =>
    send('POST', `/api/favorites/tacticboards/${r._id}`, a),
  'DELETE /api/favorites/tacticboards/{id}': (r, a) =>
    send('DELETE', `/api/favorites/tacticboards/${r._id}`, a),
  'POST /api/favorites/practice-plans/{id}': (r, a) =>
    send('POST', `/api/favorites/practice-plans/${r._id}`, a),
  'DELETE /api/favorites/practice-plans/{id}': (r, a) =>
    send('DELETE', `/api/favorites/practice-plans/${r._id}`, a),
  ...shareLinkCalls('tacticboards'),
  ...shareLinkCalls('practice-plans'),
  ...quadcoachFavoriteCalls('exercises', 'exerciseId'),
  ...quadcoachFavoriteCalls('tacticboards', 'tacticboardId'),
  ...quadcoachFavoriteCalls('practicePlans', 'practicePlanId'),
};

/** Public read-only links (issue 18): made and revoked by editors, read by anyone with the token. */
function shareLinkCalls(kind: 'tacticboards' | 'practice-plans') {
  const link = (r: { _id: string }, a: Actor) =>
    send('POST', `/api/${kind}/${r._id}/share-link`, a);
  return {
    [`POST /api/${kind}/{id}/share-link`]: link,
    [`DELETE /api/${kind}/{id}/share-link`]: (r: { _id: string }, a: Actor) =>
      send('DELETE', `/api/${kind}/${r._id}/share-link`, a),
    [`GET /api/${kind}/share/{token}`]: async (r: { _id: string }, a: Actor) => {
      const made = await link(r, 'owner');
      expect(made.statusCode, made.body).toBe(201);
      return send('GET', `/api/${kind}/share/${made.json<{ token: string }>().token}`, a);
    },
  };
}

/** QuadCoach's favorites calls name the user and the resource in the body (issue 18). */
function quadcoachFavoriteCalls(path: string, idField: string) {
  const body = (r: { _id: string }, a: Actor) => ({
    userId: a === 'anonymous' ? randomUUID() : users[a].id,
    [idField]: r._id,
  });
  return {
    [`POST /api/favorites/${path}`]: (r: { _id: string }, a: Actor) =>
      send('POST', `/api/favorites/${path}`, a, body(r, a)),
    // Unmarking needs a mark: who may not make one has none to remove (404).
    [`DELETE /api/favorites/${path}`]: async (r: { _id: string }, a: Actor) => {
      await send('POST', `/api/favorites/${path}`, a, body(r, a));
      return send('DELETE', `/api/favorites/${path}`, a, body(r, a));
    },
  };
}

const ownerForm = () => ({
  id: users.owner.id,
  name: 'Owner',
  email: users.owner.email,
  roles: [],
  active: true,
});

/** Calls that act on no one resource, or on the owner's account. */
const otherCalls: Record<string, (actor: Actor) => Promise<{ statusCode: number; body: string }>> =
  {
    'GET /api/exercises': (a) => send('GET', '/api/exercises', a),
    'POST /api/exercises': (a) => send('POST', '/api/exercises', a, { name: 'New', persons: 2 }),
    'GET /api/tacticboards/header': (a) => send('GET', '/api/tacticboards/header', a),
    'GET /api/tacticboards': (a) => send('GET', '/api/tacticboards', a),
    'POST /api/tacticboards': (a) => send('POST', '/api/tacticboards', a, { name: 'New' }),
    'GET /api/practice-plans': (a) => send('GET', '/api/practice-plans', a),
    'POST /api/practice-plans': (a) => send('POST', '/api/practice-plans', a, { name: 'New' }),
    'GET /api/favorites/practice-plans': (a) => send('GET', '/api/favorites/practice-plans', a),
    'GET /api/tags/exercises': (a) => send('GET', '/api/tags/exercises', a),
    'GET /api/materials': (a) => send('GET', '/api/materials', a),
    'GET /api/tags/tacticboards': (a) => send('GET', '/api/tags/tacticboards', a),
    'GET /api/tags/practice-plans': (a) => send('GET', '/api/tags/practice-plans', a),
    'GET /api/favorites/exercises': (a) => send('GET', '/api/favorites/exercises', a),
    'GET /api/favorites/tacticboards': (a) => send('GET', '/api/favorites/tacticboards', a),
    'GET /api/users/{id}': (a) => send('GET', `/api/users/${users.owner.id}`, a),
    'PATCH /api/users/{id}': (a) =>
      send('PATCH', `/api/users/${users.owner.id}`, a, { name: 'Owner' }),
    'GET /api/users/{id}/summary': (a) => send('GET', `/api/users/${users.owner.id}/summary`, a),
    'GET /api/admin/backup': async (a) => {
      const response = await send('GET', '/api/admin/backup', a);
      // On PostgreSQL an admin is let through and then told to use pg_dump: allowed, for the matrix.
      const toldToUsePgDump = response.statusCode === 400 && response.body.includes('pg_dump');
      return toldToUsePgDump ? { statusCode: 200, body: response.body } : response;
    },
    'GET /api/health': (a) => send('GET', '/api/health', a),
    'GET /api/favorites/exercisesHeaders': (a) => send('GET', '/api/favorites/exercisesHeaders', a),
    'GET /api/favorites/tacticboardsHeaders': (a) =>
      send('GET', '/api/favorites/tacticboardsHeaders', a),
    'GET /api/favorites/practicePlans': (a) => send('GET', '/api/favorites/practicePlans', a),
    'GET /api/user/online-count': (a) => send('GET', '/api/user/online-count', a),
    'GET /api/user/{id}': (a) => send('GET', `/api/user/${users.owner.id}`, a),
    'PUT /api/user': (a) => send('PUT', '/api/user', a, ownerForm()),
    'PATCH /api/user': (a) => send('PATCH', '/api/user', a, ownerForm()),
    'GET /api/user/{id}/exercises': (a) => send('GET', `/api/user/${users.owner.id}/exercises`, a),
    'GET /api/user/{id}/tacticboards': (a) =>
      send('GET', `/api/user/${users.owner.id}/tacticboards`, a),
  };

const expectedOf = (operation: string, actor: Actor, visibility: Visibility, status: number) => {
  const rule = PERMISSIONS[operation];
  if (!rule) throw new Error(`no rule for ${operation}`);
  const outcome = RULES[rule].outcome(actor, visibility);
  return outcome === 'ok' ? status < 300 : status === outcome;
};

describe('the permissions table', () => {
  it('names every documented operation, and nothing else', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(PERMISSIONS).sort()).toEqual(documented.sort());
  });

  it('is what docs/permissions.md shows', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const written = await readFile(path.join(root, 'docs', 'permissions.md'), 'utf8');
    expect(written, 'run `npm run docs:permissions`').toBe(await renderPermissions());
  });
});

describe('the authorization matrix', () => {
  for (const [operation, call] of Object.entries(resourceCalls)) {
    const visibilities: Visibility[] = mayBePrivate(operation) ? ['public', 'private'] : ['public'];
    for (const visibility of visibilities) {
      it.each(ACTORS)(`${operation} on a ${visibility} resource as %s`, async (actor) => {
        const response = await call(await resource(kindOf(operation), visibility), actor);
        expect(
          expectedOf(operation, actor, visibility, response.statusCode),
          `${response.statusCode} ${response.body.slice(0, 200)}`,
        ).toBe(true);
      });
    }
  }

  for (const [operation, call] of Object.entries(otherCalls)) {
    it.each(ACTORS)(`${operation} as %s`, async (actor) => {
      const response = await call(actor);
      expect(
        expectedOf(operation, actor, 'public', response.statusCode),
        `${response.statusCode} ${response.body.slice(0, 200)}`,
      ).toBe(true);
    });
  }

  it('calls every operation that is not an auth or account-deletion call', () => {
    const called = new Set([...Object.keys(resourceCalls), ...Object.keys(otherCalls)]);
    const uncalled = Object.entries(PERMISSIONS)
      .filter(([operation, rule]) => rule !== 'auth' && !called.has(operation))
      .map(([operation]) => operation);
    // Deleting the owner's account would take the other cases' resources with it; users.test.ts
    // and quadcoach-contract.test.ts cover who may delete an account.
    expect(uncalled).toEqual(['DELETE /api/users/{id}', 'DELETE /api/user']);
  });
});
