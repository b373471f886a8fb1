import type { Exercise } from '@courtside/domain';
import { makeAccessToken } from '../../../testing/render-with-providers.tsx';

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
export const EXERCISE_ID = '22222222-2222-4222-8222-222222222222';

export const ownerToken = makeAccessToken({
  id: OWNER_ID,
  name: 'Coach Carter',
  email: 'coach@example.com',
  roles: [],
});

export const loggedIn = { auth: { accessToken: ownerToken } };

export function makeExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    _id: EXERCISE_ID,
    name: 'Two on one',
    persons: 6,
    beaters: 2,
    chasers: 3,
    time_min: 15,
    tags: ['warm-up'],
    materials: ['cones'],
    description_blocks: [
      {
        _id: '33333333-3333-4333-8333-333333333333',
        description: 'Pass **quickly**',
        coaching_points: '- eyes up',
        video_url: '',
        tactics_board: null,
        time_min: 15,
      },
    ],
    related_to: [],
    user: OWNER_ID,
    creator: 'Coach Carter',
    favorite: false,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const listOf = (exercises: Exercise[], page = 1, pages = 1) => ({
  exercises,
  pagination: { page, limit: 24, total: exercises.length, pages, exact: true },
});

export { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';
