import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  PLAN_POSITIONS,
  itemMinutes,
  planGroupSchema,
  planPositionSchema,
  sectionMinutes,
  type GroupActivity,
  type PlanItem,
  type PlanSection,
  type PracticePlan,
} from '@courtside/domain';
import { badRequest } from '../../shared/http-error.ts';

/*
 * A practice plan in QuadCoach's shape beside Courtside's (issue 18, docs/quadcoach-compat.md).
 *
 * QuadCoach's section is `{ _id, name, targetDuration, groups: [{ _id, name, items }] }`: groups
 * run side by side and each holds items one after another; an item is an exercise (with the
 * description block it was picked from) or a break, and lasts `duration` minutes. Courtside's
 * section is `{ _id, title, items }`: items one after another, side-by-side groups only inside a
 * parallel item, one activity per group.
 *
 * Every section the API answers carries both: `title` and `items` for our client, `name`,
 * `targetDuration` and `groups` for QuadCoach's. What QuadCoach keeps and Courtside's plan has no
 * place for (the section's target minutes, the name of its one group, an exercise item's block)
 * is kept beside the plan in its `quadcoach_layout` column, so nothing QuadCoach's client saves is
 * lost; what cannot be told in Courtside's shape at all is refused with a 400 naming the field.
 */

/** What the layout keeps of one section. */
export interface SectionLayout {
  /** QuadCoach's target minutes; absent, the section's own minutes are answered. */
  targetDuration?: number;
  /**
   * The one group QuadCoach shows the section's items in; `null`: the section has no group
   * (QuadCoach's new sections start so). Unused for a section of one parallel item, whose groups
   * are QuadCoach's groups.
   */
  group?: { _id: string; name: string } | null;
}

export interface QuadcoachLayout {
  sections: Record<string, SectionLayout>;
  /**
   * The exercise description block an item was picked from, by the item's id (or, inside a
   * parallel item, the group's). Courtside's items name the whole exercise.
   */
  blocks: Record<string, string>;
}

export const emptyLayout = (): QuadcoachLayout => ({ sections: {}, blocks: {} });

/** QuadCoach's own limit for durations (its practicePlanValidation.ts). */
const MAX_TARGET_MINUTES = 1000;
const BLOCK_ID_MAX = 64;
const GROUP_NAME_MAX = 100;
/** What QuadCoach's client shows and requires for a break; a break without a note answers it. */
export const BREAK_PLACEHOLDER = 'Break';

// ---------------------------------------------------------------- answered shape

export const quadcoachItemSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(['exercise', 'break', 'text', 'tacticboard', 'parallel']),
    duration: z.number(),
    description: z.string().optional(),
    exerciseId: z.uuid().optional(),
    blockId: z.string().optional(),
    tacticboardId: z.uuid().optional(),
    groups: z.array(planGroupSchema).optional(),
  })
  .meta({
    id: 'QuadcoachPracticePlanItem',
    description:
      "An item as QuadCoach's planner reads it. `exercise` and `break` are QuadCoach's kinds; `text`, `tacticboard` and `parallel` are Courtside's, carried with their own fields so QuadCoach's client saves them back unchanged. `blockId` is the exercise's description block the item was picked from, or the exercise's own id where the item names the whole exercise.",
  });
export type QuadcoachItem = z.infer<typeof quadcoachItemSchema>;

export const quadcoachGroupSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    items: z.array(quadcoachItemSchema),
    positions: z.array(planPositionSchema).optional(),
  })
  .meta({
    id: 'QuadcoachPracticePlanGroup',
    description:
      "A group of QuadCoach's section: its items run one after another, its groups side by side. A section of one parallel item answers that item's groups, with their `positions`.",
  });
export type QuadcoachGroup = z.infer<typeof quadcoachGroupSchema>;

