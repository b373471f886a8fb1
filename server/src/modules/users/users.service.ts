import { isAdmin, type SessionUser, type UpdateUserBody, type User } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import {
  countOwnedContent,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  toUser,
  updateUser,
} from './users.repository.ts';
import { badRequest } from '../../shared/http-error.ts';
import { userErrors } from './users.errors.ts';

/** Only the user and admins may see or change an account; others learn nothing, not even that it exists. */
function assertSelfOrAdmin(caller: SessionUser, id: string): void {
  if (caller.id !== id && !isAdmin(caller)) throw userErrors.notFound();
}

export async function getUser(db: Db, caller: SessionUser, id: string): Promise<User> {
  assertSelfOrAdmin(caller, id);
  const row = await findUserById(db, id);
  if (!row) throw userErrors.notFound();
  return toUser(row);
}

export async function patchUser(
  db: Db,
  caller: SessionUser,
  id: string,
  body: UpdateUserBody,
): Promise<User> {
  assertSelfOrAdmin(caller, id);
  if (body.roles !== undefined && !isAdmin(caller)) throw userErrors.rolesAdminOnly();
  const row = await updateUser(db, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.roles !== undefined ? { roles: [...new Set(body.roles)] } : {}),
  });
  if (!row) throw userErrors.notFound();
  return toUser(row);
}

/** Deletes the account; sessions, tokens, grants, favorites and everything the user owns go with it (foreign keys cascade). */
export async function removeUser(db: Db, caller: SessionUser, id: string): Promise<void> {
  assertSelfOrAdmin(caller, id);
  if (!(await deleteUser(db, id))) throw userErrors.notFound();
}

/** The account a grant or a share names, or null; used by the access routes. */
export async function findGrantee(db: Db, by: { id: string } | { email: string }) {
  const row = 'id' in by ? await findUserById(db, by.id) : await findUserByEmail(db, by.email);
  return row ? { id: row.id, name: row.name, email: row.email } : null;
}

export async function contentSummary(db: Db, caller: SessionUser, id: string) {
  assertSelfOrAdmin(caller, id);
  const summary = await countOwnedContent(db, id);
  if (!summary) throw userErrors.notFound();
  return summary;
}

/** Account rows for the auth module, which owns passwords and sessions but not the users themselves. */
export { findUserByEmail, findUserById, insertUser, updateUser };
export type { UserRow } from './users.table.ts';

/** What QuadCoach's profile form sends (`PUT|PATCH /api/user`): the whole user, changed or not. */
export interface QuadcoachUserUpdate {
  id: string;
  name: string;
  email: string;
  roles: string[];
  active: boolean;
  password?: string | undefined;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((role) => b.includes(role));

/**
 * Applies QuadCoach's profile form: the name, and the roles when an admin changed them. What
 * Courtside changes elsewhere (e-mail, password) or not at all (deactivation) is refused with a
 * 400 naming the field when it differs, never dropped silently.
 */
export async function applyQuadcoachUserUpdate(
  db: Db,
  caller: SessionUser,
  body: QuadcoachUserUpdate,
): Promise<User> {
  assertSelfOrAdmin(caller, body.id);
  const row = await findUserById(db, body.id);
  if (!row) throw userErrors.notFound();
  if (body.email.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw badRequest('EMAIL_NOT_CHANGEABLE', 'email: the e-mail address cannot be changed');
  }
  if (body.password) {
    throw badRequest(
      'PASSWORD_NOT_CHANGEABLE_HERE',
      'password: change the password with a reset link (POST /api/auth/resetPassword)',
    );
  }
  if (!body.active) {
    throw badRequest('DEACTIVATION_UNSUPPORTED', 'active: accounts cannot be deactivated');
  }
  const rolesChanged = !sameRoles(body.roles, row.roles);
  return patchUser(db, caller, body.id, {
    name: body.name,
    ...(rolesChanged ? { roles: body.roles } : {}),
  });
}
