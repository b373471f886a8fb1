import {
  BREAK_NOTE_MAX,
  GROUP_LABEL_MAX,
  MAX_HEAD_COUNT,
  MAX_ITEM_MINUTES,
  MAX_PARALLEL_GROUPS,
  MAX_PLAN_ITEMS,
  MAX_PLAN_SECTIONS,
  MAX_PLANNED_MINUTES,
  MIN_PARALLEL_GROUPS,
  PLAN_NAME_MAX,
  PLAN_POSITIONS,
  PLAN_TEXT_MAX,
  SECTION_TITLE_MAX,
  type GroupActivity,
  type PlanActivity,
  type PlanGroup,
  type PlanItem,
  type PlanPosition,
  type PlanSection,
  type PracticePlanContent,
} from '@courtside/domain';

/**
 * The planner's pure model: the plan's content and every change the planner makes to it, as
 * plain data in and plain data out. Commands carry the ids of what they create, so applying
 * one is deterministic (the hook draws the ids with newUuid, crypto.randomUUID where present).
 */
export type PlanContent = PracticePlanContent;
export type PlanMeta = Omit<PlanContent, 'sections'>;

/** Why the model refused a command, as a translation key of the planner's `refusals.*`. */
export type RefusalCode =
  | 'tooManyItems'
  | 'tooManySections'
  | 'minutesOutOfRange'
  | 'tooFewGroups'
  | 'tooManyGroups'
  | 'breakInGroups'
  | 'notParallel'
  | 'alreadyParallel'
  | 'notFound'
  | 'tooLong'
  | 'positionsEmpty'
  | 'plannedMinutesOutOfRange'
  | 'headCountOutOfRange'
  | 'nothingToAdd';

export interface Refusal {
  code: RefusalCode;
  values?: Record<string, number>;
}

export type CommandResult = { ok: true; content: PlanContent } | { ok: false; refusal: Refusal };

/** A new group as a split names it; its activity comes from the item being split. */
export interface NewGroup {
  _id: string;
  label: string;
  positions: PlanPosition[];
}

/** Where a drag or a keyboard move puts an item: a section and an index in it. */
export interface ItemPlace {
  sectionId: string;
  index: number;
}

export type MetaPatch = Partial<PlanMeta>;
export type GroupPatch = Partial<Pick<PlanGroup, 'label' | 'positions' | 'activity'>>;

export type PlannerCommand =
  | { kind: 'setMeta'; patch: MetaPatch }
  | { kind: 'addSection'; section: { _id: string; title: string }; index?: number }
  | { kind: 'removeSection'; sectionId: string }
  | { kind: 'renameSection'; sectionId: string; title: string }
  | { kind: 'moveSection'; sectionId: string; toIndex: number }
  | { kind: 'addItems'; sectionId: string; items: PlanItem[]; index?: number }
  | { kind: 'removeItem'; itemId: string }
  | { kind: 'moveItem'; itemId: string; to: ItemPlace }
  | { kind: 'setMinutes'; itemId: string; groupId?: string; minutes: number }
  | { kind: 'setText'; itemId: string; groupId?: string; text: string }
  | { kind: 'setBreakNote'; itemId: string; note: string }
  | { kind: 'split'; itemId: string; groups: NewGroup[] }
  | { kind: 'join'; itemId: string; keepGroupId?: string }
  | { kind: 'addGroup'; itemId: string; group: NewGroup }
  | { kind: 'removeGroup'; itemId: string; groupId: string }
  | { kind: 'editGroup'; itemId: string; groupId: string; patch: GroupPatch };

const refuse = (code: RefusalCode, values?: Record<string, number>): CommandResult => ({
  ok: false,
  refusal: values ? { code, values } : { code },
});
const accept = (content: PlanContent): CommandResult => ({ ok: true, content });

/** Items of all sections together; a parallel item counts once (the schema's rule). */
export function itemCount(content: Pick<PlanContent, 'sections'>): number {
  return content.sections.reduce((sum, section) => sum + section.items.length, 0);
}

