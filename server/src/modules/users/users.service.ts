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
