import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/client.ts';
import { ListCache } from '../shared/list-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/** The channel the 0002 migration's triggers announce changes on. */
export const CHANGES_CHANNEL = 'courtside_changes';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps list answers in memory. Any write request through this instance drops them before its
 * answer leaves, so its caller reads its own write; writes through other instances (or by hand)
 * arrive as NOTIFY from the database's triggers.
 */
export const listCachePlugin = fp(
  async (app: FastifyInstance, { database }: { database: DbHandle }) => {
    const cache = new ListCache();
    app.decorate('listCache', cache);
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) cache.invalidate();
    });
    const stop = await database.listen(CHANGES_CHANNEL, () => cache.invalidate());
    app.addHook('onClose', async () => {
      // The database may already be closed, which ends the listening too.
      await stop().catch(() => undefined);
    });
  },
  { name: 'list-cache' },
);
