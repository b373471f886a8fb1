import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { materialSchema, tagSchema } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import { exerciseLabels } from '../exercises/exercises.service.ts';
import { planTags } from '../practice-plans/practice-plans.service.ts';
import { boardTags } from '../tacticboards/tacticboards.service.ts';

const MAX_PATTERN = 100;

/** `{field}[regex]` and `{field}[options]=i` only; anything else is a 400 naming it. */
function labelQuery(field: string) {
  const regexKey = `${field}[regex]`;
  const optionsKey = `${field}[options]`;
  return z
    .record(z.string(), z.string())
    .superRefine((query, ctx) => {
      for (const key of Object.keys(query)) {
        if (key !== regexKey && key !== optionsKey)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is not a supported query parameter',
          });
      }
      const options = query[optionsKey];
      if (options !== undefined && options !== 'i')
        ctx.addIssue({ code: 'custom', path: [optionsKey], message: 'supports only i' });
      if ((query[regexKey]?.length ?? 0) > MAX_PATTERN) {
        ctx.addIssue({
          code: 'custom',
          path: [regexKey],
          message: `must be at most ${MAX_PATTERN} characters`,
        });
      }
    })
    .transform((query) => query[regexKey] || undefined);
}

const errors = errorResponses(400);

export async function tagsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tags/exercises',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Distinct exercise tags, optionally matching tagName[regex]',
        querystring: labelQuery('tagName'),
        response: { 200: z.array(tagSchema), ...errors },
      },
    },
    async (request) =>
      (await exerciseLabels(db, 'tags', request.query, 'tagName[regex]')).map((tagName) => ({
        tagName,
      })),
  );

  r.get(
    '/api/materials',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Distinct exercise materials, optionally matching materialName[regex]',
        querystring: labelQuery('materialName'),
        response: { 200: z.array(materialSchema), ...errors },
      },
    },
    async (request) =>
      (await exerciseLabels(db, 'materials', request.query, 'materialName[regex]')).map(
        (materialName) => ({ materialName }),
      ),
  );

  // Kinds that can be private list only the tags of what the caller can see.
  for (const { path, label, list } of [
    { path: 'tacticboards', label: 'tactic boards', list: boardTags },
    { path: 'practice-plans', label: 'practice plans', list: planTags },
  ]) {
    r.get(
      `/api/tags/${path}`,
      {
        schema: {
          tags: [path],
          summary: `Distinct tags of the ${label} the caller can see, optionally matching tagName[regex]`,
          querystring: labelQuery('tagName'),
          response: { 200: z.array(tagSchema), ...errors },
        },
      },
      async (request) =>
        (await list(db, request.user, request.query, 'tagName[regex]')).map((tagName) => ({
          tagName,
        })),
    );
  }
}
