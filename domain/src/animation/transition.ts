import { HELD_BALL_OFFSET, KNOCKED_OUT_OPACITY, LOB_PEAK_SCALE } from '../board/constants.ts';
import type { AnimatedObject, ObjectFrame, ObjectPresence } from './animation-types.ts';
import { applyEasing, easeInOutCubic } from './easing.ts';
import type { Easing } from './easing.ts';
import { runControlPoint } from './run-curve.ts';
import { carrierOf, centreShiftX, centreShiftY, isBall } from './possession.ts';

/**
 * How a ball moves in a transition: `none` for other objects and for a loose ball, which moves
 * like any object; `follow` when it stays at a carrier all the way (the same player on both pages,
 * or a ball only on one page); `flight` when it changes hands or leaves or reaches one: it waits
 * at the first, flies in its timing window, then stays at the second.
 */
type BallMove = 'none' | 'follow' | 'flight';

/**
 * One object's way through a transition, everything that does not depend on time worked out.
 * Read-only outside this module; {@link transitionSchedule} gives the part an editor shows.
 */
class Track {
  uuid: string | undefined;
  presence: ObjectPresence;
  x0 = 0;
  y0 = 0;
  angle0 = 0;
  scaleX0 = 1;
  scaleY0 = 1;
  opacity0 = 1;
  knockout0 = 0;
  x1 = 0;
  y1 = 0;
  angle1 = 0;
  scaleX1 = 1;
  scaleY1 = 1;
  opacity1 = 1;
  knockout1 = 0;
  /** A bent run (or a bent flight) and its control point. */
  curved = false;
  cx = 0;
  cy = 0;
  /** A timing window other than the whole move. */
  windowed = false;
  start = 0;
  end = 1;
  ballMove: BallMove = 'none';
  lob = false;
  /** Tracks of the carriers on the old and the new page; -1 when loose there. */
  fromCarrier = -1;
  toCarrier = -1;
  fromCarrierUuid: string | undefined;
  toCarrierUuid: string | undefined;
  /** From a carrier's position (left/top) to the ball's, on the old and on the new page. */
  heldDx0 = 0;
  heldDy0 = 0;
  heldDx1 = 0;
  heldDy1 = 0;
  /** Where a flight leaves and lands (the ball's left/top). */
  launchX = 0;
  launchY = 0;
  landX = 0;
  landY = 0;

  constructor(uuid: string | undefined, presence: ObjectPresence) {
    this.uuid = uuid;
    this.presence = presence;
  }
}

export type { Track as TransitionTrack };

/**
 * A move from one page's objects to another's, prepared once: objects matched by uuid, carriers
 * resolved, curves and pass ends computed. {@link evaluateTransition} then draws any moment of it
 * without allocating.
 */
export interface PreparedTransition {
  /** The new page's objects in drawing order, then the leaving ones. */
  readonly tracks: readonly Track[];
  /** Tracks of the new page's objects; the rest are leaving ones. */
  readonly shown: number;
  readonly easing: Easing;
}

/**
 * The moment being drawn and the results of the helpers below. They pass numbers through here
 * rather than as arguments or return values because V8 boxes a number crossing a call it did not
 * inline, and a frame would then allocate; objects cross calls for free.
 */
const moment = {
  /** Linear fraction of the move. */
  fraction: 0,
  easing: easeInOutCubic as Easing,
  /** Result of `locate`: where the track's object is and its eased progress. */
  x: 0,
  y: 0,
  progress: 0,
};

function lerp(from: number, to: number, progress: number): number {
  return progress >= 1 ? to : from + (to - from) * progress;
}

/** Turns the short way round, so 350° → 10° rotates by 20°, not back by 340°. */
function lerpAngle(from: number, to: number, progress: number): number {
  if (progress >= 1) return to;
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return from + delta * progress;
}

function setFrom(track: Track, object: AnimatedObject): void {
  track.x0 = object.left ?? 0;
  track.y0 = object.top ?? 0;
  track.angle0 = object.angle ?? 0;
  track.scaleX0 = object.scaleX ?? 1;
  track.scaleY0 = object.scaleY ?? 1;
  track.opacity0 = object.opacity ?? 1;
  track.knockout0 = object.knockedOut === true ? 1 : 0;
}

