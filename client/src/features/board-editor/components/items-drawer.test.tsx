import { fireEvent, screen, within } from '@testing-library/react';
import type { Point } from '@courtside/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { fakeItemFactories } from '../testing/fake-board-canvas.ts';
import type { NewObject } from '../core/board-editor.ts';
import { ItemsDrawer, type DrawerState, type ItemsLayout } from './items-drawer.tsx';

/** The canvas sits right of x = 300 in these tests; board points are the screen points. */
const pointAt = (x: number, y: number): Point | undefined =>
  x >= 300 ? { left: x - 300, top: y } : undefined;

async function renderDrawer(options: { layout?: ItemsLayout; state?: DrawerState } = {}) {
  const onAdd = vi.fn<(make: NewObject) => void>();
  const place = vi.fn<(make: NewObject, point: Point) => void>();
  const onStateChange = vi.fn<(state: DrawerState) => void>();
  const view = await renderWithProviders(
    <ItemsDrawer
      layout={options.layout ?? 'permanent'}
      state={options.state ?? 'open'}
      onStateChange={onStateChange}
      items={fakeItemFactories}
      currentObjects={() => []}
      onAdd={onAdd}
      onAddMany={() => undefined}
      dragTarget={{ pointAt, place }}
      disabled={false}
    />,
  );
  const keeper = within(screen.getByRole('group', { name: 'Team A' })).getByRole('button', {
    name: 'Keeper',
  });
  return { ...view, onAdd, place, keeper, onStateChange };
}

const pointer = (pointerType: string, clientX: number, clientY: number) => ({
  pointerId: 7,
  pointerType,
  isPrimary: true,
  button: 0,
  clientX,
  clientY,
});

describe('ItemsDrawer: drag an item onto the canvas', () => {
  it('places a mouse-dragged item where it is let go, showing its ghost meanwhile', async () => {
    const { keeper, place, onAdd } = await renderDrawer();
    fireEvent.pointerDown(keeper, pointer('mouse', 50, 100));
    expect(screen.queryByTestId('drag-ghost')).not.toBeInTheDocument();
    fireEvent.pointerMove(window, pointer('mouse', 120, 110));
    expect(await screen.findByTestId('drag-ghost')).toBeInTheDocument();
    fireEvent.pointerMove(window, pointer('mouse', 700, 250));
    fireEvent.pointerUp(window, pointer('mouse', 700, 250));
    // The click the browser sends after the drag places nothing more.
    fireEvent.click(keeper);

    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[0]([]).uuid).toMatch(/^player-A-Keeper/);
    expect(place.mock.calls[0]?.[1]).toEqual({ left: 400, top: 250 });
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByTestId('drag-ghost')).not.toBeInTheDocument();
  });

  it('keeps a press with a small wobble a click that places on a free spot', async () => {
    const { keeper, place, onAdd } = await renderDrawer();
    fireEvent.pointerDown(keeper, pointer('mouse', 50, 100));
    fireEvent.pointerMove(window, pointer('mouse', 53, 102));
    fireEvent.pointerUp(window, pointer('mouse', 53, 102));
    fireEvent.click(keeper);
    expect(place).not.toHaveBeenCalled();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('places nothing when let go off the canvas or after Escape', async () => {
    const { keeper, place } = await renderDrawer();
    fireEvent.pointerDown(keeper, pointer('mouse', 50, 100));
    fireEvent.pointerMove(window, pointer('mouse', 200, 100));
    fireEvent.pointerUp(window, pointer('mouse', 200, 100));

    fireEvent.pointerDown(keeper, pointer('mouse', 50, 100));
    fireEvent.pointerMove(window, pointer('mouse', 600, 100));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('drag-ghost')).not.toBeInTheDocument();
    fireEvent.pointerUp(window, pointer('mouse', 600, 100));
    expect(place).not.toHaveBeenCalled();
  });

  it('drags a finger moving sideways, and leaves one moving up or down to scroll', async () => {
    const { keeper, place } = await renderDrawer();
    fireEvent.pointerDown(keeper, pointer('touch', 50, 100));
    fireEvent.pointerMove(window, pointer('touch', 52, 140));
    fireEvent.pointerMove(window, pointer('touch', 600, 140));
    fireEvent.pointerUp(window, pointer('touch', 600, 140));
    expect(place).not.toHaveBeenCalled();

    fireEvent.pointerDown(keeper, pointer('touch', 50, 100));
    fireEvent.pointerMove(window, pointer('touch', 90, 104));
    fireEvent.pointerMove(window, pointer('touch', 640, 300));
    fireEvent.pointerUp(window, pointer('touch', 640, 300));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[1]).toEqual({ left: 340, top: 300 });
  });

  it('ends a touch drag the browser cancels without placing anything', async () => {
    const { keeper, place } = await renderDrawer();
    fireEvent.pointerDown(keeper, pointer('touch', 50, 100));
    fireEvent.pointerMove(window, pointer('touch', 400, 110));
    fireEvent.pointerCancel(window, pointer('touch', 400, 110));
    fireEvent.pointerUp(window, pointer('touch', 400, 110));
    expect(place).not.toHaveBeenCalled();
  });

  it('names each section once: each team with its formations, then both teams together', async () => {
    await renderDrawer();
    const names = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    const titles = names.map((id) => (id ? document.getElementById(id)?.textContent : ''));
    expect(titles).toEqual(['Team A', 'Team B', 'Both teams', 'Balls', 'Accessories', 'Text']);
    expect(
      within(screen.getByRole('group', { name: 'Both teams' })).getByRole('button', {
        name: 'Both teams at kick-off',
      }),
    ).toBeInTheDocument();
  });

  it('lets the drawer scroll up and down: items pan vertically only', async () => {
    const { keeper } = await renderDrawer();
    expect(getComputedStyle(keeper).touchAction).toBe('pan-y');
  });
});

