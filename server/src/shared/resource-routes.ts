import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorResponseSchema, SessionUser } from '@courtside/domain';
import { requireUser } from '../plugins/auth.ts';
import {
  bearerSecurity as security,
  idParams,
  listQuerystring,
  noContent,
  unvalidatedResponse,
} from './route-schemas.ts';

/**
 * What a shared resource (exercise, tactic board, …) gives for its create, read, replace and
 * delete routes; the routes themselves, their schemas and statuses are the same for every kind.
 */
export interface ResourceRoutesSpec<Create extends z.ZodType, Replace extends z.ZodType> {
  /** e.g. `/api/exercises` */
  basePath: string;
  tags: string[];
  errors: Record<number, typeof errorResponseSchema>;
  /** The one resource as every route here answers it. */
  item: z.ZodType;
  create: {
    summary: string;
    body: Create;
    /** `request`: for what a hook of the kind's own kept beside the body (practice plans). */
    run: (caller: SessionUser, body: z.output<Create>, request: FastifyRequest) => Promise<unknown>;
  };
  get: { summary: string; run: (caller: SessionUser | null, id: string) => Promise<unknown> };
  replace: {
    summary: string;
    body: Replace;
    run: (caller: SessionUser, id: string, body: z.output<Replace>) => Promise<unknown>;
  };
  remove: { summary: string; run: (caller: SessionUser, id: string) => Promise<void> };
}

/**
 * POST `{basePath}`, then GET, PUT and DELETE `{basePath}/:id`. The bodies are cast to their
 * schema's output: Fastify validated them with that very schema, but the zod type provider's
 * conditional type does not resolve for a schema that is still a type parameter.
 */
export function resourceRoutes<Create extends z.ZodType, Replace extends z.ZodType>(
  app: FastifyInstance,
  spec: ResourceRoutesSpec<Create, Replace>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { basePath, tags, errors, item } = spec;

  r.post(
    basePath,
    {
      schema: {
        tags,
        summary: spec.create.summary,
        security,
        body: spec.create.body,
        response: { 201: item, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await spec.create.run(requireUser(request), request.body as z.output<Create>, request),
        ),
  );

  r.get(
    `${basePath}/:id`,
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: spec.get.summary,
        params: idParams,
        response: { 200: item, ...errors },
      },
    },
    (request) => spec.get.run(request.user, request.params.id),
  );

  r.put(
    `${basePath}/:id`,
    {
      schema: {
        tags,
        summary: spec.replace.summary,
        security,
        params: idParams,
        body: spec.replace.body,
        response: { 200: item, ...errors },
      },
    },
    (request) =>
      spec.replace.run(requireUser(request), request.params.id, request.body as z.output<Replace>),
  );

  r.delete(
    `${basePath}/:id`,
    {
      schema: {
        tags,
        summary: spec.remove.summary,
        security,
        params: idParams,
        response: { ...noContent('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await spec.remove.run(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** A list of a shared resource: free-form query (the service parses it), answered unvalidated. */
export interface ListRouteSpec {
  path: string;
  tags: string[];
  summary: string;
  /** The query parameters the list understands. */
  description: string;
  response: z.ZodType;
  errors: Record<number, typeof errorResponseSchema>;
  run: (caller: SessionUser | null, query: Record<string, unknown>) => Promise<unknown>;
}

export function listRoute(app: FastifyInstance, spec: ListRouteSpec): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    spec.path,
    {
      ...unvalidatedResponse,
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        description: spec.description,
        querystring: listQuerystring,
        response: { 200: spec.response, ...spec.errors },
      },
    },
    (request) => spec.run(request.user, request.query),
  );
}
