import { performance } from 'node:perf_hooks';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createUser, type TestUser } from './factories.ts';

/**
 * Property-based fuzzing of every documented route: bodies are drawn from the route's own JSON
 * schema in the OpenAPI document (mostly well-typed, sometimes a value of any other kind), sent
 * by a coach who owns the resources the path names. The server must never answer 5xx, a 4xx
 * must leave the coach's exercise and board exactly as they were, every JSON answer must match
 * the response schema the document gives for its status, and no request may take over 2 s.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const RUNS_PER_ROUTE = 25;
/** No request may take longer than this (issue 13). */
const SLOW_MS = 2_000;

/** A value of any kind, including the ones that overflow, poison or break text columns. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.constantFrom(2 ** 31, -1, 0, 1e308, 2 ** 53),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('\u0000', '(', '[[:alpha:]', '__proto__', '\ud800'),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);

function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return anyValue;
  let typed: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.enum?.length) typed = fc.constantFrom(...schema.enum);
  else if (alternatives?.length)
    typed = fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth)));
  else if (type === 'string') {
    typed =
      schema.format === 'uuid'
        ? fc.uuid()
        : schema.format === 'email'
          ? fc.emailAddress()
          : fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 80) });
  } else if (type === 'integer') {
    typed = fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1_000, 1e6) });
  } else if (type === 'number') typed = fc.double({ noNaN: true });
  else if (type === 'boolean') typed = fc.boolean();
  else if (type === 'array') {
    typed =
      depth > 3
        ? fc.constant([])
        : fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 3 });
  } else if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    typed =
      depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(
              Object.entries(properties).map(([key, value]) => [
                key,
                arbitraryOf(value, depth + 1),
              ]),
            ),
            { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
          );
  } else typed = anyValue;
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anyValue });
}

/** The schema with the document's components beside it, so its `$ref`s resolve. */
function resolvable(schema: object, components: { schemas?: Record<string, unknown> } = {}) {
  return { ...schema, components };
}

/** Characters that make regular expressions, counts and lists interesting. */
const patternText = fc.string({
  unit: fc.constantFrom(...'ab(.*+?)[]{}|^$\\1,-09:'.split('')),
  maxLength: 24,
});

/** A query string of the list parameters with hostile values, as any visitor may send. */
const listQuery: fc.Arbitrary<string> = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'limit',
      'name[regex]',
      'tags[regex]',
      'materials[regex]',
      'tagName[regex]',
      'materialName[regex]',
      'tags[all]',
      'tags[in]',
      'persons[gte]',
      'persons[lte]',
      'sortBy',
      'sortOrder',
      'mine',
      'favorite',
    ),
    fc.oneof(patternText, fc.constantFrom('1', '0', '-1', '99999999999', 'true', 'name', '')),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString());

let t: TestApp;
let coach: TestUser;
let exerciseId: string;
let boardId: string;
let pageId: string;

beforeAll(async () => {
  t = await buildTestApp();
  coach = await createUser(t, { name: 'Fuzzed Coach' });
  const exercise = await t.app.inject({
    method: 'POST',
    url: '/api/exercises',
    headers: bearer(coach),
    payload: { name: 'Fuzz target', persons: 4, tags: ['fuzz'] },
  });
  exerciseId = exercise.json<{ _id: string }>()._id;
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/tacticboards',
    headers: bearer(coach),
    payload: { name: 'Fuzz board' },
  });
  const created = board.json<{ _id: string; pages: Array<{ _id: string }> }>();
  boardId = created._id;
  pageId = created.pages[0]?._id ?? '';
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** What a failed request must not touch: the coach's exercise and board as the API shows them. */
async function snapshot(): Promise<string> {
  const [exercise, board] = await Promise.all([
    t.app.inject({ method: 'GET', url: `/api/exercises/${exerciseId}`, headers: bearer(coach) }),
    t.app.inject({ method: 'GET', url: `/api/tacticboards/${boardId}`, headers: bearer(coach) }),
  ]);
  return `${exercise.body}\n${board.body}`;
}

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => {
    if (name === '{pageId}') return pageId;
    if (name === '{position}') return '1';
    if (name === '{userId}' || path.startsWith('/api/users')) return coach.id;
    return path.includes('tacticboards') ? boardId : exerciseId;
  });
}

/** Routes that would end the test's own footing: deleting its resources or its account. */
const skipped = (method: Method, path: string) =>
  path.startsWith('/api/docs') ||
  (method === 'DELETE' && /^\/api\/(users|exercises|tacticboards)\/\{id\}$/.test(path));

describe('fuzzing every documented route', () => {
  it('never answers 5xx, and a 4xx changes nothing', { timeout: 600_000 }, async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, unknown> };
    }>();
    const ajv = new Ajv({ strict: false, allErrors: false });
    addFormats.default(ajv);
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        responses: new Map<string, ValidateFunction>(
          Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return schema
              ? [[status, ajv.compile(resolvable(schema, doc.components))] as const]
              : [];
          }),
        ),
      })),
    );
    const fuzzed = routes.filter(
      (route) =>
        !skipped(route.method, route.path) && (route.method === 'GET' || route.body !== undefined),
    );
    expect(fuzzed.filter((route) => route.method !== 'GET').length).toBeGreaterThan(15);

    const failures: string[] = [];
    // What the data is before the next request: read again only after an answer that may have
    // changed it (a 2xx), since after a 4xx it must be as it was.
    let before = await snapshot();
    for (const route of fuzzed) {
      const path = concretePath(route.path);
      const input: fc.Arbitrary<{ query: string; body?: unknown }> =
        route.method === 'GET'
          ? listQuery.map((query) => ({ query }))
          : arbitraryOf(route.body).map((body) => ({ query: '', body }));
      await fc
        .assert(
          fc.asyncProperty(input, async ({ query, body }) => {
            const url = query ? `${path}?${query}` : path;
            const what = `${route.method} ${url} ${JSON.stringify(body) ?? ''}`;
            const send = () =>
              t.app.inject({
                method: route.method,
                url,
                headers: {
                  ...bearer(coach),
                  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
              });
            const started = performance.now();
            const answer = await send();
            if (performance.now() - started > SLOW_MS) {
              // A busy machine can stall any one request; a request that is slow by itself is
              // slow again (a pattern the database chews on, a body the parser walks for long).
              const again = performance.now();
              await send();
              if (performance.now() - again > SLOW_MS) {
                failures.push(`${what} took over ${SLOW_MS} ms twice`);
                return false;
              }
            }
            if (answer.statusCode >= 500) {
              failures.push(`${what} → ${answer.statusCode}`);
              return false;
            }
            const validate = route.responses.get(String(answer.statusCode));
            const isJson = answer.headers['content-type']?.toString().includes('json');
            if (validate && isJson && !validate(answer.json())) {
              failures.push(
                `${what} → ${answer.statusCode} does not match its schema: ${ajv.errorsText(validate.errors)}`,
              );
              return false;
            }
            if (answer.statusCode < 400) {
              before = await snapshot();
              return true;
            }
            if ((await snapshot()) !== before) {
              failures.push(`${what} changed data with a 4xx`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
      // A route that failed stopped where it was, its last answer maybe a change: start afresh.
      before = await snapshot();
    }
    expect(failures).toEqual([]);
  });
});