describe.each<ItemsLayout>(['tray', 'beside'])(
  'ItemsDrawer that opens and closes (%s)',
  (layout) => {
    it('leaves the board in reach: no backdrop, nothing of the page hidden from assistive tech', async () => {
      const { keeper, onAdd } = await renderDrawer({ layout });
      expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
      expect(document.querySelector('[aria-hidden="true"] [aria-label="Items"]')).toBeNull();
      fireEvent.click(keeper);
      expect(onAdd).toHaveBeenCalledTimes(1);
    });

    it('closes on Escape wherever the focus is, but in a field', async () => {
      const { onStateChange } = await renderDrawer({ layout });
      const field = document.body.appendChild(document.createElement('input'));
      fireEvent.keyDown(field, { key: 'Escape' });
      expect(onStateChange).not.toHaveBeenCalled();
      field.remove();
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(onStateChange).toHaveBeenLastCalledWith('closing');
    });

    it('gives the focus back to where it was when it opened', async () => {
      function Editor() {
        const [state, setState] = useState<DrawerState>('closed');
        return (
          <>
            <button type="button" onClick={() => setState('open')}>
              Items
            </button>
            <ItemsDrawer
              layout={layout}
              state={state}
              onStateChange={setState}
              items={fakeItemFactories}
              currentObjects={() => []}
              onAdd={() => undefined}
              onAddMany={() => undefined}
              disabled={false}
            />
          </>
        );
      }
      const { user } = await renderWithProviders(<Editor />);
      const opener = screen.getByRole('button', { name: 'Items' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Close items' }));
      expect(opener).toHaveFocus();
    });

    it('closes with its close button and with Escape', async () => {
      const { user, keeper, onStateChange } = await renderDrawer({ layout });
      await user.click(screen.getByRole('button', { name: 'Close items' }));
      expect(onStateChange).toHaveBeenLastCalledWith('closing');
      onStateChange.mockClear();
      fireEvent.keyDown(keeper, { key: 'Escape' });
      expect(onStateChange).toHaveBeenLastCalledWith('closing');
    });
  },
);

describe('ItemsDrawer beside the board (a laptop, a tablet on its side)', () => {
  // Found closed too, when the drawer is hidden (and its name with it).
  const drawerRoot = () => document.querySelector('.MuiDrawer-root');

  it('takes its room beside the board while it is out, and gives it back once it slid away', async () => {
    const drawer = (state: DrawerState) => (
      <ItemsDrawer
        layout="beside"
        state={state}
        onStateChange={() => undefined}
        items={fakeItemFactories}
        currentObjects={() => []}
        onAdd={() => undefined}
        onAddMany={() => undefined}
        disabled={false}
      />
    );
    const { rerender } = await renderWithProviders(drawer('open'));
    expect(getComputedStyle(drawerRoot()!).width).toBe('240px');
    rerender(drawer('closing'));
    expect(getComputedStyle(drawerRoot()!).width).toBe('240px');
    rerender(drawer('closed'));
    expect(getComputedStyle(drawerRoot()!).width).toBe('0px');
  });

  it('has nothing to close where it is always there', async () => {
    await renderDrawer({ layout: 'permanent' });
    expect(screen.queryByRole('button', { name: 'Close items' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(getComputedStyle(drawerRoot()!).width).toBe('240px');
  });
});

describe('ItemsDrawer as a tray below the board (a phone or tablet held upright)', () => {
  it('tells how to drag an item up onto the board', async () => {
    await renderDrawer({ layout: 'tray' });
    expect(screen.getByText(/drag it up onto the board/)).toBeInTheDocument();
  });

  it('scrolls sideways: a finger moving up drags, one moving sideways scrolls', async () => {
    const { keeper, place } = await renderDrawer({ layout: 'tray' });
    expect(getComputedStyle(keeper).touchAction).toBe('pan-x');
    fireEvent.pointerDown(keeper, pointer('touch', 50, 500));
    fireEvent.pointerMove(window, pointer('touch', 90, 502));
    fireEvent.pointerMove(window, pointer('touch', 640, 300));
    fireEvent.pointerUp(window, pointer('touch', 640, 300));
    expect(place).not.toHaveBeenCalled();

    fireEvent.pointerDown(keeper, pointer('touch', 50, 500));
    fireEvent.pointerMove(window, pointer('touch', 52, 460));
    fireEvent.pointerMove(window, pointer('touch', 640, 300));
    fireEvent.pointerUp(window, pointer('touch', 640, 300));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[1]).toEqual({ left: 340, top: 300 });
  });
});
