import {
  MAX_ITEM_MINUTES,
  MAX_PLAN_ITEMS,
  MAX_PLAN_SECTIONS,
  practicePlanCreateSchema,
  type PlanItem,
} from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  defaultPositions,
  itemCount,
  type CommandResult,
  type PlanContent,
  type PlannerCommand,
} from './planner-model.ts';
import {
  boardItem,
  breakItem,
  content,
  exerciseItem,
  group,
  parallelItem,
  section,
  textItem,
  uuid,
} from './testing/planner-fixtures.ts';

const base = () =>
  content([
    section(1, 'Warm-up', [exerciseItem(11, 10), breakItem(12, 5)]),
    section(2, 'Main part', [textItem(21, 'Explain', 3), boardItem(22, 15)]),
  ]);

function applied(plan: PlanContent, command: PlannerCommand): PlanContent {
  const result = applyCommand(plan, command);
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  // Whatever the model accepts stays a plan the server accepts (given non-empty texts).
  expect(practicePlanCreateSchema.safeParse(result.content).success).toBe(true);
  return result.content;
}

const refusal = (result: CommandResult) => (result.ok ? undefined : result.refusal);
const ids = (plan: PlanContent) => plan.sections.map((s) => s.items.map((i) => i._id));

describe('planner model: sections', () => {
  it('adds a section at the end or at an index, and refuses past the limit', () => {
    const plan = applied(base(), { kind: 'addSection', section: { _id: uuid(3), title: 'Game' } });
    expect(plan.sections.map((s) => s.title)).toEqual(['Warm-up', 'Main part', 'Game']);
    const first = applied(plan, {
      kind: 'addSection',
      section: { _id: uuid(4), title: 'Talk' },
      index: 0,
    });
    expect(first.sections[0]).toEqual({ _id: uuid(4), title: 'Talk', items: [] });

    const full = content(
      Array.from({ length: MAX_PLAN_SECTIONS }, (_, i) => section(100 + i, 'S')),
    );
    expect(
      refusal(applyCommand(full, { kind: 'addSection', section: { _id: uuid(5), title: 'X' } })),
    ).toEqual({ code: 'tooManySections', values: { max: MAX_PLAN_SECTIONS } });
  });

  it('renames, refusing an over-long title, and removes a section with its items', () => {
    const renamed = applied(base(), { kind: 'renameSection', sectionId: uuid(1), title: 'Start' });
    expect(renamed.sections[0]?.title).toBe('Start');
    expect(
      refusal(
        applyCommand(base(), { kind: 'renameSection', sectionId: uuid(1), title: 'x'.repeat(101) }),
      ),
    ).toEqual({ code: 'tooLong', values: { max: 100 } });
    const removed = applied(base(), { kind: 'removeSection', sectionId: uuid(1) });
    expect(removed.sections.map((s) => s.title)).toEqual(['Main part']);
    expect(refusal(applyCommand(base(), { kind: 'removeSection', sectionId: uuid(99) }))).toEqual({
      code: 'notFound',
    });
  });

  it('moves a section to an index, clamped to the list', () => {
    const plan = applied(base(), { kind: 'moveSection', sectionId: uuid(1), toIndex: 1 });
    expect(plan.sections.map((s) => s.title)).toEqual(['Main part', 'Warm-up']);
    const back = applied(plan, { kind: 'moveSection', sectionId: uuid(1), toIndex: -5 });
    expect(back.sections.map((s) => s.title)).toEqual(['Warm-up', 'Main part']);
  });
});

