import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ListCache } from '../shared/list-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/** Keeps list answers in memory, dropped whenever the data may have changed (see data-changes). */
export const listCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new ListCache();
    app.decorate('listCache', cache);
    app.dataChanges.subscribe(() => cache.invalidate());
  },
  { name: 'list-cache', dependencies: ['data-changes'] },
);
