import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exerciseListResponseSchema,
  tacticBoardHeaderListSchema,
  type ExerciseListResponse,
  type SessionUser,
  type TacticBoardHeaderList,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { favoriteExercise, listExercises } from '../exercises/exercises.service.ts';
import { favoriteBoard, listBoardHeaders } from '../tacticboards/tacticboards.service.ts';
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
  path: 'exercises' | 'tacticboards';
  label: string;
  listSchema: typeof exerciseListResponseSchema | typeof tacticBoardHeaderListSchema;
  list: (
    db: Db,
    caller: SessionUser,
    query: Record<string, unknown>,
  ) => Promise<ExerciseListResponse | TacticBoardHeaderList>;
  set: (db: Db, caller: SessionUser, id: string, on: boolean) => Promise<void>;
}

const kinds: FavoriteKind[] = [
  {
    path: 'exercises',
    label: 'exercise',
    listSchema: exerciseListResponseSchema,
    list: listExercises,
    set: favoriteExercise,
  },
  {
    path: 'tacticboards',
    label: 'tactic board',
    listSchema: tacticBoardHeaderListSchema,
    list: listBoardHeaders,
    set: favoriteBoard,
  },
];

/** The caller's favorites, per kind of resource: the kind's own list filtered by `favorite=true`. */
export async function favoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of kinds) {
    r.get(
      `/api/favorites/${kind.path}`,
      {
        ...unvalidatedResponse,
        schema: {
          tags,
          summary: `The caller's favorite ${kind.label}s (same query as the ${kind.label} list)`,
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
        url: `/api/favorites/${kind.path}/:id`,
        schema: {
          tags,
          summary: on ? `Mark a ${kind.label} as favorite` : `Unmark a favorite ${kind.label}`,
          security,
          params: idParams,
          response: { ...noContent('Done'), ...errors },
        },
        handler: async (request, reply) => {
          await kind.set(db, requireUser(request), request.params.id, on);
          return reply.status(204).send(null);
        },
      });
    }
  }
}
