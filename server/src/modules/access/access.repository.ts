import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccessLevel, Grant } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { exerciseAccess, practicePlanAccess, tacticboardAccess, users } from '../../db/schema.ts';
import type { GrantTable } from '../../db/shared-tables.ts';
import type { ResourceKind } from '../../shared/resource-kind.ts';

/** One grant table per kind of resource, all with the same columns. */
const grantTables: Record<ResourceKind, GrantTable> = {
  exercise: exerciseAccess,
  tacticboard: tacticboardAccess,
  practicePlan: practicePlanAccess,
};

export interface GrantEntry {
  userId: string;
  access: AccessLevel;
  name: string;
  email: string;
  viaEmail: boolean;
}

export function grantsOf(db: Db, kind: ResourceKind, id: string): Promise<Grant[]> {
  const table = grantTables[kind];
  return db
    .select({ userId: table.userId, access: table.access })
    .from(table)
    .where(eq(table.resourceId, id));
}

/** Grants with the grantees' names and addresses, for the access list. */
export function listGrants(db: Db, kind: ResourceKind, id: string): Promise<GrantEntry[]> {
  const table = grantTables[kind];
  return db
    .select({
      userId: table.userId,
      access: table.access,
      name: users.name,
      email: users.email,
      viaEmail: table.viaEmail,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.resourceId, id))
    .orderBy(asc(users.name));
}

/** Sets the grant; once a granter typed the address (`viaEmail`) that stays known. */
export async function upsertGrant(
  db: Db,
  kind: ResourceKind,
  grant: { resourceId: string; userId: string; access: AccessLevel; viaEmail: boolean },
): Promise<void> {
  const table = grantTables[kind];
  await db
    .insert(table)
    .values(grant)
    .onConflictDoUpdate({
      target: [table.resourceId, table.userId],
      set: { access: grant.access, viaEmail: sql`${table.viaEmail} or excluded.via_email` },
    });
}

export async function deleteGrant(
  db: Db,
  kind: ResourceKind,
  id: string,
  userId: string,
): Promise<boolean> {
  const table = grantTables[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(table.resourceId, id), eq(table.userId, userId)))
    .returning({ userId: table.userId });
  return rows.length > 0;
}

/** Ids of the resources of a kind on which the user holds a grant of this level. */
export async function grantedResourceIds(
  db: Db,
  kind: ResourceKind,
  userId: string,
  access: AccessLevel,
): Promise<string[]> {
  const table = grantTables[kind];
  const rows = await db
    .select({ resourceId: table.resourceId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.access, access)));
  return rows.map((row) => row.resourceId);
}
