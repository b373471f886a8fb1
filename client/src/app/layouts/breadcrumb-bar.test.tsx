import { cleanup, render, screen, within } from '@testing-library/react';
import { Outlet, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { jsonResponse, makeAccessToken, stubFetch } from '../../testing/render-with-providers.tsx';
import { AppProvider } from '../provider.tsx';
import { makeStore } from '../store.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';

const makeTree = (sessionPending: boolean) => [
  {
    path: '/',
    handle: { type: 'layout' },
    element: (
      <>
        <BreadcrumbBar sessionPending={sessionPending} />
        <Outlet />
      </>
    ),
    children: [
      { index: true, handle: { type: 'dashboard' }, element: null },
      {
        path: 'exercises',
        handle: { type: 'exercises' },
        children: [
          { index: true, element: null },
          {
            path: ':exerciseId',
            handle: { type: 'exercise' },
            children: [
              { index: true, element: null },
              { path: 'update', handle: { type: 'updateExercise' }, element: null },
            ],
          },
        ],
      },
      {
        path: 'tacticboards/:tacticBoardId',
        handle: { type: 'tacticBoard' },
        children: [
          { index: true, element: null },
          { path: 'update', handle: { type: 'updateTacticBoard' }, element: null },
        ],
      },
    ],
  },
];

async function renderAt(
  path: string,
  language: 'de' | 'en' = 'en',
  sessionPending = false,
  loggedIn = false,
) {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(makeTree(sessionPending), { initialEntries: [path] });
  const accessToken = loggedIn ? makeAccessToken({ sub: 'u1', name: 'Coach' }) : null;
  render(<AppProvider store={makeStore({ auth: { accessToken } })} router={router} />);
  return screen.findByRole('navigation', {
    name: language === 'en' ? 'Breadcrumb' : 'Brotkrümelnavigation',
  });
}

describe('BreadcrumbBar', () => {
  it('shows the exercise name after a skeleton; earlier crumbs link, the last is plain', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async () => {
      await gate;
      return jsonResponse(200, { _id: 'e1', name: 'Beater drill' });
    });
    const bar = await renderAt('/exercises/e1/update');

    expect(within(bar).getByTestId('crumb-skeleton')).toBeInTheDocument();
    // A link holding only the skeleton still has a name.
    expect(within(bar).getByRole('link', { name: 'Loading …' })).toHaveAttribute(
      'href',
      '/exercises/e1',
    );
    release();
    expect(await within(bar).findByRole('link', { name: 'Beater drill' })).toHaveAttribute(
      'href',
      '/exercises/e1',
    );
    expect(within(bar).getByRole('link', { name: 'Exercises' })).toHaveAttribute(
      'href',
      '/exercises',
    );
    const last = within(bar).getByText('edit');
    expect(last.closest('a')).toBeNull();
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(within(bar).queryByTestId('crumb-skeleton')).not.toBeInTheDocument();
  });

  it("falls back to 'exercise' when the exercise has no name", async () => {
    stubFetch(() => jsonResponse(404, { message: 'Not found' }));
    const bar = await renderAt('/exercises/e2');
    expect(await within(bar).findByText('exercise')).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getAllByRole('listitem')).toHaveLength(2);
  });

  it('waits for the start-up session check before looking a name up', async () => {
    const requests = stubFetch(() => jsonResponse(200, { _id: 'b1', name: 'Zone defence' }));
    const bar = await renderAt('/tacticboards/b1', 'en', true);
    expect(within(bar).getByTestId('crumb-skeleton')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('translates the labels (German) and names the board', async () => {
    stubFetch(() => jsonResponse(200, { _id: 'b1', name: 'Zone defence' }));
    const bar = await renderAt('/tacticboards/b1', 'de');
    expect(await within(bar).findByText('Zone defence')).toBeInTheDocument();
  });

  it.each([
    { level: 'edit', en: 'Edit Tactic Board', de: 'Taktik Tafel bearbeiten' },
    { level: 'view', en: 'View Tactic Board', de: 'Taktik Tafel ansehen' },
  ])('names the editor by what the user may do there ($level)', async ({ level, en, de }) => {
    stubFetch((request) =>
      request.path.endsWith('/checkAccess')
        ? jsonResponse(200, {
            hasAccess: true,
            type: level === 'edit' ? 'owner' : 'granted',
            level,
          })
        : jsonResponse(200, { _id: 'b1', name: 'Zone defence' }),
    );
    const bar = await renderAt('/tacticboards/b1/update', 'en', false, true);
    expect(await within(bar).findByText(en)).toHaveAttribute('aria-current', 'page');
    cleanup();
    const german = await renderAt('/tacticboards/b1/update', 'de', false, true);
    expect(await within(german).findByText(de)).toHaveAttribute('aria-current', 'page');
  });

  it('offers a visitor the board to view, not to edit', async () => {
    const requests = stubFetch(() => jsonResponse(200, { _id: 'b1', name: 'Zone defence' }));
    const bar = await renderAt('/tacticboards/b1/update');
    expect(await within(bar).findByText('View Tactic Board')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/checkAccess'))).toBe(false);
  });

  it('shows a German label for a plain crumb', async () => {
    stubFetch(() => jsonResponse(500));
    const list = await renderAt('/exercises', 'de');
    expect(within(list).getByText('Übungen')).toHaveAttribute('aria-current', 'page');
  });

  it('hides the layout: the start page shows only Dashboard', async () => {
    stubFetch(() => jsonResponse(500));
    const bar = await renderAt('/');
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard']);
  });
});
