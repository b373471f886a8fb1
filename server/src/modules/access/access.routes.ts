import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessEntrySchema,
  accessResultSchema,
  canManage,
  canView,
  removeAccessBodySchema,
  resolveAccess,
  setAccessBodySchema,
  shareBodySchema,
  type AccessLevel,
  type AccessSubject,
  type SessionUser,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findGrantee } from '../users/users.service.ts';
import { accessErrors } from './access.errors.ts';
import {
  bearerSecurity as security,
  errorResponses,
  idParams,
} from '../../shared/route-schemas.ts';

/** What the access routes need of a kind of resource (exercise or tactic board). */
const errors = errorResponses(400, 401, 403, 404);

export interface AccessStore {
  subjectOf(db: Db, id: string): Promise<AccessSubject>;
  listGrants(
    db: Db,
    id: string,
  ): Promise<
    Array<{ userId: string; access: AccessLevel; name: string; email: string; viaEmail: boolean }>
  >;
  upsertGrant(
    db: Db,
    id: string,
    userId: string,
    access: AccessLevel,
    viaEmail: boolean,
  ): Promise<void>;
  deleteGrant(db: Db, id: string, userId: string): Promise<boolean>;
}

export interface AccessRoutesOptions {
  db: Db;
  /** e.g. `/api/exercises` (not `prefix`: Fastify reserves that register option) */
  basePath: string;
  /** e.g. `Exercise`, for messages and docs */
  label: string;
  store: AccessStore;
}

/** checkAccess, the access list, grants and sharing by e-mail: the same rules for every kind of resource. */
export async function accessRoutes(
  app: FastifyInstance,
  { db, basePath, label, store }: AccessRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [label === 'Exercise' ? 'exercises' : 'tacticboards'];

  /** The subject, if the caller may see it at all (404 otherwise, so ids leak nothing). */
  async function visibleSubject(caller: SessionUser | null, id: string): Promise<AccessSubject> {
    const subject = await store.subjectOf(db, id);
    if (!canView(caller, subject)) throw accessErrors.notFound(label);
    return subject;
  }

  async function managedSubject(caller: SessionUser, id: string): Promise<AccessSubject> {
    const subject = await visibleSubject(caller, id);
    if (!canManage(caller, subject)) throw accessErrors.notManager();
    return subject;
  }

  async function entries(id: string) {
    const grants = await store.listGrants(db, id);
    return grants.map((g) => ({
      // User ids are public; an address only shows where a granter typed it to share.
      user: { _id: g.userId, name: g.name, ...(g.viaEmail ? { email: g.email } : {}) },
      userId: g.userId,
      access: g.access,
    }));
  }

  async function grant(
    caller: SessionUser,
    id: string,
    subject: AccessSubject,
    userId: string,
    access: AccessLevel,
    field: string,
  ) {
    if (userId === subject.ownerId) throw accessErrors.ownerGrant(field);
    if (userId === caller.id) throw accessErrors.selfGrant(field);
    await store.upsertGrant(db, id, userId, access, field === 'email');
    return entries(id);
  }

  r.get(
    `${basePath}/:id/checkAccess`,
    {
      schema: {
        tags,
        summary: `The caller's access to a ${label.toLowerCase()}`,
        params: idParams,
        response: { 200: accessResultSchema, ...errors },
      },
    },
    async (request) =>
      resolveAccess(request.user, await visibleSubject(request.user, request.params.id)),
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
    async (request) => {
      await managedSubject(requireUser(request), request.params.id);
      return entries(request.params.id);
    },
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
    async (request) => {
      const caller = requireUser(request);
      const subject = await managedSubject(caller, request.params.id);
      const grantee = await findGrantee(db, { id: request.body.userId });
      if (!grantee) throw accessErrors.unknownUser();
      return grant(caller, request.params.id, subject, grantee.id, request.body.access, 'userId');
    },
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
    async (request) => {
      await managedSubject(requireUser(request), request.params.id);
      await store.deleteGrant(db, request.params.id, request.body.userId);
      return entries(request.params.id);
    },
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
    async (request) => {
      const caller = requireUser(request);
      const subject = await managedSubject(caller, request.params.id);
      const grantee = await findGrantee(db, { email: request.body.email });
      if (!grantee) throw accessErrors.unknownEmail();
      return grant(caller, request.params.id, subject, grantee.id, request.body.access, 'email');
    },
  );
}
