import {
  canManage,
  canView,
  resolveAccess,
  type AccessEntry,
  type AccessLevel,
  type AccessResult,
  type AccessSubject,
  type Grant,
  type SessionUser,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import type { ResourceKind, SharedResource } from '../../shared/resource-kind.ts';
import { findGrantee } from '../users/users.service.ts';
import { accessErrors } from './access.errors.ts';
import * as repo from './access.repository.ts';

/*
 * checkAccess, the access list, grants and sharing by e-mail: the same rules for every kind of
 * resource, which the kind's module describes as a SharedResource.
 */

export type { ResourceKind, SharedResource };

/** The grants of one resource, for the kind's access subject. */
export function grantsOf(db: Db, kind: ResourceKind, id: string): Promise<Grant[]> {
  return repo.grantsOf(db, kind, id);
}

/** The subject, if the caller may see it at all (404 otherwise, so ids leak nothing). */
async function visibleSubject(
  db: Db,
  resource: SharedResource,
  caller: SessionUser | null,
  id: string,
): Promise<AccessSubject> {
  const subject = await resource.subjectOf(db, id);
  if (!canView(caller, subject)) throw accessErrors.notFound(resource.label);
  return subject;
}

async function managedSubject(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
): Promise<AccessSubject> {
  const subject = await visibleSubject(db, resource, caller, id);
  if (!canManage(caller, subject)) throw accessErrors.notManager();
  return subject;
}

async function entries(db: Db, kind: ResourceKind, id: string): Promise<AccessEntry[]> {
  const grants = await repo.listGrants(db, kind, id);
  return grants.map((g) => ({
    // User ids are public; an address only shows where a granter typed it to share.
    user: { _id: g.userId, name: g.name, ...(g.viaEmail ? { email: g.email } : {}) },
    userId: g.userId,
    access: g.access,
  }));
}

export async function checkAccess(
  db: Db,
  resource: SharedResource,
  caller: SessionUser | null,
  id: string,
): Promise<AccessResult> {
  return resolveAccess(caller, await visibleSubject(db, resource, caller, id));
}

export async function listAccess(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
): Promise<AccessEntry[]> {
  await managedSubject(db, resource, caller, id);
  return entries(db, resource.kind, id);
}

/**
 * Grants `view` or `edit` to a user named by id, or by a typed address (sharing by e-mail, after
 * which the access list may show that address). Errors name the field the caller used.
 */
export async function grantAccess(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
  body: { userId: string; access: AccessLevel } | { email: string; access: AccessLevel },
): Promise<AccessEntry[]> {
  const subject = await managedSubject(db, resource, caller, id);
  const byEmail = 'email' in body;
  const field = byEmail ? 'email' : 'userId';
  const grantee = await findGrantee(db, byEmail ? { email: body.email } : { id: body.userId });
  if (!grantee) throw byEmail ? accessErrors.unknownEmail() : accessErrors.unknownUser();
  if (grantee.id === subject.ownerId) throw accessErrors.ownerGrant(field);
  if (grantee.id === caller.id) throw accessErrors.selfGrant(field);
  await repo.upsertGrant(db, resource.kind, {
    resourceId: id,
    userId: grantee.id,
    access: body.access,
    viaEmail: byEmail,
  });
  return entries(db, resource.kind, id);
}

export async function revokeAccess(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
  userId: string,
): Promise<AccessEntry[]> {
  await managedSubject(db, resource, caller, id);
  await repo.deleteGrant(db, resource.kind, id, userId);
  return entries(db, resource.kind, id);
}

/** Which resources of a kind the user may edit through a grant (QuadCoach's "accessible" lists). */
export function editGrantedIds(db: Db, kind: ResourceKind, userId: string): Promise<string[]> {
  return repo.grantedResourceIds(db, kind, userId, 'edit');
}
