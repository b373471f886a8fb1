import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@courtside/domain';
import type { SessionGuard } from '../modules/auth/session-guard.ts';
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

interface AuthPluginOptions {
  accessTokens: AccessTokens;
  sessions: SessionGuard;
}

/**
 * Reads `Authorization: Bearer` on every API call. An invalid or expired token, or one whose
 * session was revoked or whose user lost a role it names, is answered 403 so the client
 * refreshes and retries; a missing one (or QuadCoach's `Bearer null`) leaves the caller anonymous.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const { accessTokens, sessions } = options;
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: the router decodes percent-escapes.
      const path = request.routeOptions.url ?? request.url;
      if (!path.startsWith('/api/') || path.startsWith(AUTH_PREFIX)) return;
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      // QuadCoach's client writes `Bearer ${token}` with no token too: before login and after
      // logout every call of a visitor says "Bearer null". No token, so anonymous.
      if (match?.[1] === 'null' || match?.[1] === 'undefined') return;
      const verified = match?.[1] ? await accessTokens.verify(match[1]) : null;
      if (!verified || !(await sessions.isCurrent(verified.sessionId, verified.user))) {
        throw forbidden('INVALID_ACCESS_TOKEN', 'Access token is invalid or expired');
      }
      request.user = verified.user;
    });
    // A write may log out, reset a password, delete an account or change roles.
    app.dataChanges.subscribe(() => sessions.forget());
  },
  { name: 'auth', dependencies: ['data-changes'] },
);

/** The caller of a route that needs a login; 401 when there is none. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('AUTHENTICATION_REQUIRED', 'Authentication required');
  return request.user;
}
