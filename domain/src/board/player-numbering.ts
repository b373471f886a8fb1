import { MAX_GROUP_DEPTH, PLAYER_OBJECT_TYPES } from './constants.ts';
import type { Team } from './constants.ts';
import { normalizeObjectType, TEXT_OBJECT_TYPES } from './page.ts';

type Loose = Record<string, unknown>;

const DIGITS = /^\d+$/u;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childrenOf(object: Loose): readonly unknown[] {
  return Array.isArray(object.objects) ? object.objects : [];
}

function numberFromText(object: Loose, depth: number): number | undefined {
  const isText =
    typeof object.type === 'string' && TEXT_OBJECT_TYPES.includes(normalizeObjectType(object.type));
  if (isText && typeof object.text === 'string' && DIGITS.test(object.text.trim())) {
    return Number(object.text.trim());
  }
  if (depth >= MAX_GROUP_DEPTH) return undefined;
  for (const child of childrenOf(object)) {
    const number = isRecord(child) ? numberFromText(child, depth + 1) : undefined;
    if (number !== undefined) return number;
  }
  return undefined;
}

/**
 * The number a player object shows: its `playerNumber` when set, else the first text inside the
 * player group that is a plain non-negative integer. Undefined for labels such as `C` or `7a`.
 */
export function playerNumberOf(player: unknown): number | undefined {
  if (!isRecord(player)) return undefined;
  const { playerNumber } = player;
  if (typeof playerNumber === 'number' && Number.isSafeInteger(playerNumber) && playerNumber >= 0) {
    return playerNumber;
  }
  const fromText = numberFromText(player, 0);
  return fromText !== undefined && Number.isSafeInteger(fromText) ? fromText : undefined;
}

/** The team a player object belongs to, from its `objectType` (`playerA` / `playerB`). */
export function playerTeamOf(object: unknown): Team | undefined {
  if (!isRecord(object)) return undefined;
  if (object.objectType === PLAYER_OBJECT_TYPES.A) return 'A';
  if (object.objectType === PLAYER_OBJECT_TYPES.B) return 'B';
  return undefined;
}

function collectNumbers(objects: readonly unknown[], team: Team, depth: number, used: Set<number>) {
  for (const object of objects) {
    if (!isRecord(object)) continue;
    const objectTeam = playerTeamOf(object);
    if (objectTeam !== undefined) {
      const number = objectTeam === team ? playerNumberOf(object) : undefined;
      if (number !== undefined) used.add(number);
      // A player's own children are its circle and label, never further players.
      continue;
    }
    if (depth < MAX_GROUP_DEPTH) collectNumbers(childrenOf(object), team, depth + 1, used);
  }
}

/** The numbers players of `team` on the page show, players inside user-made groups included. */
export function usedPlayerNumbers(objects: readonly unknown[], team: Team): Set<number> {
  const used = new Set<number>();
  collectNumbers(objects, team, 0, used);
  return used;
}

/**
 * Number for a new player of `team` (spec §5): the smallest non-negative integer no player of
 * that team on the page uses yet. Players inside user-made groups count too.
 *
 * @param objects - the page's objects as plain data (`Page.objects` or fabric's `toObject` output)
 */
export function nextPlayerNumber(objects: readonly unknown[], team: Team): number {
  const used = usedPlayerNumbers(objects, team);
  let candidate = 0;
  while (used.has(candidate)) candidate += 1;
  return candidate;
}
