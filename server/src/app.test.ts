import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API surface', () => {
  it('reports health once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('compresses large JSON answers for a client that takes brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
      paths: Record<string, unknown>;
    };
    expect(document.paths).toHaveProperty('/api/tacticboards/{id}');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<{ message: string }>().message).toContain('/api/nothing-here');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers a wrong content type with 415 and a missing body with 400', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses NUL characters, which the database cannot store, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Null\u0000Coach', email: 'nul@example.com', password: 'long enough pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body.name must not contain NUL characters' });
    const query = await t.app.inject({ method: 'GET', url: '/api/exercises?name[regex]=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json<{ message: string }>().message).toBe(
      'querystring.name[regex] must not contain NUL characters',
    );
  });

  it('answers a body that is too large with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses deeply nested JSON before parsing it, with a 400', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const [url, depth] of [
      ['/api/auth/logout', 5_000],
      ['/api/exercises', 500_000],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested(depth),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/nest/);
    }
    // Brackets inside strings are text, not nesting.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: '['.repeat(500) }),
    });
    expect(text.statusCode).toBe(401);
  });

  it('keeps the small auth calls to small bodies (413)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('publishes an OpenAPI document generated from the schemas, and its UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/auth/register',
        '/api/auth/refresh',
        '/api/users/{id}',
      ]),
    );
    expect(spec.paths['/api/auth/register']?.post?.requestBody).toBeDefined();
    // Every reference points at a schema the document carries (groups of canvas objects nest).
    const components = Object.keys(
      doc.json<{ components?: { schemas?: object } }>().components?.schemas ?? {},
    );
    const references = [...doc.body.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(references).toContain('CanvasObject');
    expect(references.filter((name) => !components.includes(name as string))).toEqual([]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('serving the client', () => {
  let withClient: TestApp;
  beforeAll(async () => {
    const dist = path.join(t.dataDir, 'fake-dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Courtside</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    withClient = await buildTestApp({ clientDistDir: dist });
  });
  afterAll(async () => {
    await withClient.close();
  });

  it('serves index.html for app routes (SPA fallback), not for API paths', async () => {
    const page = await withClient.app.inject({ method: 'GET', url: '/exercises/123?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await withClient.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('serves hashed assets with a long-lived cache header', async () => {
    const asset = await withClient.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
