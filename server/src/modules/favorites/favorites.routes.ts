import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { practicePlanListResponseSchema } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { exerciseResource } from '../exercises/exercises.service.ts';
import { boardResource } from '../tacticboards/tacticboards.service.ts';
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

const resources: SharedResource[] = [exerciseResource, boardResource, planResource];

/**
 * Marking and unmarking favorites, per kind of resource. The favorite exercises and boards are
 * their own lists with `favorite=true`; `GET /api/favorites/exercises|tacticboards` answers
 * QuadCoach's favorite records (favorites-quadcoach.routes.ts, issue 18 "one API").
 */
export async function favoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // QuadCoach's plans path is `practicePlans`, so this one keeps our paged list.
  r.get(
    `/api/favorites/${planResource.path}`,
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: "The caller's favorite practice plans (same query as the practice plan list)",
        security,
        querystring: listQuerystring,
        response: { 200: practicePlanListResponseSchema, ...errors },
      },
    },
    (request) => listPlans(db, requireUser(request), { ...request.query, favorite: 'true' }),
  );

  for (const resource of resources) {
    const { path } = resource;
    const label = resource.label.toLowerCase();
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
          await setFavorite(db, resource, requireUser(request), request.params.id, on);
          return reply.status(204).send(null);
        },
      });
    }
  }
}
