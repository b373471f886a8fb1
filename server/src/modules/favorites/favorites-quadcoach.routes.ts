import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { forbidden } from '../../shared/http-error.ts';
import {
  favoriteHeaderSchema,
  favoriteRecordSchema,
  quadcoachMessageSchema,
  quadcoachSummary,
  quadcoachTag,
} from '../../shared/quadcoach-schemas.ts';
import { bearerSecurity as security, errorResponses } from '../../shared/route-schemas.ts';
import { exerciseResource, exerciseSummaries } from '../exercises/exercises.service.ts';
import { planResource } from '../practice-plans/practice-plans.service.ts';
import { boardResource, visibleBoardSummaries } from '../tacticboards/tacticboards.service.ts';
import {
  addFavorite,
  favoriteRecords,
  removeFavorite,
  type SharedResource,
} from './favorites.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = [quadcoachTag];

interface QuadcoachKind {
  resource: SharedResource;
  /** QuadCoach's path segment: `/api/favorites/{path}`. */
  path: string;
  /** The body field naming the resource: `{ userId, exerciseId }`. */
  idField: string;
  /** `/api/favorites/{path}Headers`: names of the favorites the caller can see, in favorites order. */
  headers?: (
    db: Db,
    caller: SessionUser,
    ids: string[],
  ) => Promise<Array<{ _id: string; name: string }>>;
}

const kinds: QuadcoachKind[] = [
  {
    resource: exerciseResource,
    path: 'exercises',
    idField: 'exerciseId',
    headers: (db, _caller, ids) => exerciseSummaries(db, ids),
  },
  {
    resource: boardResource,
    path: 'tacticboards',
    idField: 'tacticboardId',
    headers: (db, caller, ids) => visibleBoardSummaries(db, caller, ids),
  },
  // QuadCoach has no practicePlansHeaders route (it is commented out in its router).
  { resource: planResource, path: 'practicePlans', idField: 'practicePlanId' },
];

/** QuadCoach names the user in the body; here it can only be the caller. */
function assertSelf(caller: SessionUser, userId: string): void {
  if (userId !== caller.id) {
    throw forbidden(
      'FAVORITE_OF_OTHER_USER',
      'userId: favorites can be changed only by their user',
    );
  }
}

/**
 * The QuadCoach web client's favorites calls (docs/quadcoach-compat.md). Their GETs are the only
 * answer on those paths: our client lists its favorites with `favorite=true` on the kind's own
 * list (issue 18, "one API").
 */
export async function quadcoachFavoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of kinds) {
    const { resource, path, idField } = kind;
    const label = resource.label.toLowerCase();
    const body = z.object({ userId: z.uuid(), [idField]: z.uuid() });
    // The schema checked both fields; the computed key only hides that from the compiler.
    const idsOf = (fields: Record<string, string | undefined>) => ({
      userId: fields.userId ?? '',
      id: fields[idField] ?? '',
    });

    r.get(
      `/api/favorites/${path}`,
      {
        schema: {
          tags,
          summary: quadcoachSummary(`the caller's favorite ${label}s as favorite records`),
          security,
          response: { 200: z.array(favoriteRecordSchema), ...errors },
        },
      },
      (request) => favoriteRecords(db, resource, requireUser(request)),
    );

    r.post(
      `/api/favorites/${path}`,
      {
        schema: {
          tags,
          summary: quadcoachSummary(`mark a ${label} as favorite (id in the body)`),
          security,
          body,
          response: { 201: favoriteRecordSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request);
        const { userId, id } = idsOf(request.body);
        assertSelf(caller, userId);
        return reply.status(201).send(await addFavorite(db, resource, caller, id));
      },
    );

    r.delete(
      `/api/favorites/${path}`,
      {
        schema: {
          tags,
          summary: quadcoachSummary(`unmark a favorite ${label} (id in the body)`),
          security,
          body,
          response: { 200: quadcoachMessageSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request);
        const { userId, id } = idsOf(request.body);
        assertSelf(caller, userId);
        await removeFavorite(db, resource, caller, id);
        return { message: 'Favorite removed successfully' };
      },
    );

    const { headers } = kind;
    if (headers) {
      r.get(
        `/api/favorites/${path}Headers`,
        {
          schema: {
            tags,
            summary: quadcoachSummary(`ids and names of the caller's favorite ${label}s`),
            security,
            response: { 200: z.array(favoriteHeaderSchema), ...errors },
          },
        },
        async (request) => {
          const caller = requireUser(request);
          const ids = (await favoriteRecords(db, resource, caller)).map((record) => record._id);
          const byId = new Map((await headers(db, caller, ids)).map((h) => [h._id, h]));
          return ids.flatMap((id) => {
            const header = byId.get(id);
            return header ? [{ _id: header._id, name: header.name }] : [];
          });
        },
      );
    }
  }
}
