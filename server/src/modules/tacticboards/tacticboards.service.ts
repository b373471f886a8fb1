import type { z } from 'zod';
import {
  BOARD_NAME_MAX,
  MAX_PAGES,
  canManage,
  emptyPage,
  isPrivileged,
  parsePageSave,
  pageInputSchema,
  parseStoredPage,
  storedVersionSchema,
  tacticBoardCreateSchema,
  tacticboardListQuerySpec,
  tacticBoardMetaSchema,
  tacticBoardUpdateSchema,
  type AccessSubject,
  type BoardPage,
  type Caller,
  type Page,
  type SessionUser,
  type TacticBoard,
  type TacticBoardCreate,
  type TacticBoardHeaderList,
  type TacticBoardList,
  type TacticBoardMeta,
  type TacticBoardUpdate,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../shared/list-query.ts';
import { exercisesReferencingBoard } from '../exercises/exercises.service.ts';
import { subjectGuards } from '../../shared/resource-subject.ts';
import { editGrantedIds, type SharedResource } from '../access/access.service.ts';
import * as repo from './tacticboards.repository.ts';
import { boardErrors } from './tacticboards.errors.ts';

const { subjectOf, visibleSubject } = subjectGuards(repo.findAccessSubject, boardErrors.notFound);

async function assertPrivileged(db: Db, caller: Caller, id: string): Promise<void> {
  if (!isPrivileged(caller, await visibleSubject(db, caller, id)))
    throw boardErrors.notPrivileged();
}

/** Validates and sanitises page data with the domain's page rules: 400 naming the field, 413 when too large. */
function pageOf(data: unknown, fieldPrefix = ''): Page {
  const {
    revision: _revision,
    _id: _pageId,
    ...pageData
  } = (data ?? {}) as Record<string, unknown>;
  const result = parseStoredPage(pageData);
  if (result.error) {
    const field = [fieldPrefix, result.error.field].filter(Boolean).join('.');
    throw boardErrors.badPage(result.error.status, field, result.error.message);
  }
  return result.page;
}

/** The owner's own exercises hold a board back; anyone else's reference gives no veto. */
async function assertNotReferenced(
  db: Db,
  subject: AccessSubject,
  id: string,
  action: 'delete' | 'private',
): Promise<void> {
  const users = await exercisesReferencingBoard(db, id, subject.ownerId);
  if (users.length) throw boardErrors.referenced(action, users);
}

async function loadBoard(db: Db, caller: Caller | null, id: string): Promise<TacticBoard> {
  const board = await repo.findBoard(db, id, caller?.id ?? null);
  if (!board) throw boardErrors.notFound();
  return board;
}

export async function getBoard(db: Db, caller: Caller | null, id: string): Promise<TacticBoard> {
  await visibleSubject(db, caller, id);
  return loadBoard(db, caller, id);
}

async function list(
  db: Db,
  caller: Caller | null,
  raw: Record<string, unknown>,
  pages: 'first' | 'all',
) {
  return pagedList(db, tacticboardListQuerySpec, raw, (query) =>
    repo.listBoards(db, query, caller, pages),
  );
}

export async function listBoardHeaders(
  db: Db,
  caller: Caller | null,
  raw: Record<string, unknown>,
): Promise<TacticBoardHeaderList> {
  const { headers, pagination } = await list(db, caller, raw, 'first');
  return { tacticboards: headers, pagination };
}

export async function listBoards(
  db: Db,
  caller: Caller | null,
  raw: Record<string, unknown>,
): Promise<TacticBoardList> {
  const { boards, pagination } = await list(db, caller, raw, 'all');
  return { tacticboards: boards, pagination };
}

export async function createBoard(
  db: Db,
  caller: SessionUser,
  body: TacticBoardCreate,
): Promise<TacticBoard> {
  const input = tacticBoardCreateSchema.parse(body);
  const pages = input.pages
    ? // QuadCoach's "Add tactic board" sends its empty page as `{ objects: undefined, … }`, which
      // JSON leaves as a page without `objects`: that page has none.
      input.pages.map((p, i) => ({ data: pageOf({ objects: [], ...p }, `pages.${i}`) }))
    : [{ data: emptyPage(input.background) }];
  const id = await db.transaction(async (tx) => {
    const boardId = await repo.writes.insert(tx, caller.id, {
      name: input.name,
      tags: input.tags,
      isPrivate: input.isPrivate,
      description: input.description,
      coachingPoints: input.coaching_points,
    });
    await repo.insertPages(tx, boardId, pages);
    return boardId;
  });
  return loadBoard(db, caller, id);
}

/** The meta fields a PUT or PATCH gave, as stored columns; fields left out are not touched. */
function metaValues(input: {
  name?: string | undefined;
  tags?: string[] | undefined;
  isPrivate?: boolean | undefined;
  description?: string | undefined;
  coaching_points?: string | undefined;
}) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.coaching_points !== undefined ? { coachingPoints: input.coaching_points } : {}),
  };
}

