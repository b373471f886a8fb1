import { MAX_PLAN_ITEMS } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  breakItem,
  content,
  EXERCISE_B,
  idCounter,
  section,
  uuid,
} from '../planner/testing/planner-fixtures.ts';
import { appendActivity } from './append-activity.ts';

const exercise = { kind: 'exercise' as const, exerciseId: EXERCISE_B, minutes: 12 };

describe('appendActivity', () => {
  it('appends the item at the end of the chosen section', () => {
    const plan = content([section(1, 'Warm-up', [breakItem(2)]), section(3, 'Main')]);
    const result = appendActivity(plan, { sectionId: uuid(1) }, exercise, idCounter());
    expect(result).toMatchObject({ ok: true, sectionTitle: 'Warm-up' });
    if (!result.ok) return;
    expect(result.content.sections[0]?.items).toEqual([
      breakItem(2),
      { ...exercise, _id: uuid(1000) },
    ]);
  });

  it('makes a new section at the end when asked', () => {
    const plan = content([section(1, 'Warm-up')]);
    const result = appendActivity(plan, { newTitle: 'Game' }, exercise, idCounter());
    if (!result.ok) throw new Error('refused');
    expect(result.sectionTitle).toBe('Game');
    expect(result.content.sections[1]).toEqual({
      _id: uuid(1000),
      title: 'Game',
      items: [{ ...exercise, _id: uuid(1001) }],
    });
  });

  it('refuses a full plan and a section that is gone', () => {
    const full = content([
      section(
        1,
        'All',
        Array.from({ length: MAX_PLAN_ITEMS }, (_, i) => breakItem(100 + i)),
      ),
    ]);
    expect(appendActivity(full, { sectionId: uuid(1) }, exercise, idCounter())).toEqual({
      ok: false,
      refusal: { code: 'tooManyItems', values: { max: MAX_PLAN_ITEMS } },
    });
    expect(appendActivity(full, { sectionId: uuid(9) }, exercise, idCounter())).toMatchObject({
      ok: false,
      refusal: { code: 'tooManyItems' },
    });
    const small = content([section(1, 'One')]);
    expect(appendActivity(small, { sectionId: uuid(9) }, exercise, idCounter())).toEqual({
      ok: false,
      refusal: { code: 'notFound' },
    });
  });
});
