import type {
  BreakItem,
  ExerciseItem,
  GroupActivity,
  ParallelItem,
  PlanGroup,
  PlanItem,
  PlanPosition,
  PlanSection,
  PracticePlanContent,
  TacticboardItem,
  TextItem,
} from './schema.ts';

// Builders for the plan tests: valid UUIDs, numbered so a failing test names them plainly.

/** A valid version-4 UUID ending in `n`. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let counter = 0;
export const nextId = (): string => uuid(++counter);

export const EXERCISE_A = uuid(900_001);
export const EXERCISE_B = uuid(900_002);
export const EXERCISE_C = uuid(900_003);
export const BOARD_A = uuid(910_001);
export const BOARD_B = uuid(910_002);

export const exercise = (minutes: number, exerciseId = EXERCISE_A): ExerciseItem => ({
  _id: nextId(),
  kind: 'exercise',
  exerciseId,
  minutes,
});
export const board = (minutes: number, tacticboardId = BOARD_A): TacticboardItem => ({
  _id: nextId(),
  kind: 'tacticboard',
  tacticboardId,
  minutes,
});
export const pause = (minutes: number, note?: string): BreakItem => ({
  _id: nextId(),
  kind: 'break',
  minutes,
  ...(note === undefined ? {} : { note }),
});
export const text = (body: string, minutes = 0): TextItem => ({
  _id: nextId(),
  kind: 'text',
  text: body,
  minutes,
});
export const group = (
  label: string,
  positions: PlanPosition[],
  activity: GroupActivity,
): PlanGroup => ({ _id: nextId(), label, positions, activity });
export const parallel = (...groups: PlanGroup[]): ParallelItem => ({
  _id: nextId(),
  kind: 'parallel',
  groups,
});
export const section = (title: string, ...items: PlanItem[]): PlanSection => ({
  _id: nextId(),
  title,
  items,
});

export const plan = (
  sections: PlanSection[],
  fields: Partial<Omit<PracticePlanContent, 'sections'>> = {},
): PracticePlanContent => ({
  name: 'Tuesday',
  description: '',
  tags: [],
  isPrivate: false,
  date: null,
  startTime: null,
  headCount: null,
  plannedMinutes: null,
  sections,
  ...fields,
});

/** Tuesday 19:00: warm-up, a main part split into position groups, a game. */
export const tuesday = (): PracticePlanContent =>
  plan(
    [
      section('Warm-up', exercise(10, EXERCISE_A), text('Bring bibs')),
      section(
        'Main part',
        parallel(
          group('Keepers and chasers', ['keepers', 'chasers'], {
            kind: 'exercise',
            exerciseId: EXERCISE_B,
            minutes: 20,
          }),
          group('Beaters', ['beaters'], {
            kind: 'tacticboard',
            tacticboardId: BOARD_A,
            minutes: 15,
          }),
          group('Seekers', ['seekers'], { kind: 'text', text: 'Seeker drills', minutes: 25 }),
        ),
        pause(5, 'Drink'),
      ),
      section('Game', board(30, BOARD_B)),
    ],
    { date: '2026-03-03', startTime: '19:00', plannedMinutes: 90, headCount: 14 },
  );
