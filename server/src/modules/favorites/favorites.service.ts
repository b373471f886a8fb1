import { canView, type SessionUser } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import type { SharedResource } from '../../shared/resource-kind.ts';
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
