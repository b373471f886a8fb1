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
});
