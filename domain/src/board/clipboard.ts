import { z } from 'zod';
import { CANVAS_HEIGHT, CANVAS_WIDTH, MAX_GROUP_DEPTH, MAX_OBJECTS_PER_PAGE } from './constants.ts';
import type { Team } from './constants.ts';
import { objectBox, type BoardBox } from './alignment.ts';
import { canvasObjectSchema, normalizeObjectType, TEXT_OBJECT_TYPES } from './page.ts';
import type { CanvasObject } from './page.ts';
import { playerNumberOf, playerTeamOf, usedPlayerNumbers } from './player-numbering.ts';

/** How far right and down a paste lands from the spot its originals hold, per step. */
export const PASTE_OFFSET = 20;
/** Objects closer than this to a pasted object's spot would look piled on it. */
const SAME_SPOT = PASTE_OFFSET / 2;
/** Bounds the search for a free spot on a crowded page; past it a paste takes one step. */
const MAX_PASTE_STEPS = 60;

/** Version of what the clipboard holds, so an older or newer app ignores what it cannot read. */
export const CLIPBOARD_VERSION = 1;

/** What is copied, as the browser keeps it: page objects in drawing order. */
export const clipboardContentSchema = z.object({
  version: z.literal(CLIPBOARD_VERSION),
  objects: z.array(canvasObjectSchema).min(1).max(MAX_OBJECTS_PER_PAGE),
});
export type ClipboardContent = z.infer<typeof clipboardContentSchema>;

interface Spot {
  x: number;
  y: number;
}

const spotOf = (object: CanvasObject): Spot => ({ x: object.left ?? 0, y: object.top ?? 0 });

const onBoard = (spot: Spot): boolean =>
  spot.x >= 0 && spot.x <= CANVAS_WIDTH && spot.y >= 0 && spot.y <= CANVAS_HEIGHT;

/** How far a box reaches past each edge of the board (0 where it is inside). */
const overhang = (box: BoardBox, shift: number) => [
  Math.max(0, -(box.left + shift)),
  Math.max(0, -(box.top + shift)),
  Math.max(0, box.right + shift - CANVAS_WIDTH),
  Math.max(0, box.bottom + shift - CANVAS_HEIGHT),
];

/**
 * Steps of {@link PASTE_OFFSET} to try, nearest first: 0 (the originals' spots), then further
 * right and down while the copies stay on the board, then up and left for copies near the bottom
 * or right edge. A copy stays on the board when its whole box does, or, where the original
 * already reaches past an edge, reaches no further; objects off the board do not count.
 */
function* candidateSteps(copied: readonly CanvasObject[]): Generator<number> {
  yield 0;
  const boxes = copied.filter((object) => onBoard(spotOf(object))).map(objectBox);
  const staysOnBoard = (step: number) =>
    boxes.every((box) => {
      const before = overhang(box, 0);
      return overhang(box, step * PASTE_OFFSET).every(
        (reach, edge) => reach <= (before[edge] ?? 0),
      );
    });
  for (const direction of [1, -1]) {
    for (let step = direction; Math.abs(step) <= MAX_PASTE_STEPS; step += direction) {
      if (!staysOnBoard(step)) break;
      yield step;
    }
  }
}

/**
 * How many {@link PASTE_OFFSET} steps (negative: up and left) a paste moves so that none of its
 * objects lands on the spot of an object already on the page. Pasting where the originals'
 * spots are free (another page) keeps them; each repeated paste steps further.
 */
export function pasteStep(
  copied: readonly CanvasObject[],
  target: readonly CanvasObject[],
): number {
  const copiedSpots = copied.map(spotOf);
  const taken = target.map(spotOf);
  const isFree = (step: number) =>
    copiedSpots.every((spot) => {
      const x = spot.x + step * PASTE_OFFSET;
      const y = spot.y + step * PASTE_OFFSET;
      return taken.every((other) => Math.hypot(other.x - x, other.y - y) >= SAME_SPOT);
    });
  for (const step of candidateSteps(copied)) if (isFree(step)) return step;
  return 1;
}

/**
 * The object and its children with fresh uuids, noting each old uuid's new one in `renamed`. A
 * child named after its parent (a player's `${uuid}-circle`, `${uuid}-label`) stays so named.
 */
