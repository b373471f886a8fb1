import { describe, expect, it } from 'vitest';
import type { AnimatedObject } from './animation-types.ts';
import { animationFrameAt } from './board-animation.ts';
import { easeInOutCubic } from './easing.ts';
import {
  animationStepAt,
  interpolateObjects,
  moveProgressAt,
  pageIndexAt,
  recordingDurationMs,
} from './interpolation.ts';

const linear = (p: number) => p;
/** The new frame fields of an object without animation data. */
const inPlay = { knockout: 0, knockedOut: false, lift: 0, heldBy: undefined };

describe('pageIndexAt', () => {
  it.each([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [4000, 2],
    [5999, 2],
    [6000, 0],
    [8500, 1],
    [-500, 0],
  ])('at %i ms of 3 pages → page %i', (time, index) => {
    expect(pageIndexAt(time, 3)).toBe(index);
  });

  it('starts on the given page and wraps', () => {
    expect(pageIndexAt(0, 3, 2)).toBe(2);
    expect(pageIndexAt(2000, 3, 2)).toBe(0);
    expect(pageIndexAt(2000, 3, 5)).toBe(0);
  });

  it('is 0 for one page or none', () => {
    expect(pageIndexAt(12_345, 1)).toBe(0);
    expect(pageIndexAt(12_345, 0)).toBe(0);
  });
});

describe('moveProgressAt / animationStepAt', () => {
  it.each([
    [0, 1],
    [1500, 1],
    [2000, 0],
    [2250, 0.25],
    [2500, 0.5],
    [3000, 1],
    [3999, 1],
    [4100, 0.1],
  ])('at %i ms → %d', (time, progress) => {
    expect(moveProgressAt(time)).toBeCloseTo(progress, 10);
  });

  it('counts page changes', () => {
    expect([0, 1999, 2000, 7999].map(animationStepAt)).toEqual([0, 0, 1, 3]);
  });
});

describe('easeInOutCubic', () => {
  it('runs from 0 to 1 through the middle, clamped', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625, 10);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375, 10);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
});

describe('interpolateObjects', () => {
  const from: AnimatedObject[] = [
    { uuid: 'p1', left: 100, top: 200, angle: 350, scaleX: 1, opacity: 1 },
    { uuid: 'gone', left: 5, top: 6, opacity: 0.5 },
  ];
  const to: AnimatedObject[] = [
    { uuid: 'p1', left: 300, top: 100, angle: 10, scaleX: 2, opacity: 0.5 },
    { uuid: 'new', left: 7, top: 8 },
  ];

  it('moves matched objects, fades new ones in and old ones out', () => {
    expect(interpolateObjects(from, to, 0.25)).toEqual([
      {
        uuid: 'p1',
        left: 150,
        top: 175,
        angle: 355,
        scaleX: 1.25,
        scaleY: 1,
        opacity: 0.875,
        presence: 'stay',
        ...inPlay,
      },
      {
        uuid: 'new',
        left: 7,
        top: 8,
        angle: 0,
        scaleX: 1,
        scaleY: 1,
        opacity: 0.25,
        presence: 'enter',
        ...inPlay,
      },
      {
        uuid: 'gone',
        left: 5,
        top: 6,
        angle: 0,
        scaleX: 1,
        scaleY: 1,
        opacity: 0.375,
        presence: 'leave',
        ...inPlay,
      },
    ]);
  });

  it('lands exactly on the new page and forgets leaving objects', () => {
    expect(interpolateObjects(from, to, 1)).toEqual([
      {
        uuid: 'p1',
        left: 300,
        top: 100,
        angle: 10,
        scaleX: 2,
        scaleY: 1,
        opacity: 0.5,
        presence: 'stay',
        ...inPlay,
      },
      {
        uuid: 'new',
        left: 7,
        top: 8,
        angle: 0,
        scaleX: 1,
        scaleY: 1,
        opacity: 1,
        presence: 'enter',
        ...inPlay,
      },
    ]);
  });

  it('turns the short way in both directions', () => {
    const turn = (a: number, b: number) =>
      interpolateObjects([{ uuid: 'x', angle: a }], [{ uuid: 'x', angle: b }], 0.5)[0]?.angle;
    expect(turn(350, 10)).toBe(360);
    expect(turn(10, 350)).toBe(0);
    expect(turn(0, 90)).toBe(45);
  });

  it('never matches objects without uuid, and matches duplicates once', () => {
    const frames = interpolateObjects(
      [{ left: 0 }, { uuid: 'd', left: 0 }],
      [{ left: 10 }, { uuid: 'd', left: 10 }, { uuid: 'd', left: 20 }],
      0.5,
    );
    expect(frames.map((f) => [f.uuid, f.left, f.presence])).toEqual([
      [undefined, 10, 'enter'],
      ['d', 5, 'stay'],
      ['d', 20, 'enter'],
    ]);
  });
});

