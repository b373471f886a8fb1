import type { PracticePlan } from '@courtside/domain';
import { OWNER_ID, servedPlan } from '../../testing/served-plan.ts';

// One plan with every kind of item, for the pitch view's and the print sheet's tests.

export const PLAN_ID = '70000000-0000-4000-8000-000000000001';
export const EXERCISE_PASSING = '72000000-0000-4000-8000-000000000001';
export const EXERCISE_DUELS = '72000000-0000-4000-8000-000000000002';
export const EXERCISE_GONE = '72000000-0000-4000-8000-000000000003';
export const BOARD_ZONE = '73000000-0000-4000-8000-000000000001';

const id = (n: number) => `71000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ITEM_IDS = {
  passing: id(11),
  water: id(12),
  parallel: id(21),
  beatersGroup: id(22),
  chasersGroup: id(23),
  seekersGroup: id(24),
  gone: id(31),
  bibs: id(32),
} as const;

export function makePitchPlan(overrides: Partial<PracticePlan> = {}): PracticePlan {
  return servedPlan({
    _id: PLAN_ID,
    name: 'Tuesday practice',
    description: '',
    tags: [],
    date: '2026-03-10',
    startTime: '19:00',
    headCount: 14,
    plannedMinutes: 55,
    sections: [
      {
        _id: id(1),
        title: 'Warm-up',
        items: [
          { _id: ITEM_IDS.passing, kind: 'exercise', exerciseId: EXERCISE_PASSING, minutes: 10 },
          { _id: ITEM_IDS.water, kind: 'break', minutes: 5, note: 'Water' },
        ],
      },
      {
        _id: id(2),
        title: 'Main part',
        items: [
          {
            _id: ITEM_IDS.parallel,
            kind: 'parallel',
            groups: [
              {
                _id: ITEM_IDS.beatersGroup,
                label: 'Beater corner',
                positions: ['beaters'],
                activity: { kind: 'exercise', exerciseId: EXERCISE_DUELS, minutes: 15 },
              },
              {
                _id: ITEM_IDS.chasersGroup,
                label: 'Quaffle team',
                positions: ['chasers', 'keepers'],
                activity: { kind: 'tacticboard', tacticboardId: BOARD_ZONE, minutes: 20 },
              },
              {
                _id: ITEM_IDS.seekersGroup,
                label: 'Seeker pair',
                positions: ['seekers'],
                activity: { kind: 'text', text: 'Seeker grabs at the wall', minutes: 10 },
              },
            ],
          },
        ],
      },
      {
        _id: id(3),
        title: 'Game',
        items: [
          { _id: ITEM_IDS.gone, kind: 'exercise', exerciseId: EXERCISE_GONE, minutes: 20 },
          { _id: ITEM_IDS.bibs, kind: 'text', text: 'Bring bibs', minutes: 5 },
        ],
      },
    ],
    unavailable: [EXERCISE_GONE],
    referenced: {
      exercises: [
        {
          _id: EXERCISE_PASSING,
          name: 'Passing square',
          persons: 8,
          beaters: 0,
          chasers: 8,
          materials: ['cones', 'quaffles'],
          time: 10,
        },
        {
          _id: EXERCISE_DUELS,
          name: 'Beater duels',
          persons: 4,
          beaters: 4,
          chasers: 0,
          materials: ['bludgers', 'Cones'],
          time: 15,
        },
      ],
      tacticboards: [{ _id: BOARD_ZONE, name: 'Zone defence' }],
    },
    ...overrides,
  });
}

export { OWNER_ID };
