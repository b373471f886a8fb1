import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsEncoding } from './static-client.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed answer saves less than the work costs. */
const MIN_BYTES = 1024;
/**
 * Brotli at quality 4 packs a board's JSON about as tight as gzip -9 in a fraction of the time;
 * the default (11) would cost more per answer than the transfer saves on a fast link.
 */
const BROTLI_QUALITY = 4;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-encoding\b/i.test(list)) {
    reply.header('Vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
  }
}

async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!request.url.startsWith('/api/')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  const size = Buffer.byteLength(payload);
  if (size < MIN_BYTES) return payload;
  varyOnEncoding(reply);
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) {
    reply.header('Content-Encoding', 'br').removeHeader('content-length');
    return brotli(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    reply.header('Content-Encoding', 'gzip').removeHeader('content-length');
    return gzipped(payload);
  }
  return payload;
}

/**
 * Compresses the API's JSON answers for clients that take brotli or gzip. A board of 20 pages ×
 * 40 objects is about 440 KB of JSON and some 30–40 KB compressed: on a tablet's mobile link at
 * the pitch side that is most of the editor's opening time. The client build is precompressed
 * by the static plugin and left alone here.
 */
export const apiCompressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', compressed);
  },
  { name: 'api-compression' },
);
