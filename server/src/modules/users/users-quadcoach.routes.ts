import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isAdmin,
  referencedBoardSchema,
  referencedExerciseSchema,
  roleSchema,
  userIdParamsSchema,
  userNameSchema,
  type SessionUser,
  type User,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../shared/access-token.ts';
import { forbidden } from '../../shared/http-error.ts';
import {
  quadcoachMessageSchema,
  quadcoachSummary,
  quadcoachTag,
  quadcoachUserSchema,
} from '../../shared/quadcoach-schemas.ts';
import { clearRefreshCookie } from '../../shared/refresh-cookie.ts';
import { bearerSecurity as security, errorResponses } from '../../shared/route-schemas.ts';
import { onlineUserCount } from '../auth/auth.service.ts';
import { exercisesOfUser } from '../exercises/exercises.service.ts';
import { boardsOfUser } from '../tacticboards/tacticboards.service.ts';
import { applyQuadcoachUserUpdate, getUser, removeUser } from './users.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = [quadcoachTag];

/** Accounts here are never deactivated, so every one QuadCoach asks about is active. */
const asQuadcoachUser = (user: User) => ({ ...user, active: true });

const updateBodySchema = z.object({
  id: z.uuid(),
  /** The client sends the user's `_id` too; `id` is the one QuadCoach's server reads. */
  _id: z.uuid().optional(),
  name: userNameSchema,
  email: z.string().trim().max(254),
  roles: z.array(roleSchema).max(20),
  active: z.boolean(),
  password: z.string().max(200).optional(),
});

/** Only the user and admins may see the user's lists, as for the user itself (others get 404). */
async function assertSelfOrAdmin(db: Db, caller: SessionUser, id: string): Promise<void> {
  await getUser(db, caller, id);
}

/** The QuadCoach web client's account calls under `/api/user` (docs/quadcoach-compat.md). */
export async function quadcoachUsersRoutes(
  app: FastifyInstance,
  { db, secureCookies }: { db: Db; secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/online-count',
    {
      schema: {
        tags,
        summary: quadcoachSummary(
          'how many users were active within an access token lifetime (admin)',
        ),
        security,
        response: { 200: z.object({ onlineUsersCount: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      if (!isAdmin(requireUser(request))) throw forbidden('ADMIN_ONLY', 'Only admins may see this');
      return { onlineUsersCount: await onlineUserCount(db, ACCESS_TOKEN_TTL_SECONDS * 1000) };
    },
  );

  r.get(
    '/api/user/:id',
    {
      schema: {
        tags,
        summary: quadcoachSummary('a user (self or admin)'),
        security,
        params: userIdParamsSchema,
        response: { 200: quadcoachUserSchema, ...errors },
      },
    },
    async (request) => asQuadcoachUser(await getUser(db, requireUser(request), request.params.id)),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/user',
      schema: {
        tags,
        summary: quadcoachSummary(
          'save the profile form (name; roles by admins); a changed e-mail, a password or active=false is a 400',
        ),
        security,
        body: updateBodySchema,
        response: { 200: quadcoachMessageSchema, ...errors },
      },
      handler: async (request) => {
        const user = await applyQuadcoachUserUpdate(db, requireUser(request), request.body);
        return { message: `${user.email} updated` };
      },
    });
  }

  r.delete(
    '/api/user',
    {
      schema: {
        tags,
        summary: quadcoachSummary('delete an account with everything it owns (self or admin)'),
        security,
        body: z.object({ id: z.uuid() }),
        response: { 200: quadcoachMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { id } = request.body;
      const user = await getUser(db, caller, id);
      await removeUser(db, caller, id);
      if (caller.id === id) clearRefreshCookie(reply, secureCookies);
      return { message: `Username ${user.email} with ID ${id} deleted` };
    },
  );

  r.get(
    '/api/user/:id/exercises',
    {
      schema: {
        tags,
        summary: quadcoachSummary('the exercises a user owns and may edit through a grant'),
        security,
        params: userIdParamsSchema,
        response: {
          200: z.object({
            owned: z.array(referencedExerciseSchema),
            accessible: z.array(referencedExerciseSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await assertSelfOrAdmin(db, requireUser(request), request.params.id);
      return exercisesOfUser(db, request.params.id);
    },
  );

  r.get(
    '/api/user/:id/tacticboards',
    {
      schema: {
        tags,
        summary: quadcoachSummary('the tactic boards a user owns and may edit through a grant'),
        security,
        params: userIdParamsSchema,
        response: {
          200: z.object({
            owned: z.array(referencedBoardSchema),
            accessible: z.array(referencedBoardSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await getUser(db, requireUser(request), request.params.id);
      return boardsOfUser(db, { id: user._id, roles: user.roles });
    },
  );
}
