import {
  BREAK_NOTE_MAX,
  GROUP_LABEL_MAX,
  MAX_ITEM_MINUTES,
  MAX_PARALLEL_GROUPS,
  MAX_PLANNED_MINUTES,
  PLAN_POSITIONS,
  PLAN_TEXT_MAX,
  SECTION_TITLE_MAX,
  type GroupActivity,
  type PlanGroup,
  type PlanItem,
  type PlanPosition,
  type PlanSection,
} from '@courtside/domain';
import type { PlanGroupRecord, PlanItemRecord, PracticePlanRecord } from './collections.ts';
import { subDocumentUuid } from './id-map.ts';
import { missingTarget, type ImportContext } from './import-context.ts';
import type { RecordReport } from './import-report.ts';

/*
 * QuadCoach's plan: sections of groups that train side by side, each group a sequence of
 * exercises and breaks. Courtside's: sections of items one after another, where a parallel item
 * holds 2–6 groups doing one thing each. A section with one group becomes its items; a section
 * with several becomes one parallel item per row (the first item of every group side by side,
 * then the second, …).
 */

/** Words in a QuadCoach group name that say which positions train in it (English, German). */
const POSITION_WORDS: readonly [PlanPosition, RegExp][] = [
  ['beaters', /\b(beaters?|treiber(innen|in)?)\b/i],
  ['chasers', /\b(chasers?|jäger(innen|in)?|jaeger)\b/i],
  ['keepers', /\b(keepers?|hüter(innen|in)?|hueter)\b/i],
  ['seekers', /\b(seekers?|sucher(innen|in)?)\b/i],
];

type Activity = GroupActivity | { kind: 'break'; minutes: number; note?: string };

interface Where {
  r: RecordReport;
  planId: string;
  field: string;
}

function cut(text: string, max: number, field: string, r: RecordReport): string {
  if (text.length <= max) return text;
  r.warn(`${field} is longer than ${max} characters: it is cut there`);
  return text.slice(0, max);
}

function minutes(value: number | null | undefined, field: string, r: RecordReport): number {
  const whole = Math.max(0, Math.round(value ?? 0));
  if (whole <= MAX_ITEM_MINUTES) return whole;
  r.warn(`${field} ${whole} is more than ${MAX_ITEM_MINUTES} minutes: ${MAX_ITEM_MINUTES} is used`);
  return MAX_ITEM_MINUTES;
}

function exerciseActivity(
  ctx: ImportContext,
  item: PlanItemRecord,
  { r, field }: Where,
): Activity | undefined {
  if (!item.exerciseId) {
    r.warn(`${field} names no exercise: left out`);
    return undefined;
  }
  const exerciseId = ctx.ids.resolve('exercise', item.exerciseId.hex);
  if (!exerciseId) {
    r.warn(`${field}: ${missingTarget(ctx, 'exercise', item.exerciseId.hex)}; left out`);
    return undefined;
  }
  let time = minutes(item.duration, `${field}.duration`, r);
  if (time < 1) {
    const own = Math.min(ctx.exerciseMinutes.get(item.exerciseId.hex) ?? 0, MAX_ITEM_MINUTES);
    time = Math.max(own, 1);
    r.warn(
      `${field} has no duration: ${time} minute${time === 1 ? '' : 's'} (the exercise's time) is used`,
    );
  }
  return { kind: 'exercise', exerciseId, minutes: time };
}

/** A break with minutes stays a break; a break without is a note (a text item of 0 minutes). */
function breakActivity(item: PlanItemRecord, { r, field }: Where): Activity | undefined {
  const time = minutes(item.duration, `${field}.duration`, r);
  const note = item.description?.trim() ?? '';
  if (time >= 1) {
    return note === ''
      ? { kind: 'break', minutes: time }
      : {
          kind: 'break',
          minutes: time,
          note: cut(note, BREAK_NOTE_MAX, `${field}.description`, r),
        };
  }
  if (note === '') {
    r.warn(`${field} is a break of no minutes and no description: left out`);
    return undefined;
  }
  return { kind: 'text', text: cut(note, PLAN_TEXT_MAX, `${field}.description`, r), minutes: 0 };
}

function activityOf(ctx: ImportContext, item: PlanItemRecord, where: Where): Activity | undefined {
  return item.kind === 'exercise' ? exerciseActivity(ctx, item, where) : breakActivity(item, where);
}

function positionsOf(label: string, field: string, r: RecordReport): PlanPosition[] {
  const named = POSITION_WORDS.filter(([, words]) => words.test(label)).map(
    ([position]) => position,
  );
  if (named.length > 0) return named;
  r.warn(`${field} "${label}" names no position: the group is for all positions`);
  return [...PLAN_POSITIONS];
}

/** A group's activity cannot be a break, so a break in a parallel row is a text with its minutes. */
function groupActivity(activity: Activity): GroupActivity {
  if (activity.kind !== 'break') return activity;
  return { kind: 'text', text: activity.note ?? 'Break', minutes: activity.minutes };
}

