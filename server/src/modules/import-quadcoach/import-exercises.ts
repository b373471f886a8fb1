import {
  exerciseCreateSchema,
  videoUrlSchema,
  type DescriptionBlock,
  type ExerciseCreate,
} from '@courtside/domain';
import { exercises } from '../../db/schema.ts';
import type { DescriptionBlockRecord, ExerciseRecord } from './collections.ts';
import { subDocumentUuid } from './id-map.ts';
import {
  describeIssue,
  markRefused,
  missingTarget,
  ownerOf,
  upsertImported,
  timesOf,
  type ImportContext,
} from './import-context.ts';
import type { RecordReport } from './import-report.ts';
import type { ExportRecord } from './read-export.ts';

const FILE = 'exercises.json';

/** Whole, non-negative; QuadCoach stores any number. */
function count(value: number | null | undefined, field: string, r: RecordReport): number {
  if (value === null || value === undefined) return 0;
  const whole = Math.round(value);
  if (whole < 0) {
    r.warn(`${field} ${value} is negative: 0 is used`);
    return 0;
  }
  return whole;
}

/** A video address as Courtside accepts it; a bare `www.…` address gets `https://`. */
function videoUrlOf(raw: string | null | undefined, field: string, r: RecordReport): string {
  const value = raw?.trim() ?? '';
  for (const candidate of [value, `https://${value}`]) {
    if (videoUrlSchema.safeParse(candidate).success) return candidate;
  }
  r.warn(`${field} ${JSON.stringify(value)} is no http(s) address: it is not imported`);
  return '';
}

/**
 * The description blocks. Exercises saved before QuadCoach had blocks (2023) keep their single
 * description in fields of their own, which become one block.
 */
function blockRecordsOf(record: ExerciseRecord, r: RecordReport): DescriptionBlockRecord[] {
  const blocks = record.description_blocks ?? [];
  const legacy = {
    description: record.description,
    video_url: record.video_url,
    coaching_points: record.coaching_points,
  };
  const hasLegacy = Object.values(legacy).some(
    (value) => value !== undefined && value !== null && value !== '',
  );
  if (blocks.length === 0) return hasLegacy ? [{ ...legacy, time_min: record.time_min }] : [];
  if (hasLegacy) {
    r.warn(
      'description, video_url and coaching_points of the exercise (older QuadCoach fields) are not imported: it has description blocks',
    );
  }
  return blocks;
}

