import { describe, expect, it } from 'vitest';
import { hasParallelItems, parsePositionFilter, pitchSteps, stepIndexFor } from './pitch-steps.ts';
import { ITEM_IDS, makePitchPlan } from './testing/pitch-plan-fixture.ts';

const plan = makePitchPlan();
const ids = (steps: ReturnType<typeof pitchSteps>) => steps.map((step) => step.item._id);

describe('pitchSteps', () => {
  it('gives every item in plan order with its section, minutes and clock time', () => {
    const steps = pitchSteps(plan, 'all');
    expect(ids(steps)).toEqual([
      ITEM_IDS.passing,
      ITEM_IDS.water,
      ITEM_IDS.parallel,
      ITEM_IDS.gone,
      ITEM_IDS.bibs,
    ]);
    expect(steps.map((step) => step.sectionTitle)).toEqual([
      'Warm-up',
      'Warm-up',
      'Main part',
      'Game',
      'Game',
    ]);
    expect(steps[2]?.minutes).toBe(20);
    expect(steps[2]?.clock).toEqual({
      start: { time: '19:15', dayOffset: 0 },
      end: { time: '19:35', dayOffset: 0 },
    });
    expect(steps.map((step) => step.planIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it('narrows a parallel item to the position’s group and its minutes, keeping the slot', () => {
    const step = pitchSteps(plan, 'beaters')[2];
    expect(step?.item.kind === 'parallel' && step.item.groups.map((group) => group._id)).toEqual([
      ITEM_IDS.beatersGroup,
    ]);
    expect(step?.minutes).toBe(15);
    expect(step?.clock?.start.time).toBe('19:15');
  });

  it('has no clock times without a start time', () => {
    expect(pitchSteps({ ...plan, startTime: null }, 'all')[0]?.clock).toBeUndefined();
  });

  it('leaves out a parallel item that has no group for the position', () => {
    const onlyChasers = makePitchPlan();
    const parallel = onlyChasers.sections[1]?.items[0];
    if (parallel?.kind !== 'parallel') throw new Error('fixture changed');
    parallel.groups = parallel.groups.filter((group) => group.positions.includes('chasers'));
    parallel.groups.push({ ...parallel.groups[0]!, _id: ITEM_IDS.seekersGroup, label: 'Copy' });
    const steps = pitchSteps(onlyChasers, 'seekers');
    expect(ids(steps)).not.toContain(ITEM_IDS.parallel);
    expect(steps.map((step) => step.planIndex)).toEqual([0, 1, 3, 4]);
  });
});

describe('parsePositionFilter', () => {
  it.each([
    ['beaters', 'beaters'],
    ['seekers', 'seekers'],
    ['all', 'all'],
    [null, 'all'],
    ['goalies', 'all'],
    ['', 'all'],
  ] as const)('%s gives %s', (value, filter) => {
    expect(parsePositionFilter(value)).toBe(filter);
  });
});

describe('stepIndexFor', () => {
  it('finds the item named in the address', () => {
    expect(stepIndexFor(plan, pitchSteps(plan, 'all'), ITEM_IDS.gone)).toBe(3);
  });

  it('starts at the first step without an item or with an unknown one', () => {
    const steps = pitchSteps(plan, 'all');
    expect(stepIndexFor(plan, steps, null)).toBe(0);
    expect(stepIndexFor(plan, steps, 'not-an-item')).toBe(0);
    expect(stepIndexFor(plan, [], ITEM_IDS.gone)).toBe(0);
  });

  it('goes on to the position’s next step when it skips the named item', () => {
    const skipping = pitchSteps(plan, 'all').filter((step) => step.item._id !== ITEM_IDS.parallel);
    expect(stepIndexFor(plan, skipping, ITEM_IDS.parallel)).toBe(2);
    const endsEarly = skipping.slice(0, 2);
    expect(stepIndexFor(plan, endsEarly, ITEM_IDS.parallel)).toBe(1);
  });
});

describe('hasParallelItems', () => {
  it('tells whether a position filter matters', () => {
    expect(hasParallelItems(plan)).toBe(true);
    expect(hasParallelItems({ sections: [plan.sections[0]!] })).toBe(false);
  });
});
