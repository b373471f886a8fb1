import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCompressionPlugin } from './api-compression.ts';

const BIG = {
  pages: Array.from({ length: 200 }, (_, index) => ({ index, name: `Page ${index}` })),
};
const BIG_JSON = JSON.stringify(BIG);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(apiCompressionPlugin);
  app.get('/api/big', async () => BIG);
  app.get('/api/small', async () => ({ ok: true }));
  app.get('/api/varied', async (_request, reply) => {
    reply.header('Vary', 'Origin');
    return BIG;
  });
  app.get('/api/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
  app.get('/page', async () => BIG);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('API compression', () => {
  it('sends a large JSON answer as brotli to a client that takes it, and it reads back the same', async () => {
    const response = await get('/api/big', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(BIG_JSON.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(BIG);
  });

  it('falls back to gzip, and sends plain JSON to a client that takes neither', async () => {
    const gzipped = await get('/api/big', 'gzip, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(BIG);

    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toEqual(BIG);
  });

  it('leaves small answers, other types and non-API paths as they are', async () => {
    for (const url of ['/api/small', '/api/text', '/page']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const response = await get('/api/varied', 'br');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
  });
});
