import {
  BoardAnimation,
  HELD_BALL_OFFSET,
  RUN_BEND_LIMIT,
  heldBallPosition,
  isBall,
  runFromHandle,
} from '@courtside/domain';
import type { AnimatedPage, CanvasObject, ObjectRun, XY } from '@courtside/domain';

/**
 * An object's run from the current page to the next as the editor shows it (issue 16): a trail
 * between the centres on both pages, bent by the object's `run`, with a handle in its middle.
 * Not page data: the canvas draws it beside the objects and never stores it.
 */
export interface RunGuide {
  uuid: string;
  start: XY;
  end: XY;
  run: ObjectRun | undefined;
}

/**
 * An object's centre on the board. The domain places a held ball `HELD_BALL_OFFSET` from its
 * carrier's centre, which for a ball of no size is exactly that centre plus the offset.
 */
export function centreOf(object: CanvasObject): XY {
  const { left, top } = heldBallPosition(object, {});
  return { x: left - HELD_BALL_OFFSET.x, y: top - HELD_BALL_OFFSET.y };
}

/** A ball held on either page goes with its carriers: its path is theirs, not its own run. */
function followsCarrier(object: CanvasObject, next: CanvasObject): boolean {
  return isBall(object) && (object.heldBy !== undefined || next.heldBy !== undefined);
}

/**
 * The runs of the objects that move from `objects` (the current page) to `nextObjects`: those on
 * both pages, matched by uuid, whose centre moves. None without a next page.
 */
export function runGuides(
  objects: readonly CanvasObject[],
  nextObjects: readonly CanvasObject[] | undefined,
): RunGuide[] {
  if (!nextObjects) return [];
  const next = new Map<string, CanvasObject>();
  for (const object of nextObjects) if (!next.has(object.uuid)) next.set(object.uuid, object);
  const guides: RunGuide[] = [];
  for (const object of objects) {
    const there = next.get(object.uuid);
    if (!there || object.locked === true || followsCarrier(object, there)) continue;
    const start = centreOf(object);
    const end = centreOf(there);
    if (Math.hypot(end.x - start.x, end.y - start.y) < 1) continue;
    guides.push({ uuid: object.uuid, start, end, run: object.run });
  }
  return guides;
}

/** The run whose middle lies at `handle`, within the domain's bounds; undefined if none. */
export function bentRun(guide: RunGuide, handle: XY): ObjectRun | undefined {
  const run = runFromHandle(guide.start, guide.end, handle);
  if (!run) return undefined;
  const clamp = (value: number) => Math.min(RUN_BEND_LIMIT, Math.max(-RUN_BEND_LIMIT, value));
  return { along: clamp(run.along), across: clamp(run.across) };
}

export function sameGuides(a: readonly RunGuide[], b: readonly RunGuide[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One bar of the timing strip: an object that moves to the next page and when (issue 16). */
export interface TimingBar {
  uuid: string;
  /** Fractions of the move (0–1) in which the object moves; for a pass, the flight. */
  start: number;
  end: number;
  pass: boolean;
  /** What the strip names the bar by. */
  object: Pick<
    CanvasObject,
    'objectType' | 'team' | 'role' | 'playerNumber' | 'ballType' | 'accessoryType' | 'text'
  > &
    Partial<Pick<CanvasObject, 'type'>>;
}

/**
 * The timing strip's bars for the move from `page` to `next`: the domain's schedule of that
 * move (what playback does), one bar per object that does something in it.
 */
export function timingBars(page: AnimatedPage, next: AnimatedPage | undefined): TimingBar[] {
  if (!next) return [];
  const byUuid = new Map(page.objects.map((object) => [object.uuid, object]));
  const nextByUuid = new Map(next.objects.map((object) => [object.uuid, object]));
  return new BoardAnimation([page, next]).scheduleAfter(0).map(({ uuid, start, end, pass }) => {
    const object = (byUuid.get(uuid) ?? nextByUuid.get(uuid) ?? {}) as CanvasObject;
    const { type, objectType, team, role, playerNumber, ballType, accessoryType, text } = object;
    return {
      uuid,
      start,
      end,
      pass,
      object: { type, objectType, team, role, playerNumber, ballType, accessoryType, text },
    };
  });
}
