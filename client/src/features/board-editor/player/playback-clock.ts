import type { BoardAnimation } from '@courtside/domain';

/** Speeds the player offers; 1 is the pages' own pace (by default a page every 2 s). */
export const PLAYBACK_SPEEDS = [0.5, 1, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** What the clock reads from the board's animation: its timing, never its frames. */
export type ClockTimeline = Pick<
  BoardAnimation,
  'pageCount' | 'lengthMs' | 'recordingLengthMs' | 'pageIndexAt' | 'pageRestMs'
>;

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
  readonly #animation: ClockTimeline;
  readonly #length: number;
  /** The move from the last page back to the first, shown after each run while looping. */
  readonly #wrapMove: number;
  readonly #pageCount: number;
  /** Position when the clock was last started, paused, moved or changed speed. */
  #base = 0;
  /** Time of that moment while playing; undefined while paused. */
  #since: number | undefined;
  #speed: PlaybackSpeed = 1;
  #loop = true;

  /** `animation` is the board's one model (the renderer's), so both agree on every page's time. */
  constructor(animation: ClockTimeline, now: () => number) {
    this.#now = now;
    this.#animation = animation;
    this.#pageCount = animation.pageCount;
    this.#length = animation.lengthMs;
    this.#wrapMove = Math.max(0, animation.recordingLengthMs - animation.lengthMs);
  }

  /** Timeline position where page `index` rests: its objects have arrived. */
  restPositionMs(index: number): number {
    return this.#animation.pageRestMs(index);
  }

  /** Takes over another clock's place, speed, loop and whether it plays (new pages, same run). */
  follow(previous: PlaybackClock): void {
    this.#speed = previous.speed;
    this.#loop = previous.loop;
    this.seek(previous.scrubValue());
    if (previous.playing) this.play();
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
    // Far past the end, one run earlier looks the same (after the move back to the first page)
    // and keeps the numbers small.
    if (this.#length > 0 && position >= this.#length + this.#wrapMove) {
      this.#base = this.#wrapMove + ((position - this.#wrapMove) % this.#length);
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
    return this.#animation.pageIndexAt(this.position());
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
    // Asked before the new base is set: asking reads the position, which could wrap the new one.
    const playing = this.playing;
    this.#base = Number.isFinite(clamped) ? clamped : 0;
    if (playing) this.#since = this.#now();
  }

  /** Shows page `index` at rest (the start of playback from that page). */
  startAt(index: number): void {
    const page = this.#wrapPage(index);
    this.seek(page === 0 ? 0 : this.restPositionMs(page));
  }

  /** Goes `delta` pages on (or back), wrapping, and shows that page at rest. */
  stepPage(delta: number): void {
    if (this.#pageCount === 0) return;
    const page = this.#wrapPage(this.pageIndex() + Math.trunc(delta));
    this.seek(this.restPositionMs(page));
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
