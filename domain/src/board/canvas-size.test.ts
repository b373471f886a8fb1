import { describe, expect, it } from 'vitest';
import { canvasDisplaySize } from './canvas-size.ts';

describe('canvasDisplaySize', () => {
  it('shows the canvas at its logical size when the container fits it exactly', () => {
    expect(canvasDisplaySize(1240, 696)).toEqual({ width: 1220, height: 686, zoom: 1 });
  });

  it('is limited by the width when the container is tall', () => {
    // 640 - 20 = 620 wide → 620 / 1220 * 686 = 348.62… → 350
    const size = canvasDisplaySize(640, 2000);
    expect(size.width).toBe(620);
    expect(size.height).toBe(350);
    expect(size.zoom).toBeCloseTo(620 / 1220, 10);
  });

  it('is limited by the height when the container is wide', () => {
    // 500 - 10 = 490 high → 490 / 686 * 1220 = 871.42… → 872
    const size = canvasDisplaySize(3000, 500);
    expect(size).toMatchObject({ width: 872, height: 490 });
    expect(size.zoom).toBeCloseTo(490 / 686, 10);
  });

  it('rounds odd results up to even numbers', () => {
    // 1000 - 20 = 980 → height 551.05… → 552
    expect(canvasDisplaySize(1000)).toMatchObject({ width: 980, height: 552 });
    // height 301 - 10 = 291 → width 517.5… → 518, height 291 → 292
    expect(canvasDisplaySize(5000, 301)).toMatchObject({ width: 518, height: 292 });
  });

  it('never goes below a height of 160', () => {
    // 160 / 686 * 1220 = 284.54… → 286
    expect(canvasDisplaySize(100, 100)).toMatchObject({ width: 286, height: 160 });
    expect(canvasDisplaySize(0, 0)).toMatchObject({ width: 286, height: 160 });
    expect(canvasDisplaySize(-50)).toMatchObject({ width: 286, height: 160 });
  });

  it('ignores a missing or NaN height', () => {
    expect(canvasDisplaySize(1240)).toEqual({ width: 1220, height: 686, zoom: 1 });
    expect(canvasDisplaySize(1240, Number.NaN)).toEqual({ width: 1220, height: 686, zoom: 1 });
  });

  it('falls back to the minimum for a container without a usable size', () => {
    expect(canvasDisplaySize(Number.NaN)).toMatchObject({ height: 160 });
    expect(canvasDisplaySize(Number.POSITIVE_INFINITY)).toMatchObject({ height: 160 });
  });
});
