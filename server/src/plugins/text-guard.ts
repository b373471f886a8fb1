import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../shared/http-error.ts';

/**
 * The path (`body.pages.0.name`) of the first string or key holding a NUL character, which
 * PostgreSQL cannot store in text or jsonb. Walks with its own stack, as JSON may nest deeper
 * than the call stack reaches.
 */
export function firstNulPath(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/** Refuses NUL characters anywhere in a request with a 400 naming the field, before any route sees them. */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const parts = { querystring: request.query, params: request.params, body: request.body };
      for (const [root, value] of Object.entries(parts)) {
        const path = firstNulPath(value, root);
        if (path) throw badRequest('NUL_CHARACTER', `${path} must not contain NUL characters`);
      }
    });
  },
  { name: 'text-guard' },
);
