import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  BoardPage,
  PageSave,
  Caller,
  ListQuery,
  Page,
  ReferencedBoard,
  TacticBoard,
  TacticBoardHeader,
} from '@courtside/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { resourceQueries, resourceWrites } from '../../shared/resource-queries.ts';
import { resourceReads, type ReadRow } from '../../shared/resource-reads.ts';
import { users } from '../../db/schema.ts';
import {
  tacticboardAccess,
  tacticboardFavorites,
  tacticboardPages,
  tacticboards,
  type TacticboardPageRow,
  type TacticboardRow,
} from './tacticboards.table.ts';

export interface BoardMetaValues {
  name: string;
  tags: string[];
  isPrivate: boolean;
  description: string;
  coachingPoints: string;
}

const queries = resourceQueries(
  {
    table: tacticboards,
    id: tacticboards.id,
    ownerId: tacticboards.ownerId,
    isPrivate: tacticboards.isPrivate,
    name: tacticboards.name,
    tags: tacticboards.tags,
    createdAt: tacticboards.createdAt,
    updatedAt: tacticboards.updatedAt,
  },
  tacticboardAccess,
  tacticboardFavorites,
);

/** Boards the caller may see: public ones, own ones, granted ones; admins see all. */
export const visibleTo = queries.visibleTo;

const pageCount = sql<number>`(select count(*)::int from ${tacticboardPages} where ${tacticboardPages.boardId} = ${tacticboards.id})`;

export function toBoardPage(row: Pick<TacticboardPageRow, 'id' | 'data' | 'revision'>): BoardPage {
  return { ...row.data, _id: row.id, revision: row.revision };
}

function toHeaderFields({
  row,
  creator,
  favorite,
  pageCount: count,
}: ReadRow<typeof tacticboards, { pageCount: typeof pageCount }>) {
  return {
    _id: row.id,
    name: row.name,
    user: row.ownerId,
    creator,
    tags: row.tags,
    isPrivate: row.isPrivate,
    description: row.description,
    coaching_points: row.coachingPoints,
    favorite,
    version: row.version,
    pageCount: count,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const reads = resourceReads(tacticboards, queries.favoriteOf, toHeaderFields, { pageCount });

async function pagesOf(
  db: Db,
  boardIds: string[],
  firstOnly: boolean,
): Promise<Map<string, BoardPage[]>> {
  const byBoard = new Map<string, BoardPage[]>();
  if (boardIds.length === 0) return byBoard;
  const rows = await db
    .select({
      id: tacticboardPages.id,
      boardId: tacticboardPages.boardId,
      data: tacticboardPages.data,
      revision: tacticboardPages.revision,
    })
    .from(tacticboardPages)
    .where(
      and(
        inArray(tacticboardPages.boardId, boardIds),
        firstOnly ? eq(tacticboardPages.position, 0) : undefined,
      ),
    )
    .orderBy(asc(tacticboardPages.boardId), asc(tacticboardPages.position));
  for (const row of rows) {
    const list = byBoard.get(row.boardId) ?? [];
    list.push(toBoardPage(row));
    byBoard.set(row.boardId, list);
  }
  return byBoard;
}

/** Owner, privacy and grants of a board in one query: what every access decision needs. */
export const findAccessSubject = queries.accessSubject;

export async function findBoardRow(db: Db, id: string): Promise<TacticboardRow | undefined> {
  const [row] = await db.select().from(tacticboards).where(eq(tacticboards.id, id)).limit(1);
  return row;
}

/** Locks the board row for the rest of the transaction, so page positions change one writer at a time. */
export async function lockBoard(db: Db, id: string): Promise<TacticboardRow | undefined> {
  const [row] = await db
    .select()
    .from(tacticboards)
    .where(eq(tacticboards.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findBoard(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<TacticBoard | undefined> {
  const header = await reads.byId(db, id, viewerId);
  if (!header) return undefined;
  const pages = await pagesOf(db, [id], false);
  return { ...header, pages: pages.get(id) ?? [] };
}

export async function listBoards(
  db: Db,
  query: ListQuery,
  caller: Caller | null,
  pages: 'first' | 'all',
): Promise<{ headers: TacticBoardHeader[]; boards: TacticBoard[]; total: number }> {
  const where = queries.filterOf(query, caller);
  const rows = await reads.page(db, caller?.id ?? null, where, queries.orderOf(query), query);
  const total = await queries.countOf(db, where);
  const ids = rows.map((r) => r._id);
  const pageMap = await pagesOf(db, ids, pages === 'first');
  const headers = rows.map((r) => ({ ...r, firstPage: pageMap.get(r._id)?.[0] ?? null }));
  const boards =
    pages === 'all' ? rows.map((r) => ({ ...r, pages: pageMap.get(r._id) ?? [] })) : [];
  return { headers, boards, total };
}

/** Create, replace-if-version and delete, as for every kind of resource. */
export const writes = resourceWrites(tacticboards);

export async function insertPages(
  db: Db,
  boardId: string,
  pages: Array<{ id?: string; data: Page; revision?: number }>,
  startPosition = 0,
): Promise<BoardPage[]> {
  if (pages.length === 0) return [];
  const rows = await db
    .insert(tacticboardPages)
    .values(
      pages.map((p, i) => ({
        ...(p.id ? { id: p.id } : {}),
        ...(p.revision ? { revision: p.revision } : {}),
        boardId,
        position: startPosition + i,
        data: p.data,
      })),
    )
    .returning({
      id: tacticboardPages.id,
      data: tacticboardPages.data,
      revision: tacticboardPages.revision,
    });
  return rows.map(toBoardPage);
}

/** The board's page ids with their revisions. */
export async function pageRevisionsOf(db: Db, boardId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: tacticboardPages.id, revision: tacticboardPages.revision })
    .from(tacticboardPages)
    .where(eq(tacticboardPages.boardId, boardId));
  return new Map(rows.map((row) => [row.id, row.revision]));
}

export async function pageIdsOf(db: Db, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tacticboardPages.id })
    .from(tacticboardPages)
    .where(eq(tacticboardPages.boardId, boardId))
    .orderBy(asc(tacticboardPages.position));
  return rows.map((r) => r.id);
}

export async function deleteAllPages(db: Db, boardId: string): Promise<void> {
  await db.delete(tacticboardPages).where(eq(tacticboardPages.boardId, boardId));
}

export async function shiftPages(
  db: Db,
  boardId: string,
  fromPosition: number,
  by: 1 | -1,
): Promise<void> {
  await db
    .update(tacticboardPages)
    .set({ position: sql`${tacticboardPages.position} + ${by}` })
    .where(
      and(eq(tacticboardPages.boardId, boardId), gte(tacticboardPages.position, fromPosition)),
    );
}

/**
 * Saves a page if it is still at `revision` and marks the board changed, in one statement.
 * Undefined means someone saved in between (or the page is gone).
 */
export async function updatePageIfRevision(
  db: Db,
  boardId: string,
  pageId: string,
  save: PageSave,
  savedBy: string,
): Promise<{ id: string; revision: number } | undefined> {
  const [row] = await queryRows<{ id: string; revision: number }>(
    db,
    sql`with saved as (
          update ${tacticboardPages}
          set data = ${JSON.stringify(save.page)}::jsonb, revision = revision + 1,
              updated_at = now(), updated_by = ${savedBy}
          where board_id = ${boardId} and id = ${pageId} and revision = ${save.revision}
          returning id, revision
        ), touched as (
          update ${tacticboards} set updated_at = now()
          where id = ${boardId} and exists (select 1 from saved)
        )
        select id, revision from saved`,
  );
  return row;
}

/**
 * The page's current revision, when it was saved last and by whom (null once that user is gone),
 * and whether it holds exactly `data` now (compared as JSON values, not as text; false without).
 */
export async function pageSaveState(
  db: Db,
  boardId: string,
  pageId: string,
  data?: unknown,
): Promise<
  | {
      revision: number;
      savedAt: Date;
      savedBy: string | null;
      savedById: string | null;
      holds: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      revision: tacticboardPages.revision,
      savedAt: tacticboardPages.updatedAt,
      savedBy: users.name,
      savedById: users.id,
      holds:
        data === undefined
          ? sql<boolean>`false`
          : sql<boolean>`${tacticboardPages.data} = ${JSON.stringify(data)}::jsonb`,
    })
    .from(tacticboardPages)
    .leftJoin(users, eq(users.id, tacticboardPages.updatedBy))
    .where(and(eq(tacticboardPages.boardId, boardId), eq(tacticboardPages.id, pageId)))
    .limit(1);
  return row;
}

