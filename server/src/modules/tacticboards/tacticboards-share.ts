import { eq } from 'drizzle-orm';
import type { TacticBoard } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import type { ShareLinkKind } from '../share-links/share-links.service.ts';
import { boardErrors } from './tacticboards.errors.ts';
import { findBoard } from './tacticboards.repository.ts';
import { boardResource } from './tacticboards.service.ts';
import { tacticboards } from './tacticboards.table.ts';

/** The board a share link's token names, read as a visitor reads it. */
async function boardByShareToken(db: Db, token: string): Promise<TacticBoard | undefined> {
  const [row] = await db
    .select({ id: tacticboards.id })
    .from(tacticboards)
    .where(eq(tacticboards.shareToken, token))
    .limit(1);
  return row && findBoard(db, row.id, null);
}

/** Tactic boards' public read-only links (share-links module). */
export const boardShareLinks: ShareLinkKind = {
  resource: boardResource,
  table: tacticboards,
  notPrivileged: boardErrors.notPrivileged,
  readByToken: boardByShareToken,
};