function setTo(track: Track, object: AnimatedObject): void {
  track.x1 = object.left ?? 0;
  track.y1 = object.top ?? 0;
  track.angle1 = object.angle ?? 0;
  track.scaleX1 = object.scaleX ?? 1;
  track.scaleY1 = object.scaleY ?? 1;
  track.opacity1 = object.opacity ?? 1;
  track.knockout1 = object.knockedOut === true ? 1 : 0;
}

/** Takes the departing object's timing window, ignoring an inverted or empty one's junk. */
function setWindow(track: Track, object: AnimatedObject | undefined): void {
  const timing = object?.timing;
  if (!timing) return;
  const start = Math.min(1, Math.max(0, Number.isFinite(timing.start) ? timing.start : 0));
  const end = Math.min(1, Math.max(start, Number.isFinite(timing.end) ? timing.end : 1));
  if (start === 0 && end === 1) return;
  track.windowed = true;
  track.start = start;
  track.end = end;
}

/** Linear progress of a track at move fraction `fraction`, its timing window applied. */
function localProgress(track: Track, fraction: number): number {
  if (!track.windowed) return fraction;
  if (fraction >= track.end) return 1;
  if (fraction <= track.start) return 0;
  return (fraction - track.start) / (track.end - track.start);
}

/** Eased progress of a track at `moment`; exactly 1 once the move is over, whatever the easing. */
function easedProgress(track: Track): number {
  const { fraction } = moment;
  if (fraction >= 1) return 1;
  return applyEasing(moment.easing, localProgress(track, fraction));
}

/** Where a track's object is (left/top) at `moment`, into `moment.x`, `.y` and `.progress`. */
function locate(track: Track): void {
  if (track.presence !== 'stay') {
    const entering = track.presence === 'enter';
    moment.x = entering ? track.x1 : track.x0;
    moment.y = entering ? track.y1 : track.y0;
    moment.progress = 1;
    return;
  }
  const p = easedProgress(track);
  moment.progress = p;
  if (track.curved && p < 1) {
    const u = 1 - p;
    moment.x = u * u * track.x0 + 2 * u * p * track.cx + p * p * track.x1;
    moment.y = u * u * track.y0 + 2 * u * p * track.cy + p * p * track.y1;
  } else {
    moment.x = lerp(track.x0, track.x1, p);
    moment.y = lerp(track.y0, track.y1, p);
  }
}

/** Where a track's object is at move fraction `fraction`, when preparing. */
function locateAt(track: Track, fraction: number, easing: Easing): void {
  moment.fraction = fraction;
  moment.easing = easing;
  locate(track);
}

/** Maps each object's uuid to its first occurrence; objects without uuid never match. */
function firstByUuid(objects: readonly AnimatedObject[]): Map<string, AnimatedObject> {
  const byUuid = new Map<string, AnimatedObject>();
  for (const object of objects) {
    if (object.uuid !== undefined && !byUuid.has(object.uuid)) byUuid.set(object.uuid, object);
  }
  return byUuid;
}

/**
 * Offset from the carrier's left/top to the held ball's left/top: the ball's centre sits
 * `HELD_BALL_OFFSET` from the carrier's centre, whatever origin either object uses.
 */
function heldOffset(carrier: AnimatedObject, ball: AnimatedObject): [number, number] {
  return [
    centreShiftX(carrier) + HELD_BALL_OFFSET.x - centreShiftX(ball),
    centreShiftY(carrier) + HELD_BALL_OFFSET.y - centreShiftY(ball),
  ];
}

