import { act, screen, waitFor, within } from '@testing-library/react';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import type { StoredPage } from '../core/page-manager.ts';
import { circle } from '../testing/board-fixtures.ts';
import type { BoardCanvasEvents } from './board-canvas.ts';
import { FakeBoardCanvas, fakeCanvasKit } from '../testing/fake-board-canvas.ts';
import { FakePersistence } from '../testing/fake-persistence.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { BoardEditorPage, type BoardEditorPageProps } from './board-editor-page.tsx';
import { StalePageError } from './editor-errors.ts';

const BOARD_ID = 'b1';
const page = (...objects: ReturnType<typeof circle>[]) => ({
  version: PAGE_SCHEMA_VERSION,
  objects,
  backgroundImage: { src: '/full-court.svg' },
});
const twoPages: StoredPage[] = [
  { id: 'p1', data: page(circle('a', 10, 10)) },
  { id: 'p2', data: page(circle('b', 20, 20), circle('c', 30, 30)) },
];

async function renderEditor(overrides: Partial<BoardEditorPageProps> = {}, language?: 'de') {
  const canvas = fakeCanvasKit();
  const persistence = new FakePersistence();
  const props: BoardEditorPageProps = {
    boardId: BOARD_ID,
    board: { name: 'Kick-off', pages: twoPages },
    loadFailed: false,
    onRetry: vi.fn(),
    privileged: true,
    persistence,
    onDeleteBoard: vi.fn(),
    deleting: false,
    canvasKit: canvas.kit,
    scheduler: new FakeScheduler(),
    ...overrides,
  };
  const view = await renderWithProviders(<BoardEditorPage {...props} />, {
    route: `/tacticboards/${BOARD_ID}/update`,
    language,
  });
  await screen.findByRole('button', { name: 'Page 1', current: 'page' });
  return { ...view, canvas, persistence, props };
}

const pagesNav = () => screen.getByRole('navigation', { name: 'Pages' });

