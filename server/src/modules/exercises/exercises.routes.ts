import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exerciseCreateSchema,
  exerciseListResponseSchema,
  exerciseSchema,
} from '@courtside/domain';
import { listCacheKey } from '../../shared/list-cache.ts';
import { resourceRoutes } from '../../shared/resource-routes.ts';
import * as service from './exercises.service.ts';
import {
  errorResponses,
  idParams,
  listQuerystring,
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

  resourceRoutes(app, {
    basePath: '/api/exercises',
    tags,
    errors,
    item: exerciseSchema,
    create: {
      summary: 'Create an exercise',
      body: exerciseCreateSchema,
      run: (caller, body) => service.createExercise(deps, caller, body),
    },
    get: { summary: 'One exercise', run: (caller, id) => service.getExercise(db, caller, id) },
    replace: {
      summary:
        'Replace an exercise (owner, admin or edit grant); 409 when `version` is stale. Without `version` (QuadCoach-compatible) the last write wins',
      body: service.exerciseReplaceBodySchema,
      run: (caller, id, body) => service.updateExercise(deps, caller, id, body),
    },
    remove: {
      summary: 'Delete an exercise (owner or admin)',
      run: (caller, id) => service.deleteExercise(db, caller, id),
    },
  });

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
}