/** Works out a ball's possession for a transition once all tracks exist. */
function prepareBall(
  tracks: readonly Track[],
  index: number,
  ends: { from: AnimatedObject | undefined; to: AnimatedObject | undefined },
  carriers: { from: AnimatedObject | undefined; to: AnimatedObject | undefined },
  trackOf: { from: Map<AnimatedObject, number>; to: Map<AnimatedObject, number> },
  easing: Easing,
): void {
  const track = tracks[index] as Track;
  if (carriers.from && ends.from) {
    track.fromCarrier = trackOf.from.get(carriers.from) ?? -1;
    track.fromCarrierUuid = carriers.from.uuid;
    [track.heldDx0, track.heldDy0] = heldOffset(carriers.from, ends.from);
  }
  if (carriers.to && ends.to) {
    track.toCarrier = trackOf.to.get(carriers.to) ?? -1;
    track.toCarrierUuid = carriers.to.uuid;
    [track.heldDx1, track.heldDy1] = heldOffset(carriers.to, ends.to);
  }
  track.lob = ends.from?.pass?.style === 'lob';
  if (track.presence !== 'stay') {
    track.ballMove = track.fromCarrier >= 0 || track.toCarrier >= 0 ? 'follow' : 'none';
    return;
  }
  if (track.fromCarrier >= 0 && track.fromCarrier === track.toCarrier) {
    track.ballMove = 'follow';
    track.curved = false;
    return;
  }
  if (track.fromCarrier < 0 && track.toCarrier < 0) return;
  track.ballMove = 'flight';
  // The ball leaves where its carrier is when the window opens and lands where the receiver
  // will be when it closes: a pass is played into the run.
  if (track.fromCarrier >= 0) {
    locateAt(tracks[track.fromCarrier] as Track, track.start, easing);
    track.launchX = moment.x + track.heldDx0;
    track.launchY = moment.y + track.heldDy0;
  } else {
    track.launchX = track.x0;
    track.launchY = track.y0;
  }
  if (track.toCarrier >= 0) {
    locateAt(tracks[track.toCarrier] as Track, track.end, easing);
    track.landX = moment.x + track.heldDx1;
    track.landY = moment.y + track.heldDy1;
  } else {
    track.landX = track.x1;
    track.landY = track.y1;
  }
  const run = ends.from?.run;
  track.curved = run !== undefined;
  if (run) {
    const control = runControlPoint(
      { x: track.launchX, y: track.launchY },
      { x: track.landX, y: track.landY },
      run,
    );
    track.cx = control.x;
    track.cy = control.y;
  }
}

/**
 * Prepares the move from `from`'s objects to `to`'s. Objects are matched by uuid (the first of
 * duplicates wins; objects without uuid never match); animation data (run, timing, pass) is read
 * from the page being left, possession (`heldBy`) and `knockedOut` from each page.
 *
 * @param easing - the easing of the move (the left page's, by default the spec's)
 */
export function prepareTransition(
  from: readonly AnimatedObject[],
  to: readonly AnimatedObject[],
  easing: Easing = easeInOutCubic,
): PreparedTransition {
  const fromByUuid = firstByUuid(from);
  const toByUuid = firstByUuid(to);
  const matched = new Set<string>();
  const tracks: Track[] = [];
  const ends: { from: AnimatedObject | undefined; to: AnimatedObject | undefined }[] = [];
  const trackOf = {
    from: new Map<AnimatedObject, number>(),
    to: new Map<AnimatedObject, number>(),
  };

  for (const object of to) {
    const origin =
      object.uuid !== undefined && !matched.has(object.uuid)
        ? fromByUuid.get(object.uuid)
        : undefined;
    const track = new Track(object.uuid, origin ? 'stay' : 'enter');
    setTo(track, object);
    trackOf.to.set(object, tracks.length);
    if (origin && object.uuid !== undefined) {
      matched.add(object.uuid);
      setFrom(track, origin);
      trackOf.from.set(origin, tracks.length);
      setWindow(track, origin);
      if (origin.run && (track.x0 !== track.x1 || track.y0 !== track.y1)) {
        const control = runControlPoint(
          { x: track.x0, y: track.y0 },
          { x: track.x1, y: track.y1 },
          origin.run,
        );
        track.curved = true;
        track.cx = control.x;
        track.cy = control.y;
      }
    }
    tracks.push(track);
    ends.push({ from: origin, to: object });
  }
  const shown = tracks.length;
  for (const object of fromByUuid.values()) {
    if (object.uuid !== undefined && matched.has(object.uuid)) continue;
    const track = new Track(object.uuid, 'leave');
    setFrom(track, object);
    setWindow(track, object);
    trackOf.from.set(object, tracks.length);
    tracks.push(track);
    ends.push({ from: object, to: undefined });
  }

  ends.forEach((pair, index) => {
    const ball = pair.to ?? pair.from;
    if (!ball || !isBall(ball)) return;
    const carriers = {
      from: pair.from && carrierOf(fromByUuid, pair.from),
      to: pair.to && carrierOf(toByUuid, pair.to),
    };
    if (carriers.from || carriers.to || pair.from?.pass) {
      prepareBall(tracks, index, pair, carriers, trackOf, easing);
    }
  });
  return { tracks, shown, easing };
}

