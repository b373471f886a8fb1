import { describe, expect, it } from 'vitest';
import { itemMinutes } from './durations.ts';
import { EXERCISE_B, exercise, group, parallel, plan, section, tuesday } from './plan-fixtures.ts';
import { POSITION_FILTERS, positionLine } from './positions.ts';
import type { PlanItem } from './schema.ts';

const groupLabels = (item: PlanItem) =>
  item.kind === 'parallel' ? item.groups.map((g) => g.label) : item.kind;

describe('positionLine', () => {
  it("'all' gives every item whole, in order, with its section", () => {
    const plan = tuesday();
    const line = positionLine(plan, 'all');
    const items = plan.sections.flatMap((s) => s.items);
    expect(line.map((step) => step.item)).toEqual(items);
    expect(line.map((step) => step.sectionTitle)).toEqual([
      'Warm-up',
      'Warm-up',
      'Main part',
      'Main part',
      'Game',
    ]);
    expect(line[2]?.sectionId).toBe(plan.sections[1]?._id);
  });

  it('gives a position only its own group of a parallel item, and everything shared', () => {
    const line = positionLine(tuesday(), 'beaters');
    expect(line.map((step) => groupLabels(step.item))).toEqual([
      'exercise',
      'text',
      ['Beaters'],
      'break',
      'tacticboard',
    ]);
  });

  it('finds a position in a group that names several', () => {
    const line = positionLine(tuesday(), 'keepers');
    expect(groupLabels(line[2]!.item)).toEqual(['Keepers and chasers']);
    expect(itemMinutes(line[2]!.item)).toBe(20);
  });

  it('keeps the parallel item id so the plan clock still gives its slot', () => {
    const plan = tuesday();
    const step = positionLine(plan, 'seekers')[2];
    expect(step?.item._id).toBe(plan.sections[1]?.items[0]?._id);
  });

  it('gives every group of a position that is split over several groups', () => {
    const split = parallel(
      group('Chasers A', ['chasers'], { kind: 'exercise', exerciseId: EXERCISE_B, minutes: 10 }),
      group('Chasers B', ['chasers', 'keepers'], { kind: 'text', text: 'passing', minutes: 10 }),
    );
    const line = positionLine(plan([section('Main', split)]), 'chasers');
    expect(line.map((step) => groupLabels(step.item))).toEqual([['Chasers A', 'Chasers B']]);
  });

  it('leaves out a parallel item no group of which names the position', () => {
    const noSeekers = parallel(
      group('Beaters', ['beaters'], { kind: 'text', text: 'beat', minutes: 10 }),
      group('Quaffle', ['chasers', 'keepers'], { kind: 'text', text: 'pass', minutes: 10 }),
    );
    const line = positionLine(plan([section('Main', exercise(5), noSeekers)]), 'seekers');
    expect(line.map((step) => step.item.kind)).toEqual(['exercise']);
  });

  it('does not change the plan', () => {
    const plan = tuesday();
    const before = JSON.parse(JSON.stringify(plan)) as unknown;
    for (const filter of POSITION_FILTERS) positionLine(plan, filter);
    expect(plan).toEqual(before);
  });
});
