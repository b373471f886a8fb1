import { describe, expect, it } from 'vitest';
import { PLAYER_RADIUS } from './constants.ts';
import {
  BINDING_REACH,
  drawnLine,
  followBindings,
  lineEnds,
  lineObject,
  normalizedLine,
  pathPoints,
  playerAt,
  straightLinePath,
  withArrowHeadAtEnd,
} from './lines.ts';
import type { CanvasObject } from './page.ts';

const style: CanvasObject = {
  type: 'path',
  uuid: 'arrow',
  objectType: 'line',
  arrowHead: 'end',
  stroke: '#000000',
  strokeWidth: 2,
};

const player = (uuid: string, left: number, top: number): CanvasObject => ({
  type: 'group',
  uuid,
  objectType: 'playerA',
  team: 'A',
  left,
  top,
  originX: 'center',
  originY: 'center',
});

const near = (actual: { x: number; y: number } | undefined, x: number, y: number) => {
  expect(actual?.x).toBeCloseTo(x, 1);
  expect(actual?.y).toBeCloseTo(y, 1);
};

describe('straightLinePath', () => {
  it('draws a plain line as one segment and heads as two sides meeting at the tip', () => {
    expect(straightLinePath({ x: 0, y: 0 }, { x: 100, y: 0 }, 'none', 2)).toEqual([
      ['M', 0, 0],
      ['L', 100, 0],
    ]);
    const arrow = straightLinePath({ x: 0, y: 0 }, { x: 100, y: 0 }, 'end', 2);
    expect(arrow).toHaveLength(5);
    expect(arrow[3]).toEqual(['L', 100, 0]);
    const [a, , b] = pathPoints(arrow.slice(2));
    expect(a?.x).toBeLessThan(100);
    expect(a?.y).toBeCloseTo(-(b?.y ?? 0));
    const both = straightLinePath({ x: 0, y: 0 }, { x: 100, y: 0 }, 'both', 2);
    expect(both).toHaveLength(8);
    expect(both[6]).toEqual(['L', 0, 0]);
  });

  it('makes heads longer for thicker lines', () => {
    const thin = pathPoints(straightLinePath({ x: 0, y: 0 }, { x: 100, y: 0 }, 'end', 2));
    const thick = pathPoints(straightLinePath({ x: 0, y: 0 }, { x: 100, y: 0 }, 'end', 10));
    expect(thick[2]?.x).toBeLessThan(thin[2]?.x ?? 0);
  });
});

describe('withArrowHeadAtEnd', () => {
  it('points the head along the last stretch of a curve', () => {
    const stroke = [
      ['M', 0, 0],
      ['Q', 50, 0, 100, 0],
      ['Q', 100, 50, 100, 100],
      ['L', 100, 101],
    ];
    const withHead = withArrowHeadAtEnd(stroke, 2);
    expect(withHead.slice(0, 4)).toEqual(stroke);
    const [a, tip, b] = pathPoints(withHead.slice(4));
    near(tip, 100, 101);
    // Heading down: both sides sit above the tip, one on each side.
    expect(a?.y).toBeLessThan(101);
    expect(b?.y).toBeLessThan(101);
    expect(((a?.x ?? 0) - 100) * ((b?.x ?? 0) - 100)).toBeLessThan(0);
  });

  it('leaves a dot alone', () => {
    expect(withArrowHeadAtEnd([['M', 5, 5]], 2)).toEqual([['M', 5, 5]]);
  });
});

