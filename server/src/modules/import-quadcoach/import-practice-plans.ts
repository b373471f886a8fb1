import { practicePlanCreateSchema } from '@courtside/domain';
import { practicePlans } from '../../db/schema.ts';
import type { PracticePlanRecord } from './collections.ts';
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
import { sectionsOf } from './plan-sections.ts';
import type { ExportRecord } from './read-export.ts';

const FILE = 'practiceplans.json';

async function importPlan(ctx: ImportContext, record: PracticePlanRecord, r: RecordReport) {
  const objectId = record._id.hex;
  const ownerId = ownerOf(ctx, record.user, r);
  if (!ownerId) return markRefused(ctx, 'practice_plan', objectId);
  const id = ctx.ids.idFor('practice_plan', objectId);
  const converted = sectionsOf(ctx, record, id, r);
  if (!converted) return markRefused(ctx, 'practice_plan', objectId);
  const checked = practicePlanCreateSchema.safeParse({
    name: record.name,
    description: record.description ?? '',
    tags: record.tags ?? [],
    isPrivate: record.isPrivate ?? false,
    plannedMinutes: converted.plannedMinutes,
    sections: converted.sections,
  });
  if (!checked.success) {
    r.refuse(describeIssue(checked.error));
    return markRefused(ctx, 'practice_plan', objectId);
  }
  reportDroppedFields(r, record, { shareToken: 'Courtside has no share links yet' });

  const plan = checked.data;
  const { createdAt, updatedAt } = timesOf(record);
  const row = {
    ownerId,
    name: plan.name,
    description: plan.description,
    tags: plan.tags,
    isPrivate: plan.isPrivate,
    date: plan.date,
    startTime: plan.startTime,
    headCount: plan.headCount,
    plannedMinutes: plan.plannedMinutes,
    sections: plan.sections,
    createdAt,
    updatedAt,
  };
  const existed = await upsertImported(ctx.db, practicePlans, id, row);
  ctx.ids.remember('practice_plan', objectId, id);
  ctx.owners.set(id, ownerId);
  r.done(existed ? 'updated' : 'imported');
}

export async function importPracticePlans(
  ctx: ImportContext,
  records: readonly ExportRecord<'practiceplans'>[],
): Promise<void> {
  for (const { index, record } of records) {
    await importPlan(ctx, record, ctx.report.record('practiceplans', FILE, index, record._id.hex));
  }
}
