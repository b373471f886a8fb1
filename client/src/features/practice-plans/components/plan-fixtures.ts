import type { PracticePlan, PracticePlanHeader } from '@courtside/domain';
import { makeAccessToken } from '../../../testing/render-with-providers.tsx';
import { OWNER_ID, servedPlan } from '../testing/served-plan.ts';

export { OWNER_ID };

// Test data for the plan screens: one Tuesday session with every kind of item.

export const PLAN_ID = '22222222-2222-4222-8222-222222222222';
export const NEW_PLAN_ID = '33333333-3333-4333-8333-333333333333';
export const PASSING_ID = '44444444-4444-4444-8444-444444444401';
export const BEATER_DRILL_ID = '44444444-4444-4444-8444-444444444402';
export const GONE_EXERCISE_ID = '44444444-4444-4444-8444-444444444403';
export const KICKOFF_BOARD_ID = '55555555-5555-4555-8555-555555555501';

const id = (n: number) => `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`;

const coach = { id: OWNER_ID, name: 'Coach Carter', email: 'coach@example.com', roles: [] };
/** The store of a session with the plan's owner logged in. */
export const loggedIn = { auth: { accessToken: makeAccessToken(coach) } };

/**
 * Warm-up 19:00–19:15 (an exercise, a note), main part 19:15–19:50 (three groups in parallel,
 * a break), game 19:50–20:20 (an exercise nobody can see any more): 80 minutes.
 */
export function makePlan(overrides: Partial<PracticePlan> = {}): PracticePlan {
  return servedPlan({
    _id: PLAN_ID,
    name: 'Tuesday training',
    description: 'Focus on **quick passes**.',
    tags: ['fitness'],
    date: '2026-03-03',
    startTime: '19:00',
    headCount: 14,
    plannedMinutes: 90,
    version: 4,
    createdAt: '2026-02-20T10:00:00.000Z',
    updatedAt: '2026-02-21T10:00:00.000Z',
    sections: [
      {
        _id: id(1),
        title: 'Warm-up',
        items: [
          { _id: id(2), kind: 'exercise', exerciseId: PASSING_ID, minutes: 15 },
          { _id: id(3), kind: 'text', text: 'Bring bibs', minutes: 0 },
        ],
      },
      {
        _id: id(4),
        title: 'Main part',
        items: [
          {
            _id: id(5),
            kind: 'parallel',
            groups: [
              {
                _id: id(6),
                label: 'Keepers and chasers',
                positions: ['keepers', 'chasers'],
                activity: { kind: 'exercise', exerciseId: PASSING_ID, minutes: 30 },
              },
              {
                _id: id(7),
                label: 'Beaters',
                positions: ['beaters'],
                activity: { kind: 'exercise', exerciseId: BEATER_DRILL_ID, minutes: 25 },
              },
              {
                _id: id(8),
                label: 'Seekers',
                positions: ['seekers'],
                activity: { kind: 'tacticboard', tacticboardId: KICKOFF_BOARD_ID, minutes: 20 },
              },
            ],
          },
          { _id: id(9), kind: 'break', minutes: 5, note: 'Drinks' },
        ],
      },
      {
        _id: id(10),
        title: 'Game',
        items: [{ _id: id(11), kind: 'exercise', exerciseId: GONE_EXERCISE_ID, minutes: 30 }],
      },
    ],
    unavailable: [GONE_EXERCISE_ID],
    referenced: {
      exercises: [
        {
          _id: PASSING_ID,
          name: 'Passing square',
          persons: 8,
          beaters: 0,
          chasers: 6,
          materials: ['Cones', 'Quaffles'],
          time: 15,
        },
        {
          _id: BEATER_DRILL_ID,
          name: 'Beater duel',
          persons: 4,
          beaters: 4,
          chasers: 0,
          materials: ['Dodgeballs', 'cones'],
          time: 20,
        },
      ],
      tacticboards: [{ _id: KICKOFF_BOARD_ID, name: 'Kick-off play' }],
    },
    ...overrides,
  });
}

export function makeHeader(overrides: Partial<PracticePlanHeader> = {}): PracticePlanHeader {
  const {
    sections: _sections,
    unavailable: _unavailable,
    referenced: _referenced,
    ...plan
  } = makePlan();
  return { ...plan, itemCount: 6, ...overrides };
}

export const planListOf = (practiceplans: PracticePlanHeader[]) => ({
  practiceplans,
  pagination: { page: 1, limit: 24, total: practiceplans.length, pages: 1, exact: true },
});