/** Lowest minutes an activity may take: a free text may be a plain note of 0 minutes. */
export function minMinutes(activity: Pick<PlanActivity, 'kind'>): number {
  return activity.kind === 'text' ? 0 : 1;
}

function minutesRefusal(activity: Pick<PlanActivity, 'kind'>, minutes: number) {
  const min = minMinutes(activity);
  if (Number.isInteger(minutes) && minutes >= min && minutes <= MAX_ITEM_MINUTES) return undefined;
  return { code: 'minutesOutOfRange' as const, values: { min, max: MAX_ITEM_MINUTES } };
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

/** Where an item sits, or undefined. */
export function findItem(
  content: Pick<PlanContent, 'sections'>,
  itemId: string,
): { section: PlanSection; sectionIndex: number; item: PlanItem; index: number } | undefined {
  for (const [sectionIndex, section] of content.sections.entries()) {
    const index = section.items.findIndex((item) => item._id === itemId);
    const item = section.items[index];
    if (item) return { section, sectionIndex, item, index };
  }
  return undefined;
}

function mapSection(
  content: PlanContent,
  sectionId: string,
  change: (section: PlanSection) => PlanSection | CommandResult,
): CommandResult {
  const at = content.sections.findIndex((section) => section._id === sectionId);
  const section = content.sections[at];
  if (!section) return refuse('notFound');
  const next = change(section);
  if ('ok' in next) return next;
  return accept({ ...content, sections: content.sections.with(at, next) });
}

function mapItem(
  content: PlanContent,
  itemId: string,
  change: (item: PlanItem) => PlanItem | CommandResult,
): CommandResult {
  const found = findItem(content, itemId);
  if (!found) return refuse('notFound');
  const next = change(found.item);
  if ('ok' in next) return next;
  const section = { ...found.section, items: found.section.items.with(found.index, next) };
  return accept({ ...content, sections: content.sections.with(found.sectionIndex, section) });
}

function mapGroup(
  content: PlanContent,
  itemId: string,
  groupId: string,
  change: (group: PlanGroup) => PlanGroup | CommandResult,
): CommandResult {
  return mapItem(content, itemId, (item) => {
    if (item.kind !== 'parallel') return refuse('notParallel');
    const at = item.groups.findIndex((group) => group._id === groupId);
    const group = item.groups[at];
    if (!group) return refuse('notFound');
    const next = change(group);
    if ('ok' in next) return next;
    return { ...item, groups: item.groups.with(at, next) };
  });
}

function tooLong(text: string, max: number): CommandResult | undefined {
  return text.length > max ? refuse('tooLong', { max }) : undefined;
}

function setMeta(content: PlanContent, patch: MetaPatch): CommandResult {
  if (patch.name !== undefined && patch.name.length > PLAN_NAME_MAX) {
    return refuse('tooLong', { max: PLAN_NAME_MAX });
  }
  const { plannedMinutes, headCount } = patch;
  if (
    plannedMinutes != null &&
    (!Number.isInteger(plannedMinutes) ||
      plannedMinutes < 1 ||
      plannedMinutes > MAX_PLANNED_MINUTES)
  ) {
    return refuse('plannedMinutesOutOfRange', { min: 1, max: MAX_PLANNED_MINUTES });
  }
  if (
    headCount != null &&
    (!Number.isInteger(headCount) || headCount < 1 || headCount > MAX_HEAD_COUNT)
  ) {
    return refuse('headCountOutOfRange', { min: 1, max: MAX_HEAD_COUNT });
  }
  return accept({ ...content, ...patch });
}

function addSection(
  content: PlanContent,
  section: { _id: string; title: string },
  index = content.sections.length,
): CommandResult {
  if (content.sections.length >= MAX_PLAN_SECTIONS) {
    return refuse('tooManySections', { max: MAX_PLAN_SECTIONS });
  }
  const long = tooLong(section.title, SECTION_TITLE_MAX);
  if (long) return long;
  const sections = content.sections.toSpliced(clamp(index, content.sections.length), 0, {
    ...section,
    items: [],
  });
  return accept({ ...content, sections });
}

function moveSection(content: PlanContent, sectionId: string, toIndex: number): CommandResult {
  const from = content.sections.findIndex((section) => section._id === sectionId);
  const section = content.sections[from];
  if (!section) return refuse('notFound');
  const rest = content.sections.toSpliced(from, 1);
  return accept({ ...content, sections: rest.toSpliced(clamp(toIndex, rest.length), 0, section) });
}

function checkNewItem(item: PlanItem): CommandResult | undefined {
  if (item.kind === 'parallel') {
    if (item.groups.length < MIN_PARALLEL_GROUPS) {
      return refuse('tooFewGroups', { min: MIN_PARALLEL_GROUPS });
    }
    if (item.groups.length > MAX_PARALLEL_GROUPS) {
      return refuse('tooManyGroups', { max: MAX_PARALLEL_GROUPS });
    }
    for (const group of item.groups) {
      const refusal = minutesRefusal(group.activity, group.activity.minutes);
      if (refusal) return refuse(refusal.code, refusal.values);
    }
    return undefined;
  }
  const refusal = minutesRefusal(item, item.minutes);
  if (refusal) return refuse(refusal.code, refusal.values);
  if (item.kind === 'text') return tooLong(item.text, PLAN_TEXT_MAX);
  if (item.kind === 'break' && item.note !== undefined) return tooLong(item.note, BREAK_NOTE_MAX);
  return undefined;
}

function addItems(
  content: PlanContent,
  sectionId: string,
  items: PlanItem[],
  index?: number,
): CommandResult {
  if (items.length === 0) return refuse('nothingToAdd');
  if (itemCount(content) + items.length > MAX_PLAN_ITEMS) {
    return refuse('tooManyItems', { max: MAX_PLAN_ITEMS });
  }
  for (const item of items) {
    const refused = checkNewItem(item);
    if (refused) return refused;
  }
  return mapSection(content, sectionId, (section) => ({
    ...section,
    items: section.items.toSpliced(
      clamp(index ?? section.items.length, section.items.length),
      0,
      ...items,
    ),
  }));
}

function removeItem(content: PlanContent, itemId: string): CommandResult {
  const found = findItem(content, itemId);
  if (!found) return refuse('notFound');
  const section = { ...found.section, items: found.section.items.toSpliced(found.index, 1) };
  return accept({ ...content, sections: content.sections.with(found.sectionIndex, section) });
}

/**
 * Moves an item to `to`: the index it has afterwards in the target section (the index among the
 * target's items once the item has left its old place).
 */
function moveItem(content: PlanContent, itemId: string, to: ItemPlace): CommandResult {
  const found = findItem(content, itemId);
  if (!found) return refuse('notFound');
  if (!content.sections.some((section) => section._id === to.sectionId)) return refuse('notFound');
  const sections = content.sections.with(found.sectionIndex, {
    ...found.section,
    items: found.section.items.toSpliced(found.index, 1),
  });
  const target = sections.findIndex((section) => section._id === to.sectionId);
  const targetSection = sections[target];
  if (!targetSection) return refuse('notFound');
  const items = targetSection.items.toSpliced(
    clamp(to.index, targetSection.items.length),
    0,
    found.item,
  );
  return accept({ ...content, sections: sections.with(target, { ...targetSection, items }) });
}

function setMinutes(
  content: PlanContent,
  itemId: string,
  groupId: string | undefined,
  minutes: number,
): CommandResult {
  const withMinutes = <A extends PlanActivity>(activity: A): A | CommandResult => {
    const refusal = minutesRefusal(activity, minutes);
    return refusal ? refuse(refusal.code, refusal.values) : { ...activity, minutes };
  };
  if (groupId !== undefined) {
    return mapGroup(content, itemId, groupId, (group) => {
      const activity = withMinutes(group.activity);
      return 'ok' in activity ? activity : { ...group, activity };
    });
  }
  return mapItem(content, itemId, (item) =>
    item.kind === 'parallel' ? refuse('alreadyParallel') : withMinutes(item),
  );
}

/** Empty text is allowed while the coach types; saving checks it (the schema says why). */
function setText(
  content: PlanContent,
  itemId: string,
  groupId: string | undefined,
  text: string,
): CommandResult {
  const long = tooLong(text, PLAN_TEXT_MAX);
  if (long) return long;
  if (groupId !== undefined) {
    return mapGroup(content, itemId, groupId, (group) =>
      group.activity.kind === 'text' ? { ...group, activity: { ...group.activity, text } } : group,
    );
  }
  return mapItem(content, itemId, (item) => (item.kind === 'text' ? { ...item, text } : item));
}

function setBreakNote(content: PlanContent, itemId: string, note: string): CommandResult {
  const long = tooLong(note, BREAK_NOTE_MAX);
  if (long) return long;
  return mapItem(content, itemId, (item) => {
    if (item.kind !== 'break') return item;
    const { note: _old, ...rest } = item;
    return note === '' ? rest : { ...rest, note };
  });
}

/**
 * The positions a group of `count` starts with: keepers and chasers play together, beaters and
 * seekers apart; beyond four groups positions repeat (two chaser groups on two drills).
 */
export function defaultPositions(index: number, count: number): PlanPosition[] {
  const [beaters, chasers, keepers, seekers] = PLAN_POSITIONS;
  const layouts: Record<number, PlanPosition[][]> = {
    2: [
      [keepers, chasers],
      [beaters, seekers],
    ],
    3: [[keepers, chasers], [beaters], [seekers]],
  };
  const layout = layouts[count];
  if (layout) return layout[index] ?? [chasers];
  return [PLAN_POSITIONS[index % PLAN_POSITIONS.length] ?? chasers];
}

function checkGroups(groups: readonly NewGroup[]): CommandResult | undefined {
  if (groups.length < MIN_PARALLEL_GROUPS) {
    return refuse('tooFewGroups', { min: MIN_PARALLEL_GROUPS });
  }
  if (groups.length > MAX_PARALLEL_GROUPS) {
    return refuse('tooManyGroups', { max: MAX_PARALLEL_GROUPS });
  }
  for (const group of groups) {
    if (group.positions.length === 0) return refuse('positionsEmpty');
    const long = tooLong(group.label, GROUP_LABEL_MAX);
    if (long) return long;
  }
  return undefined;
}

/** Every group starts with the item's own activity; the coach then gives each its own. */
function split(content: PlanContent, itemId: string, groups: NewGroup[]): CommandResult {
  const refused = checkGroups(groups);
  if (refused) return refused;
  return mapItem(content, itemId, (item) => {
    if (item.kind === 'parallel') return refuse('alreadyParallel');
    if (item.kind === 'break') return refuse('breakInGroups');
    const { _id, ...activity } = item;
    return {
      _id,
      kind: 'parallel',
      groups: groups.map((group) => ({
        ...group,
        positions: [...group.positions],
        activity: { ...activity },
      })),
    };
  });
}

/** Back to one item doing what the kept group (the first, unless named) did. */
function join(content: PlanContent, itemId: string, keepGroupId?: string): CommandResult {
  return mapItem(content, itemId, (item) => {
    if (item.kind !== 'parallel') return refuse('notParallel');
    const kept =
      keepGroupId === undefined
        ? item.groups[0]
        : item.groups.find((group) => group._id === keepGroupId);
    if (!kept) return refuse('notFound');
    return { ...kept.activity, _id: item._id };
  });
}

function addGroup(content: PlanContent, itemId: string, group: NewGroup): CommandResult {
  return mapItem(content, itemId, (item) => {
    if (item.kind !== 'parallel') return refuse('notParallel');
    if (item.groups.length >= MAX_PARALLEL_GROUPS) {
      return refuse('tooManyGroups', { max: MAX_PARALLEL_GROUPS });
    }
    if (group.positions.length === 0) return refuse('positionsEmpty');
    const last = item.groups[item.groups.length - 1];
    if (!last) return refuse('notFound');
    return {
      ...item,
      groups: [...item.groups, { ...group, activity: { ...last.activity } }],
    };
  });
}

function removeGroup(content: PlanContent, itemId: string, groupId: string): CommandResult {
  return mapItem(content, itemId, (item) => {
    if (item.kind !== 'parallel') return refuse('notParallel');
    if (!item.groups.some((group) => group._id === groupId)) return refuse('notFound');
    if (item.groups.length <= MIN_PARALLEL_GROUPS) {
      return refuse('tooFewGroups', { min: MIN_PARALLEL_GROUPS });
    }
    return { ...item, groups: item.groups.filter((group) => group._id !== groupId) };
  });
}

function editGroup(
  content: PlanContent,
  itemId: string,
  groupId: string,
  patch: GroupPatch,
): CommandResult {
  if (patch.label !== undefined) {
    const long = tooLong(patch.label, GROUP_LABEL_MAX);
    if (long) return long;
  }
  if (patch.positions !== undefined && patch.positions.length === 0) {
    return refuse('positionsEmpty');
  }
  if (patch.activity !== undefined) {
    const activity: GroupActivity = patch.activity;
    const refusal = minutesRefusal(activity, activity.minutes);
    if (refusal) return refuse(refusal.code, refusal.values);
  }
  return mapGroup(content, itemId, groupId, (group) => ({
    ...group,
    ...patch,
    ...(patch.positions ? { positions: [...new Set(patch.positions)] } : {}),
  }));
}

/** Applies one command; a refusal leaves the content as it was and says why. */
export function applyCommand(content: PlanContent, command: PlannerCommand): CommandResult {
  switch (command.kind) {
    case 'setMeta':
      return setMeta(content, command.patch);
    case 'addSection':
      return addSection(content, command.section, command.index);
    case 'removeSection':
      return content.sections.some((section) => section._id === command.sectionId)
        ? accept({
            ...content,
            sections: content.sections.filter((section) => section._id !== command.sectionId),
          })
        : refuse('notFound');
    case 'renameSection': {
      const long = tooLong(command.title, SECTION_TITLE_MAX);
      if (long) return long;
      return mapSection(content, command.sectionId, (section) => ({
        ...section,
        title: command.title,
      }));
    }
    case 'moveSection':
      return moveSection(content, command.sectionId, command.toIndex);
    case 'addItems':
      return addItems(content, command.sectionId, command.items, command.index);
    case 'removeItem':
      return removeItem(content, command.itemId);
    case 'moveItem':
      return moveItem(content, command.itemId, command.to);
    case 'setMinutes':
      return setMinutes(content, command.itemId, command.groupId, command.minutes);
    case 'setText':
      return setText(content, command.itemId, command.groupId, command.text);
    case 'setBreakNote':
      return setBreakNote(content, command.itemId, command.note);
    case 'split':
      return split(content, command.itemId, command.groups);
    case 'join':
      return join(content, command.itemId, command.keepGroupId);
    case 'addGroup':
      return addGroup(content, command.itemId, command.group);
    case 'removeGroup':
      return removeGroup(content, command.itemId, command.groupId);
    case 'editGroup':
      return editGroup(content, command.itemId, command.groupId, command.patch);
  }
}

/** An item for an activity the picker chose, with a fresh id. */
export function itemFor(activity: PlanActivity, newId: () => string): PlanItem {
  return { ...activity, _id: newId() };
}

/** A plan's own content out of what the API returns (server-owned fields left behind). */
export function contentOf(plan: PlanContent): PlanContent {
  return {
    name: plan.name,
    description: plan.description,
    tags: plan.tags,
    isPrivate: plan.isPrivate,
    date: plan.date,
    startTime: plan.startTime,
    headCount: plan.headCount,
    plannedMinutes: plan.plannedMinutes,
    sections: plan.sections,
  };
}