describe('planner model: items', () => {
  it('adds exercises, boards, breaks with a note and free text, one or several at once', () => {
    const items: PlanItem[] = [
      exerciseItem(31, 12),
      boardItem(32, 8),
      breakItem(33, 3, 'Drink'),
      textItem(34, 'Bring bibs'),
    ];
    const plan = applied(base(), { kind: 'addItems', sectionId: uuid(2), items });
    expect(ids(plan)[1]).toEqual([uuid(21), uuid(22), uuid(31), uuid(32), uuid(33), uuid(34)]);
    const atStart = applied(base(), {
      kind: 'addItems',
      sectionId: uuid(1),
      items: [breakItem(35)],
      index: 0,
    });
    expect(ids(atStart)[0]).toEqual([uuid(35), uuid(11), uuid(12)]);
  });

  it('refuses items past the plan-wide limit, bad minutes and an unknown section', () => {
    const many = Array.from({ length: MAX_PLAN_ITEMS - 4 }, (_, i) => breakItem(1000 + i));
    const plan = applied(base(), { kind: 'addItems', sectionId: uuid(1), items: many });
    expect(itemCount(plan)).toBe(MAX_PLAN_ITEMS);
    expect(
      refusal(applyCommand(plan, { kind: 'addItems', sectionId: uuid(2), items: [breakItem(99)] })),
    ).toEqual({ code: 'tooManyItems', values: { max: MAX_PLAN_ITEMS } });
    expect(
      refusal(
        applyCommand(base(), { kind: 'addItems', sectionId: uuid(1), items: [breakItem(98, 0)] }),
      ),
    ).toEqual({ code: 'minutesOutOfRange', values: { min: 1, max: MAX_ITEM_MINUTES } });
    expect(
      refusal(
        applyCommand(base(), { kind: 'addItems', sectionId: uuid(9), items: [breakItem(97)] }),
      ),
    ).toEqual({ code: 'notFound' });
    expect(
      refusal(applyCommand(base(), { kind: 'addItems', sectionId: uuid(1), items: [] })),
    ).toEqual({ code: 'nothingToAdd' });
  });

  it('removes an item', () => {
    const plan = applied(base(), { kind: 'removeItem', itemId: uuid(12) });
    expect(ids(plan)).toEqual([[uuid(11)], [uuid(21), uuid(22)]]);
    expect(refusal(applyCommand(base(), { kind: 'removeItem', itemId: uuid(77) }))).toEqual({
      code: 'notFound',
    });
  });

  it('moves an item within a section and across sections by index', () => {
    const down = applied(base(), {
      kind: 'moveItem',
      itemId: uuid(11),
      to: { sectionId: uuid(1), index: 1 },
    });
    expect(ids(down)[0]).toEqual([uuid(12), uuid(11)]);
    const across = applied(base(), {
      kind: 'moveItem',
      itemId: uuid(11),
      to: { sectionId: uuid(2), index: 1 },
    });
    expect(ids(across)).toEqual([[uuid(12)], [uuid(21), uuid(11), uuid(22)]]);
    const toEnd = applied(base(), {
      kind: 'moveItem',
      itemId: uuid(21),
      to: { sectionId: uuid(1), index: 99 },
    });
    expect(ids(toEnd)).toEqual([[uuid(11), uuid(12), uuid(21)], [uuid(22)]]);
    const empty = applied(
      applied(base(), { kind: 'addSection', section: { _id: uuid(3), title: 'Empty' } }),
      { kind: 'moveItem', itemId: uuid(22), to: { sectionId: uuid(3), index: 0 } },
    );
    expect(ids(empty)[2]).toEqual([uuid(22)]);
    expect(
      refusal(
        applyCommand(base(), {
          kind: 'moveItem',
          itemId: uuid(11),
          to: { sectionId: uuid(8), index: 0 },
        }),
      ),
    ).toEqual({ code: 'notFound' });
  });

  it('sets minutes within 1–240 (0–240 for free text) in whole minutes', () => {
    const plan = applied(base(), { kind: 'setMinutes', itemId: uuid(11), minutes: 240 });
    expect(plan.sections[0]?.items[0]).toMatchObject({ minutes: 240 });
    expect(
      applied(base(), { kind: 'setMinutes', itemId: uuid(21), minutes: 0 }).sections[1]?.items[0],
    ).toMatchObject({ minutes: 0 });
    for (const minutes of [0, 241, 2.5, Number.NaN]) {
      expect(
        refusal(applyCommand(base(), { kind: 'setMinutes', itemId: uuid(11), minutes })),
      ).toEqual({ code: 'minutesOutOfRange', values: { min: 1, max: 240 } });
    }
    expect(
      refusal(applyCommand(base(), { kind: 'setMinutes', itemId: uuid(21), minutes: -1 })),
    ).toEqual({ code: 'minutesOutOfRange', values: { min: 0, max: 240 } });
  });

  it('edits a free text and a break note, dropping an emptied note', () => {
    const plan = applied(base(), { kind: 'setText', itemId: uuid(21), text: 'Scrimmage rules' });
    expect(plan.sections[1]?.items[0]).toMatchObject({ text: 'Scrimmage rules' });
    const noted = applied(base(), { kind: 'setBreakNote', itemId: uuid(12), note: 'Water' });
    expect(noted.sections[0]?.items[1]).toMatchObject({ note: 'Water' });
    const cleared = applied(noted, { kind: 'setBreakNote', itemId: uuid(12), note: '' });
    expect(cleared.sections[0]?.items[1]).not.toHaveProperty('note');
    expect(
      refusal(
        applyCommand(base(), { kind: 'setBreakNote', itemId: uuid(12), note: 'x'.repeat(201) }),
      ),
    ).toEqual({ code: 'tooLong', values: { max: 200 } });
    expect(
      refusal(applyCommand(base(), { kind: 'setText', itemId: uuid(21), text: 'x'.repeat(2001) })),
    ).toEqual({ code: 'tooLong', values: { max: 2000 } });
  });

  it('sets the plan meta fields within their limits', () => {
    const plan = applied(base(), {
      kind: 'setMeta',
      patch: { name: 'Thursday', startTime: '18:30', plannedMinutes: 90, headCount: 20 },
    });
    expect(plan).toMatchObject({ name: 'Thursday', startTime: '18:30', plannedMinutes: 90 });
    expect(applied(plan, { kind: 'setMeta', patch: { plannedMinutes: null } }).plannedMinutes).toBe(
      null,
    );
    expect(
      refusal(applyCommand(base(), { kind: 'setMeta', patch: { plannedMinutes: 721 } })),
    ).toEqual({ code: 'plannedMinutesOutOfRange', values: { min: 1, max: 720 } });
    expect(refusal(applyCommand(base(), { kind: 'setMeta', patch: { headCount: 0 } }))).toEqual({
      code: 'headCountOutOfRange',
      values: { min: 1, max: 200 },
    });
    expect(
      refusal(applyCommand(base(), { kind: 'setMeta', patch: { name: 'x'.repeat(201) } }))?.code,
    ).toBe('tooLong');
  });
});