/** An object's frame before anything is written into it: at the origin, as stored by default. */
export function emptyObjectFrame(): ObjectFrame {
  return {
    uuid: undefined,
    left: 0,
    top: 0,
    angle: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    presence: 'stay',
    knockout: 0,
    knockedOut: false,
    lift: 0,
    heldBy: undefined,
  };
}

/** Moves `frame` to a carrier's position at `moment`, plus the ball's offset from it. */
function atCarrier(carrier: Track, dx: number, dy: number, frame: ObjectFrame): void {
  locate(carrier);
  frame.left = moment.x + dx;
  frame.top = moment.y + dy;
}

/** Places a ball that has a carrier on one page or both, and sets its `lift`. */
function placeBall(tracks: readonly Track[], track: Track, frame: ObjectFrame): void {
  frame.lift = 0;
  if (track.ballMove === 'follow') {
    const fromCarrier = track.fromCarrier >= 0;
    locate(tracks[fromCarrier ? track.fromCarrier : track.toCarrier] as Track);
    const p = track.presence === 'stay' ? moment.progress : fromCarrier ? 0 : 1;
    frame.left = moment.x + lerp(track.heldDx0, track.heldDx1, p);
    frame.top = moment.y + lerp(track.heldDy0, track.heldDy1, p);
    frame.heldBy = fromCarrier ? track.fromCarrierUuid : track.toCarrierUuid;
    return;
  }
  // A flight: linear in time, as a thrown ball does not ease.
  const u = moment.fraction >= 1 ? 1 : localProgress(track, moment.fraction);
  if (u <= 0) {
    if (track.fromCarrier >= 0) {
      atCarrier(tracks[track.fromCarrier] as Track, track.heldDx0, track.heldDy0, frame);
      frame.heldBy = track.fromCarrierUuid;
    } else {
      frame.left = track.x0;
      frame.top = track.y0;
    }
  } else if (u >= 1) {
    if (track.toCarrier >= 0) {
      atCarrier(tracks[track.toCarrier] as Track, track.heldDx1, track.heldDy1, frame);
      frame.heldBy = track.toCarrierUuid;
    } else {
      frame.left = track.x1;
      frame.top = track.y1;
    }
  } else {
    const v = 1 - u;
    frame.left = track.curved
      ? v * v * track.launchX + 2 * v * u * track.cx + u * u * track.landX
      : track.launchX + (track.landX - track.launchX) * u;
    frame.top = track.curved
      ? v * v * track.launchY + 2 * v * u * track.cy + u * u * track.landY
      : track.launchY + (track.landY - track.launchY) * u;
    if (track.lob) frame.lift = 4 * u * v;
  }
}

/** An object on both pages at `moment`: moved, turned, scaled, faded, knocked out. */
function drawStay(track: Track, frame: ObjectFrame): void {
  locate(track);
  const p = moment.progress;
  frame.left = moment.x;
  frame.top = moment.y;
  frame.angle = lerpAngle(track.angle0, track.angle1, p);
  frame.scaleX = lerp(track.scaleX0, track.scaleX1, p);
  frame.scaleY = lerp(track.scaleY0, track.scaleY1, p);
  frame.opacity = lerp(track.opacity0, track.opacity1, p);
  frame.knockout = lerp(track.knockout0, track.knockout1, p);
  frame.lift = 0;
  if (track.lob && track.ballMove === 'none' && moment.fraction < 1) {
    const u = localProgress(track, moment.fraction);
    frame.lift = 4 * u * (1 - u);
  }
}

