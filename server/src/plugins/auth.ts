import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@courtside/domain';
import type { AccessTokens } from '../shared/access-token.ts';
import { forbidden, unauthorized } from '../shared/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a valid bearer token; null for anonymous calls. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

/** Auth calls ignore the bearer header: a stale token must never stop a refresh or a login. */
const AUTH_PREFIX = '/api/auth';

/**
 * Reads `Authorization: Bearer` on every API call. An invalid or expired token is answered 403 so
 * the client refreshes and retries; a missing one leaves the caller anonymous.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
    app.decorate('accessTokens', options.accessTokens);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith(AUTH_PREFIX)) return;
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const user = match?.[1] ? await options.accessTokens.verify(match[1]) : null;
      if (!user) throw forbidden('INVALID_ACCESS_TOKEN', 'Access token is invalid or expired');
      request.user = user;
    });
  },
  { name: 'auth' },
);

/** The caller of a route that needs a login; 401 when there is none. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('AUTHENTICATION_REQUIRED', 'Authentication required');
  return request.user;
}
