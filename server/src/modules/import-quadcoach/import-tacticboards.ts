import { and, eq, notInArray, sql } from 'drizzle-orm';
import { emptyPage, MAX_PAGES, tacticBoardCreateSchema, type Page } from '@courtside/domain';
import { tacticboardPages, tacticboards } from '../../db/schema.ts';
import { convertPage, PageRefusedError } from './board-pages.ts';
import type { TacticboardRecord } from './collections.ts';
import { subDocumentUuid } from './id-map.ts';
import {
  describeIssue,
  markRefused,
  ownerOf,
  reportDroppedFields,
  upsertImported,
  timesOf,
  type ImportContext,
} from './import-context.ts';
import type { RecordReport } from './import-report.ts';
import type { ExportRecord } from './read-export.ts';

const FILE = 'tacticboards.json';
const UNTITLED = 'Untitled board';

const DROPPED_FIELDS = {
  shareToken: 'Courtside has no share links yet',
  related_to: 'boards have had no related exercises since 2023',
  maxPlayerA: 'player numbering is kept on the players',
  maxPlayerB: 'player numbering is kept on the players',
  playerANumbers: 'player numbering is kept on the players',
  playerBNumbers: 'player numbering is kept on the players',
};

interface BoardPages {
  pages: { id: string; data: Page }[];
}

function pagesOf(
  record: TacticboardRecord,
  boardId: string,
  r: RecordReport,
): BoardPages | undefined {
  const raw = record.pages ?? [];
  if (raw.length > MAX_PAGES) {
    r.refuse(`it has ${raw.length} pages; a Courtside board holds at most ${MAX_PAGES}`);
    return undefined;
  }
  if (raw.length === 0) {
    r.warn('it has no pages: it gets one empty page on the full court');
    return { pages: [{ id: subDocumentUuid(boardId, 'page/0'), data: emptyPage() }] };
  }
  const pages: BoardPages['pages'] = [];
  const keys = new Set<string>();
  for (const [index, page] of raw.entries()) {
    // QuadCoach's "duplicate" copies pages with their ObjectIds, so the board's id is part of the page's.
    const own = page._id?.hex;
    const key = own && !keys.has(own) ? own : `#${index}`;
    keys.add(key);
    const warn = (message: string) => r.warn(`pages.${index}.${message}`);
    try {
      pages.push({
        id: subDocumentUuid(boardId, `page/${key}`),
        data: convertPage(page, boardId, key, warn),
      });
    } catch (error) {
      if (!(error instanceof PageRefusedError)) throw error;
      r.refuse(`pages.${index}: ${error.message}`);
      return undefined;
    }
  }
  return { pages };
}

/** Replaces the board's pages by the export's; pages of an earlier import keep their ids. */
async function writePages(
  ctx: ImportContext,
  boardId: string,
  pages: BoardPages['pages'],
  updatedAt: Date,
): Promise<void> {
  const ids = pages.map((page) => page.id);
  await ctx.db
    .delete(tacticboardPages)
    .where(and(eq(tacticboardPages.boardId, boardId), notInArray(tacticboardPages.id, ids)));
  for (const [position, page] of pages.entries()) {
    await ctx.db
      .insert(tacticboardPages)
      .values({ id: page.id, boardId, position, data: page.data, updatedAt })
      .onConflictDoUpdate({
        target: tacticboardPages.id,
        set: {
          position,
          data: page.data,
          updatedAt,
          updatedBy: null,
          // An editor still open on the page gets a 409 instead of overwriting the import.
          revision: sql`${tacticboardPages.revision} + 1`,
        },
      });
  }
}

async function importBoard(ctx: ImportContext, record: TacticboardRecord, r: RecordReport) {
  const objectId = record._id.hex;
  const ownerId = ownerOf(ctx, record.user, r);
  if (!ownerId) return markRefused(ctx, 'tacticboard', objectId);
  let name = record.name?.trim() ?? '';
  if (name === '') {
    r.warn(`it has no name: it is called "${UNTITLED}"`);
    name = UNTITLED;
  }
  const meta = tacticBoardCreateSchema.safeParse({
    name,
    tags: record.tags ?? [],
    isPrivate: record.isPrivate ?? false,
    description: record.description ?? '',
    coaching_points: record.coaching_points ?? '',
  });
  if (!meta.success) {
    r.refuse(describeIssue(meta.error));
    return markRefused(ctx, 'tacticboard', objectId);
  }
  const id = ctx.ids.idFor('tacticboard', objectId);
  const converted = pagesOf(record, id, r);
  if (!converted) return markRefused(ctx, 'tacticboard', objectId);
  reportDroppedFields(r, record, DROPPED_FIELDS);

  const { createdAt, updatedAt } = timesOf(record);
  const values = {
    ownerId,
    name: meta.data.name,
    tags: meta.data.tags,
    isPrivate: meta.data.isPrivate,
    description: meta.data.description,
    coachingPoints: meta.data.coaching_points,
    createdAt,
    updatedAt,
  };
  const existed = await upsertImported(ctx.db, tacticboards, id, values);
  await writePages(ctx, id, converted.pages, updatedAt);
  ctx.ids.remember('tacticboard', objectId, id);
  ctx.owners.set(id, ownerId);
  r.done(existed ? 'updated' : 'imported');
}

export async function importTacticboards(
  ctx: ImportContext,
  records: readonly ExportRecord<'tacticboards'>[],
): Promise<void> {
  for (const { index, record } of records) {
    await importBoard(ctx, record, ctx.report.record('tacticboards', FILE, index, record._id.hex));
  }
}
