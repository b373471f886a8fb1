import { screen, waitFor } from '@testing-library/react';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFTING_BOARD_KEY } from '../../features/drafting-board/board-outline.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { Component as DraftingBoardRoute } from './drafting-board-route.tsx';

// jsdom has no 2D canvas for fabric; the editor draws on the in-memory fake instead.
vi.mock('../../features/board-editor/canvas/fabric-board-canvas.ts', async () => {
  const { FakeBoardCanvas } =
    await import('../../features/board-editor/testing/fake-board-canvas.ts');
  return {
    createFabricBoardCanvas: (...args: ConstructorParameters<typeof FakeBoardCanvas>) =>
      new FakeBoardCanvas(...args),
    preloadCourt: () => undefined,
  };
});

const preview = () => document.querySelector('[data-court-preview]');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the drafting board route', () => {
  it('draws the frame with the court first, then the editor takes its place', async () => {
    await renderWithProviders(<DraftingBoardRoute />, { route: '/drafting-board' });
    // The frame is there before the editor's code: its court and a busy board region.
    expect(preview()?.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tactic board' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(document.title).toBe('Drafting Board – Courtside');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    // The editor has drawn the kick-off page: the frame is gone, the editor's controls are there.
    await waitFor(() => expect(preview()).toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Tactic board' })).toHaveAttribute(
      'data-drawn-page',
      '1',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(document.title).toBe('Drafting Board – Courtside');
  });

  it('shows the stored board’s first court and one page stand-in per page, in German too', async () => {
    const page = (src: string) => ({
      version: PAGE_SCHEMA_VERSION,
      objects: [],
      backgroundImage: { src },
    });
    localStorage.setItem(
      DRAFTING_BOARD_KEY,
      JSON.stringify({
        pages: [
          { id: 'a', data: page('/empty-court.svg') },
          { id: 'b', data: page('/full-court.svg') },
          { id: 'c', data: page('/half-court.svg') },
        ],
      }),
    );
    await renderWithProviders(<DraftingBoardRoute />, {
      route: '/drafting-board',
      language: 'de',
    });
    // The empty pitch has no lines; the full court has its three.
    expect(preview()?.querySelector('svg rect')).not.toBeNull();
    expect(preview()?.querySelectorAll('line')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Entwurfstafel' })).toBeInTheDocument();
    expect(screen.getByText('3', { ignore: 'script, style' })).toBeInTheDocument();

    await waitFor(() => expect(preview()).toBeNull(), { timeout: 10_000 });
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pages.querySelectorAll('button')).toHaveLength(3);
  });
});
