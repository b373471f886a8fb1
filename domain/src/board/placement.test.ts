import { describe, expect, it } from 'vitest';
import {
  BALL_START_LEFT,
  BALL_START_TOP,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  TEAM_START_LEFT,
  TEAM_START_TOP,
} from './constants.ts';
import type { CanvasObject } from './page.ts';
import { PLACEMENT_SPACING, freeSpot, placedFree } from './placement.ts';

const player = (team: 'A' | 'B', index: number): CanvasObject => ({
  type: 'group',
  uuid: `${team}-${index}`,
  objectType: team === 'A' ? 'playerA' : 'playerB',
  team,
  left: TEAM_START_LEFT[team],
  top: TEAM_START_TOP,
});
const cone = (index: number): CanvasObject => ({
  type: 'image',
  uuid: `cone-${index}`,
  objectType: 'RedCone',
  left: BALL_START_LEFT,
  top: BALL_START_TOP,
});

/** Adds `objects` one after another the way the editor does, each at its free spot. */
function placeAll(objects: CanvasObject[], start: CanvasObject[] = []) {
  const placed = [...start];
  for (const object of objects) placed.push(placedFree(object, placed));
  return placed;
}

const apart = (objects: CanvasObject[]) => {
  for (const [index, a] of objects.entries()) {
    for (const b of objects.slice(index + 1)) {
      const distance = Math.hypot((a.left ?? 0) - (b.left ?? 0), (a.top ?? 0) - (b.top ?? 0));
      expect(distance).toBeGreaterThanOrEqual(PLACEMENT_SPACING);
    }
  }
};

describe('freeSpot', () => {
  it('puts the first player of a team on its spawn point', () => {
    expect(freeSpot(player('A', 0), [])).toEqual({ left: 250, top: 640 });
    expect(freeSpot(player('B', 0), [])).toEqual({ left: 940, top: 640 });
  });

  it('lines up a team in a row along its side, never on top of another', () => {
    const team = placeAll(Array.from({ length: 7 }, (_, index) => player('A', index)));
    apart(team);
    expect(new Set(team.map((object) => object.top))).toEqual(new Set([TEAM_START_TOP]));
    const lefts = team.map((object) => object.left ?? 0).sort((a, b) => a - b);
    expect(lefts.at(-1)! - lefts[0]!).toBe(6 * PLACEMENT_SPACING);
  });

  it('puts balls and accessories around the centre spawn point, apart', () => {
    const things = placeAll(Array.from({ length: 12 }, (_, index) => cone(index)));
    apart(things);
    expect(things[0]).toMatchObject({ left: BALL_START_LEFT, top: BALL_START_TOP });
    for (const thing of things) {
      expect(Math.abs((thing.left ?? 0) - BALL_START_LEFT)).toBeLessThanOrEqual(
        2 * PLACEMENT_SPACING,
      );
    }
  });

  it('keeps a crowded board apart and on the board', () => {
    const crowd = placeAll([
      ...Array.from({ length: 40 }, (_, index) => player(index % 2 ? 'A' : 'B', index)),
      ...Array.from({ length: 40 }, (_, index) => cone(index)),
    ]);
    apart(crowd);
    for (const object of crowd) {
      expect(object.left).toBeGreaterThan(0);
      expect(object.left).toBeLessThan(CANVAS_WIDTH);
      expect(object.top).toBeGreaterThan(0);
      expect(object.top).toBeLessThan(CANVAS_HEIGHT);
    }
  });

  it('avoids objects already on the page, wherever they came from', () => {
    const existing = [{ ...cone(0), left: 250, top: 640 }];
    expect(freeSpot(player('A', 1), existing)).not.toEqual({ left: 250, top: 640 });
  });

  /** The upright box an object covers, from its centre and size (unturned, centred objects). */
  const box = (object: CanvasObject, width: number, height: number) => ({
    left: (object.left ?? 0) - width / 2,
    right: (object.left ?? 0) + width / 2,
    top: (object.top ?? 0) - height / 2,
    bottom: (object.top ?? 0) + height / 2,
  });
  const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const hoop: CanvasObject = {
    type: 'image',
    uuid: 'hoop',
    objectType: 'accessory',
    accessoryType: 'Hoop',
    width: 100,
    height: 100,
    scaleX: 0.45,
    scaleY: 0.45,
    originX: 'center',
    originY: 'center',
    left: BALL_START_LEFT,
    top: BALL_START_TOP,
  };

  it('keeps a new hoop off a wide text box, whose edge is far from its centre', () => {
    // A text box as the editor makes it: its height is fabric's to measure.
    const text: CanvasObject = {
      type: 'textbox',
      uuid: 'text',
      objectType: 'text',
      text: 'Press the keeper',
      width: 200,
      fontSize: 24,
      originX: 'center',
      originY: 'center',
      left: BALL_START_LEFT,
      top: BALL_START_TOP,
    };
    const [placedText, placedHoop] = placeAll([text, hoop]);
    expect(overlap(box(placedText!, 200, 24 * 1.16), box(placedHoop!, 45, 45))).toBe(false);
  });

  it('keeps a new cone off a line, measured from its ends when it has no size yet', () => {
    const line: CanvasObject = {
      type: 'line',
      uuid: 'line',
      objectType: 'line',
      x1: 0,
      y1: 0,
      x2: 200,
      y2: 0,
      strokeWidth: 4,
      originX: 'center',
      originY: 'center',
      left: BALL_START_LEFT,
      top: BALL_START_TOP,
    };
    const [placedLine, placedCone] = placeAll([line, cone(0)]);
    expect(overlap(box(placedLine!, 200, 4), box(placedCone!, 24, 24))).toBe(false);
  });

  it('counts a turned object by the box it covers once turned', () => {
    // A ladder turned flat lies across the centre spawn point, not up and down from it.
    const ladder: CanvasObject = {
      ...hoop,
      uuid: 'ladder',
      accessoryType: 'Ladder',
      width: 400,
      height: 1200,
      scaleX: 0.1,
      scaleY: 0.1,
      angle: 90,
    };
    const spot = freeSpot(cone(0), [ladder]);
    expect(
      overlap(
        box({ left: BALL_START_LEFT, top: BALL_START_TOP } as CanvasObject, 120, 40),
        box({ ...cone(0), ...spot }, 24, 24),
      ),
    ).toBe(false);
  });

  it('keeps a large object wholly on the board', () => {
    const crowd = placeAll(
      Array.from({ length: 30 }, (_, index) => ({ ...hoop, uuid: `hoop-${index}` })),
    );
    for (const placed of crowd) {
      const covered = box(placed, 45, 45);
      expect(covered.left).toBeGreaterThanOrEqual(0);
      expect(covered.right).toBeLessThanOrEqual(CANVAS_WIDTH);
      expect(covered.top).toBeGreaterThanOrEqual(0);
      expect(covered.bottom).toBeLessThanOrEqual(CANVAS_HEIGHT);
      for (const other of crowd) {
        if (other !== placed) expect(overlap(covered, box(other, 45, 45))).toBe(false);
      }
    }
  });

  it('still lines up a team beside a stroke drawn across the whole court', () => {
    const stroke: CanvasObject = {
      type: 'path',
      uuid: 'stroke',
      objectType: 'drawing',
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      originX: 'center',
      originY: 'center',
      left: CANVAS_WIDTH / 2,
      top: CANVAS_HEIGHT / 2,
    };
    const team = placeAll(
      Array.from({ length: 7 }, (_, index) => player('A', index)),
      [stroke],
    ).slice(1);
    apart(team);
  });
});
