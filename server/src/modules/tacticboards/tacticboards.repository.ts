import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AccessSubject,
  BoardPage,
  PageSave,
  Caller,
  ListQuery,
  Page,
  TacticBoard,
  TacticBoardHeader,
} from '@courtside/domain';
import { isAdmin } from '@courtside/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { sortLabels } from '../../shared/sort-labels.ts';
import { matchesPattern } from '../../shared/list-query.ts';
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

const favoriteOf = (userId: string | null) =>
  userId
    ? sql<boolean>`exists (select 1 from ${tacticboardFavorites} where ${tacticboardFavorites.resourceId} = ${tacticboards.id} and ${tacticboardFavorites.userId} = ${userId})`
    : sql<boolean>`false`;

const grantedTo = (userId: string) =>
  sql<boolean>`exists (select 1 from ${tacticboardAccess} where ${tacticboardAccess.resourceId} = ${tacticboards.id} and ${tacticboardAccess.userId} = ${userId})`;

/** Boards the caller may see: public ones, own ones, granted ones; admins see all. */
export function visibleTo(caller: Caller | null): SQL | undefined {
  if (isAdmin(caller)) return undefined;
  if (!caller) return sql`not ${tacticboards.isPrivate}`;
  return sql`(not ${tacticboards.isPrivate} or ${tacticboards.ownerId} = ${caller.id} or ${grantedTo(caller.id)})`;
}

const pageCount = sql<number>`(select count(*)::int from ${tacticboardPages} where ${tacticboardPages.boardId} = ${tacticboards.id})`;

const selection = (viewerId: string | null) => ({
  row: tacticboards,
  creator: users.name,
  favorite: favoriteOf(viewerId),
  pageCount,
});

interface SelectedRow {
  row: TacticboardRow;
  creator: string;
  favorite: boolean;
  pageCount: number;
}

export function toBoardPage(row: Pick<TacticboardPageRow, 'id' | 'data' | 'revision'>): BoardPage {
  return { ...row.data, _id: row.id, revision: row.revision };
}

function toHeaderFields({ row, creator, favorite, pageCount: count }: SelectedRow) {
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
export async function findAccessSubject(db: Db, id: string): Promise<AccessSubject | undefined> {
  const [row] = await queryRows<AccessSubject>(
    db,
    sql`select b.owner_id as "ownerId", b.is_private as "isPrivate",
          coalesce(
            (select json_agg(json_build_object('userId', a.user_id, 'access', a.access))
             from ${tacticboardAccess} a where a.resource_id = b.id),
            '[]'::json
          ) as grants
        from ${tacticboards} b where b.id = ${id}`,
  );
  return row;
}

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
  const [row] = await db
    .select(selection(viewerId))
    .from(tacticboards)
    .innerJoin(users, eq(users.id, tacticboards.ownerId))
    .where(eq(tacticboards.id, id))
    .limit(1);
  if (!row) return undefined;
  const pages = await pagesOf(db, [id], false);
  return { ...toHeaderFields(row), pages: pages.get(id) ?? [] };
}

const sortColumns = {
  name: sql`lower(${tacticboards.name})`,
  created: tacticboards.createdAt,
  updated: tacticboards.updatedAt,
} as const;

function filterOf(query: ListQuery, caller: Caller | null): SQL | undefined {
  const viewerId = caller?.id ?? null;
  const conditions: Array<SQL | undefined> = [visibleTo(caller)];
  if (query.regex.name) conditions.push(matchesPattern(tacticboards.name, query.regex.name));
  if (query.regex.tags)
    conditions.push(
      sql`exists (select 1 from unnest(${tacticboards.tags}) as label where label ~* ${query.regex.tags})`,
    );
  if (query.in.tags?.length)
    conditions.push(sql`${tacticboards.tags} && ${sql.param(query.in.tags, tacticboards.tags)}`);
  if (query.flags.private) conditions.push(eq(tacticboards.isPrivate, true));
  if (query.flags.favorite) conditions.push(viewerId ? favoriteOf(viewerId) : sql`false`);
  if (query.flags.mine) conditions.push(viewerId ? eq(tacticboards.ownerId, viewerId) : sql`false`);
  if (query.flags.shared) conditions.push(viewerId ? grantedTo(viewerId) : sql`false`);
  return and(...conditions);
}

export async function listBoards(
  db: Db,
  query: ListQuery,
  caller: Caller | null,
  pages: 'first' | 'all',
): Promise<{ headers: TacticBoardHeader[]; boards: TacticBoard[]; total: number }> {
  const where = filterOf(query, caller);
  const sortColumn = query.sortBy
    ? sortColumns[query.sortBy as keyof typeof sortColumns]
    : undefined;
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const order = sortColumn
    ? [direction(sortColumn), direction(tacticboards.id)]
    : [desc(tacticboards.updatedAt), desc(tacticboards.id)];
  const rows = await db
    .select(selection(caller?.id ?? null))
    .from(tacticboards)
    .innerJoin(users, eq(users.id, tacticboards.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tacticboards)
    .where(where);
  const ids = rows.map((r) => r.row.id);
  const pageMap = await pagesOf(db, ids, pages === 'first');
  const headers = rows.map((r) => ({
    ...toHeaderFields(r),
    firstPage: pageMap.get(r.row.id)?.[0] ?? null,
  }));
  const boards =
    pages === 'all'
      ? rows.map((r) => ({ ...toHeaderFields(r), pages: pageMap.get(r.row.id) ?? [] }))
      : [];
  return { headers, boards, total: count?.total ?? 0 };
}

export async function insertBoard(db: Db, ownerId: string, meta: BoardMetaValues): Promise<string> {
  const [row] = await db
    .insert(tacticboards)
    .values({ ownerId, ...meta })
    .returning({ id: tacticboards.id });
  if (!row) throw new Error('board insert returned no row');
  return row.id;
}

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

/** The page's current revision, when it was saved last and by whom (null once that user is gone). */
export async function pageSaveState(
  db: Db,
  boardId: string,
  pageId: string,
): Promise<{ revision: number; savedAt: Date; savedBy: string | null } | undefined> {
  const [row] = await db
    .select({
      revision: tacticboardPages.revision,
      savedAt: tacticboardPages.updatedAt,
      savedBy: users.name,
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

export async function deleteBoard(db: Db, id: string): Promise<void> {
  await db.delete(tacticboards).where(eq(tacticboards.id, id));
}

export async function visibleBoardIds(db: Db, caller: Caller, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: tacticboards.id })
    .from(tacticboards)
    .where(and(inArray(tacticboards.id, ids), visibleTo(caller)));
  return new Set(rows.map((r) => r.id));
}

/** Distinct tags of the boards the caller may see, optionally matching a pattern. */
export async function listTags(
  db: Db,
  caller: Caller | null,
  pattern: string | undefined,
): Promise<string[]> {
  const visible = visibleTo(caller);
  const rows = await queryRows<{ label: string }>(
    db,
    sql`select distinct label from ${tacticboards}, unnest(${tacticboards.tags}) as label
        where true ${visible ? sql`and ${visible}` : sql``} ${pattern ? sql`and label ~* ${pattern}` : sql``}`,
  );
  return sortLabels(rows.map((r) => r.label));
}
