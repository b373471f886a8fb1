import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  updateUserBodySchema,
  userIdParamsSchema,
  userSchema,
  userContentSummarySchema,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { clearRefreshCookie } from '../../shared/refresh-cookie.ts';
import { contentSummary, getUser, patchUser, removeUser } from './users.service.ts';
import {
  bearerSecurity as security,
  errorResponses,
  noContent,
} from '../../shared/route-schemas.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function usersRoutes(
  app: FastifyInstance,
  { db, secureCookies }: { db: Db; secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A user (self or admin)',
        security,
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    (request) => getUser(db, requireUser(request), request.params.id),
  );

  r.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the name (self or admin) or the roles (admin only)',
        security,
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    (request) => patchUser(db, requireUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/users/:id/summary',
    {
      schema: {
        tags: ['users'],
        summary:
          'What deleting the account would delete: owned exercises, boards and practice plans, grants held, favorites',
        security,
        params: userIdParamsSchema,
        response: { 200: userContentSummarySchema, ...errors },
      },
    },
    (request) => contentSummary(db, requireUser(request), request.params.id),
  );

  r.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an account with everything it owns (self or admin)',
        security,
        params: userIdParamsSchema,
        response: { 204: noContent('Deleted')[204], ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await removeUser(db, caller, request.params.id);
      if (caller.id === request.params.id) clearRefreshCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );
}
