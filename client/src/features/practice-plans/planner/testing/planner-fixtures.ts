import type { PlanGroup, PlanItem, PlanSection, PracticePlan } from '@courtside/domain';
import { OWNER_ID, planContent, servedPlan } from '../../testing/served-plan.ts';

// Builders for the planner's tests: valid UUIDs, numbered so a failing test names them plainly.

/** A valid version-4 UUID ending in `n`. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A fresh id per call, from a counter the test owns. */
export function idCounter(start = 1000) {
  let next = start;
  return () => uuid(next++);
}

export const PLAN_ID = uuid(1);
export const EXERCISE_A = uuid(501);
export const EXERCISE_B = uuid(502);
export const BOARD_A = uuid(601);

export const exerciseItem = (id: number, minutes = 10, exerciseId = EXERCISE_A): PlanItem => ({
  _id: uuid(id),
  kind: 'exercise',
  exerciseId,
  minutes,
});
export const breakItem = (id: number, minutes = 5, note?: string): PlanItem => ({
  _id: uuid(id),
  kind: 'break',
  minutes,
  ...(note === undefined ? {} : { note }),
});
export const textItem = (id: number, text: string, minutes = 0): PlanItem => ({
  _id: uuid(id),
  kind: 'text',
  text,
  minutes,
});
export const boardItem = (id: number, minutes = 10, tacticboardId = BOARD_A): PlanItem => ({
  _id: uuid(id),
  kind: 'tacticboard',
  tacticboardId,
  minutes,
});
export const group = (id: number, label: string, minutes = 10): PlanGroup => ({
  _id: uuid(id),
  label,
  positions: ['chasers'],
  activity: { kind: 'text', text: label, minutes },
});
export const parallelItem = (id: number, ...groups: PlanGroup[]): PlanItem => ({
  _id: uuid(id),
  kind: 'parallel',
  groups,
});
export const section = (id: number, title: string, items: PlanItem[] = []): PlanSection => ({
  _id: uuid(id),
  title,
  items,
});

/** The planner's content: a plan's own content, nothing filled in but what the test names. */
export const content = planContent;

/** A plan as GET /api/practice-plans/{id} answers. */
export function makePlan(overrides: Partial<PracticePlan> = {}): PracticePlan {
  return servedPlan({
    _id: PLAN_ID,
    name: 'Tuesday practice',
    description: '',
    tags: [],
    date: '2026-03-03',
    startTime: '19:00',
    headCount: 14,
    plannedMinutes: 30,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    sections: [
      section(11, 'Warm-up', [exerciseItem(21, 15), breakItem(22, 5, 'Water')]),
      section(12, 'Main part', [textItem(23, 'Explain the game', 5)]),
    ],
    unavailable: [],
    referenced: {
      exercises: [
        {
          _id: EXERCISE_A,
          name: 'Two on one',
          persons: 6,
          beaters: 2,
          chasers: 3,
          materials: ['cones'],
          time: 15,
        },
      ],
      tacticboards: [],
    },
    ...overrides,
  });
}

export { OWNER_ID };
