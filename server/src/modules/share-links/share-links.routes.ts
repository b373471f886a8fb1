import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-error.ts';
import {
  quadcoachMessageSchema,
  quadcoachSummary,
  quadcoachTag,
} from '../../shared/quadcoach-schemas.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
  unvalidatedResponse,
} from '../../shared/route-schemas.ts';
import {
  createShareLink,
  readByShareToken,
  removeShareLink,
  type ShareLinkKind,
} from './share-links.service.ts';

export interface ShareLinkRoutesOptions {
  db: Db;
  kind: ShareLinkKind;
  /** Where the app is served, for the link itself. */
  publicBaseUrl: string;
  /** The resource as the token's GET answers it. */
  item: z.ZodType;
}

const errors = errorResponses(400, 401, 403, 404);

export const shareLinkResponseSchema = z.object({
  message: z.string(),
  token: z.string().meta({ description: '43 characters of base64url: 256 random bits' }),
  shareLink: z.string().meta({
    description:
      'The public page: `{PUBLIC_BASE_URL}/{kind}/share/{token}`, the path QuadCoach uses too',
  }),
});

const linkNotFound = () => notFound('SHARE_LINK_NOT_FOUND', 'Share link not found');

/**
 * `POST|DELETE /api/{kind}/:id/share-link` and `GET /api/{kind}/share/:token`, in the paths and
 * shapes of QuadCoach's client (docs/quadcoach-compat.md, "Share links").
 */
export async function shareLinkRoutes(
  app: FastifyInstance,
  { db, kind, publicBaseUrl, item }: ShareLinkRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, label } = kind.resource;
  const what = label.toLowerCase();
  const tags = [path, quadcoachTag];

  r.post(
    `/api/${path}/:id/share-link`,
    {
      schema: {
        tags,
        summary: quadcoachSummary(
          `make the ${what}'s public read-only link, or answer the one it has (owner, edit grantees, admins)`,
        ),
        security,
        params: idParams,
        response: { 201: shareLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = await createShareLink(db, kind, requireUser(request), request.params.id);
      return reply.status(201).send({
        message: 'Share link available',
        token,
        shareLink: `${publicBaseUrl}/${path}/share/${token}`,
      });
    },
  );

  r.delete(
    `/api/${path}/:id/share-link`,
    {
      schema: {
        tags,
        summary: quadcoachSummary(
          `revoke the ${what}'s public link; its token then answers 404 (owner, edit grantees, admins)`,
        ),
        security,
        params: idParams,
        response: { 200: quadcoachMessageSchema, ...errors },
      },
    },
    async (request) => {
      await removeShareLink(db, kind, requireUser(request), request.params.id);
      return { message: 'Share link removed' };
    },
  );

  r.get(
    `/api/${path}/share/:token`,
    {
      ...unvalidatedResponse,
      schema: {
        tags,
        summary: quadcoachSummary(
          `the ${what} a public link names, read-only, for anyone with the link, signed in or not, even when private`,
        ),
        params: z.object({ token: z.string().max(200) }),
        response: { 200: item, ...errors },
      },
    },
    async (request, reply) => {
      const found = await readByShareToken(db, kind, request.params.token);
      if (found === undefined) throw linkNotFound();
      // A revoked link must stop working at once: no cache may keep the answer.
      return reply.header('cache-control', 'no-store').send(found);
    },
  );
}