interface GroupRow {
  group: PlanGroupRecord;
  groupIndex: number;
  label: string;
  positions: PlanPosition[];
}

function parallelRows(
  ctx: ImportContext,
  groups: GroupRow[],
  sectionKey: string,
  where: Where,
): PlanItem[] {
  const items: PlanItem[] = [];
  const rows = Math.max(...groups.map(({ group }) => group.items?.length ?? 0));
  if (new Set(groups.map(({ group }) => group.items?.length ?? 0)).size > 1) {
    where.r.warn(
      `${where.field}: its groups have different numbers of items; they are laid out side by side row by row`,
    );
  }
  for (let row = 0; row < rows; row += 1) {
    const members: { activity: Activity; group: PlanGroup }[] = [];
    for (const { group, groupIndex, label, positions } of groups) {
      const item = group.items?.[row];
      if (!item) continue;
      const field = `${where.field}.groups.${groupIndex}.items.${row}`;
      const activity = activityOf(ctx, item, { ...where, field });
      if (!activity) continue;
      const key = item._id?.hex ?? `${sectionKey}/${groupIndex}/${row}`;
      members.push({
        activity,
        group: {
          _id: subDocumentUuid(where.planId, `group/${key}`),
          label,
          positions,
          activity: groupActivity(activity),
        },
      });
    }
    const rowId = subDocumentUuid(where.planId, `row/${sectionKey}/${row}`);
    const [only] = members;
    if (members.length >= 2) {
      items.push({ _id: rowId, kind: 'parallel', groups: members.map((member) => member.group) });
    } else if (only) {
      items.push({ _id: rowId, ...only.activity });
    }
  }
  return items;
}

function sectionOf(
  ctx: ImportContext,
  section: NonNullable<PracticePlanRecord['sections']>[number],
  index: number,
  where: Where,
): PlanSection | 'refused' {
  const { r, planId } = where;
  const field = `sections.${index}`;
  const key = section._id?.hex ?? `#${index}`;
  const title = cut(
    section.name.trim() || `Section ${index + 1}`,
    SECTION_TITLE_MAX,
    `${field}.name`,
    r,
  );
  const groups = (section.groups ?? []).filter((group) => (group.items?.length ?? 0) > 0);
  if (groups.length > MAX_PARALLEL_GROUPS) {
    r.refuse(
      `${field} has ${groups.length} groups side by side; Courtside plans hold at most ${MAX_PARALLEL_GROUPS}`,
    );
    return 'refused';
  }
  const [single] = groups;
  if (!single || groups.length === 1) {
    const groupIndex = single ? (section.groups ?? []).indexOf(single) : 0;
    const items = (single?.items ?? []).flatMap((item, itemIndex) => {
      const itemField = `${field}.groups.${groupIndex}.items.${itemIndex}`;
      const activity = activityOf(ctx, item, { ...where, field: itemField });
      const itemKey = item._id?.hex ?? `${key}/${itemIndex}`;
      return activity ? [{ _id: subDocumentUuid(planId, `item/${itemKey}`), ...activity }] : [];
    });
    return { _id: subDocumentUuid(planId, `section/${key}`), title, items };
  }
  const rows = groups.map((group): GroupRow => {
    const groupIndex = (section.groups ?? []).indexOf(group);
    const groupField = `${field}.groups.${groupIndex}.name`;
    const label = cut(
      group.name.trim() || `Group ${groupIndex + 1}`,
      GROUP_LABEL_MAX,
      groupField,
      r,
    );
    return { group, groupIndex, label, positions: positionsOf(label, groupField, r) };
  });
  return {
    _id: subDocumentUuid(planId, `section/${key}`),
    title,
    items: parallelRows(ctx, rows, key, { ...where, field }),
  };
}

/** The plan's sections in Courtside's shape and its planned length, or undefined after refusing it. */
export function sectionsOf(
  ctx: ImportContext,
  record: PracticePlanRecord,
  planId: string,
  r: RecordReport,
): { sections: PlanSection[]; plannedMinutes: number | null } | undefined {
  const sections: PlanSection[] = [];
  for (const [index, section] of (record.sections ?? []).entries()) {
    const converted = sectionOf(ctx, section, index, { r, planId, field: `sections.${index}` });
    if (converted === 'refused') return undefined;
    sections.push(converted);
  }
  const planned = (record.sections ?? []).reduce(
    (sum, section) => sum + Math.max(0, Math.round(section.targetDuration ?? 0)),
    0,
  );
  if (planned > MAX_PLANNED_MINUTES) {
    r.warn(
      `the sections' target durations add up to ${planned} minutes, more than ${MAX_PLANNED_MINUTES}: the plan gets no planned length`,
    );
  }
  return {
    sections,
    plannedMinutes: planned > 0 && planned <= MAX_PLANNED_MINUTES ? planned : null,
  };
}