describe('lineObject and lineEnds', () => {
  it('reads back the ends it was made with', () => {
    const line = lineObject(style, { x: 100, y: 200 }, { x: 300, y: 250 });
    expect(line).toMatchObject({ type: 'path', originX: 'center', scaleX: 1, fill: '#000000' });
    const ends = lineEnds(line);
    near(ends?.start, 100, 200);
    near(ends?.end, 300, 250);
  });

  it('has no fill without heads', () => {
    expect(lineObject({ ...style, arrowHead: 'none' }, { x: 0, y: 0 }, { x: 9, y: 9 }).fill).toBe(
      null,
    );
  });

  it('follows a move, a scale and a quarter turn about the centre', () => {
    const line = lineObject(style, { x: 100, y: 100 }, { x: 200, y: 100 });
    const centreX = line.left ?? 0;
    const centreY = line.top ?? 0;
    const moved = { ...line, left: centreX + 10, top: centreY + 20 };
    near(lineEnds(moved)?.start, 110, 120);
    const turned = { ...line, angle: 90, scaleX: 2 };
    // The start was 50 left of the centre; doubled and turned a quarter it is 100 above it.
    near(lineEnds(turned)?.start, centreX, centreY - 100);
    near(lineEnds(normalizedLine(turned))?.start, centreX, centreY - 100);
    expect(normalizedLine(turned).angle).toBeUndefined();
    expect(normalizedLine(turned).scaleX).toBe(1);
  });

  it('reads lines placed by their top left corner', () => {
    const line = lineObject({ ...style, arrowHead: 'none' }, { x: 0, y: 0 }, { x: 100, y: 0 });
    const cornered = { ...line, originX: 'left', originY: 'top', left: 49, top: -1 };
    near(lineEnds(cornered)?.start, 50, 0);
  });
});

describe('bindings', () => {
  const objects = [player('p1', 100, 100), player('p2', 400, 100)];

  it('finds the topmost player within reach', () => {
    expect(playerAt(objects, { x: 100 + BINDING_REACH - 1, y: 100 })).toBe('p1');
    expect(playerAt(objects, { x: 100 + BINDING_REACH + 1, y: 100 })).toBeUndefined();
    expect(playerAt([...objects, player('p3', 101, 100)], { x: 100, y: 100 })).toBe('p3');
  });

  it('attaches the ends dropped on players just outside their circles', () => {
    const line = drawnLine(style, { x: 102, y: 98 }, { x: 398, y: 101 }, objects);
    expect(line).toMatchObject({ startBinding: 'p1', endBinding: 'p2' });
    const ends = lineEnds(line);
    expect(ends?.start.x).toBeGreaterThan(100 + PLAYER_RADIUS);
    expect(ends?.start.y).toBeCloseTo(100);
    expect(ends?.end.x).toBeLessThan(400 - PLAYER_RADIUS);
  });

  it('leaves a free end where it was dropped and never binds both ends to one player', () => {
    const line = drawnLine(style, { x: 100, y: 100 }, { x: 300, y: 300 }, objects);
    expect(line.startBinding).toBe('p1');
    expect(line.endBinding).toBeUndefined();
    near(lineEnds(line)?.end, 300, 300);
    const short = drawnLine(style, { x: 100, y: 100 }, { x: 105, y: 100 }, objects);
    expect(short.endBinding).toBeUndefined();
  });

  it('moves an attached end with its player and nothing else', () => {
    const line = drawnLine(style, { x: 100, y: 100 }, { x: 300, y: 300 }, objects);
    expect(followBindings([...objects, line])).toEqual([]);
    const movedPlayer = player('p1', 100, 400);
    const [followed, ...others] = followBindings([movedPlayer, objects[1] as CanvasObject, line]);
    expect(others).toEqual([]);
    const ends = lineEnds(followed as CanvasObject);
    expect(ends?.start.x).toBeGreaterThan(100);
    expect(ends?.start.y).toBeLessThan(400);
    near(ends?.end, 300, 300);
    expect(followed).toMatchObject({ uuid: 'arrow', startBinding: 'p1' });
  });

  it('keeps an end whose player is gone', () => {
    const line = drawnLine(style, { x: 100, y: 100 }, { x: 300, y: 300 }, objects);
    expect(followBindings([line])).toEqual([]);
  });
});
