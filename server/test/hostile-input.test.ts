import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';

/**
 * Sends malformed values to every route the API documents, as a visitor and as a logged-in
 * coach who owns the resources, and expects a 4xx with a message each time: a 5xx is a bug.
 */

let t: TestApp;
let coach: TestUser;
let exerciseId: string;
let boardId: string;
let pageId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  /** The fields its JSON body documents; undefined where the body is open (page data). */
  bodyFields: Set<string> | undefined;
}

interface Operation {
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

const NUL = '\u0000';
const hostileStrings = [
  `nul${NUL}byte`,
  '\ud800',
  'x'.repeat(20_000),
  '%',
  '(',
  '[[:alpha:]',
  "'; drop table users; --",
];
const hostileValues: unknown[] = [
  null,
  -1,
  1e308,
  3.5,
  true,
  [],
  {},
  [null],
  { $ne: 1 },
  ...hostileStrings,
];

function pathsWith(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => {
    if (value !== 'own') return encodeURIComponent(value);
    if (name === '{pageId}') return pageId;
    if (name === '{position}') return '1';
    return path.includes('tacticboards') ? boardId : exerciseId;
  });
}

async function documentedRoutes(): Promise<Route[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]) => {
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties;
        const fields = Object.keys(properties ?? {});
        return {
          method: method.toUpperCase() as Method,
          path,
          bodyFields: fields.length > 0 ? new Set(fields) : undefined,
        };
      })
      .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)),
  );
}

/** Bodies of the wrong kind altogether. */
const wrongKindBodies: unknown[] = [null, [], 'text', 42, { a: { b: { c: { d: [[[[{}]]]] } } } }];

/**
 * Bodies shaped like real ones with one field spoiled, plus bodies of the wrong kind. A field the
 * route's body does not document is spoiled only where the body is open to any field.
 */
function hostileBodies(route: Route): unknown[] {
  const fields = [
    'name',
    'email',
    'password',
    'access',
    'userId',
    'tags',
    'materials',
    'persons',
    'description_blocks',
    'objects',
    'backgroundImage',
    'pages',
    'version',
    'revision',
    'isPrivate',
    'description',
    'emailToken',
    'passwordResetToken',
    'related_to',
  ];
  const spoiled = fields
    .filter((field) => !route.bodyFields || route.bodyFields.has(field))
    .flatMap((field) => hostileValues.map((value) => ({ name: 'Fine name', [field]: value })));
  return [...wrongKindBodies, ...spoiled];
}

const hostileQueries = [
  'page=abc',
  'page=-1&limit=0',
  'limit=99999999999999999999',
  'page=1&page=2',
  'name[regex]=(',
  `name[regex]=${encodeURIComponent(`a${NUL}b`)}`,
  `tags[all]=${encodeURIComponent(`a${NUL}b`)}`,
  'tags[regex]=%5B%5B%3Aalpha%3A%5D',
  `tags[all]=${'x,'.repeat(5_000)}`,
  'persons[gte]=1e400',
  'persons[lte]=abc',
  'sortBy=__proto__',
  'constructor[regex]=x',
  `tagName[regex]=${encodeURIComponent(`${NUL}`)}`,
  'materialName[regex]=(',
  'name[options]=xyz',
];

beforeAll(async () => {
  t = await buildTestApp();
  coach = await createUser(t, { name: 'Hostile Coach' });
  const auth = { authorization: `Bearer ${coach.accessToken}` };
  const exercise = await t.app.inject({
    method: 'POST',
    url: '/api/exercises',
    headers: auth,
    payload: { name: 'Target exercise', persons: 4, tags: ['a'], description_blocks: [] },
  });
  exerciseId = exercise.json<{ _id: string }>()._id;
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/tacticboards',
    headers: auth,
    payload: { name: 'Target board' },
  });
  const created = board.json<{ _id: string; pages: Array<{ _id: string }> }>();
  boardId = created._id;
  pageId = created.pages[0]?._id ?? '';
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('patterns that would stall the database', () => {
  const stalling = [
    '^(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\1\\2\\3\\4\\5\\6\\7\\8$',
    '(a+)+$',
    '(?=a)a',
    'x{1000}',
  ];
  const searches = [
    ['/api/exercises', 'name[regex]'],
    ['/api/exercises', 'tags[regex]'],
    ['/api/tacticboards', 'name[regex]'],
    ['/api/tacticboards/header', 'tags[regex]'],
    ['/api/tags/exercises', 'tagName[regex]'],
    ['/api/materials', 'materialName[regex]'],
  ] as const;

  it.each(searches)(
    '%s refuses them in %s with a 400 naming the parameter',
    async (path, param) => {
      for (const pattern of stalling) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${path}?${param}=${encodeURIComponent(pattern)}`,
        });
        expect(response.statusCode, pattern).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(param);
      }
    },
  );
});

describe('hostile input', () => {
  it('set up real resources to aim at', () => {
    expect(exerciseId).toMatch(/^[0-9a-f-]{36}$/);
    expect(boardId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never answers a documented route with a 5xx', { timeout: 300_000 }, async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const send = async (
      route: Route,
      url: string,
      payload: unknown,
      headers: Record<string, string>,
    ) => {
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
      });
      if (response.statusCode >= 500 || response.statusCode < 200) {
        failures.push(
          `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      } else if (response.statusCode >= 400) {
        const body = response.json<{ message?: unknown }>();
        if (typeof body.message !== 'string' || body.message === '') {
          failures.push(`${route.method} ${url} → ${response.statusCode} without a message`);
        }
      }
    };
    const visitor = {};
    for (const route of routes) {
      if (route.path.startsWith('/api/docs') || route.path === '/api/users/me') continue;
      // The account itself stays, so later routes still run as the coach.
      if (route.method === 'DELETE' && route.path.includes('/users')) continue;
      const owner = { authorization: `Bearer ${coach.accessToken}` };
      const ids = ['own', randomUUID(), 'not-a-uuid', NUL];
      for (const id of ids) {
        const url = pathsWith(route.path, id);
        // Visitors are turned away early, whatever the id; one id shows it.
        for (const headers of id === 'own' ? [visitor, owner] : [owner]) {
          if (route.method === 'GET') {
            for (const query of hostileQueries)
              await send(route, `${url}?${query}`, undefined, headers);
          } else if (!(route.method === 'DELETE' && id === 'own')) {
            // Every spoiled field reaches the owner's own resource, where bodies are read; a
            // visitor or a foreign id is refused before the body matters, so a few bodies show it.
            const bodies =
              id === 'own' && headers === owner ? hostileBodies(route) : wrongKindBodies;
            for (const body of bodies) await send(route, url, body, headers);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
