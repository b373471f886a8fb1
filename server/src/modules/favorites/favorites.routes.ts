import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exerciseListResponseSchema,
  practicePlanListResponseSchema,
  tacticBoardHeaderListSchema,
  type ExerciseListResponse,
  type PracticePlanListResponse,
  type SessionUser,
  type TacticBoardHeaderList,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { exerciseResource, listExercises } from '../exercises/exercises.service.ts';
import { boardResource, listBoardHeaders } from '../tacticboards/tacticboards.service.ts';
import { listPlans, planResource } from '../practice-plans/practice-plans.service.ts';
import { setFavorite, type SharedResource } from './favorites.service.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
  listQuerystring,
  noContent,
  unvalidatedResponse,
} from '../../shared/route-schemas.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['favorites'];

interface FavoriteKind {
  resource: SharedResource;
  listSchema:
    | typeof exerciseListResponseSchema
    | typeof tacticBoardHeaderListSchema
    | typeof practicePlanListResponseSchema;
  list: (
    db: Db,
    caller: SessionUser,
    query: Record<string, unknown>,
  ) => Promise<ExerciseListResponse | TacticBoardHeaderList | PracticePlanListResponse>;
}

const kinds: FavoriteKind[] = [
  { resource: exerciseResource, listSchema: exerciseListResponseSchema, list: listExercises },
  { resource: boardResource, listSchema: tacticBoardHeaderListSchema, list: listBoardHeaders },
  { resource: planResource, listSchema: practicePlanListResponseSchema, list: listPlans },
];

/** The caller's favorites, per kind of resource: the kind's own list filtered by `favorite=true`. */
export async function favoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of kinds) {
    const { path } = kind.resource;
    const label = kind.resource.label.toLowerCase();
    r.get(
      `/api/favorites/${path}`,
      {
        ...unvalidatedResponse,
        schema: {
          tags,
          summary: `The caller's favorite ${label}s (same query as the ${label} list)`,
          security,
          querystring: listQuerystring,
          response: { 200: kind.listSchema, ...errors },
        },
      },
      (request) => kind.list(db, requireUser(request), { ...request.query, favorite: 'true' }),
    );

    for (const [method, on] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url: `/api/favorites/${path}/:id`,
        schema: {
          tags,
          summary: on ? `Mark a ${label} as favorite` : `Unmark a favorite ${label}`,
          security,
          params: idParams,
          response: { ...noContent('Done'), ...errors },
        },
        handler: async (request, reply) => {
          await setFavorite(db, kind.resource, requireUser(request), request.params.id, on);
          return reply.status(204).send(null);
        },
      });
    }
  }
}
