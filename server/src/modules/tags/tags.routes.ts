import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * Labels are answered as plain strings, as QuadCoach's client reads them (issue 18): one shape on
 * these paths for both clients.
 */
const labelList = (what: string) => z.array(z.string()).describe(`${what}, sorted`);

export async function tagsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tags/exercises',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Distinct exercise tags, optionally matching tagName[regex]',
        querystring: labelQuery('tagName'),
        response: { 200: labelList('Tag names'), ...errors },
      },
    },
    (request) => exerciseLabels(db, 'tags', request.query, 'tagName[regex]'),
  );

  r.get(
    '/api/materials',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Distinct exercise materials, optionally matching materialName[regex]',
        querystring: labelQuery('materialName'),
        response: { 200: labelList('Material names'), ...errors },
      },
    },
    (request) => exerciseLabels(db, 'materials', request.query, 'materialName[regex]'),
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
          response: { 200: labelList('Tag names'), ...errors },
        },
      },
      (request) => list(db, request.user, request.query, 'tagName[regex]'),
    );
  }
}