function withNewUuids(
  object: CanvasObject,
  uuid: string,
  newUuid: () => string,
  renamed: Map<string, string>,
  depth = 0,
): CanvasObject {
  renamed.set(object.uuid, uuid);
  const copy: CanvasObject = { ...object, uuid };
  if (!object.objects) return copy;
  if (depth >= MAX_GROUP_DEPTH) {
    // Deeper than a page may nest: such children are dropped on load anyway.
    copy.objects = [];
    return copy;
  }
  copy.objects = object.objects.map((child) => {
    const named = child.uuid.startsWith(object.uuid) && child.uuid !== object.uuid;
    const childUuid = named ? `${uuid}${child.uuid.slice(object.uuid.length)}` : newUuid();
    return withNewUuids(child, childUuid, newUuid, renamed, depth + 1);
  });
  return copy;
}

/** Ends attached to a pasted player follow the copy; ends attached to one left behind come loose. */
function rebound(object: CanvasObject, renamed: ReadonlyMap<string, string>): CanvasObject {
  const copy: CanvasObject = { ...object };
  for (const end of ['startBinding', 'endBinding'] as const) {
    const bound = object[end];
    if (bound === undefined) continue;
    const renewed = renamed.get(bound);
    if (renewed === undefined) delete copy[end];
    else copy[end] = renewed;
  }
  if (object.objects) copy.objects = object.objects.map((child) => rebound(child, renamed));
  return copy;
}

const isText = (object: CanvasObject): boolean =>
  TEXT_OBJECT_TYPES.includes(normalizeObjectType(object.type));

/** Replaces the first plain-integer text inside the player (its label); true when one was found. */
function relabel(object: CanvasObject, text: string, depth: number): boolean {
  for (const child of object.objects ?? []) {
    if (isText(child) && typeof child.text === 'string' && /^\d+$/u.test(child.text.trim())) {
      child.text = text;
      return true;
    }
    if (depth < MAX_GROUP_DEPTH && relabel(child, text, depth + 1)) return true;
  }
  return false;
}

interface PlayerRef {
  /** The player inside the pasted (already copied, so writable) tree. */
  object: CanvasObject;
  team: Team;
  number: number;
}

function collectPlayers(objects: readonly CanvasObject[], depth: number, into: PlayerRef[]): void {
  for (const object of objects) {
    const team = playerTeamOf(object);
    const number = team === undefined ? undefined : playerNumberOf(object);
    if (team !== undefined) {
      if (number !== undefined) into.push({ object, team, number });
      continue;
    }
    if (depth < MAX_GROUP_DEPTH) collectPlayers(object.objects ?? [], depth + 1, into);
  }
}

/**
 * Numbers the pasted players (in place): each keeps its number when no player of its team on the
 * page or among the other pasted players has it; the rest then take the smallest free numbers,
 * in drawing order. Both `playerNumber` and the label show the number.
 */
function renumber(pasted: readonly CanvasObject[], target: readonly CanvasObject[]): void {
  const players: PlayerRef[] = [];
  collectPlayers(pasted, 0, players);
  const used = new Map<Team, Set<number>>();
  const usedBy = (team: Team) => {
    let numbers = used.get(team);
    if (!numbers) {
      numbers = usedPlayerNumbers(target, team);
      used.set(team, numbers);
    }
    return numbers;
  };
  const clashing: PlayerRef[] = [];
  for (const player of players) {
    const numbers = usedBy(player.team);
    if (numbers.has(player.number)) clashing.push(player);
    else numbers.add(player.number);
  }
  for (const player of clashing) {
    const numbers = usedBy(player.team);
    let number = 0;
    while (numbers.has(number)) number += 1;
    numbers.add(number);
    player.object.playerNumber = number;
    relabel(player.object, String(number), 0);
  }
}

/**
 * The objects a paste of `copied` adds to a page holding `target`: every object and nested
 * child with a new uuid, moved by {@link pasteStep} steps of {@link PASTE_OFFSET}, players
 * numbered for that page, and arrow ends attached to pasted players attached to their copies.
 * Neither input is changed.
 *
 * @param newUuid - makes a fresh uuid (the caller's random source keeps this function pure)
 */
export function pastedObjects(
  copied: readonly CanvasObject[],
  target: readonly CanvasObject[],
  newUuid: () => string,
): CanvasObject[] {
  const step = pasteStep(copied, target) * PASTE_OFFSET;
  const renamed = new Map<string, string>();
  // Page objects are plain JSON; a deep copy shares no nested array with the copied objects.
  const copies = JSON.parse(JSON.stringify(copied)) as CanvasObject[];
  const renewed = copies.map((object) => {
    const copy = withNewUuids(object, newUuid(), newUuid, renamed);
    if (step === 0) return copy;
    return { ...copy, left: (copy.left ?? 0) + step, top: (copy.top ?? 0) + step };
  });
  const pasted = renewed.map((object) => rebound(object, renamed));
  renumber(pasted, target);
  return pasted;
}