describe('animationFrameAt', () => {
  const pages: AnimatedObject[][] = [
    [{ uuid: 'a', left: 0, top: 0 }],
    [{ uuid: 'a', left: 100, top: 50 }],
    [{ uuid: 'a', left: 100, top: 250 }],
  ];
  const leftAt = (time: number) =>
    animationFrameAt(pages, time, { easing: linear }).objects[0]?.left;

  it('rests on the first page for the first step', () => {
    expect(animationFrameAt(pages, 1000)).toMatchObject({
      pageIndex: 0,
      fromPageIndex: 0,
      progress: 1,
      moving: false,
      objects: [{ uuid: 'a', left: 0, top: 0, presence: 'stay' }],
    });
  });

  it('moves into each new page over its first second, then rests', () => {
    expect(leftAt(2000)).toBe(0);
    expect(leftAt(2500)).toBe(50);
    expect(leftAt(3000)).toBe(100);
    expect(animationFrameAt(pages, 2500, { easing: linear })).toMatchObject({
      pageIndex: 1,
      fromPageIndex: 0,
      progress: 0.5,
      moving: true,
    });
    expect(animationFrameAt(pages, 4250, { easing: linear }).objects[0]).toMatchObject({
      left: 100,
      top: 100,
    });
  });

  it('wraps from the last page back to the first', () => {
    expect(animationFrameAt(pages, 6500, { easing: linear })).toMatchObject({
      pageIndex: 0,
      fromPageIndex: 2,
      objects: [{ left: 50, top: 125 }],
    });
  });

  it('eases by default', () => {
    expect(animationFrameAt(pages, 2250).objects[0]?.left).toBeCloseTo(6.25, 10);
  });

  it('starts from another page when asked', () => {
    expect(animationFrameAt(pages, 2500, { startIndex: 2, easing: linear })).toMatchObject({
      pageIndex: 0,
      fromPageIndex: 2,
      objects: [{ left: 50 }],
    });
  });

  it('copes with one page and with none', () => {
    expect(animationFrameAt([pages[0]!], 2500)).toMatchObject({ pageIndex: 0, moving: true });
    expect(animationFrameAt([pages[0]!], 2500).objects[0]).toMatchObject({ left: 0 });
    expect(animationFrameAt([], 2500)).toEqual({
      pageIndex: 0,
      fromPageIndex: 0,
      progress: 1,
      moveFraction: 1,
      moving: false,
      objects: [],
      caption: undefined,
    });
  });
});

describe('recordingDurationMs', () => {
  it('shows every page and ends after the wrap to the first', () => {
    expect(recordingDurationMs(1)).toBe(3000);
    expect(recordingDurationMs(3)).toBe(7000);
    expect(recordingDurationMs(0)).toBe(0);
  });

  it('ends on the first page at rest', () => {
    const pages = [[{ uuid: 'a', left: 0 }], [{ uuid: 'a', left: 10 }]];
    expect(animationFrameAt(pages, recordingDurationMs(2))).toMatchObject({
      pageIndex: 0,
      moving: false,
      objects: [{ left: 0 }],
    });
  });
});
