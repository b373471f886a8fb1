import { canView, type SessionUser } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../shared/http-error.ts';
import type { ResourceKind, SharedResource } from '../../shared/resource-kind.ts';
import * as repo from './favorites.repository.ts';

export type { SharedResource };

/** Marks or unmarks a resource the caller can see; one the caller cannot see answers the kind's 404. */
export async function setFavorite(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
  on: boolean,
): Promise<void> {
  if (!canView(caller, await resource.subjectOf(db, id))) throw resource.notFound();
  await repo.setFavorite(db, resource.kind, { userId: caller.id, resourceId: id }, on);
}

/** A favorite as the QuadCoach client reads it: `{ _id, user, exercise|tacticboard|practicePlan, createdAt }`. */
export type FavoriteRecord = { _id: string; user: string; createdAt: string } & Partial<
  Record<ResourceKind, string>
>;

/** Whether the caller may still see the resource; gone or hidden ones are left out of favorites lists. */
async function stillVisible(db: Db, resource: SharedResource, caller: SessionUser, id: string) {
  try {
    return canView(caller, await resource.subjectOf(db, id));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return false;
    throw error;
  }
}

/** The caller's favorites of a kind that the caller can still see, the newest first. */
export async function favoriteRecords(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
): Promise<FavoriteRecord[]> {
  const rows = await repo.listFavorites(db, resource.kind, caller.id);
  const visible = await Promise.all(
    rows.map((row) => stillVisible(db, resource, caller, row.resourceId)),
  );
  return rows.filter((_, index) => visible[index]).map((row) => recordOf(resource, caller, row));
}

function recordOf(
  resource: SharedResource,
  caller: SessionUser,
  row: repo.FavoriteRow,
): FavoriteRecord {
  // Favorites have no id of their own here (one per user and resource): the resource id serves.
  return {
    _id: row.resourceId,
    user: caller.id,
    [resource.kind]: row.resourceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Marks a resource the caller can see; a second mark is a 400, as QuadCoach answers it. */
export async function addFavorite(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
): Promise<FavoriteRecord> {
  if (!canView(caller, await resource.subjectOf(db, id))) throw resource.notFound();
  const row = await repo.insertFavorite(db, resource.kind, { userId: caller.id, resourceId: id });
  if (!row) throw badRequest('ALREADY_FAVORITE', 'Already in favorites');
  return recordOf(resource, caller, row);
}

/** Unmarks a favorite, even of a resource the caller can no longer see; none is a 404. */
export async function removeFavorite(
  db: Db,
  resource: SharedResource,
  caller: SessionUser,
  id: string,
): Promise<void> {
  if (!(await repo.deleteFavorite(db, resource.kind, { userId: caller.id, resourceId: id }))) {
    throw notFound('FAVORITE_NOT_FOUND', 'Favorite not found');
  }
}
