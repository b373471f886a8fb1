import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseFavorites, practicePlanFavorites, tacticboardFavorites } from '../../db/schema.ts';
import type { FavoriteTable } from '../../db/shared-tables.ts';
import type { ResourceKind } from '../../shared/resource-kind.ts';

/** One favorites table per kind of resource, all with the same columns. */
const favoriteTables: Record<ResourceKind, FavoriteTable> = {
  exercise: exerciseFavorites,
  tacticboard: tacticboardFavorites,
  practicePlan: practicePlanFavorites,
};

export async function setFavorite(
  db: Db,
  kind: ResourceKind,
  favorite: { userId: string; resourceId: string },
  on: boolean,
): Promise<void> {
  const table = favoriteTables[kind];
  if (on) await db.insert(table).values(favorite).onConflictDoNothing();
  else
    await db
      .delete(table)
      .where(and(eq(table.userId, favorite.userId), eq(table.resourceId, favorite.resourceId)));
}

export interface FavoriteRow {
  resourceId: string;
  createdAt: Date;
}

/** The user's favorites of a kind, the newest first. */
export function listFavorites(db: Db, kind: ResourceKind, userId: string): Promise<FavoriteRow[]> {
  const table = favoriteTables[kind];
  return db
    .select({ resourceId: table.resourceId, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.resourceId));
}

/** Adds the favorite; undefined when it was there already. */
export async function insertFavorite(
  db: Db,
  kind: ResourceKind,
  favorite: { userId: string; resourceId: string },
): Promise<FavoriteRow | undefined> {
  const table = favoriteTables[kind];
  const [row] = await db
    .insert(table)
    .values(favorite)
    .onConflictDoNothing()
    .returning({ resourceId: table.resourceId, createdAt: table.createdAt });
  return row;
}

/** Removes the favorite; false when there was none. */
export async function deleteFavorite(
  db: Db,
  kind: ResourceKind,
  favorite: { userId: string; resourceId: string },
): Promise<boolean> {
  const table = favoriteTables[kind];
  const removed = await db
    .delete(table)
    .where(and(eq(table.userId, favorite.userId), eq(table.resourceId, favorite.resourceId)))
    .returning({ resourceId: table.resourceId });
  return removed.length > 0;
}
