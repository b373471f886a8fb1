import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exerciseCreateSchema,
  exerciseListResponseSchema,
  exerciseSchema,
  exerciseUpdateSchema,
} from '@courtside/domain';
import { requireUser } from '../../plugins/auth.ts';
import { listCacheKey } from '../../shared/list-cache.ts';
import { accessRoutes } from '../access/access.routes.ts';
import * as service from './exercises.service.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
  listQuerystring,
  noContent,
  sendJsonText,
  unvalidatedResponse,
} from '../../shared/route-schemas.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['exercises'];
/** The list accepts the whitelisted query language of the domain; the service parses it. */

export async function exercisesRoutes(
  app: FastifyInstance,
  { deps }: { deps: service.ExerciseDeps },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  // Untyped reply: the answer may be kept JSON text (see ListCache), which the provider's types do not allow.
  app.get(
    '/api/exercises',
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: 'List and search exercises',
        description:
          'Query: page, limit (≤ 200), name|tags|materials[regex] with [options]=i, persons|time_min|beaters|chasers[gte|lte], tags|materials[all] (comma-joined), sortBy (name, persons, time, created, updated), sortOrder (asc, desc), favorite=true.',
        querystring: listQuerystring,
        response: { 200: exerciseListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await app.listCache.remember(
        `exercises|${listCacheKey(request.user, request.query)}`,
        async () =>
          JSON.stringify(
            await service.listExercises(db, request.user, request.query as Record<string, unknown>),
          ),
      );
      return sendJsonText(reply, body);
    },
  );

  r.post(
    '/api/exercises',
    {
      schema: {
        tags,
        summary: 'Create an exercise',
        security,
        body: exerciseCreateSchema,
        response: { 201: exerciseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createExercise(deps, requireUser(request), request.body)),
  );

  r.get(
    '/api/exercises/:id',
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: 'One exercise',
        params: idParams,
        response: { 200: exerciseSchema, ...errors },
      },
    },
    (request) => service.getExercise(db, request.user, request.params.id),
  );

  r.put(
    '/api/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Replace an exercise (owner, admin or edit grant); 409 when `version` is stale',
        security,
        params: idParams,
        body: exerciseUpdateSchema,
        response: { 200: exerciseSchema, ...errors },
      },
    },
    (request) =>
      service.updateExercise(deps, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Delete an exercise (owner or admin)',
        security,
        params: idParams,
        response: { 204: noContent('Deleted')[204], ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteExercise(db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/exercises/:id/relatedExercises',
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: 'Related exercises in stored order',
        params: idParams,
        response: { 200: z.array(exerciseSchema), ...errors },
      },
    },
    (request) => service.relatedExercises(db, request.user, request.params.id),
  );

  await app.register(accessRoutes, {
    db,
    basePath: '/api/exercises',
    label: 'Exercise',
    store: service.exerciseAccessStore,
  });
}
