import { PAGE_SCHEMA_VERSION, PLAYER_OBJECT_TYPES, PLAYER_RADIUS } from '@courtside/domain';
import type { CanvasObject, CourtBackground, Page, Team } from '@courtside/domain';

export function circle(uuid: string, left = 0, top = 0): CanvasObject {
  return { type: 'circle', uuid, left, top, radius: 15 };
}

/** What sets a test's player apart; without options a team A player with no number. */
export interface PlayerOptions {
  team?: Team;
  /** Stored as `playerNumber` and shown by a label, which copies get renumbered in. */
  number?: number;
}

/**
 * A player as the object factories make it: a group stored by its centre, holding a circle and,
 * when numbered, the number's label. Only what the editor reads, none of the styling.
 */
export function player(
  uuid: string,
  left: number,
  top: number,
  { team = 'A', number }: PlayerOptions = {},
): CanvasObject {
  const circle: CanvasObject = {
    type: 'circle',
    uuid: `${uuid}-circle`,
    radius: PLAYER_RADIUS,
    left: 0,
    top: 0,
  };
  const label: CanvasObject[] =
    number === undefined
      ? []
      : [{ type: 'text', uuid: `${uuid}-label`, text: String(number), left: 0, top: 0 }];
  return {
    type: 'group',
    uuid,
    objectType: PLAYER_OBJECT_TYPES[team],
    team,
    ...(number === undefined ? {} : { playerNumber: number }),
    left,
    top,
    originX: 'center',
    originY: 'center',
    objects: [circle, ...label],
  };
}

export function page(
  objects: CanvasObject[],
  background: CourtBackground = '/full-court.svg',
): Page {
  return { version: PAGE_SCHEMA_VERSION, objects, backgroundImage: { src: background } };
}

/** Lets pending promise callbacks (the fake port's async results) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
