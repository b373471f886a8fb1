import type { FastifyInstance } from 'fastify';
import {
  practicePlanCreateSchema,
  practicePlanListResponseSchema,
  practicePlanSchema,
  practicePlanUpdateSchema,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { listRoute, resourceRoutes } from '../../shared/resource-routes.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import * as service from './practice-plans.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['practice-plans'];
const listDescription =
  'Query: page, limit (≤ 200), name[regex] and tags[regex] with [options]=i, tags[in] (comma-joined), sortBy (name, created, updated), sortOrder, favorite|mine|shared|private=true. Private plans appear only to owner, admins and grantees. Entries carry no sections.';

export async function practicePlansRoutes(app: FastifyInstance, { db }: { db: Db }) {
  listRoute(app, {
    path: '/api/practice-plans',
    tags,
    summary: 'List practice plans (without their sections)',
    description: listDescription,
    response: practicePlanListResponseSchema,
    errors,
    run: (caller, query) => service.listPlans(db, caller, query),
  });

  resourceRoutes(app, {
    basePath: '/api/practice-plans',
    tags,
    errors,
    item: practicePlanSchema,
    create: {
      summary:
        'Create a practice plan; every exercise must exist and every tactic board be visible to the caller',
      body: practicePlanCreateSchema,
      run: (caller, body) => service.createPlan(db, caller, body),
    },
    get: {
      summary:
        'One practice plan with its sections, its total minutes and the references the caller can no longer see',
      run: (caller, id) => service.getPlan(db, caller, id),
    },
    replace: {
      summary:
        'Replace the whole plan (privileged); 409 when `version` is stale; references the plan held already may stay',
      body: practicePlanUpdateSchema,
      run: (caller, id, body) => service.replacePlan(db, caller, id, body),
    },
    remove: {
      summary: 'Delete a practice plan (owner or admin)',
      run: (caller, id) => service.deletePlan(db, caller, id),
    },
  });
}