/**
 * The caller may change the board, and its privacy only as owner or admin: an edit grantee must
 * not publish the owner's private board. A board exercises use cannot become private.
 */
async function assertMayChange(
  db: Db,
  caller: SessionUser,
  id: string,
  isPrivate: boolean | undefined,
): Promise<void> {
  const subject = await visibleSubject(db, caller, id);
  if (!isPrivileged(caller, subject)) throw boardErrors.notPrivileged();
  if (isPrivate === undefined || isPrivate === subject.isPrivate) return;
  if (!canManage(caller, subject)) throw boardErrors.privacyNotManager();
  if (isPrivate) await assertNotReferenced(db, subject, id, 'private');
}

export async function replaceBoard(
  db: Db,
  caller: SessionUser,
  id: string,
  body: TacticBoardUpdate,
): Promise<TacticBoard> {
  const input = tacticBoardUpdateSchema.parse(body);
  await assertMayChange(db, caller, id, input.isPrivate);
  const pages = input.pages.map((p, i) => ({
    id: (p as { _id?: unknown })._id,
    data: pageOf(p, `pages.${i}`),
  }));
  await db.transaction(async (tx) => {
    const row = await repo.lockBoard(tx, id);
    if (!row) throw boardErrors.notFound();
    if (row.version !== input.version) throw boardErrors.staleVersion(row.version);
    // A kept page's revision only grows, so a save based on what it held before gets 409.
    const revisions = await repo.pageRevisionsOf(tx, id);
    const used = new Set<string>();
    const rows = pages.map(({ id: pageId, data }) => {
      const revision = typeof pageId === 'string' ? revisions.get(pageId) : undefined;
      if (revision === undefined || used.has(pageId as string)) return { data };
      used.add(pageId as string);
      return { id: pageId as string, data, revision: revision + 1 };
    });
    await repo.deleteAllPages(tx, id);
    await repo.insertPages(tx, id, rows);
    await repo.touchBoard(tx, id, true, metaValues(input));
  });
  return loadBoard(db, caller, id);
}

export async function updateMeta(
  db: Db,
  caller: SessionUser,
  id: string,
  body: TacticBoardMeta,
): Promise<TacticBoard> {
  const input = tacticBoardMetaSchema.parse(body);
  await assertMayChange(db, caller, id, input.isPrivate);
  await db.transaction(async (tx) => {
    const row = await repo.lockBoard(tx, id);
    if (!row) throw boardErrors.notFound();
    if (input.version !== undefined && row.version !== input.version)
      throw boardErrors.staleVersion(row.version);
    await repo.touchBoard(tx, id, true, metaValues(input));
  });
  return loadBoard(db, caller, id);
}

export async function deleteBoard(db: Db, caller: SessionUser, id: string): Promise<void> {
  const subject = await visibleSubject(db, caller, id);
  if (!canManage(caller, subject)) throw boardErrors.notManager();
  await assertNotReferenced(db, subject, id, 'delete');
  await repo.writes.remove(db, id);
}

/** A copy of a board the caller can see, theirs, named `name` ("Copy of …" without). */
export async function duplicateBoard(
  db: Db,
  caller: SessionUser,
  id: string,
  name?: string,
): Promise<TacticBoard> {
  await visibleSubject(db, caller, id);
  const source = await loadBoard(db, caller, id);
  const copyId = await db.transaction(async (tx) => {
    const boardId = await repo.writes.insert(tx, caller.id, {
      name: name ?? `Copy of ${source.name}`.slice(0, BOARD_NAME_MAX),
      tags: source.tags,
      isPrivate: source.isPrivate,
      description: source.description,
      coachingPoints: source.coaching_points,
    });
    await repo.insertPages(
      tx,
      boardId,
      source.pages.map(({ _id: _pageId, revision: _revision, ...data }) => ({ data })),
    );
    return boardId;
  });
  return loadBoard(db, caller, copyId);
}

