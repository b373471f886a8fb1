import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCanvasKit } from '../../features/board-editor/testing/fake-board-canvas.ts';
import { FakeScheduler } from '../../features/board-editor/testing/fake-scheduler.ts';
import { DRAFTING_BOARD_KEY } from '../../features/drafting-board/board-outline.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DraftingBoardScreen } from './drafting-board-screen.tsx';

interface Stored {
  pages: Array<{ id: string; data: { objects: Array<{ uuid: string }> } }>;
}

const stored = () => JSON.parse(localStorage.getItem(DRAFTING_BOARD_KEY) ?? 'null') as Stored;
const pagesNav = () => screen.getByRole('navigation', { name: 'Pages' });

async function renderScreen(language?: 'de') {
  const canvas = fakeCanvasKit();
  const view = await renderWithProviders(
    <DraftingBoardScreen canvasKit={canvas.kit} scheduler={new FakeScheduler()} />,
    { route: '/drafting-board', language },
  );
  await screen.findByRole('button', { name: /^(Page|Seite) 1$/, current: 'page' });
  return { ...view, canvas };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('DraftingBoardScreen', () => {
  it('starts one page with both teams lined up for the kick-off, for anyone, without board links', async () => {
    const { canvas } = await renderScreen();
    // Seven players a team, the fake factory names them by team and role.
    const players = canvas.live().uuids();
    expect(players.filter((uuid) => uuid.startsWith('player-A-'))).toHaveLength(7);
    expect(players.filter((uuid) => uuid.startsWith('player-B-'))).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeInTheDocument();
    expect(document.title).toBe('Drafting Board – Courtside');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear drafting board' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete board' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Back to the tactic board' }),
    ).not.toBeInTheDocument();
    expect(stored().pages).toHaveLength(1);
  });

  it('keeps items and pages in this browser across a new mount', async () => {
    const first = await renderScreen();
    const lineUp = first.canvas.live().uuids().length;
    await first.user.click(screen.getByRole('button', { name: 'Edit' }));
    await first.user.click(await screen.findByRole('button', { name: 'Items' }));
    const drawer = await screen.findByRole('complementary', { name: 'Items' });
    await first.user.click(
      within(within(drawer).getByRole('group', { name: 'Team B' })).getByRole('button', {
        name: 'Chaser',
      }),
    );
    await waitFor(() => expect(first.canvas.live().uuids()).toHaveLength(lineUp + 1));
    await first.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Items' })).not.toBeInTheDocument(),
    );
    await first.user.click(screen.getByRole('button', { name: 'Add page' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const pages = stored().pages;
    expect(pages).toHaveLength(2);
    const added = pages[0]?.data.objects.at(-1)?.uuid;
    expect(added).toMatch(/^player-B-Chaser/);
    first.unmount();

    const second = await renderScreen();
    expect(second.canvas.live().uuids()).toHaveLength(lineUp + 1);
    expect(second.canvas.live().uuids().at(-1)).toBe(added);
    expect(within(pagesNav()).getAllByRole('button', { name: /^Page/ })).toHaveLength(2);
  });

  it('clears to the kick-off page only after the confirmation', async () => {
    localStorage.setItem(
      DRAFTING_BOARD_KEY,
      JSON.stringify({
        pages: ['p1', 'p2'].map((id) => ({
          id,
          data: {
            version: PAGE_SCHEMA_VERSION,
            objects: [{ type: 'circle', uuid: `c-${id}`, radius: 5 }],
            backgroundImage: { src: '/half-court.svg' },
          },
        })),
      }),
    );
    const { user, canvas } = await renderScreen();
    expect(canvas.live().uuids()).toEqual(['c-p1']);

    await user.click(screen.getByRole('button', { name: 'Clear drafting board' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear the drafting board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(stored().pages.map((page) => page.id)).toEqual(['p1', 'p2']);

    await user.click(screen.getByRole('button', { name: 'Clear drafting board' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear the drafting board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.live().uuids()).toHaveLength(14));
    expect(canvas.live().uuids()).not.toContain('c-p1');
    expect(canvas.live().toPage().backgroundImage.src).toBe('/full-court.svg');
    await waitFor(() =>
      expect(within(pagesNav()).getAllByRole('button', { name: /^Page/ })).toHaveLength(1),
    );
    expect(stored().pages).toHaveLength(1);
    expect(stored().pages[0]?.data.objects).toHaveLength(14);
  });

  it('starts afresh from unreadable storage, with a warning', async () => {
    localStorage.setItem(DRAFTING_BOARD_KEY, '{broken');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { canvas } = await renderScreen();
    expect(canvas.live().uuids()).toHaveLength(14);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'));
    warn.mockRestore();
  });

  it('speaks German', async () => {
    await renderScreen('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Entwurfstafel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entwurfstafel leeren' })).toBeInTheDocument();
  });
});
