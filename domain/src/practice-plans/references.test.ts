import { describe, expect, it } from 'vitest';
import {
  BOARD_A,
  BOARD_B,
  EXERCISE_A,
  EXERCISE_B,
  EXERCISE_C,
  board,
  exercise,
  group,
  parallel,
  plan,
  section,
  text,
  tuesday,
} from './plan-fixtures.ts';
import { references } from './references.ts';

describe('references', () => {
  it('lists the exercises and boards of items and parallel groups, in plan order', () => {
    expect(references(tuesday())).toEqual({
      exerciseIds: [EXERCISE_A, EXERCISE_B],
      tacticboardIds: [BOARD_A, BOARD_B],
    });
  });

  it('names each id once', () => {
    const repeated = plan([
      section('A', exercise(5, EXERCISE_C), board(5, BOARD_B), exercise(5, EXERCISE_C)),
      section(
        'B',
        parallel(
          group('One', ['beaters'], { kind: 'exercise', exerciseId: EXERCISE_C, minutes: 5 }),
          group('Two', ['chasers'], { kind: 'tacticboard', tacticboardId: BOARD_B, minutes: 5 }),
        ),
      ),
    ]);
    expect(references(repeated)).toEqual({ exerciseIds: [EXERCISE_C], tacticboardIds: [BOARD_B] });
  });

  it('is empty for a plan of breaks and texts', () => {
    expect(references(plan([section('A', text('hello', 3))]))).toEqual({
      exerciseIds: [],
      tacticboardIds: [],
    });
  });
});
