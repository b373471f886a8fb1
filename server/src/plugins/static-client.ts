import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and the
 * SPA's index.html for any non-API path the router knows nothing of. Unknown `/api/*` paths get a
 * JSON 404.
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html'))
        ? path.resolve(options.distDir)
        : undefined;
    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        preCompressed: true,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn('client build not found: only the API is served (run `npm run build`)');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (distDir && wantsPage && !pathname.startsWith('/api/') && pathname !== '/api') {
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile('index.html', distDir);
      }
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    });
  },
  { name: 'static-client' },
);
