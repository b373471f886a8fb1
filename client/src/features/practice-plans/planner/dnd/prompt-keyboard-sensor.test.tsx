import { DndContext, KeyboardSensor, useDraggable, useSensor, useSensors } from '@dnd-kit/core';
import type { DragMoveEvent } from '@dnd-kit/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptKeyboardSensor, useEndDragOnUnmount } from './prompt-keyboard-sensor.ts';

function Handle() {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: 'item' });
  return (
    <button type="button" ref={setNodeRef} {...attributes} {...listeners}>
      Item
    </button>
  );
}

function Board({
  sensor,
  onDragMove,
}: {
  sensor: typeof KeyboardSensor | typeof PromptKeyboardSensor;
  onDragMove: (event: DragMoveEvent) => void;
}) {
  const sensors = useSensors(useSensor(sensor));
  return (
    <DndContext sensors={sensors} onDragMove={onDragMove}>
      <Handle />
    </DndContext>
  );
}

/** Picks the item up and presses the down arrow before any timer of the page has run. */
function pickUpAndPressAtOnce() {
  const handle = screen.getByRole('button', { name: 'Item' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// A drag left running keeps its sensor listening on the document, which would take the next
// test file's Space or Escape (the files of a worker share one document): every test ends its
// drag, the stock sensor's too.
afterEach(async () => {
  fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
  await settle();
});

describe('PromptKeyboardSensor', () => {
  it("hears an arrow pressed before dnd-kit's keyboard sensor listens (the stock one misses it)", async () => {
    const stock = vi.fn();
    const { unmount } = render(<Board sensor={KeyboardSensor} onDragMove={stock} />);
    pickUpAndPressAtOnce();
    await settle();
    expect(stock).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await settle();
    unmount();

    const prompt = vi.fn();
    render(<Board sensor={PromptKeyboardSensor} onDragMove={prompt} />);
    pickUpAndPressAtOnce();
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(prompt.mock.calls[0]?.[0].delta.y).toBeGreaterThan(0);
  });

  it('moves once per key pressed once it listens', async () => {
    const onDragMove = vi.fn();
    render(<Board sensor={PromptKeyboardSensor} onDragMove={onDragMove} />);
    const handle = screen.getByRole('button', { name: 'Item' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await settle();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(onDragMove).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(onDragMove).toHaveBeenCalledTimes(2));
    await settle();
    expect(onDragMove).toHaveBeenCalledTimes(2);
    expect(onDragMove.mock.calls[1]?.[0].delta.y).toBeGreaterThan(
      onDragMove.mock.calls[0]?.[0].delta.y as number,
    );
  });
});

describe('useEndDragOnUnmount', () => {
  /** A board that knows whether its drag runs, as the planner's does. */
  function LeavingBoard() {
    const dragging = useRef(false);
    useEndDragOnUnmount(() => dragging.current);
    const sensors = useSensors(useSensor(PromptKeyboardSensor));
    return (
      <DndContext
        sensors={sensors}
        onDragStart={() => {
          dragging.current = true;
        }}
        onDragCancel={() => {
          dragging.current = false;
        }}
      >
        <Handle />
      </DndContext>
    );
  }

  it('ends a keyboard drag still running when the board goes away, so the next Space is typed', async () => {
    const { unmount } = render(<LeavingBoard />);
    const handle = screen.getByRole('button', { name: 'Item' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await settle();
    unmount();
    render(<input aria-label="Search" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'a new secret');
    expect(screen.getByLabelText('Search')).toHaveValue('a new secret');
  });
});
