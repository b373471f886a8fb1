import { and, eq } from 'drizzle-orm';
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
