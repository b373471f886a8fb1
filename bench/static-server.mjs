// A static server for another build of a single-page app (QuadCoach's client, or an older build
// of ours) beside the built server: its files, /api passed on to that server, compressed and
// cached as Courtside's own server does (precompressed brotli or gzip, hashed assets for a year).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /\.(?:html|js|css|svg|json)$/;
const HASHED = /-[\w-]{8,}\.\w+$/;

/**
 * A static server for a built SPA: files from `dir` (index.html for any other path), brotli or
 * gzip as the browser accepts, hashed assets cached for a year; /api goes to `apiUrl`.
 */
export function startStaticServer(dir, apiUrl) {
  const compressed = new Map();
  const api = new URL(apiUrl);
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://static');
    if (url.pathname.startsWith('/api/')) {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: api.host },
        },
        (reply) => {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const extension = path.extname(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(file)
      ? undefined
      : accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : undefined;
    const key = `${file}:${encoding}`;
    if (!compressed.has(key)) {
      const raw = readFileSync(file);
      compressed.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    response.writeHead(200, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(compressed.get(key));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}

/**
 * The builds named by `--against <dist>` on the command line (each time it is given), checked to
 * be client builds: what a benchmark serves beside this build to compare with it.
 */
export function againstDirs() {
  return process.argv.flatMap((arg, index) => {
    if (arg !== '--against') return [];
    const dir = path.resolve(process.argv[index + 1] ?? '');
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`--against: no build in ${dir}`);
    return [dir];
  });
}
