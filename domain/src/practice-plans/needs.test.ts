import { describe, expect, it } from 'vitest';
import type { ExerciseLookup, ExerciseSummary } from './needs.ts';
import { headCountRange, itemMaterials, planMaterials } from './needs.ts';
import {
  EXERCISE_A,
  EXERCISE_B,
  EXERCISE_C,
  exercise,
  group,
  parallel,
  plan,
  section,
  text,
  tuesday,
} from './plan-fixtures.ts';

const summary = (fields: Partial<ExerciseSummary>): ExerciseSummary => ({
  persons: 0,
  beaters: 0,
  chasers: 0,
  materials: [],
  ...fields,
});

const lookupOf =
  (exercises: Record<string, ExerciseSummary>): ExerciseLookup =>
  (id) =>
    exercises[id];

const library = lookupOf({
  [EXERCISE_A]: summary({ persons: 6, beaters: 2, chasers: 3, materials: ['Cones', 'Balls'] }),
  [EXERCISE_B]: summary({ persons: 8, chasers: 4, materials: ['Hoops', 'cones'] }),
  [EXERCISE_C]: summary({ persons: 4, beaters: 4, materials: ['Bibs'] }),
});

describe('headCountRange', () => {
  it('spans the smallest and largest exercise of the plan', () => {
    const twoDrills = plan([section('A', exercise(5, EXERCISE_A), exercise(5, EXERCISE_B))]);
    expect(headCountRange(twoDrills, library)).toEqual({
      persons: { min: 6, max: 8 },
      beaters: { min: 2, max: 2 },
      chasers: { min: 3, max: 4 },
    });
  });

  it('adds up parallel groups, which train at the same time', () => {
    const sideBySide = plan([
      section(
        'Main',
        exercise(5, EXERCISE_A),
        parallel(
          group('Quaffle', ['chasers', 'keepers'], {
            kind: 'exercise',
            exerciseId: EXERCISE_B,
            minutes: 10,
          }),
          group('Beaters', ['beaters'], { kind: 'exercise', exerciseId: EXERCISE_C, minutes: 10 }),
          group('Seekers', ['seekers'], { kind: 'text', text: 'run', minutes: 10 }),
        ),
      ),
    ]);
    expect(headCountRange(sideBySide, library)).toEqual({
      persons: { min: 6, max: 12 },
      beaters: { min: 2, max: 4 },
      chasers: { min: 3, max: 4 },
    });
  });

  it('leaves out unavailable exercises and numbers an exercise does not give', () => {
    const gone = plan([section('A', exercise(5, EXERCISE_C), exercise(5, EXERCISE_B))]);
    const onlyC = lookupOf({ [EXERCISE_C]: summary({ persons: 4, beaters: 4 }) });
    expect(headCountRange(gone, onlyC)).toEqual({
      persons: { min: 4, max: 4 },
      beaters: { min: 4, max: 4 },
      chasers: null,
    });
  });

  it('is all null for a plan without exercises', () => {
    expect(headCountRange(plan([section('A', text('talk', 5))]), library)).toEqual({
      persons: null,
      beaters: null,
      chasers: null,
    });
  });
});

describe('materials', () => {
  it('collects each material of the plan once, first spelling kept, in plan order', () => {
    expect(planMaterials(tuesday(), library)).toEqual(['Cones', 'Balls', 'Hoops']);
  });

  it('collects the materials of one item, parallel groups included', () => {
    const main = tuesday().sections[1]?.items[0];
    expect(main && itemMaterials(main, library)).toEqual(['Hoops', 'cones']);
  });

  it('is empty when the exercises are unavailable', () => {
    expect(planMaterials(tuesday(), () => undefined)).toEqual([]);
  });
});
