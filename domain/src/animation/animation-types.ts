import type { BallPass, ObjectRun, ObjectTiming, PageTransition } from '../board/page.ts';
import type { Easing } from './easing.ts';

/**
 * What the animation reads from a canvas object; every other property is carried by the page.
 * A stored `CanvasObject` is one. Sizes and origins only matter for placing a held ball.
 */
export interface AnimatedObject {
  uuid?: string;
  objectType?: string;
  /** Balls: which kind (a dodgeball counts towards control). */
  ballType?: string;
  left?: number;
  top?: number;
  angle?: number;
  scaleX?: number;
  scaleY?: number;
  opacity?: number;
  originX?: string | number;
  originY?: string | number;
  width?: number;
  height?: number;
  radius?: number;
  run?: ObjectRun;
  timing?: ObjectTiming;
  heldBy?: string;
  pass?: BallPass;
  knockedOut?: boolean;
}

/** What the animation reads from a page; a stored `Page` is one. */
export interface AnimatedPage {
  objects: readonly AnimatedObject[];
  transition?: PageTransition;
  caption?: string;
}

/** A page, or (as before issue 16) just its objects, which animate with the spec's timing. */
export type AnimationPageInput = AnimatedPage | readonly AnimatedObject[];

/**
 * How an object takes part in a move: `stay` is on both pages (matched by uuid) and moves,
 * `enter` is only on the new page and fades in where it stands there, `leave` is only on the old
 * page and fades out where it stood.
 */
export type ObjectPresence = 'stay' | 'enter' | 'leave';

/** The state to draw one object in at a moment of the animation. */
export interface ObjectFrame {
  uuid: string | undefined;
  left: number;
  top: number;
  angle: number;
  scaleX: number;
  scaleY: number;
  /** The object's own opacity, faded for `enter`/`leave` and dimmed while knocked out. */
  opacity: number;
  presence: ObjectPresence;
  /**
   * How far the object is knocked out, 0 (in play) to 1; it changes during a move into or out of
   * the state. Already folded into `opacity`; a renderer draws the marker with this alpha.
   */
  knockout: number;
  /** `knockout` at least one half: the state to show where only a yes or no will do. */
  knockedOut: boolean;
  /**
   * Height of a lobbed ball in flight, 0 on the ground to 1 at the top of its arc. Already folded
   * into `scaleX`/`scaleY` (up to `LOB_PEAK_SCALE`); a renderer may add a shadow with it.
   */
  lift: number;
  /** Balls: the uuid of the player holding it at this moment; undefined while loose or flying. */
  heldBy: string | undefined;
}

/** Where and how an object is drawn, without its identity: what a renderer or a move sets. */
export type ObjectPose = Pick<
  ObjectFrame,
  'left' | 'top' | 'angle' | 'scaleX' | 'scaleY' | 'opacity'
>;

export interface AnimationFrame {
  /** The current page: the one the pagination shows and the objects are moving to. */
  pageIndex: number;
  /** The page the objects are moving from; equal to `pageIndex` when nothing moves. */
  fromPageIndex: number;
  /** Eased progress of the move, 0 at the page change and 1 once the objects have arrived. */
  progress: number;
  /** Linear time fraction of the move (0–1; 1 at rest): the playhead of a timing strip. */
  moveFraction: number;
  moving: boolean;
  /** New page's objects in its drawing order, then the leaving ones. */
  objects: ObjectFrame[];
  /** The current page's caption (during a move: of the page moved to); undefined without one. */
  caption: string | undefined;
}

export interface TimelineOptions {
  /** Page shown when the animation starts; playback starts from the page the user is on. */
  startIndex?: number;
  /** Replaces every page's easing (tests and callers that need the old single easing). */
  easing?: Easing;
  /**
   * Playback speed factor (0.5 = half speed, 2 = double); the caller's clock runs this much
   * faster through the timeline. 1 unless given; non-positive or non-finite values count as 1.
   */
  speed?: number;
  /**
   * One run that ends on its last page at rest, which stays past the run's end (an exported video
   * or GIF). Otherwise runs repeat, each after the move back to the first page (the player).
   */
  once?: boolean;
}