export async function deletePage(db: Db, pageId: string): Promise<void> {
  await db.delete(tacticboardPages).where(eq(tacticboardPages.id, pageId));
}

/** Records a change of the board: `updated_at` always, `version` for changes of meta data or page list. */
export async function touchBoard(
  db: Db,
  boardId: string,
  bumpVersion: boolean,
  meta?: Partial<BoardMetaValues>,
): Promise<void> {
  await db
    .update(tacticboards)
    .set({
      ...meta,
      updatedAt: new Date(),
      ...(bumpVersion ? { version: sql`${tacticboards.version} + 1` } : {}),
    })
    .where(eq(tacticboards.id, boardId));
}

export async function visibleBoardIds(
  db: Db,
  caller: Caller | null,
  ids: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: tacticboards.id })
    .from(tacticboards)
    .where(and(inArray(tacticboards.id, ids), visibleTo(caller)));
  return new Set(rows.map((r) => r.id));
}

/** Name of each of these boards the caller may see, for a practice plan that names them. */
export async function visibleBoardSummaries(
  db: Db,
  caller: Caller | null,
  ids: readonly string[],
): Promise<ReferencedBoard[]> {
  if (ids.length === 0) return [];
  return db
    .select({ _id: tacticboards.id, name: tacticboards.name })
    .from(tacticboards)
    .where(and(inArray(tacticboards.id, [...ids]), visibleTo(caller)));
}

/** Distinct tags of the boards the caller may see, optionally matching a pattern. */
export const listTags = queries.tags;

/** Ids and names of the boards a user owns, by name. */
export function boardSummariesOwnedBy(db: Db, ownerId: string): Promise<ReferencedBoard[]> {
  return db
    .select({ _id: tacticboards.id, name: tacticboards.name })
    .from(tacticboards)
    .where(eq(tacticboards.ownerId, ownerId))
    .orderBy(asc(sql`lower(${tacticboards.name})`), asc(tacticboards.id));
}