/** An object on one page only at `moment`: fading in where it will stand, or out where it stood. */
function drawFade(track: Track, frame: ObjectFrame): void {
  const entering = track.presence === 'enter';
  const { fraction } = moment;
  const p = entering
    ? fraction >= 1
      ? 1
      : applyEasing(moment.easing, fraction)
    : easedProgress(track);
  frame.left = entering ? track.x1 : track.x0;
  frame.top = entering ? track.y1 : track.y0;
  frame.angle = entering ? track.angle1 : track.angle0;
  frame.scaleX = entering ? track.scaleX1 : track.scaleX0;
  frame.scaleY = entering ? track.scaleY1 : track.scaleY0;
  frame.opacity = entering ? lerp(0, track.opacity1, p) : lerp(track.opacity0, 0, p);
  frame.knockout = entering ? track.knockout1 : track.knockout0;
  frame.lift = 0;
}

/** Writes one track's state at `moment` into `frame`. */
function evaluateTrack(tracks: readonly Track[], track: Track, frame: ObjectFrame): void {
  frame.uuid = track.uuid;
  frame.presence = track.presence;
  frame.heldBy = undefined;
  if (track.presence === 'stay') drawStay(track, frame);
  else drawFade(track, frame);
  if (track.ballMove !== 'none') placeBall(tracks, track, frame);
  const { lift, knockout } = frame;
  if (lift > 0) {
    const grow = 1 + (LOB_PEAK_SCALE - 1) * lift;
    frame.scaleX *= grow;
    frame.scaleY *= grow;
  }
  if (knockout > 0) frame.opacity *= 1 - (1 - KNOCKED_OUT_OPACITY) * knockout;
  frame.knockedOut = knockout >= 0.5;
}

/**
 * The objects' states at linear fraction `fraction` of the move (1 or more: arrived, and the
 * leaving objects are gone), written into `out`: its frames are reused and it is cut or grown to
 * the right length, so a caller that keeps passing the same array allocates nothing.
 */
export function evaluateTransition(
  prepared: PreparedTransition,
  fraction: number,
  out: ObjectFrame[] = [],
): ObjectFrame[] {
  moment.fraction = fraction;
  moment.easing = prepared.easing;
  // Leaving objects go once the move has arrived as eased, which can be a moment before its end.
  const arrived = fraction >= 1 || applyEasing(prepared.easing, fraction) >= 1;
  const { tracks } = prepared;
  const count = arrived ? prepared.shown : tracks.length;
  for (let index = 0; index < count; index += 1) {
    let frame = out[index];
    if (!frame) {
      frame = emptyObjectFrame();
      out[index] = frame;
    }
    evaluateTrack(tracks, tracks[index] as Track, frame);
  }
  out.length = count;
  return out;
}

/** One object's part in a transition, as the editor's timing strip shows it. */
export interface ScheduledObject {
  uuid: string;
  presence: ObjectPresence;
  /** Fractions of the move (0–1) in which the object moves or flies. */
  start: number;
  end: number;
  /** A ball changing hands (or thrown to or picked up from a spot): `start`–`end` is its flight. */
  pass: boolean;
}

/**
 * The objects that do something in a transition (move, turn, scale, fade, get knocked out, fly)
 * with their timing windows, in drawing order. A ball staying with its carrier is not listed:
 * it has no timing of its own.
 */
export function transitionSchedule(prepared: PreparedTransition): ScheduledObject[] {
  const schedule: ScheduledObject[] = [];
  for (const track of prepared.tracks) {
    if (track.uuid === undefined || track.ballMove === 'follow') continue;
    const changes =
      track.presence !== 'stay' ||
      track.ballMove === 'flight' ||
      track.x0 !== track.x1 ||
      track.y0 !== track.y1 ||
      track.angle0 !== track.angle1 ||
      track.scaleX0 !== track.scaleX1 ||
      track.scaleY0 !== track.scaleY1 ||
      track.opacity0 !== track.opacity1 ||
      track.knockout0 !== track.knockout1;
    if (!changes) continue;
    schedule.push({
      uuid: track.uuid,
      presence: track.presence,
      start: track.start,
      end: track.end,
      pass: track.ballMove === 'flight',
    });
  }
  return schedule;
}