/** The fields QuadCoach's client reads of a section, answered beside ours. */
export const quadcoachSectionFields = {
  name: z.string().meta({ description: "The section's title, as QuadCoach names it." }),
  targetDuration: z.number().meta({
    description:
      "QuadCoach's target minutes for the section, as its client saved them; the section's own minutes where it saved none.",
  }),
  groups: z.array(quadcoachGroupSchema),
};

function quadcoachItemOf(
  activity: PlanItem | GroupActivity,
  id: string,
  layout: QuadcoachLayout,
): QuadcoachItem {
  switch (activity.kind) {
    case 'exercise':
      return {
        _id: id,
        kind: 'exercise',
        exerciseId: activity.exerciseId,
        blockId: layout.blocks[id] ?? activity.exerciseId,
        duration: activity.minutes,
      };
    case 'tacticboard':
      return {
        _id: id,
        kind: 'tacticboard',
        tacticboardId: activity.tacticboardId,
        duration: activity.minutes,
      };
    case 'break':
      return {
        _id: id,
        kind: 'break',
        description: activity.note || BREAK_PLACEHOLDER,
        duration: activity.minutes,
      };
    case 'text':
      return { _id: id, kind: 'text', description: activity.text, duration: activity.minutes };
    case 'parallel':
      return {
        _id: id,
        kind: 'parallel',
        duration: itemMinutes(activity),
        groups: activity.groups,
      };
  }
}

/** QuadCoach's fields of one section: name, target minutes and groups. */
export function quadcoachSectionOf(section: PlanSection, layout: QuadcoachLayout) {
  const kept = layout.sections[section._id];
  const [only, ...rest] = section.items;
  let groups: QuadcoachGroup[];
  if (only?.kind === 'parallel' && rest.length === 0) {
    groups = only.groups.map((group) => ({
      _id: group._id,
      name: group.label,
      positions: group.positions,
      items: [quadcoachItemOf(group.activity, group._id, layout)],
    }));
  } else if (section.items.length === 0 && !kept?.group) {
    groups = [];
  } else {
    groups = [
      {
        _id: kept?.group?._id ?? section._id,
        name: kept?.group?.name ?? section.title,
        items: section.items.map((item) => quadcoachItemOf(item, item._id, layout)),
      },
    ];
  }
  return {
    name: section.title,
    targetDuration: kept?.targetDuration ?? sectionMinutes(section),
    groups,
  };
}

export type AnsweredSection = PlanSection & ReturnType<typeof quadcoachSectionOf>;
/** A plan as the API answers it: QuadCoach's fields in each section, the link's token for editors. */
export type AnsweredPlan = Omit<PracticePlan, 'sections'> & {
  sections: AnsweredSection[];
  shareToken?: string;
};

/** Our sections with QuadCoach's fields beside our own. */
export const withQuadcoachFields = (
  sections: readonly PlanSection[],
  layout: QuadcoachLayout,
): AnsweredSection[] =>
  sections.map((section) => ({ ...section, ...quadcoachSectionOf(section, layout) }));

/** What a plan list entry shows of its sections: QuadCoach's plan card counts them and adds up their targets. */
export const sectionSummaries = (sections: readonly PlanSection[], layout: QuadcoachLayout) =>
  sections.map((section) => ({
    _id: section._id,
    name: section.title,
    targetDuration: layout.sections[section._id]?.targetDuration ?? sectionMinutes(section),
  }));

// ---------------------------------------------------------------- received shape

/** A field of the body Courtside cannot store or read: a 400 naming it. */
const refused = (field: string, message: string) =>
  badRequest('PRACTICE_PLAN_FIELD_REFUSED', `${field}: ${message}`, { field });

type Path = Array<string | number>;
const dotted = (path: Path) => path.join('.');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function recordAt(value: unknown, path: Path): Record<string, unknown> {
  if (!isRecord(value)) throw refused(dotted(path), 'must be an object');
  return value;
}

function arrayAt(value: unknown, path: Path): unknown[] {
  if (!Array.isArray(value)) throw refused(dotted(path), 'must be an array');
  return value;
}

