import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import {
  NEW_BOARD_ID,
  headerListOf,
  loggedIn,
  makeBoard,
  makeHeader,
} from '../testing/board-fixtures.ts';
import { TacticBoardListPage } from './tacticboard-list-page.tsx';

function BoardScreen() {
  const { tacticBoardId } = useParams();
  return <p>{`Board ${tacticBoardId}`}</p>;
}

function renderList(route: string, options: { loggedIn?: boolean } = {}) {
  return renderWithProviders(<TacticBoardListPage />, {
    route,
    path: '/tacticboards',
    routes: [{ path: '/tacticboards/:tacticBoardId', element: <BoardScreen /> }],
    preloadedState: options.loggedIn ? loggedIn : undefined,
  });
}

const listRequests = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/tacticboards/header');

describe('TacticBoardListPage', () => {
  it('asks the API exactly what the address says and previews each board', async () => {
    const requests = stubApi(({ path }) =>
      path === '/api/tacticboards/header'
        ? { status: 200, body: headerListOf([makeHeader({ isPrivate: true })]) }
        : path === '/api/tags/tacticboards'
          ? { status: 200, body: ['offense', 'defense'] }
          : undefined,
    );
    await renderList(
      '/tacticboards?name%5Bregex%5D=kick&tags%5Bin%5D=offense&private=true&sortBy=name&sortOrder=desc',
      { loggedIn: true },
    );

    const results = await screen.findByRole('list', { name: 'Tactic boards' });
    expect(within(results).getByRole('link', { name: /Kick-off set piece/ })).toBeInTheDocument();
    expect(
      within(results).getByRole('img', { name: 'Kick-off set piece, page 1' }),
    ).toBeInTheDocument();
    expect(within(results).getByRole('img', { name: 'Private' })).toBeInTheDocument();
    expect(screen.getByText('1 tactic board')).toBeInTheDocument();
    expect(listRequests(requests)[0]?.query).toEqual({
      'name[regex]': 'kick',
      'name[options]': 'i',
      'tags[in]': 'offense',
      sortBy: 'name',
      sortOrder: 'desc',
      private: 'true',
      limit: '24',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('kick');
    expect(screen.getByRole('switch', { name: 'Private only' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'offense' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by a tag chip and writes it into the address', async () => {
    const requests = stubApi(({ path }) =>
      path === '/api/tacticboards/header'
        ? { status: 200, body: headerListOf([makeHeader()]) }
        : path === '/api/tags/tacticboards'
          ? { status: 200, body: ['offense', 'defense'] }
          : undefined,
    );
    const { user, router } = await renderList('/tacticboards');
    await user.click(await screen.findByRole('button', { name: 'defense' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.query['tags[in]']).toBe('defense'));
    expect(new URLSearchParams(router.state.location.search).get('tags[in]')).toBe('defense');
  });

  it('creates a board with name and court from the dialog and opens it', async () => {
    const requests = stubApi(({ method, path }) => {
      if (path === '/api/tacticboards/header') return { status: 200, body: headerListOf([]) };
      if (path === '/api/tags/tacticboards') return { status: 200, body: [] };
      if (method === 'POST' && path === '/api/tacticboards') {
        return { status: 201, body: makeBoard({ _id: NEW_BOARD_ID, name: 'Press break' }) };
      }
      return undefined;
    });
    const { user, router } = await renderList('/tacticboards', { loggedIn: true });
    expect(await screen.findByText('No tactic boards yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Tactic Board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tactic Board' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please fill in this field.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Press break ');
    await user.click(within(dialog).getByRole('radio', { name: 'Half court' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(`Board ${NEW_BOARD_ID}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tacticboards/${NEW_BOARD_ID}`);
    const created = requests.find((r) => r.method === 'POST');
    expect(created?.body).toEqual({ name: 'Press break', background: '/half-court.svg' });
  });

  it('opens the add dialog for ?new=1 and cancels it', async () => {
    stubApi(({ path }) =>
      path === '/api/tacticboards/header'
        ? { status: 200, body: headerListOf([makeHeader()]) }
        : path === '/api/tags/tacticboards'
          ? { status: 200, body: [] }
          : undefined,
    );
    const { user, router } = await renderList('/tacticboards?new=1', { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Tactic Board' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers to clear filters when nothing matches', async () => {
    stubApi(({ path }) =>
      path === '/api/tacticboards/header'
        ? { status: 200, body: headerListOf([]) }
        : path === '/api/tags/tacticboards'
          ? { status: 200, body: [] }
          : undefined,
    );
    const { user, router } = await renderList('/tacticboards?name%5Bregex%5D=zzz');
    expect(await screen.findByText('No tactic boards match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
