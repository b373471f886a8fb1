import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD, LONG_PRESS_MS, pressOutcome } from './drawer-gesture.ts';

const press = (pointerType: string, dx: number, dy: number, heldMs = 0) =>
  pressOutcome({ pointerType, dx, dy, heldMs });

describe('pressOutcome: click, drag or scroll', () => {
  it('keeps a small wobble a click or tap', () => {
    expect(press('mouse', 3, -4)).toBe('undecided');
    expect(press('touch', 2, 5, LONG_PRESS_MS - 1)).toBe('undecided');
  });

  it('drags with the mouse in any direction past the threshold, however long it was held', () => {
    expect(press('mouse', 0, DRAG_THRESHOLD)).toBe('drag');
    expect(press('mouse', -DRAG_THRESHOLD, 0)).toBe('drag');
    expect(press('mouse', 0, 0, 5_000)).toBe('undecided');
  });

  it('drags a finger or pen moving sideways, leaves up and down to the drawer scroll', () => {
    expect(press('touch', 12, 4)).toBe('drag');
    expect(press('pen', -12, 4)).toBe('drag');
    expect(press('touch', 4, 12)).toBe('release');
    expect(press('touch', 3, -20)).toBe('release');
  });

  it('in a tray below the board, drags a finger moving up, leaves sideways to the tray', () => {
    const tray = (dx: number, dy: number) =>
      pressOutcome({ pointerType: 'touch', dx, dy, heldMs: 0, scrollAxis: 'x' });
    expect(tray(4, -12)).toBe('drag');
    expect(tray(-3, 15)).toBe('drag');
    expect(tray(12, 4)).toBe('release');
    expect(tray(2, 3)).toBe('undecided');
  });

  it('picks the item up after a long press of a still finger', () => {
    expect(press('touch', 1, 1, LONG_PRESS_MS)).toBe('drag');
  });
});
