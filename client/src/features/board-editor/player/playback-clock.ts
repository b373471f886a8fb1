import {
  ANIMATION_STEP_MS,
  MOVE_DURATION_MS,
  animationLengthMs,
  pageIndexAt,
} from '@courtside/domain';

/** Speeds the player offers; 1 is the spec's pace (a page every 2 s). */
export const PLAYBACK_SPEEDS = [0.5, 1, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Timeline position where page `index` rests: its objects have arrived. */
export function restPositionMs(index: number): number {
  return index * ANIMATION_STEP_MS + MOVE_DURATION_MS;
}

/**
 * Where a player is on a board's animation timeline (the one the video export renders): play,
 * pause, speed, loop, scrub and step by page. Time comes from `now`, so tests drive it by hand.
 *
 * Positions are timeline milliseconds from the first page at rest. While looping, the position
 * runs on past the end so the move from the last page back to the first is shown; the scrubber
 * shows it modulo the animation's length. Without loop, playback stops on the last page at rest.
 */
export class PlaybackClock {
  readonly #now: () => number;
  readonly #length: number;
  readonly #pageCount: number;
  /** Position when the clock was last started, paused, moved or changed speed. */
  #base = 0;
  /** Time of that moment while playing; undefined while paused. */
  #since: number | undefined;
  #speed: PlaybackSpeed = 1;
  #loop = true;

  constructor(pageCount: number, now: () => number) {
    this.#now = now;
    this.#pageCount = Math.max(0, Math.trunc(pageCount));
    this.#length = animationLengthMs(this.#pageCount);
  }

  /** Whether the clock runs; a run without loop that has reached its end has stopped. */
  get playing(): boolean {
    this.position();
    return this.#since !== undefined;
  }

  get speed(): PlaybackSpeed {
    return this.#speed;
  }

  get loop(): boolean {
    return this.#loop;
  }

  /** Length of one run through every page, the scrubber's range. */
  get lengthMs(): number {
    return this.#length;
  }

  /** The position to draw now; stops the clock at the end of a run without loop. */
  position(): number {
    if (this.#since === undefined) return this.#base;
    const position = this.#base + (this.#now() - this.#since) * this.#speed;
    if (!this.#loop && position >= this.#end()) {
      this.#base = this.#end();
      this.#since = undefined;
      return this.#base;
    }
    // Far past the end, one run earlier looks the same (after its first second) and keeps the
    // numbers small.
    if (this.#length > 0 && position >= this.#length + MOVE_DURATION_MS) {
      this.#base = MOVE_DURATION_MS + ((position - MOVE_DURATION_MS) % this.#length);
      this.#since = this.#now();
      return this.#base;
    }
    return position;
  }

  /** The scrubber's value: the position within one run. */
  scrubValue(): number {
    return this.#length > 0 ? this.position() % this.#length : 0;
  }

  pageIndex(): number {
    return pageIndexAt(this.position(), this.#pageCount);
  }

  play(): void {
    if (this.playing || this.#length === 0) return;
    if (!this.#loop && this.#base >= this.#end()) this.#base = 0;
    this.#since = this.#now();
  }

  pause(): void {
    if (!this.playing) return;
    this.#base = this.position();
    this.#since = undefined;
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Moves to `positionMs` within one run (the scrubber); playing goes on from there. */
  seek(positionMs: number): void {
    const clamped = Math.min(Math.max(0, positionMs), Math.max(0, this.#end()));
    this.#base = Number.isFinite(clamped) ? clamped : 0;
    if (this.playing) this.#since = this.#now();
  }

  /** Shows page `index` at rest (the start of playback from that page). */
  startAt(index: number): void {
    const page = this.#wrapPage(index);
    this.seek(page === 0 ? 0 : restPositionMs(page));
  }

  /** Goes `delta` pages on (or back), wrapping, and shows that page at rest. */
  stepPage(delta: number): void {
    if (this.#pageCount === 0) return;
    const page = this.#wrapPage(this.pageIndex() + Math.trunc(delta));
    this.seek(restPositionMs(page));
  }

  setSpeed(speed: PlaybackSpeed): void {
    if (speed === this.#speed) return;
    this.#base = this.position();
    if (this.playing) this.#since = this.#now();
    this.#speed = speed;
  }

  setLoop(loop: boolean): void {
    this.#base = this.#loop && !loop ? this.scrubValue() : this.position();
    if (this.playing) this.#since = this.#now();
    this.#loop = loop;
  }

  /** The last moment of a run: the last page at rest, before the wrap. */
  #end(): number {
    return Math.max(0, this.#length - 1);
  }

  #wrapPage(index: number): number {
    if (this.#pageCount === 0) return 0;
    return ((Math.trunc(index) % this.#pageCount) + this.#pageCount) % this.#pageCount;
  }
}
