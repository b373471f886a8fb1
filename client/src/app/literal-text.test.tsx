import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import de from '../locales/de/translation.json';
import boardEditorDe from '../features/board-editor/locales/de.json';
import tacticboardsDe from '../features/tacticboards/locales/de.json';
import {
  jsonResponse,
  makeAccessToken,
  renderWithProviders,
  stubFetch,
} from '../testing/render-with-providers.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { Component as DashboardRoute } from './routes/dashboard-route.tsx';
import { Component as DraftingBoardRoute } from './routes/drafting-board-route.tsx';
import { Component as NotFoundRoute } from './routes/not-found-route.tsx';
import { Component as BoardEditorRoute } from './routes/tacticboard-editor-route.tsx';
import { Component as BoardListRoute } from './routes/tacticboard-list-route.tsx';
import { Component as BoardProfileRoute } from './routes/tacticboard-profile-route.tsx';
import { Component as TestComponentsRoute } from './routes/test-components-route.tsx';
import { Component as UserProfileRoute } from './routes/user-profile-route.tsx';

// jsdom has no 2D canvas for fabric; the editor screen draws on the in-memory fake instead.
vi.mock('../features/board-editor/canvas/fabric-board-canvas.ts', async () => {
  const { FakeBoardCanvas } = await import('../features/board-editor/testing/fake-board-canvas.ts');
  return {
    createFabricBoardCanvas: (...args: ConstructorParameters<typeof FakeBoardCanvas>) =>
      new FakeBoardCanvas(...args),
    preloadCourt: () => undefined,
  };
});

/**
 * Renders the shell's screens with i18next in `cimode`, where t() returns the key itself. Any
 * text on screen that is neither a known key nor the test's own data was written into a
 * component instead of the resource files, and fails the test.
 */
function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, entry]) =>
    flatten(entry, prefix ? `${prefix}.${key}` : key),
  );
}

// Feature namespaces count too; plural keys are called by their base name.
const KEYS = new Set(
  [...flatten(de), ...flatten(tacticboardsDe), ...flatten(boardEditorDe)].map((key) =>
    key.replace(/_(one|other)$/, ''),
  ),
);
const USER_ID = '7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f';
const DATA = new Set([
  'Coach Carter',
  'coach@example.com',
  'coach',
  'Beater drill',
  'e2e',
  'DE',
  'EN',
]);
const token = makeAccessToken({
  id: USER_ID,
  name: 'Coach Carter',
  email: 'coach@example.com',
  roles: ['coach'],
});

function respond(request: { path: string }) {
  if (request.path === '/api/auth/refresh') return jsonResponse(200, { accessToken: token });
  if (request.path.startsWith('/api/users/')) {
    return jsonResponse(200, {
      _id: USER_ID,
      name: 'Coach Carter',
      email: 'coach@example.com',
      roles: ['coach'],
      emailVerified: true,
      createdAt: '2024-05-01T10:00:00Z',
    });
  }
  if (request.path === '/api/tags/tacticboards') return jsonResponse(200, ['e2e']);
  if (request.path === '/api/tacticboards/b1/checkAccess') {
    return jsonResponse(200, { hasAccess: true, type: 'owner', level: 'edit' });
  }
  if (request.path === '/api/tacticboards/b1') {
    return jsonResponse(200, {
      _id: 'b1',
      name: 'Beater drill',
      user: USER_ID,
      creator: 'Coach Carter',
      tags: ['e2e'],
      isPrivate: true,
      description: '',
      coaching_points: '',
      favorite: false,
      version: 1,
      pageCount: 1,
      createdAt: '2024-05-01T10:00:00Z',
      updatedAt: '2024-05-01T10:00:00Z',
      pages: [{ _id: 'p1', revision: 1, backgroundImage: { src: '/full-court.svg' }, objects: [] }],
    });
  }
  if (request.path.includes('tacticboards')) {
    return jsonResponse(200, {
      tacticboards: [],
      pagination: { page: 1, limit: 5, total: 0, pages: 0 },
    });
  }
  if (request.path === '/api/practice-plans') {
    return jsonResponse(200, {
      practiceplans: [],
      pagination: { page: 1, limit: 5, total: 0, pages: 0 },
    });
  }
  return jsonResponse(200, {
    exercises: [{ _id: 'e1', name: 'Beater drill', tags: ['e2e'] }],
    pagination: { page: 1, limit: 5, total: 1, pages: 1 },
  });
}

/** Every visible text and accessible label in the document that is not a key or data. */
function strayTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '' && !/^[\s\p{P}\p{S}\d]+$/u.test(text))
    .filter(
      (text) => !KEYS.has(text) && !DATA.has(text) && !/^\d{1,2}[./]\d{1,2}[./]\d{4}$/.test(text),
    );
}

const screens: Array<[string, () => ReactElement, string, string]> = [
  ['root layout', () => <RootLayout />, '/', '/*'],
  ['dashboard', () => <DashboardRoute />, '/', '/'],
  ['not found', () => <NotFoundRoute />, '/nope', '/nope'],
  ['drafting board', () => <DraftingBoardRoute />, '/drafting-board', '/drafting-board'],
  ['board list', () => <BoardListRoute />, '/tacticboards', '/tacticboards'],
  [
    'board profile',
    () => <BoardProfileRoute />,
    '/tacticboards/b1',
    '/tacticboards/:tacticBoardId',
  ],
  [
    'board editor',
    () => <BoardEditorRoute />,
    '/tacticboards/b1/update',
    '/tacticboards/:tacticBoardId/update',
  ],
  ['test components', () => <TestComponentsRoute />, '/test-components', '/test-components'],
  ['user profile', () => <UserProfileRoute />, `/users/${USER_ID}`, '/users/:userId'],
];

describe('no literal text outside the resources', () => {
  // Awaited: the English texts load on demand, and a change still on its way when the next test
  // file (which shares this i18n instance) sets its own language would switch it back midway.
  afterEach(() => i18n.changeLanguage('en'));

  it.each(screens)('%s renders only translated texts', async (_name, ui, route, path) => {
    stubFetch(respond);
    await renderWithProviders(ui(), {
      route,
      path,
      preloadedState: { auth: { accessToken: token } },
    });
    await i18n.changeLanguage('cimode');
    // Let lazy parts and queries settle.
    await screen.findAllByText(/\w/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strayTexts()).toEqual([]);
  });

  it('would catch a literal', async () => {
    stubFetch(respond);
    await renderWithProviders(<p>{'Hard-coded words'}</p>, { route: '/' });
    await i18n.changeLanguage('cimode');
    expect(strayTexts()).toEqual(['Hard-coded words']);
  });

  it.each([['de'], ['en']] as const)('every key the screens use exists in %s', async (language) => {
    const missing: string[] = [];
    const handler = (_lngs: readonly string[], _ns: string, key: string) => missing.push(key);
    i18n.options.saveMissing = true;
    i18n.on('missingKey', handler);
    try {
      for (const [, ui, route, path] of screens) {
        stubFetch(respond);
        const view = await renderWithProviders(ui(), {
          route,
          path,
          language,
          preloadedState: { auth: { accessToken: token } },
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        view.unmount();
        vi.unstubAllGlobals();
      }
    } finally {
      i18n.off('missingKey', handler);
      i18n.options.saveMissing = false;
    }
    expect(missing).toEqual([]);
  });
});
