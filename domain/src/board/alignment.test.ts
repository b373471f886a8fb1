import { describe, expect, it } from 'vitest';
import {
  BOARD_CENTRE,
  alignObjects,
  alignedCentres,
  guideTargets,
  matchGuides,
  objectBox,
  objectCentre,
  snapToGrid,
  withCentre,
} from './alignment.ts';
import type { CanvasObject } from './page.ts';

const player = (uuid: string, left: number, top: number): CanvasObject => ({
  type: 'group',
  uuid,
  objectType: 'playerA',
  left,
  top,
  originX: 'center',
  originY: 'center',
  width: 34,
  height: 34,
});

/** 40 × 20, placed by its top left corner and turned a quarter about it. */
const TURNED: CanvasObject = {
  type: 'rect',
  uuid: 'r',
  left: 0,
  top: 0,
  width: 40,
  height: 20,
  angle: 90,
};

const centres = (objects: readonly CanvasObject[]) => objects.map(objectCentre);

describe('snapToGrid', () => {
  it('moves a point to the nearest crossing', () => {
    expect(snapToGrid({ x: 29, y: 31 }, 20)).toEqual({ x: 20, y: 40 });
    expect(snapToGrid({ x: 30, y: 10 }, 20)).toEqual({ x: 40, y: 20 });
    expect(snapToGrid({ x: 610, y: 343 })).toEqual({ x: 620, y: 340 });
  });

  it('keeps points on the grid and near zero without a negative zero', () => {
    expect(snapToGrid({ x: 40, y: 0 }, 20)).toEqual({ x: 40, y: 0 });
    expect(snapToGrid({ x: -4, y: -9 }, 20)).toEqual({ x: 0, y: 0 });
  });

  it('leaves the point alone for a grid size that is not positive', () => {
    expect(snapToGrid({ x: 13, y: 7 }, 0)).toEqual({ x: 13, y: 7 });
    expect(snapToGrid({ x: 13, y: 7 }, Number.NaN)).toEqual({ x: 13, y: 7 });
  });
});

describe('guide matching', () => {
  const targets = guideTargets([
    { x: 100, y: 200 },
    { x: 400, y: 500 },
    { x: 100, y: 50 },
  ]);

  it('collects sorted lines without repeats, the board centre included', () => {
    expect([...targets.xs]).toEqual([100, 400, BOARD_CENTRE.x]);
    expect([...targets.ys]).toEqual([50, 200, BOARD_CENTRE.y, 500]);
    expect([...guideTargets([{ x: 5, y: 6 }], { boardCentre: false }).xs]).toEqual([5]);
  });

  it('snaps each axis to the nearest line within the threshold and names the guides', () => {
    expect(matchGuides({ x: 104, y: 497 }, targets, 6)).toEqual({
      x: 100,
      y: 500,
      vertical: 100,
      horizontal: 500,
    });
  });

  it('snaps one axis alone when only it is close', () => {
    expect(matchGuides({ x: 250, y: 205 }, targets, 6)).toEqual({
      x: 250,
      y: 200,
      vertical: null,
      horizontal: 200,
    });
  });

  it('leaves a centre beyond the threshold where it is', () => {
    expect(matchGuides({ x: 107, y: 300 }, targets, 6)).toEqual({
      x: 107,
      y: 300,
      vertical: null,
      horizontal: null,
    });
  });

  it('snaps at exactly the threshold and picks the nearer of two lines', () => {
    expect(matchGuides({ x: 106, y: 0 }, targets, 6).vertical).toBe(100);
    const close = guideTargets(
      [
        { x: 10, y: 0 },
        { x: 16, y: 0 },
      ],
      { boardCentre: false },
    );
    expect(matchGuides({ x: 14, y: 100 }, close, 6).x).toBe(16);
    expect(matchGuides({ x: 12, y: 100 }, close, 6).x).toBe(10);
  });

  it('snaps to the board centre line with no other objects', () => {
    const empty = guideTargets([]);
    expect(matchGuides({ x: BOARD_CENTRE.x + 3, y: 20 }, empty)).toMatchObject({
      x: BOARD_CENTRE.x,
      vertical: BOARD_CENTRE.x,
      horizontal: null,
    });
  });
});

