import { describe, expect, it } from 'vitest';
import {
  quadraticPoint,
  runControlPoint,
  runFromHandle,
  runHandlePoint,
  runPointAt,
  runTrailPath,
} from './run-curve.ts';

const start = { x: 100, y: 100 };
const end = { x: 100, y: 300 };

describe('runControlPoint', () => {
  it('measures along the run and across it to the right of its direction', () => {
    // Running down the screen, the runner's right is the screen's left.
    expect(runControlPoint(start, end, { along: 0.25, across: 0.5 })).toEqual({ x: 0, y: 150 });
    expect(runControlPoint(start, end, { along: 0.5, across: -0.5 })).toEqual({ x: 200, y: 200 });
  });

  it('stretches and turns with the run when an end moves', () => {
    const longer = runControlPoint(start, { x: 100, y: 500 }, { along: 0.25, across: 0.5 });
    expect(longer).toEqual({ x: -100, y: 200 });
  });

  it('is the midpoint for a straight run and for a run of no length', () => {
    expect(runControlPoint(start, end, undefined)).toEqual({ x: 100, y: 200 });
    expect(runControlPoint(start, start, { along: 3, across: 4 })).toEqual(start);
  });
});

describe('handles', () => {
  it('puts the handle on the curve halfway', () => {
    const run = { along: 0.3, across: 0.7 };
    const control = runControlPoint(start, end, run);
    expect(runHandlePoint(start, end, run)).toEqual(quadraticPoint(start, control, end, 0.5));
  });

  it('turns a dragged handle back into the run through it', () => {
    for (const handle of [
      { x: 40, y: 180 },
      { x: 260, y: 90 },
      { x: 100, y: 200 },
    ]) {
      const run = runFromHandle(start, end, handle);
      const back = runHandlePoint(start, end, run);
      expect(back.x).toBeCloseTo(handle.x, 9);
      expect(back.y).toBeCloseTo(handle.y, 9);
    }
    expect(runFromHandle(start, end, { x: 100, y: 200 })).toEqual({ along: 0.5, across: 0 });
  });

  it('has no run for a run of no length', () => {
    expect(runFromHandle(start, start, { x: 5, y: 5 })).toBeUndefined();
  });
});

describe('runPointAt and runTrailPath', () => {
  it('is a straight line without a run and the curve with one', () => {
    expect(runPointAt(start, end, undefined, 0.25)).toEqual({ x: 100, y: 150 });
    const run = { along: 0.5, across: 0.5 };
    expect(runPointAt(start, end, run, 0.5)).toEqual(runHandlePoint(start, end, run));
    expect(runPointAt(start, end, run, 0)).toEqual(start);
    expect(runPointAt(start, end, run, 1)).toEqual(end);
  });

  it('draws the trail as one quadratic segment', () => {
    expect(runTrailPath(start, end, { along: 0.5, across: 0.5 })).toEqual([
      ['M', 100, 100],
      ['Q', 0, 200, 100, 300],
    ]);
  });
});
