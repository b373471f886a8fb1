import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedValues } from './accept-header.ts';
import {
  parseFirstScreenFiles,
  preloadFor,
  withPreloads,
  type FirstScreenFiles,
} from './first-screen-preload.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const HASHED_ASSET = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The compressed copies the client build writes beside a file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** One file of the build, held in memory with its compressed copies. */
interface ClientFile {
  body: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
  type: string;
  etag: string;
  cacheControl: string;
  /** The request headers the body depends on; Accept-Encoding when there are compressed copies. */
  vary?: string;
}

function clientFile(
  urlPath: string,
  body: Buffer,
  compressed: ClientFile['compressed'],
  vary = Object.keys(compressed).length > 0 ? 'Accept-Encoding' : undefined,
): ClientFile {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    body,
    compressed,
    type: CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${hash}"`,
    // Vite names what it builds into assets/ by content: such a file never changes.
    cacheControl: urlPath.startsWith('/assets/') ? HASHED_ASSET : 'no-cache',
    vary,
  };
}

/** Every file under `dir` (its URL path from `dir`), leaving out dot files and folders. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const urlPath = `${prefix}/${entry.name}`;
        if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), urlPath);
        return entry.isFile() ? [urlPath] : [];
      }),
  );
  return found.flat();
}

/** The build's files by URL path; the compressed copies go with the file they were made of. */
async function loadClient(distDir: string): Promise<Map<string, ClientFile>> {
  const all = new Set(await filesUnder(distDir));
  const isCopy = (urlPath: string) =>
    ENCODINGS.some(
      ({ suffix }) => urlPath.endsWith(suffix) && all.has(urlPath.slice(0, -suffix.length)),
    );
  const read = (urlPath: string) => readFile(path.join(distDir, ...urlPath.split('/')));
  const files = await Promise.all(
    [...all]
      .filter((urlPath) => !isCopy(urlPath))
      .map(async (urlPath): Promise<[string, ClientFile]> => {
        const body = await read(urlPath);
        const compressed: ClientFile['compressed'] = {};
        for (const { name, suffix } of ENCODINGS) {
          if (all.has(urlPath + suffix)) compressed[name] = await read(urlPath + suffix);
        }
        return [urlPath, clientFile(urlPath, body, compressed)];
      }),
  );
  return new Map(files);
}

/** Whether the Accept-Encoding header takes `encoding` (a q of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  return acceptedValues(header).some(
    ({ value, q }) => (value === encoding || value === '*') && q > 0,
  );
}

/** Whether If-None-Match names `etag` (or is `*`). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function sendClientFile(request: FastifyRequest, reply: FastifyReply, file: ClientFile) {
  const accepted = request.headers['accept-encoding'];
  const encoding = ENCODINGS.find(
    ({ name }) => file.compressed[name] && acceptsEncoding(accepted, name),
  )?.name;
  // Each encoding is a different body, so it gets its own tag.
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  reply.header('Cache-Control', file.cacheControl).header('ETag', etag);
  if (file.vary) reply.header('Vary', file.vary);
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(file.type);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send((encoding && file.compressed[encoding]) ?? file.body);
}

/** The request headers index.html depends on once it names a screen's files. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * index.html for each address, naming the files of the screen there and of its texts (see
 * first-screen-preload.ts); each combination made once, compressed as the build's files are.
 */
function pagesWithPreloads(indexHtml: ClientFile, list: FirstScreenFiles) {
  const made = new Map<string, ClientFile>();
  return (request: FastifyRequest, pathname: string): ClientFile => {
    const { key, files } = preloadFor(list, request, pathname);
    let page = made.get(key);
    if (!page) {
      const body = Buffer.from(withPreloads(indexHtml.body.toString('utf8'), files));
      const compressed = {
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
      };
      page = clientFile('/index.html', body, compressed, PAGE_VARY);
      made.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built client from memory, read once at start: a cold start of the app asks for
 * some seventy files six at a time, and reading each from disk per request (stat, open, read,
 * close) made the app's own server several times slower at it than a plain one. Hashed assets are
 * cached for a year, everything else revalidated by its ETag; the precompressed brotli or gzip
 * copy goes to browsers that take it. The SPA's index.html answers any non-API path the router
 * knows nothing of, naming the code of the screen at that address when the build lists it;
 * unknown `/api/*` paths get a JSON 404.
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html'))
        ? path.resolve(options.distDir)
        : undefined;
    const files = distDir ? await loadClient(distDir) : new Map<string, ClientFile>();
    if (!distDir)
      app.log.warn('client build not found: only the API is served (run `npm run build`)');
    const indexHtml = files.get('/index.html');
    const list = files.get('/first-screens.json');
    const preloadList = list && parseFirstScreenFiles(list.body.toString('utf8'));
    const pageFor =
      indexHtml && preloadList ? pagesWithPreloads(indexHtml, preloadList) : () => indexHtml;

    for (const [urlPath, file] of files) {
      if (urlPath === '/index.html') continue;
      app.get(urlPath, (request, reply) => sendClientFile(request, reply, file));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isApi = pathname.startsWith('/api/') || pathname === '/api';
      const page = wantsPage && !isApi ? pageFor(request, pathname) : undefined;
      if (page) return sendClientFile(request, reply, page);
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    });
  },
  // The language cookie of index.html's preloads is read through @fastify/cookie.
  { name: 'static-client', dependencies: ['@fastify/cookie'] },
);