describe('objectCentre and withCentre', () => {
  it('takes the position of a centred object', () => {
    expect(objectCentre(player('a', 300, 200))).toEqual({ x: 300, y: 200 });
  });

  it('finds the centre of an object placed by its top left corner, scaled', () => {
    const cone: CanvasObject = {
      type: 'image',
      uuid: 'cone',
      left: 100,
      top: 50,
      width: 600,
      height: 600,
      scaleX: 0.05,
      scaleY: 0.1,
    };
    expect(objectCentre(cone)).toEqual({ x: 115, y: 80 });
    expect(objectCentre({ ...cone, originX: 'right', originY: 'bottom' })).toEqual({
      x: 85,
      y: 20,
    });
  });

  it('counts the stroke and the radius of an old circle', () => {
    const ball: CanvasObject = { type: 'circle', uuid: 'b', left: 10, top: 10, radius: 9 };
    expect(objectCentre(ball)).toEqual({ x: 19, y: 19 });
    expect(objectCentre({ ...ball, strokeWidth: 2 })).toEqual({ x: 20, y: 20 });
  });

  it('turns the offset with the object', () => {
    const centre = objectCentre(TURNED);
    expect(centre.x).toBeCloseTo(-10);
    expect(centre.y).toBeCloseTo(20);
  });

  it('moves an object of any origin so its centre lands on the point', () => {
    const { angle: _upright, ...rect } = TURNED;
    const old: CanvasObject = { ...rect, originX: 'left', originY: 'top', fill: '#ff0000' };
    const moved = withCentre(old, { x: 100, y: 100 });
    expect(moved).toEqual({ ...old, left: 80, top: 90 });
    expect(objectCentre(moved)).toEqual({ x: 100, y: 100 });
    expect(withCentre(player('a', 1, 2), { x: 0.3, y: 0.7 })).toMatchObject({
      left: 0.3,
      top: 0.7,
    });
  });
});

describe('objectBox', () => {
  it('spans a centred object half its size each way', () => {
    expect(objectBox(player('a', 300, 200))).toEqual({
      left: 283,
      top: 183,
      right: 317,
      bottom: 217,
    });
  });

  it('covers a turned object where it is drawn', () => {
    const box = objectBox(TURNED);
    // Turned a quarter about its top left corner: 20 wide to the left of it, 40 high below it.
    expect(box.left).toBeCloseTo(-20);
    expect(box.right).toBeCloseTo(0);
    expect(box.top).toBeCloseTo(0);
    expect(box.bottom).toBeCloseTo(40);
  });
});

describe('aligning a selection', () => {
  const wall = [player('a', 100, 300), player('b', 250, 320), player('c', 400, 340)];

  it('puts a row on the mean centre y and keeps each x', () => {
    expect(centres(alignObjects(wall, 'row'))).toEqual([
      { x: 100, y: 320 },
      { x: 250, y: 320 },
      { x: 400, y: 320 },
    ]);
  });

  it('puts a column on the mean centre x and keeps each y', () => {
    expect(centres(alignObjects(wall, 'column'))).toEqual([
      { x: 250, y: 300 },
      { x: 250, y: 320 },
      { x: 250, y: 340 },
    ]);
  });

  it('spreads along the longer axis between the outermost objects, sorted by position', () => {
    const uneven = [player('c', 500, 100), player('a', 100, 120), player('b', 150, 90)];
    expect(centres(alignObjects(uneven, 'spread'))).toEqual([
      { x: 500, y: 100 },
      { x: 100, y: 120 },
      { x: 300, y: 90 },
    ]);
  });

  it('spreads vertically when the selection is taller than wide', () => {
    const column = [
      player('a', 200, 100),
      player('b', 205, 130),
      player('c', 195, 400),
      player('d', 200, 600),
    ];
    const spread = alignedCentres(centres(column), 'spread');
    expect(spread.map((centre) => centre.x)).toEqual([200, 205, 195, 200]);
    const [a, b, c, d] = spread.map((centre) => centre.y);
    expect([a, d]).toEqual([100, 600]);
    expect(b).toBeCloseTo(100 + 500 / 3);
    expect(c).toBeCloseTo(100 + 1000 / 3);
  });

  it('keeps the selection order for objects on the same spot, so spreading again is a no-op', () => {
    const pile = [player('a', 100, 100), player('b', 100, 100), player('c', 400, 100)];
    const once = alignObjects(pile, 'spread');
    expect(centres(once)).toEqual([
      { x: 100, y: 100 },
      { x: 250, y: 100 },
      { x: 400, y: 100 },
    ]);
    expect(alignObjects(once, 'spread')).toEqual(once);
  });

  it('returns unmoved objects unchanged, other properties kept', () => {
    const aligned = alignObjects(wall, 'row');
    expect(aligned[1]).toBe(wall[1]);
    expect(aligned[0]).toEqual({ ...wall[0], top: 320 });
  });

  it('does nothing with too few objects', () => {
    expect(alignObjects([wall[0] as CanvasObject], 'row')).toEqual([wall[0]]);
    expect(alignObjects(wall.slice(0, 2), 'spread')).toEqual(wall.slice(0, 2));
    expect(alignObjects([], 'column')).toEqual([]);
  });

  it('aligns old objects by their centre, not their corner', () => {
    const corner: CanvasObject = {
      type: 'rect',
      uuid: 'box',
      left: 0,
      top: 0,
      width: 40,
      height: 40,
    };
    const [box, centred] = alignObjects([corner, player('p', 100, 100)], 'row');
    expect(objectCentre(box as CanvasObject).y).toBe(60);
    expect(box).toMatchObject({ left: 0, top: 40 });
    expect(centred).toMatchObject({ left: 100, top: 60 });
  });
});