describe('BoardEditorPage', () => {
  it('says so in both languages when the canvas cannot start, instead of failing the page', async () => {
    const failing = fakeCanvasKit();
    const kit = {
      ...failing.kit,
      createCanvas: () => {
        throw new Error('no 2d context');
      },
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [language, text] of [
      [undefined, /cannot be drawn in this browser/],
      ['de', /lässt sich in diesem Browser nicht zeichnen/],
    ] as const) {
      const view = await renderWithProviders(
        <BoardEditorPage
          boardId={BOARD_ID}
          board={{ name: 'Kick-off', pages: twoPages }}
          loadFailed={false}
          onRetry={vi.fn()}
          privileged
          persistence={new FakePersistence()}
          canvasKit={kit}
          scheduler={new FakeScheduler()}
        />,
        { route: `/tacticboards/${BOARD_ID}/update`, language },
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { level: 1, name: 'Kick-off' })).toBeInTheDocument();
      view.unmount();
    }
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('takes over a canvas drawn before it, reports to it, and notes where the page is shown', async () => {
    const kit = fakeCanvasKit();
    const element = document.createElement('canvas');
    const wrapper = document.createElement('div');
    wrapper.append(element);
    let early: FakeBoardCanvas | undefined;
    const remembered: HTMLCanvasElement[] = [];
    const canvasKit = {
      ...kit.kit,
      early: {
        take: (events: BoardCanvasEvents) => {
          early = new FakeBoardCanvas(element, events);
          return { canvas: early, wrapper };
        },
        remember: (shown: HTMLCanvasElement) => remembered.push(shown),
      },
    };
    const { user } = await renderEditor({ canvasKit });
    expect(kit.canvases).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Tactic board' })).toContainElement(element);
    expect(early?.uuids()).toEqual(['a']);
    expect(early?.displaySize).toEqual({ width: 286, height: 160 });
    await waitFor(() => expect(remembered).toContain(element));
    // Its reports reach this editor: an object picked on it is deleted with the key.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('toolbar', { name: 'Editing tools' });
    early?.select('a');
    early?.events.onSelectionChange();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(early?.uuids()).toEqual([]));
  });

  it('shows the board in view mode with its first page on the canvas', async () => {
    const { canvas } = await renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Kick-off' })).toBeInTheDocument();
    expect(canvas.live().uuids()).toEqual(['a']);
    expect(canvas.live().displaySize).toEqual({ width: 286, height: 160 });
    expect(screen.getByRole('link', { name: 'Back to the tactic board' })).toHaveAttribute(
      'href',
      `/tacticboards/${BOARD_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Record video' })).toBeEnabled();
    expect(screen.queryByRole('toolbar', { name: 'Editing tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Items' })).not.toBeInTheDocument();
  });

  it('entering edit mode shows the toolbar and the items toggle and hides playback', async () => {
    const { user, canvas, persistence } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Editing tools' });
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(within(toolbar).getByRole('slider', { name: 'Brush thickness' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(canvas.live().selectionEnabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(persistence.calls).toEqual([
      expect.objectContaining({ call: 'savePage', pageId: 'p1' }),
    ]);
  });

  it('adds a team A player from the items drawer, and undo takes it away', async () => {
    const { user, canvas } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Items' }));
    const drawer = await screen.findByRole('complementary', { name: 'Items' });
    const teamA = within(drawer).getByRole('group', { name: 'Team A' });
    await user.click(within(teamA).getByRole('button', { name: 'Keeper' }));
    await waitFor(() => expect(canvas.live().uuids()).toHaveLength(2));
    expect(canvas.live().objects[1]?.uuid).toMatch(/^player-A-Keeper/);
    await user.click(within(drawer).getByRole('button', { name: 'Volleyball' }));
    await waitFor(() => expect(canvas.live().uuids()).toHaveLength(3));

    await user.keyboard('{Escape}');
    // Slid away and hidden (the drawer beside the board keeps its items in the page).
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Items' })).not.toBeInTheDocument(),
    );
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(() => expect(canvas.live().uuids()).toHaveLength(2));
  });

  it('switches pages with the pagination buttons', async () => {
    const { user, canvas } = await renderEditor();
    expect(within(pagesNav()).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(canvas.live().uuids()).toEqual(['b', 'c']);
  });

  it('names the page buttons in the language chosen while the editor is open', async () => {
    await renderEditor();
    await act(() => i18n.changeLanguage('de'));
    try {
      const nav = await screen.findByRole('navigation', { name: 'Seiten' });
      expect(within(nav).getByRole('button', { name: 'Seite 1', current: 'page' })).toBeVisible();
      expect(within(nav).getByRole('button', { name: 'Seite 2' })).toHaveTextContent('2');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('notes where the page is shown only in view mode, the layout the editor opens in', async () => {
    const kit = fakeCanvasKit();
    const remembered: HTMLCanvasElement[] = [];
    const canvasKit = {
      ...kit.kit,
      early: {
        take: () => undefined,
        remember: (shown: HTMLCanvasElement) => remembered.push(shown),
      },
    };
    const { user } = await renderEditor({ canvasKit });
    await waitFor(() => expect(remembered.length).toBeGreaterThan(0));
    const noted = remembered.length;
    // In edit mode the toolbar moves the canvas: a page added there is not the place to note.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await waitFor(() =>
      expect(within(pagesNav()).getAllByRole('button', { name: /^Page \d/ })).toHaveLength(3),
    );
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByRole('button', { name: 'Page 1', current: 'page' });
    expect(remembered).toHaveLength(noted);
  });

  it('removes a page only after the confirmation, and adds one', async () => {
    const { user, persistence } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Remove page' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete page?' });
    expect(dialog).toHaveTextContent('Page 1 will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(persistence.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove page' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() =>
      expect(within(pagesNav()).getAllByRole('button', { name: /^Page/ })).toHaveLength(1),
    );
    expect(persistence.calls).toEqual([{ call: 'deletePage', pageId: 'p1' }]);
    expect(screen.getByRole('button', { name: 'Remove page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add page' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
  });

  it('shows no edit controls to a user who may only view', async () => {
    await renderEditor({ privileged: false });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete board', 'Add page', 'Remove page', 'Items']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('asks before deleting the board', async () => {
    const onDeleteBoard = vi.fn();
    const { user } = await renderEditor({ onDeleteBoard });
    await user.click(screen.getByRole('button', { name: 'Delete board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tactic board?' });
    expect(onDeleteBoard).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDeleteBoard).toHaveBeenCalledOnce();
  });

  it('plays and pauses; playback disables the record button and pagination', async () => {
    const { user } = await renderEditor();
    const transitionOf = (name: string) =>
      getComputedStyle(screen.getByRole('button', { name })).transition;
    expect(transitionOf('Page 2')).not.toBe('none');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Record video' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    // The pagination follows the run without easing its buttons' colours in every frame.
    expect(transitionOf('Page 1')).toBe('none');
    expect(transitionOf('Page 2')).toBe('none');
    // Paused, the player stays while the rest of the editor works again.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeEnabled();
    expect(transitionOf('Page 2')).not.toBe('none');
    expect(screen.getByRole('button', { name: 'Record video' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByLabelText('Tactic board')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Its page takes the coach back to the board there.
    await user.click(await screen.findByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getByLabelText('Tactic board')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  it('runs keyboard shortcuts through the actions', async () => {
    const { user, canvas } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('toolbar', { name: 'Editing tools' });
    canvas.live().select('a');
    canvas.live().events.onSelectionChange();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(canvas.live().uuids()).toEqual([]));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(canvas.live().uuids()).toEqual(['a']));
  });

  it('lets the coach keep both when someone else saved the page in between', async () => {
    const persistence = new FakePersistence();
    persistence.fail.savePage = new StalePageError({ currentRevision: 5 });
    persistence.server.p1 = { id: 'p1', revision: 5, data: twoPages[1]?.data };
    const { user } = await renderEditor({ persistence });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'This page was changed by someone else',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(persistence.calls).toMatchObject([{ call: 'addPage', position: 1 }]);
    expect(within(pagesNav()).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent(
      'All changes saved',
    );
  });

  it('offers edits kept on this device back and saves them', async () => {
    const kept = {
      ...page(circle('kept', 3, 4)),
      backgroundImage: { src: '/full-court.svg' as const },
    };
    const drafts = {
      read: () => ({ pageId: 'p1', page: kept, keptAt: Date.UTC(2026, 10, 25, 8) }),
      keep: vi.fn(),
      clear: vi.fn(),
    };
    const scheduler = new FakeScheduler();
    const { user, canvas } = await renderEditor({ drafts, scheduler });
    const offer = await screen.findByText(/Changes from .* that were not saved/);
    expect(offer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(canvas.live().uuids()).toEqual(['kept']));
    expect(await screen.findByRole('status', { name: 'Save status' })).toHaveTextContent(
      'Unsaved changes',
    );
    // Kept once the restored page has been drawn.
    expect(drafts.keep).not.toHaveBeenCalled();
    act(() => scheduler.advance(0));
    expect(drafts.keep).toHaveBeenCalled();
  });

  it('shows the load error in English and German', async () => {
    const view = await renderWithProviders(
      <BoardEditorPage
        boardId={BOARD_ID}
        board={undefined}
        loadFailed
        onRetry={vi.fn()}
        privileged={false}
        persistence={new FakePersistence()}
        onDeleteBoard={vi.fn()}
        deleting={false}
        canvasKit={fakeCanvasKit().kit}
      />,
      { route: '/x' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading tactic board.',
    );
    view.unmount();
    await renderWithProviders(
      <BoardEditorPage
        boardId={BOARD_ID}
        board={undefined}
        loadFailed
        onRetry={vi.fn()}
        privileged={false}
        persistence={new FakePersistence()}
        onDeleteBoard={vi.fn()}
        deleting={false}
        canvasKit={fakeCanvasKit().kit}
      />,
      { route: '/x', language: 'de' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Laden der Taktik Tafel ist ein Fehler aufgetreten.',
    );
  });

  it('shows a skeleton for the name while loading', async () => {
    await renderWithProviders(
      <BoardEditorPage
        boardId={BOARD_ID}
        board={undefined}
        loadFailed={false}
        onRetry={vi.fn()}
        privileged
        persistence={new FakePersistence()}
        onDeleteBoard={vi.fn()}
        deleting={false}
        canvasKit={fakeCanvasKit().kit}
      />,
      { route: '/x' },
    );
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
