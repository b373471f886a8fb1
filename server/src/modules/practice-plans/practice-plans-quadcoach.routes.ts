import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paginationSchema,
  planSectionSchema,
  practicePlanCreateSchema,
  practicePlanHeaderSchema,
  practicePlanSchema,
  storedVersionSchema,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { quadcoachSummary, quadcoachTag } from '../../shared/quadcoach-schemas.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
} from '../../shared/route-schemas.ts';
import * as service from './practice-plans.service.ts';
import {
  emptyLayout,
  isQuadcoachSection,
  quadcoachSectionFields,
  receiveSections,
  type QuadcoachLayout,
} from './quadcoach-plan.ts';

/*
 * What QuadCoach's planner needs beside our routes (docs/quadcoach-compat.md, "Practice plans"):
 * its fields in every answered section, its sections in a POST body, and its PATCH.
 */

/** A section as every plan answer carries it: ours, with QuadCoach's fields beside. */
export const answeredSectionSchema = planSectionSchema
  .safeExtend(quadcoachSectionFields)
  .meta({ id: 'PracticePlanSectionAnswer' });

/** A plan as the API answers it, to both clients. */
export const answeredPlanSchema = practicePlanSchema
  .safeExtend({
    sections: z.array(answeredSectionSchema),
    shareToken: z.string().optional().meta({
      description:
        "The public link's token (`/practice-plans/share/{token}`), answered only to those who may change the plan, and only while it has a link.",
    }),
  })
  .meta({ id: 'PracticePlanAnswer' });

/** A list entry: the header, and what QuadCoach's plan card shows of the sections. */
export const answeredPlanListSchema = z
  .object({
    practiceplans: z.array(
      practicePlanHeaderSchema.safeExtend({
        sections: z
          .array(
            z.object({
              _id: z.uuid(),
              name: quadcoachSectionFields.name,
              targetDuration: quadcoachSectionFields.targetDuration,
            }),
          )
          .meta({ description: "Each section's id, name and target minutes, without its items" }),
      }),
    ),
    pagination: paginationSchema,
  })
  .meta({ id: 'PracticePlanListAnswer' });

const content = practicePlanCreateSchema.shape;
/** Fields the server owns: a PATCH may echo them back as read, and they are not read. */
const readOnly = z.unknown().optional();

const planPatchFields = {
  name: content.name.optional(),
  description: content.description.unwrap().optional(),
  tags: content.tags.unwrap().optional(),
  isPrivate: content.isPrivate.unwrap().optional(),
  date: content.date.unwrap().optional(),
  startTime: content.startTime.unwrap().optional(),
  headCount: content.headCount.unwrap().optional(),
  plannedMinutes: content.plannedMinutes.unwrap().optional(),
  sections: z.array(z.unknown()).optional().meta({
    description:
      "The whole ordered list of sections. A section with `groups` is read in QuadCoach's shape (`name`, `targetDuration`, `groups` of items with `kind`, `duration`, `description`, `exerciseId`, `blockId`; its `title` and `items` are the echo of a read and not read); one without is read in Courtside's (`title`, `items`). What Courtside cannot store is a 400 naming the field.",
  }),
  version: storedVersionSchema.optional().meta({
    description: 'Given, a stale version is a 409 as for PUT; left out, the last write wins.',
  }),
  _id: z.string().optional().meta({ description: "Must be the path's id" }),
  user: z.string().optional().meta({ description: "Must be the owner's id" }),
  creator: readOnly,
  favorite: readOnly,
  totalMinutes: readOnly,
  unavailable: readOnly,
  referenced: readOnly,
  itemCount: readOnly,
  shareToken: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
};

/** Any other field is a 400 naming it: nothing a client sends is dropped unread. */
export const planPatchSchema = z
  .object(planPatchFields)
  .catchall(z.unknown())
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!Object.hasOwn(planPatchFields, key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'is not a field of a practice plan' });
    }
  });

const errors = errorResponses(400, 401, 403, 404, 409);

/** Layouts read out of QuadCoach-shaped POST bodies, for the create that follows. */
const createLayouts = new WeakMap<FastifyRequest, QuadcoachLayout>();

/** What a POST body in QuadCoach's shape held that the plan itself has no place for. */
export const createLayoutOf = (request: FastifyRequest) =>
  createLayouts.get(request) ?? emptyLayout();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function quadcoachPlanRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // QuadCoach's client creates plans with its own sections (`name`, `targetDuration`, `groups`):
  // read them into ours before the create schema checks the body.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/practice-plans') return;
    const { body } = request;
    if (!isRecord(body) || !Array.isArray(body.sections)) return;
    if (!body.sections.some(isQuadcoachSection)) return;
    const received = receiveSections(body.sections, { sections: [], layout: emptyLayout() });
    createLayouts.set(request, received.layout);
    request.body = { ...body, sections: received.sections };
  });

  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/practice-plans/:id',
    {
      schema: {
        tags: ['practice-plans', quadcoachTag],
        summary: quadcoachSummary(
          'change the fields the body names (privileged); without `version` the last write wins',
        ),
        description:
          "QuadCoach's planner saves with this, sending the whole plan without a version. The version still rises, so a Courtside planner holding the plan open gets 409 at its next PUT instead of overwriting the change. Privacy changes only by owner or admin.",
        security,
        params: idParams,
        body: planPatchSchema,
        response: { 200: answeredPlanSchema, ...errors },
      },
    },
    (request) => {
      const { name, description, tags, isPrivate, date, startTime, headCount, plannedMinutes } =
        request.body;
      const { sections, version, _id, user } = request.body;
      const patch: service.PlanPatch = Object.fromEntries(
        Object.entries({
          name,
          description,
          tags,
          isPrivate,
          date,
          startTime,
          headCount,
          plannedMinutes,
          sections,
          version,
          _id,
          user,
        }).filter(([, value]) => value !== undefined),
      );
      return service.patchPlan(db, requireUser(request), request.params.id, patch);
    },
  );
}