describe('planner model: parallel groups', () => {
  const groups = (count: number, from = 40) =>
    Array.from({ length: count }, (_, i) => ({
      _id: uuid(from + i),
      label: `Group ${i + 1}`,
      positions: defaultPositions(i, count),
    }));

  it('splits an exercise into 2–6 groups that each start with its activity, and joins back', () => {
    const plan = applied(base(), { kind: 'split', itemId: uuid(11), groups: groups(3) });
    const item = plan.sections[0]?.items[0];
    expect(item).toMatchObject({ _id: uuid(11), kind: 'parallel' });
    if (item?.kind !== 'parallel') throw new Error('not split');
    expect(item.groups.map((g) => [g.label, g.positions, g.activity])).toEqual([
      [
        'Group 1',
        ['keepers', 'chasers'],
        { kind: 'exercise', exerciseId: expect.any(String), minutes: 10 },
      ],
      ['Group 2', ['beaters'], { kind: 'exercise', exerciseId: expect.any(String), minutes: 10 }],
      ['Group 3', ['seekers'], { kind: 'exercise', exerciseId: expect.any(String), minutes: 10 }],
    ]);
    const joined = applied(plan, { kind: 'join', itemId: uuid(11) });
    expect(joined).toEqual(base());
  });

  it('joins keeping a named group', () => {
    const plan = content([
      section(1, 'Main', [parallelItem(5, group(6, 'Chasers', 10), group(7, 'Beaters', 12))]),
    ]);
    const joined = applied(plan, { kind: 'join', itemId: uuid(5), keepGroupId: uuid(7) });
    expect(joined.sections[0]?.items).toEqual([
      { _id: uuid(5), kind: 'text', text: 'Beaters', minutes: 12 },
    ]);
  });

  it('refuses too few or too many groups, a break, an already split item and empty positions', () => {
    expect(
      refusal(applyCommand(base(), { kind: 'split', itemId: uuid(11), groups: groups(1) })),
    ).toEqual({ code: 'tooFewGroups', values: { min: 2 } });
    expect(
      refusal(applyCommand(base(), { kind: 'split', itemId: uuid(11), groups: groups(7) })),
    ).toEqual({ code: 'tooManyGroups', values: { max: 6 } });
    expect(
      refusal(applyCommand(base(), { kind: 'split', itemId: uuid(12), groups: groups(2) })),
    ).toEqual({ code: 'breakInGroups' });
    const split = applied(base(), { kind: 'split', itemId: uuid(11), groups: groups(2) });
    expect(
      refusal(applyCommand(split, { kind: 'split', itemId: uuid(11), groups: groups(2, 60) })),
    ).toEqual({ code: 'alreadyParallel' });
    const noPositions = [...groups(1), { _id: uuid(70), label: 'B', positions: [] }];
    expect(
      refusal(applyCommand(base(), { kind: 'split', itemId: uuid(11), groups: noPositions })),
    ).toEqual({ code: 'positionsEmpty' });
    expect(refusal(applyCommand(base(), { kind: 'join', itemId: uuid(11) }))).toEqual({
      code: 'notParallel',
    });
  });

  it('adds groups up to six and removes them down to two', () => {
    let plan = applied(base(), { kind: 'split', itemId: uuid(11), groups: groups(2) });
    for (let i = 0; i < 4; i += 1) {
      plan = applied(plan, {
        kind: 'addGroup',
        itemId: uuid(11),
        group: { _id: uuid(80 + i), label: `Extra ${i}`, positions: ['seekers'] },
      });
    }
    const extra = { _id: uuid(90), label: 'One too many', positions: ['seekers' as const] };
    expect(
      refusal(applyCommand(plan, { kind: 'addGroup', itemId: uuid(11), group: extra })),
    ).toEqual({ code: 'tooManyGroups', values: { max: 6 } });
    for (let i = 0; i < 4; i += 1) {
      plan = applied(plan, { kind: 'removeGroup', itemId: uuid(11), groupId: uuid(80 + i) });
    }
    expect(
      refusal(applyCommand(plan, { kind: 'removeGroup', itemId: uuid(11), groupId: uuid(40) })),
    ).toEqual({ code: 'tooFewGroups', values: { min: 2 } });
  });

  it("edits a group's label, positions, activity and minutes", () => {
    let plan = applied(base(), { kind: 'split', itemId: uuid(11), groups: groups(2) });
    plan = applied(plan, {
      kind: 'editGroup',
      itemId: uuid(11),
      groupId: uuid(41),
      patch: { label: 'Beaters only', positions: ['beaters', 'beaters'] },
    });
    plan = applied(plan, {
      kind: 'editGroup',
      itemId: uuid(11),
      groupId: uuid(41),
      patch: { activity: { kind: 'tacticboard', tacticboardId: uuid(600), minutes: 12 } },
    });
    plan = applied(plan, { kind: 'setMinutes', itemId: uuid(11), groupId: uuid(40), minutes: 20 });
    plan = applied(plan, {
      kind: 'editGroup',
      itemId: uuid(11),
      groupId: uuid(40),
      patch: { activity: { kind: 'text', text: 'Keepers talk', minutes: 20 } },
    });
    plan = applied(plan, { kind: 'setText', itemId: uuid(11), groupId: uuid(40), text: 'Talk' });
    const item = plan.sections[0]?.items[0];
    if (item?.kind !== 'parallel') throw new Error('not split');
    expect(item.groups).toEqual([
      {
        _id: uuid(40),
        label: 'Group 1',
        positions: ['keepers', 'chasers'],
        activity: { kind: 'text', text: 'Talk', minutes: 20 },
      },
      {
        _id: uuid(41),
        label: 'Beaters only',
        positions: ['beaters'],
        activity: { kind: 'tacticboard', tacticboardId: uuid(600), minutes: 12 },
      },
    ]);
    expect(
      refusal(
        applyCommand(plan, {
          kind: 'editGroup',
          itemId: uuid(11),
          groupId: uuid(41),
          patch: { positions: [] },
        }),
      ),
    ).toEqual({ code: 'positionsEmpty' });
    expect(
      refusal(
        applyCommand(plan, {
          kind: 'editGroup',
          itemId: uuid(11),
          groupId: uuid(41),
          patch: { label: 'x'.repeat(51) },
        }),
      ),
    ).toEqual({ code: 'tooLong', values: { max: 50 } });
    expect(
      refusal(
        applyCommand(plan, { kind: 'setMinutes', itemId: uuid(11), groupId: uuid(41), minutes: 0 }),
      ),
    ).toEqual({ code: 'minutesOutOfRange', values: { min: 1, max: 240 } });
    expect(
      refusal(applyCommand(plan, { kind: 'setMinutes', itemId: uuid(11), minutes: 5 })),
    ).toEqual({
      code: 'alreadyParallel',
    });
  });

  it('gives each group count sensible starting positions', () => {
    expect([0, 1].map((i) => defaultPositions(i, 2))).toEqual([
      ['keepers', 'chasers'],
      ['beaters', 'seekers'],
    ]);
    expect([0, 1, 2, 3].map((i) => defaultPositions(i, 4))).toEqual([
      ['beaters'],
      ['chasers'],
      ['keepers'],
      ['seekers'],
    ]);
    expect(defaultPositions(5, 6)).toEqual(['chasers']);
  });
});

describe('planner model: purity', () => {
  it('never changes the content it was given', () => {
    const plan = base();
    const frozen = JSON.stringify(plan);
    applyCommand(plan, {
      kind: 'moveItem',
      itemId: uuid(11),
      to: { sectionId: uuid(2), index: 0 },
    });
    applyCommand(plan, { kind: 'removeSection', sectionId: uuid(1) });
    applyCommand(plan, { kind: 'setMinutes', itemId: uuid(22), minutes: 7 });
    expect(JSON.stringify(plan)).toBe(frozen);
  });
});
