import {
  MAX_HEAD_COUNT,
  MAX_ITEM_MINUTES,
  MAX_PLAN_ITEMS,
  MAX_PLAN_SECTIONS,
  MAX_PLANNED_MINUTES,
  practicePlanUpdateSchema,
  type PlanActivity,
  type PracticePlanUpdate,
} from '@courtside/domain';
import { errorDetails } from '../../../lib/api-error.ts';
import { minMinutes, type PlanContent } from './planner-model.ts';

/** What is wrong with one field, as a key of the planner's `problems.*` texts. */
export interface FieldProblem {
  key:
    | 'required'
    | 'tooLong'
    | 'minutesRange'
    | 'plannedMinutesRange'
    | 'headCountRange'
    | 'invalid'
    | 'referenceGone'
    | 'tooManyItems'
    | 'tooManySections';
  values?: Record<string, number>;
}

/**
 * Problems by field. Fields of the plan go by name (`name`, `startTime`); fields inside it by
 * the id of what holds them, so a problem stays with its row when rows move:
 * `section:<id>:title`, `item:<id>:minutes`, `group:<id>:label`; `plan` is the plan as a whole.
 */
export type FieldProblems = ReadonlyMap<string, FieldProblem>;

export const sectionField = (id: string, field: string) => `section:${id}:${field}`;
export const itemField = (id: string, field: string) => `item:${id}:${field}`;
export const groupField = (id: string, field: string) => `group:${id}:${field}`;

type Path = readonly (string | number)[];

/** The field key of a path into the plan's body, read against the content that was sent. */
export function fieldOfPath(content: PlanContent, path: Path): string {
  const [top, s, itemsKey, i, groupsKey, g, ...rest] = path;
  if (top !== 'sections') return typeof top === 'string' ? top : 'plan';
  const section = typeof s === 'number' ? content.sections[s] : undefined;
  if (!section) return 'plan';
  if (itemsKey !== 'items') return sectionField(section._id, String(itemsKey ?? 'title'));
  const item = typeof i === 'number' ? section.items[i] : undefined;
  if (!item) return sectionField(section._id, 'items');
  if (groupsKey !== 'groups' || item.kind !== 'parallel') {
    return itemField(item._id, String(groupsKey ?? 'minutes'));
  }
  const group = typeof g === 'number' ? item.groups[g] : undefined;
  if (!group) return itemField(item._id, 'groups');
  // A group's activity fields are the group's own fields to the coach.
  const field = rest[0] === 'activity' ? rest[1] : rest[0];
  return groupField(group._id, String(field ?? 'activity'));
}

function activityAt(content: PlanContent, path: Path): PlanActivity | undefined {
  const [, s, , i, groupsKey, g] = path;
  const item =
    typeof s === 'number' && typeof i === 'number' ? content.sections[s]?.items[i] : undefined;
  if (item?.kind === 'parallel' && groupsKey === 'groups' && typeof g === 'number') {
    return item.groups[g]?.activity;
  }
  return item?.kind === 'parallel' ? undefined : item;
}

/** The problem of a field from the field's name and a hint of what went wrong. */
function problemFor(
  content: PlanContent,
  path: Path,
  hint: { tooLongMax?: number; empty?: boolean; referenceGone?: boolean },
): FieldProblem {
  const last = path[path.length - 1];
  if (hint.referenceGone) return { key: 'referenceGone' };
  if (last === 'minutes') {
    const activity = activityAt(content, path);
    return {
      key: 'minutesRange',
      values: { min: activity ? minMinutes(activity) : 1, max: MAX_ITEM_MINUTES },
    };
  }
  if (last === 'plannedMinutes') {
    return { key: 'plannedMinutesRange', values: { min: 1, max: MAX_PLANNED_MINUTES } };
  }
  if (last === 'headCount')
    return { key: 'headCountRange', values: { min: 1, max: MAX_HEAD_COUNT } };
  if (path.length === 1 && path[0] === 'sections') {
    return hint.tooLongMax === MAX_PLAN_SECTIONS
      ? { key: 'tooManySections', values: { max: MAX_PLAN_SECTIONS } }
      : { key: 'tooManyItems', values: { max: MAX_PLAN_ITEMS } };
  }
  if (hint.empty) return { key: 'required' };
  if (hint.tooLongMax !== undefined) return { key: 'tooLong', values: { max: hint.tooLongMax } };
  return { key: 'invalid' };
}

function add(
  problems: Map<string, FieldProblem>,
  content: PlanContent,
  path: Path,
  problem: FieldProblem,
) {
  const field = fieldOfPath(content, path);
  if (!problems.has(field)) problems.set(field, problem);
}

export type SaveCheck =
  { ok: true; body: PracticePlanUpdate } | { ok: false; problems: FieldProblems };

/**
 * The PUT body of the planner's content, checked with the domain schema the server uses. Privacy
 * is left out: the planner never changes who may see the plan.
 */
export function checkForSave(content: PlanContent, version: number): SaveCheck {
  const { isPrivate: _privacy, ...rest } = content;
  const parsed = practicePlanUpdateSchema.safeParse({ ...rest, version });
  if (parsed.success) {
    const { isPrivate: _parsedPrivacy, ...body } = parsed.data;
    return { ok: true, body };
  }
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const max =
      issue.code === 'too_big' && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    const empty = issue.code === 'too_small' && issue.origin === 'string';
    add(problems, content, path, problemFor(content, path, { tooLongMax: max, empty }));
  }
  return { ok: false, problems };
}

/** `field: message` pairs a 400 answer names (`details` list, a reference's field, or its message). */
function refusedFields(error: unknown): Array<{ field: string; message: string }> {
  const details = errorDetails(error);
  if (Array.isArray(details)) {
    return details.flatMap((entry: unknown) =>
      entry && typeof entry === 'object' && 'field' in entry && typeof entry.field === 'string'
        ? [{ field: entry.field, message: 'message' in entry ? String(entry.message) : '' }]
        : [],
    );
  }
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  const message = typeof data?.message === 'string' ? data.message : '';
  if (details && typeof details.field === 'string') return [{ field: details.field, message }];
  const match = /^([\w.]+): (.*)$/.exec(message);
  return match?.[1] && match[2] !== undefined ? [{ field: match[1], message: match[2] }] : [];
}

/** Problems of a 400 answer to a save, placed on the fields of the content that was sent. */
export function problemsFromServer(content: PlanContent, error: unknown): FieldProblems {
  const problems = new Map<string, FieldProblem>();
  for (const { field, message } of refusedFields(error)) {
    const path = field
      .replace(/^body\.?/, '')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (path.length === 0) continue;
    const tooLongMax = /at most (\d+)/.exec(message)?.[1];
    add(
      problems,
      content,
      path,
      problemFor(content, path, {
        referenceGone: /no such/.test(message),
        empty: /must not be empty/.test(message),
        tooLongMax: tooLongMax === undefined ? undefined : Number(tooLongMax),
      }),
    );
  }
  return problems;
}
