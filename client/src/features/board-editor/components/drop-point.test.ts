import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { boardPointAt } from './drop-point.ts';

describe('boardPointAt: a screen point on the canvas as a board point', () => {
  it('maps a canvas drawn at full size one to one, from its top-left corner', () => {
    const rect = { left: 40, top: 100, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };
    expect(boardPointAt(40, 100, rect)).toEqual({ left: 0, top: 0 });
    expect(boardPointAt(650, 443, rect)).toEqual({ left: 610, top: 343 });
    expect(boardPointAt(40 + CANVAS_WIDTH, 100 + CANVAS_HEIGHT, rect)).toEqual({
      left: CANVAS_WIDTH,
      top: CANVAS_HEIGHT,
    });
  });

  it('scales back a canvas shown smaller, as on a tablet or phone', () => {
    // Half size: 610×343 CSS px.
    const rect = { left: 10, top: 20, width: CANVAS_WIDTH / 2, height: CANVAS_HEIGHT / 2 };
    expect(boardPointAt(10 + 305, 20 + 100, rect)).toEqual({ left: 610, top: 200 });
  });

  it('uses the smaller scale when the display size was rounded up to even pixels', () => {
    // canvasDisplaySize rounds both sides up; the zoom is the smaller ratio, as the canvas draws.
    const rect = { left: 0, top: 0, width: 612, height: 344 };
    const scale = Math.min(612 / CANVAS_WIDTH, 344 / CANVAS_HEIGHT);
    const point = boardPointAt(300, 170, rect);
    expect(point?.left).toBeCloseTo(300 / scale, 6);
    expect(point?.top).toBeCloseTo(170 / scale, 6);
  });

  it('finds nothing off the canvas, or on a canvas with no size yet', () => {
    const rect = { left: 100, top: 100, width: 610, height: 343 };
    expect(boardPointAt(99, 150, rect)).toBeUndefined();
    expect(boardPointAt(150, 99, rect)).toBeUndefined();
    expect(boardPointAt(711, 150, rect)).toBeUndefined();
    expect(boardPointAt(150, 444, rect)).toBeUndefined();
    expect(boardPointAt(0, 0, { left: 0, top: 0, width: 0, height: 0 })).toBeUndefined();
  });
});
