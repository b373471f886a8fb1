import { brotliDecompressSync, gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClientBuild, type ClientBuild } from '../../test/serve-client-build.ts';
import { acceptsEncoding } from './static-client.ts';

const INDEX = '<!doctype html><title>Courtside</title><div id="root"></div>';
const SCRIPT = 'export const answer = 42;\n'.repeat(20);

let build: ClientBuild;

beforeAll(async () => {
  build = await serveClientBuild({
    'index.html': INDEX,
    'index.html.gz': gzipSync(INDEX),
    'assets/main-AbC123xy.js': SCRIPT,
    'assets/main-AbC123xy.js.br': brotliCompressSync(SCRIPT),
    'assets/main-AbC123xy.js.gz': gzipSync(SCRIPT),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': '{}',
  });
});

afterAll(() => build.close());

const get = (url: string, headers?: Record<string, string>) => build.get(url, headers);

describe('static client', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/main-AbC123xy.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself, and honours a refusal (q=0)', async () => {
    const gzip = await get('/assets/main-AbC123xy.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/main-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // The tags differ, so a cache never takes one body for another.
    expect(new Set([gzip.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('answers 304 when the browser has the same version', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('image/svg+xml');
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get('/favicon.svg', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('serves index.html for app routes, and a JSON 404 for API paths', async () => {
    const page = await get('/tacticboards/42/update?x=1', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX);
    const head = await build.app.inject({ method: 'HEAD', url: '/exercises' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/unknown not found' });
    const post = await build.app.inject({ method: 'POST', url: '/exercises' });
    expect(post.statusCode).toBe(404);
  });

  it('keeps dot folders (the build manifest) to itself', async () => {
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(manifest.body).toBe(INDEX);
  });
});

describe('acceptsEncoding', () => {
  it('reads names, wildcards and q values', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('deflate', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
