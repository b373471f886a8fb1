import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TOOLBAR_EDGE_WIDTH, ToolbarRow } from './toolbar-row.tsx';

/** jsdom lays nothing out: the row's sizes and its scroll position are set by each test. */
interface Layout {
  clientWidth: number;
  scrollWidth: number;
  scrollLeft: number;
}

let resized: (() => void)[] = [];

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  resized = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  resized = [];
});

async function renderRow(language: Language = 'en') {
  const view = await renderWithProviders(
    <ToolbarRow>
      <button type="button">First</button>
      <button type="button">Middle</button>
      <button type="button">Last</button>
    </ToolbarRow>,
    { language },
  );
  const scroller = screen.getByRole('button', { name: 'First' }).parentElement?.parentElement;
  if (!scroller) throw new Error('the row has a scrolling element');
  const layout: Layout = { clientWidth: 300, scrollWidth: 300, scrollLeft: 0 };
  for (const key of ['clientWidth', 'scrollWidth', 'scrollLeft'] as const) {
    Object.defineProperty(scroller, key, {
      configurable: true,
      get: () => layout[key],
      set: (value: number) => {
        layout[key] = value;
      },
    });
  }
  const scrollBy = vi.fn();
  scroller.scrollBy = scrollBy;
  /** What the browser reports when the row or its content changes size. */
  const resize = (change: Partial<Layout>) => {
    Object.assign(layout, change);
    act(() => resized.forEach((callback) => callback()));
  };
  const edge = (side: 'start' | 'end') =>
    view.container.ownerDocument.querySelector(`[data-toolbar-edge="${side}"]`);
  return { ...view, scroller, layout, resize, scrollBy, edge };
}

describe('ToolbarRow', () => {
  it('shows a chevron only at an edge with tools beyond it, and scrolls by a row from it', async () => {
    const { scroller, layout, resize, scrollBy, edge, user } = await renderRow();
    expect(edge('start')).toBeNull();
    expect(edge('end')).toBeNull();

    // A selection brings more tools than fit: the row scrolls rather than growing a second line.
    resize({ scrollWidth: 500 });
    expect(edge('start')).toBeNull();
    expect(edge('end')).toHaveAttribute('title', 'Scroll the tools right');
    expect(edge('end')).toHaveAttribute('aria-hidden', 'true');

    await user.click(edge('end') as Element);
    expect(scrollBy).toHaveBeenLastCalledWith(
      expect.objectContaining({ left: 300 - 2 * TOOLBAR_EDGE_WIDTH }),
    );

    layout.scrollLeft = 200;
    fireEvent.scroll(scroller);
    expect(edge('start')).toHaveAttribute('title', 'Scroll the tools left');
    expect(edge('end')).toBeNull();
    await user.click(edge('start') as Element);
    expect(scrollBy).toHaveBeenLastCalledWith(
      expect.objectContaining({ left: -(300 - 2 * TOOLBAR_EDGE_WIDTH) }),
    );

    // The selection's tools go again: everything fits, no chevrons.
    layout.scrollLeft = 0;
    resize({ scrollWidth: 300 });
    expect(edge('start')).toBeNull();
    expect(edge('end')).toBeNull();
  });

  it('names the chevrons in German', async () => {
    const { resize, edge } = await renderRow('de');
    resize({ scrollWidth: 500 });
    expect(edge('end')).toHaveAttribute('title', 'Werkzeuge nach rechts scrollen');
  });

  it('keeps the chevrons out of the tab order: Tab goes from tool to tool', async () => {
    const { resize, user } = await renderRow();
    resize({ scrollWidth: 500 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });
});
