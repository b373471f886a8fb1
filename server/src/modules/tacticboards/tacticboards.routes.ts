import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardPageSchema,
  pageInputSchema,
  tacticBoardCreateSchema,
  tacticBoardDuplicateSchema,
  tacticBoardHeaderListSchema,
  tacticBoardListSchema,
  tacticBoardMetaSchema,
  tacticBoardSchema,
  tacticBoardUpdateSchema,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listRoute, resourceRoutes } from '../../shared/resource-routes.ts';
import * as service from './tacticboards.service.ts';
import { shareTokenFor } from '../share-links/share-links.service.ts';
import { boardShareLinks } from './tacticboards-share.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
  noContent,
  unvalidatedResponse,
} from '../../shared/route-schemas.ts';

const pageParams = z.object({ id: z.uuid(), pageId: z.uuid() });
const positionParams = z.object({ id: z.uuid(), position: z.coerce.number().int().min(0) });
const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** A board as the API answers it; the share link's token only to those who may change it. */
export const answeredBoardSchema = tacticBoardSchema
  .safeExtend({
    shareToken: z.string().optional().meta({
      description:
        "The public link's token (`/tacticboards/share/{token}`), answered only to those who may change the board, and only while it has a link.",
    }),
  })
  .meta({ id: 'TacticBoardAnswer' });

const tags = ['tacticboards'];
const listDescription =
  'Query: page, limit (≤ 200), name[regex] and tags[regex] with [options]=i, tags[in] (comma-joined), sortBy (name, created, updated), sortOrder, favorite|mine|shared|private=true. Private boards appear only to owner, admins and grantees.';

/**
 * QuadCoach's board profile saves its whole form: the meta fields plus the `creator` and `user` it
 * read. Its own server does not read those two, and neither do we: the owner is not changed here.
 */
const metaBodySchema = tacticBoardMetaSchema.extend({
  creator: z.string().optional(),
  user: z.string().optional(),
});

export async function tacticboardsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoute(app, {
    path: '/api/tacticboards/header',
    tags,
    summary: 'List tactic boards without pages (with the first page for a preview)',
    description: listDescription,
    response: tacticBoardHeaderListSchema,
    errors,
    run: (caller, query) => service.listBoardHeaders(db, caller, query),
  });

  listRoute(app, {
    path: '/api/tacticboards',
    tags,
    summary: 'List tactic boards with their pages',
    description: listDescription,
    response: tacticBoardListSchema,
    errors,
    run: (caller, query) => service.listBoards(db, caller, query),
  });

  resourceRoutes(app, {
    basePath: '/api/tacticboards',
    tags,
    errors,
    item: answeredBoardSchema,
    create: {
      summary: 'Create a tactic board (one empty page on `background` unless pages are given)',
      body: tacticBoardCreateSchema,
      run: (caller, body) => service.createBoard(db, caller, body),
    },
    get: {
      summary: 'One tactic board with its pages',
      run: async (caller, id) => {
        const board = await service.getBoard(db, caller, id);
        const shareToken = await shareTokenFor(db, boardShareLinks, caller, id);
        return shareToken ? { ...board, shareToken } : board;
      },
    },
    replace: {
      summary: 'Replace the whole board (privileged); 409 when `version` is stale',
      body: tacticBoardUpdateSchema,
      run: (caller, id, body) => service.replaceBoard(db, caller, id, body),
    },
    remove: {
      summary: 'Delete a tactic board (owner or admin)',
      run: (caller, id) => service.deleteBoard(db, caller, id),
    },
  });

  r.patch(
    '/api/tacticboards/:id/meta',
    {
      schema: {
        tags,
        summary:
          'Change name, tags, privacy, description or coaching points (privileged). `creator` and `user` (QuadCoach-compatible) are accepted and not read',
        security,
        params: idParams,
        body: metaBodySchema,
        response: { 200: tacticBoardSchema, ...errors },
      },
    },
    (request) => {
      const { creator: _creator, user: _user, ...meta } = request.body;
      return service.updateMeta(db, requireUser(request), request.params.id, meta);
    },
  );

  r.post(
    '/api/tacticboards/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a board the caller can see, owned by the caller, no grants',
        security,
        params: idParams,
        body: tacticBoardDuplicateSchema,
        response: { 201: tacticBoardSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.duplicateBoard(
            db,
            requireUser(request),
            request.params.id,
            request.body?.name,
          ),
        ),
  );

  r.patch(
    '/api/tacticboards/:id/pages/:pageId',
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary:
          'Save one page (privileged); send the `revision` you read, 409 when someone saved in between',
        security,
        params: pageParams,
        body: service.pageSaveRequestSchema,
        response: { 200: boardPageSchema, ...errors },
      },
    },
    (request) =>
      service.savePage(
        db,
        requireUser(request),
        request.params.id,
        request.params.pageId,
        request.body,
      ),
  );

  r.post(
    '/api/tacticboards/:id/newPage',
    {
      schema: {
        tags,
        summary: 'Append a page (privileged)',
        security,
        params: idParams,
        body: pageInputSchema,
        response: { 201: boardPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addPage(
            db,
            requireUser(request),
            request.params.id,
            undefined,
            request.body,
          ),
        ),
  );

  r.post(
    '/api/tacticboards/:id/insertPage/:position',
    {
      schema: {
        tags,
        summary: 'Insert a page at 0..count (privileged)',
        security,
        params: positionParams,
        body: pageInputSchema,
        response: { 201: boardPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addPage(
            db,
            requireUser(request),
            request.params.id,
            request.params.position,
            request.body,
          ),
        ),
  );

  r.delete(
    '/api/tacticboards/:id/pages/:pageId',
    {
      schema: {
        tags,
        summary: 'Delete a page (privileged); the last page cannot be deleted',
        security,
        params: pageParams,
        response: { ...noContent('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.removePage(db, requireUser(request), request.params.id, request.params.pageId);
      return reply.status(204).send(null);
    },
  );
}
