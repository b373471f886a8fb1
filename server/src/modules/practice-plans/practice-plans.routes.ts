import type { FastifyInstance } from 'fastify';
import { practicePlanCreateSchema, practicePlanUpdateSchema } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { listRoute, resourceRoutes } from '../../shared/resource-routes.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import * as service from './practice-plans.service.ts';
import {
  answeredPlanListSchema,
  answeredPlanSchema,
  createLayoutOf,
  quadcoachPlanRoutes,
} from './practice-plans-quadcoach.routes.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['practice-plans'];
const listDescription =
  "Query: page, limit (≤ 200), name[regex] and tags[regex] with [options]=i, tags[in] (comma-joined), sortBy (name, created, updated), sortOrder, favorite|mine|shared|private=true, isPrivate[eq]=true|false. Private plans appear only to owner, admins and grantees. Entries carry each section's id, name and target minutes (QuadCoach's plan card), not the items.";

export async function practicePlansRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await quadcoachPlanRoutes(app, { db });

  listRoute(app, {
    path: '/api/practice-plans',
    tags,
    summary: "List practice plans (without their sections' items)",
    description: listDescription,
    response: answeredPlanListSchema,
    errors,
    run: (caller, query) => service.listPlans(db, caller, query),
  });

  resourceRoutes(app, {
    basePath: '/api/practice-plans',
    tags,
    errors,
    item: answeredPlanSchema,
    create: {
      summary:
        "Create a practice plan; every exercise must exist and every tactic board be visible to the caller. Sections may come in QuadCoach's shape too (see PATCH).",
      body: practicePlanCreateSchema,
      run: (caller, body, request) => service.createPlan(db, caller, body, createLayoutOf(request)),
    },
    get: {
      summary:
        "One practice plan with its sections (QuadCoach's fields beside ours), its total minutes and the references the caller can no longer see",
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