/**
 * Body of a page save. Our editor sends the `revision` it read and gets 409 when it is stale.
 * QuadCoach's board editor sends the canvas alone: without a revision the last write wins and the
 * revision still rises, so an editor of ours open on the page gets 409 instead of overwriting it.
 */
export const pageSaveRequestSchema = pageInputSchema
  .extend({ revision: storedVersionSchema.optional() })
  .describe(
    'Page data plus `revision`: the revision of the page you edited. Without it (QuadCoach-compatible) the last write wins',
  );
export type PageSaveRequest = z.infer<typeof pageSaveRequestSchema>;

export async function savePage(
  db: Db,
  caller: SessionUser,
  id: string,
  pageId: string,
  body: PageSaveRequest,
): Promise<BoardPage> {
  await assertPrivileged(db, caller, id);
  const revision = body.revision ?? (await repo.pageSaveState(db, id, pageId))?.revision;
  if (revision === undefined) throw boardErrors.pageNotFound();
  const { save, error } = parsePageSave({ ...body, revision });
  if (error) throw boardErrors.badPage(error.status, error.field, error.message);
  const saved = await repo.updatePageIfRevision(db, id, pageId, save, caller.id);
  if (saved) return { ...save.page, _id: saved.id, revision: saved.revision };
  const current = await repo.pageSaveState(db, id, pageId, save.page);
  if (!current) throw boardErrors.pageNotFound();
  // A save sent again because its answer was lost on the way (a phone's network) comes with the
  // revision it replaced; the page holds it already, so it is no conflict.
  if (current.holds) {
    return { ...save.page, _id: pageId, revision: current.revision };
  }
  throw boardErrors.stalePage(current, caller.id);
}

/** Inserts a page at `position` (0..count; undefined appends). */
export async function addPage(
  db: Db,
  caller: SessionUser,
  id: string,
  position: number | undefined,
  body: unknown,
): Promise<BoardPage> {
  await assertPrivileged(db, caller, id);
  const data = pageOf(body);
  return db.transaction(async (tx) => {
    if (!(await repo.lockBoard(tx, id))) throw boardErrors.notFound();
    const count = (await repo.pageIdsOf(tx, id)).length;
    if (count >= MAX_PAGES) throw boardErrors.tooManyPages(MAX_PAGES);
    const at = position ?? count;
    if (at < 0 || at > count) throw boardErrors.badPosition(count);
    await repo.shiftPages(tx, id, at, 1);
    const [page] = await repo.insertPages(tx, id, [{ data }], at);
    await repo.touchBoard(tx, id, true);
    if (!page) throw new Error('page insert returned no row');
    return page;
  });
}

export async function removePage(
  db: Db,
  caller: SessionUser,
  id: string,
  pageId: string,
): Promise<void> {
  await assertPrivileged(db, caller, id);
  await db.transaction(async (tx) => {
    if (!(await repo.lockBoard(tx, id))) throw boardErrors.notFound();
    const ids = await repo.pageIdsOf(tx, id);
    const index = ids.indexOf(pageId);
    if (index < 0) throw boardErrors.pageNotFound();
    if (ids.length === 1) throw boardErrors.lastPage();
    await repo.deletePage(tx, pageId);
    await repo.shiftPages(tx, id, index + 1, -1);
    await repo.touchBoard(tx, id, true);
  });
}

/** Distinct tags of the boards the caller can see, optionally matching a pattern. */
export const boardTags = repo.listTags;

/** For exercises and practice plans: which of these boards may the caller reference or see? */
export const visibleBoardIds = (db: Db, caller: Caller | null, ids: string[]) =>
  repo.visibleBoardIds(db, caller, ids);

/** For practice plans: the names of those of these boards the caller may see. */
export const visibleBoardSummaries = repo.visibleBoardSummaries;

/** Tactic boards as the access and favorites modules see them. */
export const boardResource: SharedResource = {
  kind: 'tacticboard',
  path: 'tacticboards',
  label: 'Tactic board',
  subjectOf,
  notFound: boardErrors.notFound,
};

/** The boards a user owns and those an edit grant lets them change (QuadCoach's user page). */
export async function boardsOfUser(db: Db, user: Caller) {
  const [owned, granted] = await Promise.all([
    repo.boardSummariesOwnedBy(db, user.id),
    editGrantedIds(db, 'tacticboard', user.id),
  ]);
  return { owned, accessible: await repo.visibleBoardSummaries(db, user, granted) };
}
