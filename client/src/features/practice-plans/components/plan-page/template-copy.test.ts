import { describe, expect, it } from 'vitest';
import { GONE_EXERCISE_ID, makePlan, PASSING_ID } from '../plan-fixtures.ts';
import { PLAN_NAME_MAX } from '@courtside/domain';
import { copyName, templateOf } from './template-copy.ts';

let counter = 0;
const newId = () => `77777777-7777-4777-8777-${String(++counter).padStart(12, '0')}`;

describe('templateOf', () => {
  it('copies the plan without its date, with fresh ids', () => {
    const plan = makePlan();
    const copy = templateOf(plan, () => false, 'gone', newId);
    expect(copy.date).toBeNull();
    expect(copy.startTime).toBe('19:00');
    expect(copy.name).toBe(plan.name);
    expect(copy.sections.map((s) => s.title)).toEqual(['Warm-up', 'Main part', 'Game']);
    expect(copy.sections[0]?._id).not.toBe(plan.sections[0]?._id);
    expect(copy.sections[0]?.items[0]).toMatchObject({ kind: 'exercise', exerciseId: PASSING_ID });
  });

  it('turns what the caller cannot see into a note that keeps its minutes', () => {
    const plan = makePlan();
    const unavailable = new Set([GONE_EXERCISE_ID, PASSING_ID]);
    const copy = templateOf(plan, (id) => unavailable.has(id), 'No longer available', newId);
    expect(copy.sections[2]?.items[0]).toMatchObject({
      kind: 'text',
      text: 'No longer available',
      minutes: 30,
    });
    const parallel = copy.sections[1]?.items[0];
    expect(parallel?.kind === 'parallel' && parallel.groups.map((g) => g.activity.kind)).toEqual([
      'text',
      'exercise',
      'tacticboard',
    ]);
  });
});

describe('copyName', () => {
  const named = (name: string) => `${name} (copy)`;

  it('marks the name as a copy', () => {
    expect(copyName('Tuesday training', named)).toBe('Tuesday training (copy)');
  });

  it('shortens a long name so the mark fits the name limit', () => {
    const copy = copyName('x'.repeat(PLAN_NAME_MAX), named);
    expect(copy).toHaveLength(PLAN_NAME_MAX);
    expect(copy.endsWith('x… (copy)')).toBe(true);
  });
});
