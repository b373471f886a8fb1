import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCanvasKit } from '../../features/board-editor/testing/fake-board-canvas.ts';
import {
  BOARD_ID,
  OWNER_ACCESS,
  VIEW_ACCESS,
  loggedIn,
  makeBoard,
  stubBoardApi,
} from '../../features/tacticboards/testing/board-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { TacticBoardEditorScreen } from './tacticboard-editor-screen.tsx';

/** The tab hidden or shown again, as the browser tells the page. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function renderScreen() {
  const canvas = fakeCanvasKit();
  const view = await renderWithProviders(<TacticBoardEditorScreen canvasKit={canvas.kit} />, {
    route: `/tacticboards/${BOARD_ID}/update`,
    path: '/tacticboards/:tacticBoardId/update',
    routes: [{ path: '/tacticboards', element: <p>Board list</p> }],
    preloadedState: loggedIn,
  });
  await screen.findByRole('heading', { level: 1, name: 'Kick-off set piece' });
  return { ...view, canvas };
}

describe('TacticBoardEditorScreen', () => {
  it('saves the page with the revision it read, then with the one the server returned', async () => {
    const board = makeBoard();
    const pageId = board.pages[0]?._id ?? '';
    let revision = board.pages[0]?.revision ?? 1;
    const requests = stubBoardApi(OWNER_ACCESS, (request) => {
      if (request.method !== 'PATCH') return undefined;
      revision += 1;
      return { status: 200, body: { ...(request.body as object), _id: pageId, revision } };
    });
    const { user, canvas } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const saves = requests.filter((request) => request.method === 'PATCH');
    expect(saves.map((request) => request.path)).toEqual([
      `/api/tacticboards/${BOARD_ID}/pages/${pageId}`,
      `/api/tacticboards/${BOARD_ID}/pages/${pageId}`,
    ]);
    expect(saves.map((request) => (request.body as { revision: number }).revision)).toEqual([1, 2]);
    expect((saves[0]?.body as { objects: unknown[] }).objects).toEqual(
      canvas.live().toPage().objects,
    );
  });

  /** Edits and saves against a server that answers the save with a 409 of these details. */
  async function saveIntoConflict(details: Record<string, unknown>, dialogName: string) {
    stubBoardApi(OWNER_ACCESS, (request) =>
      request.method === 'PATCH'
        ? { status: 409, body: { message: 'revision: stale', details } }
        : undefined,
    );
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    return screen.findByRole('dialog', { name: dialogName });
  }
  const conflictDetails = { currentRevision: 3, savedAt: '2026-11-25T09:41:00Z', savedBy: 'Robin' };
  const savedAt = () => new Date('2026-11-25T09:41:00Z').toLocaleTimeString();

  it('says when the page was changed by someone else (409)', async () => {
    const dialog = await saveIntoConflict(conflictDetails, 'This page was changed by someone else');
    expect(dialog).toHaveTextContent(
      `Robin saved this page at ${savedAt()} while you were editing it`,
    );
    for (const choice of ['Load theirs', 'Keep mine', 'Keep both']) {
      expect(within(dialog).getByRole('button', { name: choice })).toBeEnabled();
    }
    // Behind the modal dialog, so hidden from the accessibility tree for now.
    expect(screen.getByRole('status', { name: 'Save status', hidden: true })).toHaveTextContent(
      'Saved elsewhere in between',
    );
  });

  it('says so when the coach saved the page in another tab (409 saved by the caller)', async () => {
    const dialog = await saveIntoConflict(
      { ...conflictDetails, savedByYou: true },
      'This page was changed in another tab',
    );
    expect(dialog).toHaveTextContent(
      `You saved this page in another tab or window at ${savedAt()} while you were editing it here`,
    );
    expect(dialog).not.toHaveTextContent('Robin');
  });

  it('deletes the board after confirming and goes to the list', async () => {
    const requests = stubBoardApi(OWNER_ACCESS, (request) =>
      request.method === 'DELETE' ? { status: 204 } : undefined,
    );
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete board' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Board list')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('asks for the board before it draws the editor, and fetches it once', async () => {
    const canvasesAtRequest: number[] = [];
    const requests = stubBoardApi(OWNER_ACCESS, (request) => {
      if (request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`) {
        canvasesAtRequest.push(document.querySelectorAll('canvas').length);
      }
      return undefined;
    });
    const { canvas } = await renderScreen();
    // The editor's canvas came after the request, not before it.
    expect(canvasesAtRequest).toEqual([0]);
    await waitFor(() => expect(canvas.live().toPage().objects.length).toBeGreaterThan(0));
    expect(
      requests.filter((request) => request.path === `/api/tacticboards/${BOARD_ID}`),
    ).toHaveLength(1);
  });

  it('shows a name given in another tab once the coach comes back to this one', async () => {
    let name = 'Kick-off set piece';
    const requests = stubBoardApi(OWNER_ACCESS, (request) =>
      request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`
        ? { status: 200, body: { ...makeBoard(), name } }
        : undefined,
    );
    const { canvas } = await renderScreen();
    await waitFor(() => expect(canvas.live().toPage().objects.length).toBeGreaterThan(0));
    const drawn = canvas.live().toPage().objects;
    name = 'Kick-off, renamed';
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    // Only the name: the pages being edited here stay as they are.
    expect(canvas.live().toPage().objects).toEqual(drawn);
    const reads = requests.filter((request) => request.path === `/api/tacticboards/${BOARD_ID}`);
    expect(reads).toHaveLength(2);
  });

  it('keeps the editor when the board was deleted meanwhile; its saves settle that', async () => {
    let deleted = false;
    stubBoardApi(OWNER_ACCESS, (request) =>
      deleted && request.method === 'GET' && request.path === `/api/tacticboards/${BOARD_ID}`
        ? { status: 404, body: { message: 'not found' } }
        : undefined,
    );
    const { canvas } = await renderScreen();
    await waitFor(() => expect(canvas.live().toPage().objects.length).toBeGreaterThan(0));
    const drawn = canvas.live().toPage().objects;
    deleted = true;
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(canvas.live().toPage().objects).toEqual(drawn));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Kick-off set piece' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(canvas.live().toPage().objects).toEqual(drawn);
  });

  it('offers a viewer no edit controls', async () => {
    stubBoardApi(VIEW_ACCESS);
    await renderScreen();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete board' })).not.toBeInTheDocument();
  });

  it('shows the load error when the board cannot be loaded', async () => {
    stubApi(() => ({ status: 500, body: { message: 'boom' } }));
    await renderWithProviders(<TacticBoardEditorScreen canvasKit={fakeCanvasKit().kit} />, {
      route: `/tacticboards/${BOARD_ID}/update`,
      path: '/tacticboards/:tacticBoardId/update',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading tactic board.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no retry for a board that is gone', async () => {
    stubApi(() => ({ status: 404, body: { message: 'Tactic board not found' } }));
    await renderWithProviders(<TacticBoardEditorScreen canvasKit={fakeCanvasKit().kit} />, {
      route: `/tacticboards/${BOARD_ID}/update`,
      path: '/tacticboards/:tacticBoardId/update',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back/i })).toBeInTheDocument();
  });
});
