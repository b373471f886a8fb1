import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
  }
}

/** The channel the migrations' triggers (0002, 0005) announce changes on. */
export const CHANGES_CHANNEL = 'courtside_changes';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Tells whoever keeps data in memory (list answers, session standings) that it may be stale. */
export class DataChanges {
  readonly #listeners = new Set<() => void>();

  subscribe(listener: () => void): void {
    this.#listeners.add(listener);
  }

  announce(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * One signal for "the data may have changed": every write request through this instance (before
 * its answer leaves, so its caller reads its own write) and every NOTIFY from the database's
 * triggers (writes through other instances, or by hand), on one listening connection.
 */
export const dataChangesPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Pick<DbHandle, 'listen'> }) => {
    const changes = new DataChanges();
    app.decorate('dataChanges', changes);
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) changes.announce();
    });
    const stop = await database.listen(CHANGES_CHANNEL, () => changes.announce());
    app.addHook('onClose', async () => {
      // The database may already be closed, which ends the listening too.
      await stop().catch(() => undefined);
    });
  },
  { name: 'data-changes' },
);
