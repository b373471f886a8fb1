import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCanvasKit } from '../../features/board-editor/testing/fake-board-canvas.ts';
import { FakeScheduler } from '../../features/board-editor/testing/fake-scheduler.ts';
import { DRAFTING_BOARD_KEY } from '../../features/drafting-board/board-outline.ts';
import {
  NEW_BOARD_ID,
  loggedIn,
  makeBoard,
} from '../../features/tacticboards/testing/board-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { DraftingBoardScreen } from './drafting-board-screen.tsx';

function NewBoardEditor() {
  const { tacticBoardId } = useParams();
  return <p>{`Editor of ${tacticBoardId}`}</p>;
}

const twoPages = {
  pages: ['p1', 'p2'].map((id) => ({
    id,
    data: {
      version: PAGE_SCHEMA_VERSION,
      objects: [{ type: 'circle', uuid: `c-${id}`, radius: 5, left: 10, top: 20 }],
      backgroundImage: { src: '/half-court.svg' },
    },
  })),
};

async function renderScreen(options: { signedIn: boolean; language?: 'de' }) {
  const canvas = fakeCanvasKit();
  const view = await renderWithProviders(
    <DraftingBoardScreen canvasKit={canvas.kit} scheduler={new FakeScheduler()} />,
    {
      route: '/drafting-board',
      routes: [{ path: '/tacticboards/:tacticBoardId/update', element: <NewBoardEditor /> }],
      preloadedState: options.signedIn ? loggedIn : undefined,
      language: options.language,
    },
  );
  await screen.findByRole('button', { name: /^(Page|Seite) 1$/, current: 'page' });
  return { ...view, canvas };
}

beforeEach(() => localStorage.setItem(DRAFTING_BOARD_KEY, JSON.stringify(twoPages)));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('drafting board: save as new board', () => {
  it('is not offered to a visitor without an account', async () => {
    await renderScreen({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Clear drafting board' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as new board' })).not.toBeInTheDocument();
  });

  it('creates a board of all pages with the given name, then opens it', async () => {
    const requests = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/tacticboards'
        ? { status: 201, body: makeBoard({ _id: NEW_BOARD_ID, name: 'Kick-off ideas' }) }
        : undefined,
    );
    const { user } = await renderScreen({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Save as new board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new tactic board' });
    expect(dialog).toHaveTextContent('All 2 pages of the drafting board');
    const name = within(dialog).getByRole('textbox', { name: /Name of the board/ });
    expect((name as HTMLInputElement).value).toMatch(/^Drafting board \S/);

    // The name is required.
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save board' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(name, '  Kick-off ideas ');
    await user.click(within(dialog).getByRole('button', { name: 'Save board' }));
    expect(await screen.findByText(`Editor of ${NEW_BOARD_ID}`)).toBeInTheDocument();
    const created = requests.filter((r) => r.method === 'POST' && r.path === '/api/tacticboards');
    expect(created).toHaveLength(1);
    const body = created[0]?.body as {
      name: string;
      pages: Array<{ objects: Array<{ uuid: string }>; backgroundImage: { src: string } }>;
    };
    expect(body.name).toBe('Kick-off ideas');
    expect(body.pages.map((page) => page.objects.map((object) => object.uuid))).toEqual([
      ['c-p1'],
      ['c-p2'],
    ]);
    expect(body.pages[0]?.backgroundImage.src).toBe('/half-court.svg');
    // The drafting board stays in this browser.
    expect(localStorage.getItem(DRAFTING_BOARD_KEY)).toContain('c-p2');
  });

  it('shows a failure, keeps the drafting board and the dialog, and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    stubApi(({ method, path }) => {
      if (method !== 'POST' || path !== '/api/tacticboards') return undefined;
      if (fail) return { status: 413, body: { message: 'Page too large' } };
      return { status: 201, body: makeBoard({ _id: NEW_BOARD_ID }) };
    });
    const { user } = await renderScreen({ signedIn: true });
    const before = localStorage.getItem(DRAFTING_BOARD_KEY);
    await user.click(screen.getByRole('button', { name: 'Save as new board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new tactic board' });
    await user.click(within(dialog).getByRole('button', { name: 'Save board' }));
    expect(
      await within(dialog).findByText('The drafting board is too large to save as one board.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(DRAFTING_BOARD_KEY)).toBe(before);
    expect(within(dialog).getByRole('textbox', { name: /Name of the board/ })).toBeEnabled();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save board' }));
    await waitFor(() => expect(screen.getByText(`Editor of ${NEW_BOARD_ID}`)).toBeInTheDocument());
  });

  it('speaks German', async () => {
    const { user } = await renderScreen({ signedIn: true, language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Als neue Tafel speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als neue Taktik Tafel speichern' });
    const name = within(dialog).getByRole('textbox', { name: /Name der Tafel/ });
    expect((name as HTMLInputElement).value).toMatch(/^Entwurfstafel \S/);
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
