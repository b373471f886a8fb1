import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessEntrySchema,
  accessResultSchema,
  removeAccessBodySchema,
  setAccessBodySchema,
  shareBodySchema,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './access.service.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
} from '../../shared/route-schemas.ts';

const errors = errorResponses(400, 401, 403, 404);

export interface AccessRoutesOptions {
  db: Db;
  resource: service.SharedResource;
}

/** `/api/{path}/:id/checkAccess`, `…/access` and `…/share` for one kind of resource. */
export async function accessRoutes(app: FastifyInstance, { db, resource }: AccessRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const basePath = `/api/${resource.path}`;
  const tags = [resource.path];

  r.get(
    `${basePath}/:id/checkAccess`,
    {
      schema: {
        tags,
        summary: `The caller's access to a ${resource.label.toLowerCase()}`,
        params: idParams,
        response: { 200: accessResultSchema, ...errors },
      },
    },
    (request) => service.checkAccess(db, resource, request.user, request.params.id),
  );

  r.get(
    `${basePath}/:id/access`,
    {
      schema: {
        tags,
        summary: 'Users with access (owner or admin)',
        security,
        params: idParams,
        response: { 200: z.array(accessEntrySchema), ...errors },
      },
    },
    (request) => service.listAccess(db, resource, requireUser(request), request.params.id),
  );

  r.post(
    `${basePath}/:id/access`,
    {
      schema: {
        tags,
        summary: 'Grant a user view or edit access (owner or admin)',
        security,
        params: idParams,
        body: setAccessBodySchema,
        response: { 200: z.array(accessEntrySchema), ...errors },
      },
    },
    (request) =>
      service.grantAccess(db, resource, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    `${basePath}/:id/access`,
    {
      schema: {
        tags,
        summary: "Remove a user's access (owner or admin)",
        security,
        params: idParams,
        body: removeAccessBodySchema,
        response: { 200: z.array(accessEntrySchema), ...errors },
      },
    },
    (request) =>
      service.revokeAccess(
        db,
        resource,
        requireUser(request),
        request.params.id,
        request.body.userId,
      ),
  );

  r.post(
    `${basePath}/:id/share`,
    {
      schema: {
        tags,
        summary: 'Share with a user by e-mail address (owner or admin)',
        security,
        params: idParams,
        body: shareBodySchema,
        response: { 200: z.array(accessEntrySchema), ...errors },
      },
    },
    (request) =>
      service.grantAccess(db, resource, requireUser(request), request.params.id, request.body),
  );
}
