import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isPrivileged, resolveAccess, type Caller, type SessionUser } from '@courtside/domain';
import { queryRows, type Db } from '../../db/client.ts';
import type { AppError } from '../../shared/http-error.ts';
import type { SharedResource } from '../../shared/resource-kind.ts';

/*
 * Public read-only links to a tactic board or a practice plan (QuadCoach's share links, issue
 * 18): one random token per resource, made and revoked by whoever may change the resource, read
 * by anyone who has it, signed in or not, even when the resource is private. docs/decisions.md,
 * "Share links", says why the token is kept as it is and how long it is.
 */

/** A kind of resource that can have a share link. */
export interface ShareLinkKind {
  resource: SharedResource;
  /** The kind's table, with its `share_token` column. */
  table: PgTable & { id: PgColumn; shareToken: PgColumn };
  notPrivileged: () => AppError;
  /** The resource a token names, as a visitor reads it; undefined when no resource has it. */
  readByToken: (db: Db, token: string) => Promise<unknown>;
}

/** 32 random bytes: 256 bits, 43 characters of base64url, safe in a path. */
export const SHARE_TOKEN_BYTES = 32;
/** What a token looks like; anything else names no link (404) without a query. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** Who may make or revoke a link: whoever may change the resource (owner, edit grantee, admin). */
async function assertMayEdit(
  db: Db,
  kind: ShareLinkKind,
  caller: SessionUser,
  id: string,
): Promise<void> {
  const subject = await kind.resource.subjectOf(db, id);
  const access = resolveAccess(caller, subject);
  if (!access.hasAccess) throw kind.resource.notFound();
  if (access.level !== 'edit') throw kind.notPrivileged();
}

/**
 * The resource's link token, made now if it has none. One statement, so two callers at once get
 * the same token and neither is handed a link that is already dead.
 */
export async function createShareLink(
  db: Db,
  kind: ShareLinkKind,
  caller: SessionUser,
  id: string,
): Promise<string> {
  await assertMayEdit(db, kind, caller, id);
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`update ${kind.table} set share_token = coalesce(share_token, ${newShareToken()})
        where ${kind.table.id} = ${id} returning share_token as token`,
  );
  if (!row) throw kind.resource.notFound();
  return row.token;
}

/** Revokes the link; the token then names nothing (404). Revoking twice is no error. */
export async function removeShareLink(
  db: Db,
  kind: ShareLinkKind,
  caller: SessionUser,
  id: string,
): Promise<void> {
  await assertMayEdit(db, kind, caller, id);
  await db.execute(sql`update ${kind.table} set share_token = null where ${kind.table.id} = ${id}`);
}

/** The resource a token names, or undefined (also for a token that cannot be one). */
export async function readByShareToken(
  db: Db,
  kind: ShareLinkKind,
  token: string,
): Promise<unknown> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
  return kind.readByToken(db, token);
}

/**
 * The resource's token for a caller who may change it, who alone may pass the link on or revoke
 * it; undefined for anyone else and when there is no link. Asks the access rules only when there
 * is a link, so reads of the many resources without one cost one indexed lookup.
 */
export async function shareTokenFor(
  db: Db,
  kind: ShareLinkKind,
  caller: Caller | null,
  id: string,
): Promise<string | undefined> {
  if (!caller) return undefined;
  const [row] = await queryRows<{ token: string | null }>(
    db,
    sql`select share_token as token from ${kind.table} where ${kind.table.id} = ${id}`,
  );
  if (!row?.token) return undefined;
  return isPrivileged(caller, await kind.resource.subjectOf(db, id)) ? row.token : undefined;
}