function blocksOf(
  ctx: ImportContext,
  record: ExerciseRecord,
  exerciseId: string,
  r: RecordReport,
): DescriptionBlock[] {
  const raw = blockRecordsOf(record, r);
  const blocks = raw.map((block, index): DescriptionBlock => {
    const field = `description_blocks.${index}`;
    let board: string | null = null;
    if (block.tactics_board) {
      board = ctx.ids.resolve('tacticboard', block.tactics_board.hex) ?? null;
      if (!board) {
        r.warn(
          `${field}.tactics_board: ${missingTarget(ctx, 'tacticboard', block.tactics_board.hex)}; the block shows no board`,
        );
      }
    }
    return {
      _id: subDocumentUuid(exerciseId, `block/${block._id?.hex ?? `#${index}`}`),
      description: block.description ?? '',
      coaching_points: block.coaching_points ?? '',
      video_url: videoUrlOf(block.video_url, `${field}.video_url`, r),
      tactics_board: board,
      time_min: count(block.time_min, `${field}.time_min`, r),
    };
  });
  // Exercises from before blocks had minutes keep their time on the first block.
  const first = blocks[0];
  const total = blocks.reduce((sum, block) => sum + block.time_min, 0);
  if (first && total === 0 && (record.time_min ?? 0) > 0)
    first.time_min = count(record.time_min, 'time_min', r);
  return blocks;
}

function relatedOf(
  ctx: ImportContext,
  record: ExerciseRecord,
  exerciseId: string,
  r: RecordReport,
): string[] {
  const related: string[] = [];
  for (const [index, target] of (record.related_to ?? []).entries()) {
    const id = ctx.ids.resolve('exercise', target.hex);
    if (!id) r.warn(`related_to.${index}: ${missingTarget(ctx, 'exercise', target.hex)}; left out`);
    else if (id !== exerciseId && !related.includes(id)) related.push(id);
  }
  return related;
}

/** Fields checked before any exercise is written, so refused ones are known to references. */
function prepare(ctx: ImportContext, record: ExerciseRecord, r: RecordReport) {
  const ownerId = ownerOf(ctx, record.user, r);
  if (!ownerId) return undefined;
  const beaters = count(record.beaters, 'beaters', r);
  const chasers = count(record.chasers ?? record.chaser, 'chasers', r);
  let persons = count(record.persons, 'persons', r);
  if (persons < beaters + chasers) {
    r.warn(`persons ${persons} is fewer than beaters + chasers: ${beaters + chasers} is used`);
    persons = beaters + chasers;
  }
  const body: ExerciseCreate = {
    name: record.name,
    persons,
    beaters,
    chasers,
    tags: record.tags ?? [],
    materials: record.materials ?? [],
  };
  const checked = exerciseCreateSchema.safeParse(body);
  if (!checked.success) {
    r.refuse(describeIssue(checked.error));
    return undefined;
  }
  return { ownerId, values: checked.data };
}

type Prepared = NonNullable<ReturnType<typeof prepare>> & {
  record: ExerciseRecord;
  r: RecordReport;
  id: string;
};

async function write(ctx: ImportContext, { record, r, id, ownerId, values }: Prepared) {
  const checked = exerciseCreateSchema.safeParse({
    ...values,
    description_blocks: blocksOf(ctx, record, id, r),
    related_to: relatedOf(ctx, record, id, r),
  });
  if (!checked.success) {
    r.refuse(describeIssue(checked.error));
    ctx.ids.forget('exercise', record._id.hex);
    return markRefused(ctx, 'exercise', record._id.hex);
  }
  const input = checked.data;
  const descriptionBlocks = input.description_blocks as DescriptionBlock[];
  const { createdAt, updatedAt } = timesOf(record);
  const row = {
    ownerId,
    name: input.name,
    persons: input.persons,
    beaters: input.beaters,
    chasers: input.chasers,
    timeMin: descriptionBlocks.reduce((sum, block) => sum + block.time_min, 0),
    tags: input.tags,
    materials: input.materials,
    descriptionBlocks,
    relatedTo: input.related_to,
    boardIds: [
      ...new Set(descriptionBlocks.flatMap((b) => (b.tactics_board ? [b.tactics_board] : []))),
    ],
    createdAt,
    updatedAt,
  };
  const existed = await upsertImported(ctx.db, exercises, id, row);
  ctx.owners.set(id, ownerId);
  ctx.exerciseMinutes.set(record._id.hex, row.timeMin);
  r.done(existed ? 'updated' : 'imported');
}

/**
 * Exercises in two passes: first every exercise is checked and given its id, then each is
 * written, so `related_to` may name an exercise later in the file.
 */
export async function importExercises(
  ctx: ImportContext,
  records: readonly ExportRecord<'exercises'>[],
): Promise<void> {
  const prepared: Prepared[] = [];
  for (const { index, record } of records) {
    const r = ctx.report.record('exercises', FILE, index, record._id.hex);
    const checked = prepare(ctx, record, r);
    if (!checked) {
      markRefused(ctx, 'exercise', record._id.hex);
      continue;
    }
    const id = ctx.ids.idFor('exercise', record._id.hex);
    ctx.ids.remember('exercise', record._id.hex, id);
    prepared.push({ ...checked, record, r, id });
  }
  for (const exercise of prepared) await write(ctx, exercise);
}
