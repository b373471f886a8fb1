import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import {
  BOARD_ID,
  EDIT_ACCESS,
  OWNER_ACCESS,
  OWNER_ID,
  VIEW_ACCESS,
  loggedIn,
  makeBoard,
  stubBoardApi,
} from '../testing/board-fixtures.ts';
import type { TacticBoardItem } from '../api/tacticboards-api.ts';
import {
  TacticBoardProfilePage,
  type TacticBoardProfilePageProps,
} from './tacticboard-profile-page.tsx';

function renderProfile(
  language: 'en' | 'de' = 'en',
  props: TacticBoardProfilePageProps = {},
  session: 'coach' | 'visitor' = 'coach',
) {
  return renderWithProviders(<TacticBoardProfilePage {...props} />, {
    route: `/tacticboards/${BOARD_ID}`,
    path: '/tacticboards/:tacticBoardId',
    routes: [
      { path: '/tacticboards', element: <p>Board list</p> },
      { path: '/tacticboards/:tacticBoardId/update', element: <p>Board editor</p> },
    ],
    ...(session === 'coach' ? { preloadedState: loggedIn } : {}),
    language,
  });
}

/** Stands in for the route's lazy player: a region named after the board it was given. */
function fakePlayer() {
  const boards: TacticBoardItem[] = [];
  const renderPlayer = (board: TacticBoardItem) => {
    boards.push(board);
    return <div role="region" aria-label={`Player of ${board.name}`} />;
  };
  return { boards, renderPlayer };
}