function onlyKeys(record: Record<string, unknown>, allowed: readonly string[], path: Path): void {
  const extra = Object.keys(record).find((key) => !allowed.includes(key));
  if (extra !== undefined)
    throw refused(dotted([...path, extra]), 'is not a field Courtside stores here');
}

/** Where a field of the sections we built came from in the body, for a 400 that names it. */
export class PathMap {
  private readonly prefixes: Array<[ours: string, theirs: string]> = [];

  add(ours: Path, theirs: Path): void {
    this.prefixes.push([dotted(ours), dotted(theirs)]);
  }

  /** The body's name for a path of our sections: the longest known prefix, its field renamed. */
  theirs(ours: Path): string {
    const path = dotted(ours);
    let best: [string, string] | undefined;
    for (const pair of this.prefixes) {
      const [prefix] = pair;
      if (
        (path === prefix || path.startsWith(`${prefix}.`)) &&
        prefix.length > (best?.[0].length ?? -1)
      )
        best = pair;
    }
    if (!best) return path;
    const rest = path.slice(best[0].length).replace(/^\./, '');
    // Only a field right under a mapped prefix is QuadCoach's; deeper ones are our echoed fields.
    const renamed = rest.replace(/^(\w+)$/, (field) => RENAMED[field] ?? field);
    return [best[1], renamed].filter(Boolean).join('.');
  }
}

/** Our field names as QuadCoach's shape spells them. */
const RENAMED: Record<string, string> = {
  minutes: 'duration',
  note: 'description',
  text: 'description',
  title: 'name',
  label: 'name',
};

