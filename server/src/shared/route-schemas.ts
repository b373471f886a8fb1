import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@courtside/domain';

/** Schemas the route modules share, so the OpenAPI document describes every route alike. */
export const idParams = z.object({ id: z.uuid() });

/** Every error status a route documents answers `{ message, details? }`. */
export const errorResponses = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;

/** The statuses of a route that needs a login and acts on one resource. */
export const resourceErrors = errorResponses(400, 401, 403, 404, 409);

export const bearerSecurity = [{ bearerAuth: [] }];

/** A list query is free-form here; the domain's whitelisting parser reads it in the service. */
export const listQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const noContent = (description: string) => ({ 204: z.null().describe(description) });

/**
 * For the hot read routes: answers are written with plain JSON.stringify instead of being
 * validated against the response schema first (the schema still documents them). Their data is
 * built field by field by the repositories' mappers, and validating 50 exercises or a 20-page
 * board on every call cost more than the database work.
 */
export const unvalidatedResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/** Sends text that already is JSON (a kept answer) as it is: Fastify leaves such strings alone. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