describe('TacticBoardProfilePage', () => {
  it('shows the board with page thumbnails and every control to its owner', async () => {
    stubBoardApi(OWNER_ACCESS);
    await renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kick-off set piece' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kick-off set piece, page 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open editor' })).toHaveAttribute(
      'href',
      `/tacticboards/${BOARD_ID}/update`,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Private' })).not.toBeChecked();
  });

  it("writes a page's caption below its thumbnail, not over the court", async () => {
    const board = makeBoard();
    const [first, second] = board.pages;
    const pages = [{ ...first!, caption: 'Chaser 2 cuts' }, second!];
    stubBoardApi(OWNER_ACCESS, (request) =>
      request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`
        ? { status: 200, body: { ...board, pages } }
        : undefined,
    );
    await renderProfile();
    const caption = await screen.findByText('Chaser 2 cuts');
    const thumbnail = screen.getByRole('img', { name: 'Kick-off set piece, page 1' });
    expect(thumbnail).not.toContainElement(caption);
    expect(
      thumbnail.compareDocumentPosition(caption) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('writes the date of the last change the way the interface language does', async () => {
    stubBoardApi(OWNER_ACCESS);
    await renderProfile('de');
    expect(await screen.findByText('2.1.2026')).toBeInTheDocument();
  });

  it('renders coaching points as Markdown without interpreting raw HTML', async () => {
    stubApi((request) => {
      if (request.path === `/api/tacticboards/${BOARD_ID}/checkAccess`) {
        return { status: 200, body: VIEW_ACCESS };
      }
      if (request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`) {
        return {
          status: 200,
          body: {
            ...makeBoard(),
            coaching_points: '- **sprint** early\n\n<img src=x onerror=alert(1)>',
          },
        };
      }
      return undefined;
    });
    const { container } = await renderProfile();
    const emphasis = await screen.findByText('sprint');
    expect(emphasis.tagName).toBe('STRONG');
    expect(emphasis.closest('li')).toHaveTextContent('sprint early');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows no edit controls for view access, but duplicate and favorite', async () => {
    stubBoardApi(VIEW_ACCESS);
    await renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Kick-off set piece' });
    expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    // Give the access answer time to arrive before asserting absence.
    await waitFor(() => expect(screen.getByRole('link', { name: 'offense' })).toBeInTheDocument());
    for (const name of ['Share', 'Delete', 'Rename', 'Edit description']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Open editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Private' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add tags' })).not.toBeInTheDocument();
  });

  it("names a copy in the coach's language and opens it", async () => {
    const copyId = '0f6c5e55-1d8b-4c1f-9a3e-7c2b1d0e9f8a';
    const requests = stubBoardApi(VIEW_ACCESS, (request) =>
      request.method === 'POST' && request.path.endsWith('/duplicate')
        ? {
            status: 201,
            body: { ...makeBoard(), _id: copyId, name: 'Kopie von Kick-off set piece' },
          }
        : undefined,
    );
    const { user } = await renderWithProviders(<TacticBoardProfilePage />, {
      route: `/tacticboards/${BOARD_ID}`,
      path: '/tacticboards/:tacticBoardId',
      routes: [{ path: `/tacticboards/${copyId}`, element: <p>The copy</p> }],
      preloadedState: loggedIn,
      language: 'de',
    });
    await user.click(await screen.findByRole('button', { name: 'Duplizieren' }));
    expect(await screen.findByText('The copy')).toBeInTheDocument();
    const duplicate = requests.find((request) => request.path.endsWith('/duplicate'));
    expect(duplicate?.body).toEqual({ name: 'Kopie von Kick-off set piece' });
  });

  it('lets an edit grantee edit the board but not change who can see it', async () => {
    stubBoardApi(EDIT_ACCESS);
    await renderProfile();
    expect(await screen.findByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Add tags' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Private' })).not.toBeInTheDocument();
  });

  it('renames with the loaded version and offers a reload on 409', async () => {
    const requests = stubBoardApi(OWNER_ACCESS, ({ method }) =>
      method === 'PATCH' ? { status: 409, body: { message: 'stale' } } : undefined,
    );
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Quick restart');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Someone else changed this board/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Quick restart',
      version: 3,
    });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('asks before leaving a changed text unsaved, and keeps it when the coach stays', async () => {
    stubBoardApi(OWNER_ACCESS);
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit coaching points' }));
    const field = screen.getByRole('textbox', { name: 'Coaching points' });
    await user.clear(field);
    await user.type(field, 'Keep the hoops covered');

    await user.click(screen.getByRole('link', { name: 'Open editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(await screen.findByRole('textbox', { name: 'Coaching points' })).toHaveValue(
      'Keep the hoops covered',
    );

    await user.click(screen.getByRole('link', { name: 'Open editor' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Board editor')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes to the list', async () => {
    const requests = stubBoardApi(OWNER_ACCESS, ({ method }) =>
      method === 'DELETE' ? { status: 204 } : undefined,
    );
    const { user, router } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tactic board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Board list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tacticboards');
    expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith(BOARD_ID))).toBe(true);
  });

  it('names the exercises that keep a board from being deleted', async () => {
    stubBoardApi(OWNER_ACCESS, ({ method }) =>
      method === 'DELETE'
        ? {
            status: 400,
            body: {
              message: 'The tactic board cannot be deleted while exercises use it: Two on one',
              details: { exercises: [{ _id: OWNER_ID, name: 'Two on one' }] },
            },
          }
        : undefined,
    );
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tactic board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'The board cannot be deleted while exercises use it: Two on one',
      ),
    ).toBeInTheDocument();
  });

  it('shows a visitor the player the route supplies, above the page thumbnails', async () => {
    stubBoardApi({ hasAccess: true, type: 'public', level: 'view' });
    const { boards, renderPlayer } = fakePlayer();
    await renderProfile('en', { renderPlayer }, 'visitor');
    const section = await screen.findByRole('region', { name: 'Animation' });
    const player = within(section).getByRole('region', { name: 'Player of Kick-off set piece' });
    expect(boards.at(-1)?.pages).toHaveLength(2);
    const thumbnail = screen.getByRole('img', { name: 'Kick-off set piece, page 1' });
    expect(player.compareDocumentPosition(thumbnail) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
  });

  it('shows no player for a board without pages', async () => {
    stubBoardApi(OWNER_ACCESS, ({ method, path }) =>
      method === 'GET' && path === `/api/tacticboards/${BOARD_ID}`
        ? { status: 200, body: makeBoard({ pages: [], pageCount: 0 }) }
        : undefined,
    );
    const { boards, renderPlayer } = fakePlayer();
    await renderProfile('en', { renderPlayer });
    await screen.findByRole('heading', { level: 1, name: 'Kick-off set piece' });
    expect(screen.queryByRole('region', { name: 'Animation' })).not.toBeInTheDocument();
    expect(boards).toHaveLength(0);
  });

  it.each([
    ['en', 'An error occurred while loading tactic board.'],
    ['de', 'Beim Laden der Taktik Tafel ist ein Fehler aufgetreten.'],
  ] as const)('says so in %s when the board does not exist', async (language, text) => {
    stubApi(() => ({ status: 404, body: { message: 'Not found' } }));
    await renderProfile(language);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