export interface ReceivedSections {
  sections: unknown[];
  layout: QuadcoachLayout;
  paths: PathMap;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a section of a body is in QuadCoach's shape (it has `groups`) rather than ours. */
export const isQuadcoachSection = (section: unknown) => isRecord(section) && 'groups' in section;

const SECTION_KEYS = ['_id', 'name', 'targetDuration', 'groups', 'title', 'items'];
const GROUP_KEYS = ['_id', 'name', 'items', 'positions'];
const ITEM_KEYS = [
  '_id',
  'kind',
  'duration',
  'description',
  'exerciseId',
  'blockId',
  'tacticboardId',
  'groups',
];
/** Kinds that may run in a parallel group (a break may not). */
const GROUP_KINDS = ['exercise', 'tacticboard', 'text'];

/**
 * Reads the sections of a body: those with `groups` in QuadCoach's shape, the others in ours.
 * `stored` is the plan as it was (its sections and layout), for ids and values the client echoes.
 * Answers sections still to be checked by the domain's plan schema, the layout to store, and the
 * map from our paths back to the body's for that check's messages. In a QuadCoach section,
 * `title` and `items` are the echo of what was answered and are not read: `name` and `groups`
 * carry the same and are what its client edits.
 */
export function receiveSections(
  raw: unknown,
  stored: { sections: readonly PlanSection[]; layout: QuadcoachLayout },
): ReceivedSections {
  const layout = emptyLayout();
  const paths = new PathMap();
  const used = new Set<string>();
  /** The client's id where it is one of ours and not taken yet; a new id otherwise (QuadCoach leaves new things without one). */
  const idFor = (candidate: unknown): string => {
    const id =
      typeof candidate === 'string' && UUID.test(candidate) && !used.has(candidate)
        ? candidate
        : randomUUID();
    used.add(id);
    return id;
  };
  const storedSections = new Map(stored.sections.map((section) => [section._id, section]));
  const storedItems = new Map(
    stored.sections.flatMap((section) => section.items.map((item) => [item._id, item] as const)),
  );

  /** One QuadCoach item (or a parallel group's activity when `inGroup`) as our item or activity. */
  function activityOf(
    rawItem: unknown,
    path: Path,
    itemId: string,
    inGroup: boolean,
  ): Record<string, unknown> {
    const item = recordAt(rawItem, path);
    onlyKeys(item, ITEM_KEYS, path);
    const { kind, duration, description, exerciseId, blockId, tacticboardId, groups } = item;
    const allowedKinds = inGroup ? GROUP_KINDS : [...GROUP_KINDS, 'break', 'parallel'];
    if (typeof kind !== 'string' || !allowedKinds.includes(kind)) {
      throw refused(
        dotted([...path, 'kind']),
        inGroup
          ? `must be one of ${GROUP_KINDS.join(', ')}: a group that runs beside others holds one exercise, board or text in Courtside`
          : 'must be one of exercise, break (QuadCoach), text, tacticboard, parallel (Courtside)',
      );
    }
    const onlyFor = (value: unknown, field: string, kinds: string[]) => {
      if (value !== undefined && !kinds.includes(kind))
        throw refused(dotted([...path, field]), `Courtside stores no ${field} for ${kind} items`);
    };
    onlyFor(exerciseId, 'exerciseId', ['exercise']);
    onlyFor(blockId, 'blockId', ['exercise']);
    onlyFor(tacticboardId, 'tacticboardId', ['tacticboard']);
    onlyFor(groups, 'groups', ['parallel']);
    if (description !== undefined && description !== '')
      onlyFor(description, 'description', ['break', 'text']);
    if (description !== undefined && typeof description !== 'string')
      throw refused(dotted([...path, 'description']), 'must be a string');

    switch (kind) {
      case 'exercise': {
        if (blockId !== undefined && blockId !== exerciseId) {
          if (typeof blockId !== 'string' || blockId === '' || blockId.length > BLOCK_ID_MAX)
            throw refused(
              dotted([...path, 'blockId']),
              `must be an id of at most ${BLOCK_ID_MAX} characters`,
            );
          layout.blocks[itemId] = blockId;
        }
        return { kind, exerciseId, minutes: duration };
      }
      case 'tacticboard':
        return { kind, tacticboardId, minutes: duration };
      case 'text':
        return { kind, text: description ?? '', minutes: duration };
      case 'break': {
        const before = storedItems.get(itemId);
        // The placeholder answered for a break without a note comes back unchanged.
        const unchanged =
          description === BREAK_PLACEHOLDER && before?.kind === 'break' && !before.note;
        const note = unchanged || description === '' ? undefined : description;
        return { kind, minutes: duration, ...(note === undefined ? {} : { note }) };
      }
      default: {
        // A Courtside parallel item, answered inside QuadCoach's group and saved back as it was.
        const parallel = { kind, groups };
        const parsed = z.array(planGroupSchema).safeParse(groups);
        if (parsed.success) {
          const minutes = itemMinutes({ _id: itemId, kind: 'parallel', groups: parsed.data });
          if (duration !== minutes)
            throw refused(
              dotted([...path, 'duration']),
              `must be ${minutes}: a parallel item lasts as long as its longest group`,
            );
        }
        return parallel;
      }
    }
  }

  const sections = arrayAt(raw, ['sections']).map((rawSection, s) => {
    const at: Path = ['sections', s];
    if (!isQuadcoachSection(rawSection)) {
      // Courtside's shape: the domain's schema reads it, and names its fields itself.
      const ours = recordAt(rawSection, at);
      onlyKeys(ours, ['_id', 'title', 'items'], at);
      const id = idFor(ours._id);
      const kept = stored.layout.sections[id];
      if (kept) layout.sections[id] = kept;
      for (const item of Array.isArray(ours.items) ? ours.items : []) {
        if (isRecord(item) && typeof item._id === 'string' && stored.layout.blocks[item._id])
          layout.blocks[item._id] = stored.layout.blocks[item._id] as string;
      }
      return { ...ours, _id: id };
    }
    const section = recordAt(rawSection, at);
    onlyKeys(section, SECTION_KEYS, at);
    const sectionId = idFor(section._id);
    paths.add(at, at);
    const { targetDuration } = section;
    const kept: SectionLayout = {};
    // Where QuadCoach never saved a target or a group name, the answer derived them from the
    // section (its minutes, its title). Echoed back unchanged they stay derived, so they follow
    // later changes made in our planner instead of freezing there.
    const before = storedSections.get(sectionId);
    const storedKept = stored.layout.sections[sectionId];
    if (targetDuration !== undefined) {
      if (
        typeof targetDuration !== 'number' ||
        !Number.isInteger(targetDuration) ||
        targetDuration < 0 ||
        targetDuration > MAX_TARGET_MINUTES
      ) {
        throw refused(
          dotted([...at, 'targetDuration']),
          `must be whole minutes from 0 to ${MAX_TARGET_MINUTES}`,
        );
      }
      const derived =
        storedKept?.targetDuration === undefined &&
        before !== undefined &&
        targetDuration === sectionMinutes(before);
      if (!derived) kept.targetDuration = targetDuration;
    }
    const groups = arrayAt(section.groups, [...at, 'groups']).map((group, g) => {
      const groupAt: Path = [...at, 'groups', g];
      const record = recordAt(group, groupAt);
      onlyKeys(record, GROUP_KEYS, groupAt);
      return { record, at: groupAt, items: arrayAt(record.items, [...groupAt, 'items']) };
    });

    let items: unknown[];
    const [first, ...others] = groups;
    if (!first) {
      kept.group = null;
      items = [];
    } else if (others.length === 0) {
      // One group: its items are the section's, one after another.
      const { record } = first;
      if (record.positions !== undefined)
        throw refused(
          dotted([...first.at, 'positions']),
          'only groups that run beside others have positions',
        );
      const name = typeof record.name === 'string' ? record.name.trim() : '';
      if (name === '' || name.length > GROUP_NAME_MAX)
        throw refused(
          dotted([...first.at, 'name']),
          `must be a name of 1 to ${GROUP_NAME_MAX} characters`,
        );
      const derived =
        storedKept?.group === undefined && record._id === sectionId && name === before?.title;
      if (!derived) kept.group = { _id: idFor(record._id), name };
      items = first.items.map((rawItem, i) => {
        const itemAt: Path = [...first.at, 'items', i];
        const itemId = idFor(isRecord(rawItem) ? rawItem._id : undefined);
        paths.add([...at, 'items', i], itemAt);
        return { _id: itemId, ...activityOf(rawItem, itemAt, itemId, false) };
      });
    } else {
      // Groups side by side: one parallel item, each group holding one activity.
      const beforeItems = before?.items;
      const storedParallel =
        beforeItems?.length === 1 && beforeItems[0]?.kind === 'parallel'
          ? beforeItems[0]._id
          : undefined;
      const parallelId = idFor(storedParallel);
      const parallelAt: Path = [...at, 'items', 0];
      paths.add(parallelAt, at);
      paths.add([...parallelAt, 'groups'], [...at, 'groups']);
      const planGroups = groups.map(({ record, at: groupAt, items: groupItems }, g) => {
        if (groupItems.length !== 1)
          throw refused(
            dotted([...groupAt, 'items']),
            `must hold one item: groups that run side by side do one activity each in Courtside (this one holds ${groupItems.length}); put what follows into a section of its own`,
          );
        const groupId = idFor(record._id);
        paths.add([...parallelAt, 'groups', g], groupAt);
        paths.add([...parallelAt, 'groups', g, 'activity'], [...groupAt, 'items', 0]);
        return {
          _id: groupId,
          label: record.name,
          // QuadCoach's groups name no positions: such a group is open to every position.
          positions: record.positions ?? [...PLAN_POSITIONS],
          activity: activityOf(groupItems[0], [...groupAt, 'items', 0], groupId, true),
        };
      });
      items = [{ _id: parallelId, kind: 'parallel', groups: planGroups }];
    }
    if (Object.keys(kept).length > 0) layout.sections[sectionId] = kept;
    return { _id: sectionId, title: section.name, items };
  });
  return { sections, layout, paths };
}
