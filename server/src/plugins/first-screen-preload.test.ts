import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFirstScreenFiles } from './first-screen-preload.ts';
import { serveClientBuild, type ClientBuild } from '../../test/serve-client-build.ts';

const INDEX = '<!doctype html><html><head><title>Courtside</title></head><body></body></html>';
const LIST = {
  screens: [
    { path: '^/drafting-board/?$', files: ['/assets/board-A1.js', '/assets/court-B2.js'] },
    { path: '^/?$', files: ['/assets/home-C3.js'] },
  ],
  texts: { en: ['/assets/translation-D4.js'] },
};

let build: ClientBuild;

beforeAll(async () => {
  build = await serveClientBuild({
    'index.html': INDEX,
    'first-screens.json': JSON.stringify(LIST),
  });
});

afterAll(() => build.close());

const get = (url: string, headers?: Record<string, string>) => build.get(url, headers);

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );

describe('index.html naming the first screen’s code', () => {
  it('names the files of the screen at the address, in the head', async () => {
    const response = await get('/drafting-board', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual(['/assets/board-A1.js', '/assets/court-B2.js']);
    expect(response.body).toMatch(/<\/title><link [^]*<\/head><body>/);
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('adds the English texts when the browser asks for English first', async () => {
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
    expect(preloads(english.body)).toEqual(['/assets/home-C3.js', '/assets/translation-D4.js']);
    // A lower q value counts less, whatever the order.
    const german = await get('/', { 'accept-language': 'en;q=0.5,de-AT' });
    expect(preloads(german.body)).toEqual(['/assets/home-C3.js']);
  });

  it('follows the app’s own choice first: ?lng=, then the i18next cookie', async () => {
    const byQuery = await get('/?lng=en', { 'accept-language': 'de' });
    expect(preloads(byQuery.body)).toContain('/assets/translation-D4.js');
    const byCookie = await get('/', { 'accept-language': 'en', cookie: 'a=1; i18next=de' });
    expect(preloads(byCookie.body)).not.toContain('/assets/translation-D4.js');
  });

  it('sends the page as it is built where no screen is listed', async () => {
    const response = await get('/exercises/add', { 'accept-language': 'de' });
    expect(response.body).toBe(INDEX);
  });

  it('compresses each page and tags each one apart, so a cache never mixes them', async () => {
    const board = await get('/drafting-board', {
      'accept-encoding': 'br',
      'accept-language': 'de',
    });
    expect(board.headers['content-encoding']).toBe('br');
    expect(preloads(brotliDecompressSync(board.rawPayload).toString())).toHaveLength(2);
    const home = await get('/', { 'accept-encoding': 'br', 'accept-language': 'de' });
    expect(home.headers.etag).not.toBe(board.headers.etag);
    const again = await get('/drafting-board', {
      'accept-encoding': 'br',
      'accept-language': 'de',
      'if-none-match': String(board.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('parseFirstScreenFiles', () => {
  it('reads the build’s list', () => {
    const list = parseFirstScreenFiles(JSON.stringify(LIST));
    expect(list?.screens.map(({ pattern }) => pattern.test('/drafting-board/'))).toEqual([
      true,
      false,
    ]);
    expect(list?.texts.en).toEqual(['/assets/translation-D4.js']);
  });

  it('takes nothing that is not a list of the build’s scripts', () => {
    expect(parseFirstScreenFiles('not json')).toBeUndefined();
    expect(parseFirstScreenFiles('{"screens":[]}')).toBeUndefined();
    const outside = { ...LIST, texts: { en: ['"><script>alert(1)</script>'] } };
    expect(parseFirstScreenFiles(JSON.stringify(outside))).toBeUndefined();
    const badPattern = { ...LIST, screens: [{ path: '(', files: [] }] };
    expect(parseFirstScreenFiles(JSON.stringify(badPattern))).toBeUndefined();
  });
});
