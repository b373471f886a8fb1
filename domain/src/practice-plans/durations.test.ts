import { describe, expect, it } from 'vitest';
import {
  itemMinutes,
  overTime,
  sectionMinutes,
  sessionMinutes,
  totalMinutes,
} from './durations.ts';
import {
  EXERCISE_B,
  board,
  exercise,
  group,
  parallel,
  pause,
  plan,
  section,
  text,
  tuesday,
} from './plan-fixtures.ts';

describe('itemMinutes', () => {
  it('is the minutes of an exercise, board, break or text item', () => {
    expect(itemMinutes(exercise(12))).toBe(12);
    expect(itemMinutes(board(7))).toBe(7);
    expect(itemMinutes(pause(5))).toBe(5);
    expect(itemMinutes(text('note'))).toBe(0);
  });

  it('is the longest group of a parallel item, not their sum', () => {
    const item = parallel(
      group('Beaters', ['beaters'], { kind: 'text', text: 'beat', minutes: 15 }),
      group('Rest', ['chasers', 'keepers'], {
        kind: 'exercise',
        exerciseId: EXERCISE_B,
        minutes: 20,
      }),
    );
    expect(itemMinutes(item)).toBe(20);
  });
});

describe('sectionMinutes and totalMinutes', () => {
  it('adds items within a section and sections within a plan', () => {
    const plan = tuesday();
    expect(plan.sections.map(sectionMinutes)).toEqual([10, 30, 30]);
    expect(totalMinutes(plan)).toBe(70);
  });

  it('is 0 for an empty section and an empty plan', () => {
    expect(sectionMinutes(section('Empty'))).toBe(0);
    expect(totalMinutes(plan([]))).toBe(0);
  });
});

describe('overTime', () => {
  it('is 0 when the plan fits its planned length', () => {
    expect(overTime(tuesday())).toBe(0);
    expect(overTime({ ...tuesday(), plannedMinutes: 70 })).toBe(0);
  });

  it('is the minutes beyond the planned length', () => {
    expect(overTime({ ...tuesday(), plannedMinutes: 60 })).toBe(10);
  });

  it('is 0 without a planned length', () => {
    expect(overTime({ ...tuesday(), plannedMinutes: null })).toBe(0);
  });
});

describe('sessionMinutes', () => {
  it('is the planned length while the items fill less of it', () => {
    expect(sessionMinutes({ ...tuesday(), plannedMinutes: 90 })).toBe(90);
    expect(sessionMinutes(plan([], { plannedMinutes: 45 }))).toBe(45);
  });

  it('is the items when they run over the planned length or there is none', () => {
    expect(sessionMinutes({ ...tuesday(), plannedMinutes: 60 })).toBe(70);
    expect(sessionMinutes({ ...tuesday(), plannedMinutes: null })).toBe(70);
    expect(sessionMinutes(plan([], { plannedMinutes: null }))).toBe(0);
  });
});
