import type { TacticBoard, TacticBoardHeader } from '@courtside/domain';
import { makeAccessToken } from '../../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
export const BOARD_ID = '44444444-4444-4444-8444-444444444444';
export const NEW_BOARD_ID = '55555555-5555-4555-8555-555555555555';

export const loggedIn = {
  auth: {
    accessToken: makeAccessToken({
      id: OWNER_ID,
      name: 'Coach Carter',
      email: 'coach@example.com',
      roles: [],
    }),
  },
};

const page = {
  _id: '66666666-6666-4666-8666-666666666666',
  revision: 1,
  backgroundImage: { src: '/full-court.svg' as const },
  objects: [
    {
      type: 'circle',
      uuid: 'ball',
      radius: 10,
      fill: 'white',
      originX: 'center',
      originY: 'center',
      left: 600,
      top: 333,
    },
  ],
};

export function makeBoard(overrides: Partial<TacticBoard> = {}): TacticBoard {
  return {
    _id: BOARD_ID,
    name: 'Kick-off set piece',
    user: OWNER_ID,
    creator: 'Coach Carter',
    tags: ['offense'],
    isPrivate: false,
    description: 'Long pass to the wing.',
    coaching_points: '- sprint early',
    favorite: false,
    version: 3,
    pageCount: 2,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    pages: [page, { ...page, _id: '77777777-7777-4777-8777-777777777777' }],
    ...overrides,
  };
}

export function makeHeader(overrides: Partial<TacticBoardHeader> = {}): TacticBoardHeader {
  const { pages, ...board } = makeBoard();
  return { ...board, firstPage: pages[0] ?? null, ...overrides };
}

export const headerListOf = (boards: TacticBoardHeader[]) => ({
  tacticboards: boards,
  pagination: { page: 1, limit: 24, total: boards.length, pages: 1, exact: true },
});

export const OWNER_ACCESS = { hasAccess: true, type: 'owner', level: 'edit' } as const;
export const VIEW_ACCESS = { hasAccess: true, type: 'granted', level: 'view' } as const;
export const EDIT_ACCESS = { hasAccess: true, type: 'granted', level: 'edit' } as const;

type StubAnswer = { status: number; body?: unknown } | undefined;

/**
 * Answers the board ({@link makeBoard}), the caller's access to it and the board tags; `extra`
 * answers first, so a test can replace any of them or add calls.
 */
export function stubBoardApi(
  access: object,
  extra: (request: ApiRequest) => StubAnswer = () => undefined,
) {
  return stubApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === `/api/tacticboards/${BOARD_ID}/checkAccess`) {
      return { status: 200, body: access };
    }
    if (request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`) {
      return { status: 200, body: makeBoard() };
    }
    if (request.path === '/api/tags/tacticboards') return { status: 200, body: [] };
    return undefined;
  });
}
