import type { BoardAnimation, DodgeballCount, Page } from '@courtside/domain';

export interface FrameRendererOptions {
  /** Output size in pixels; the board is fitted in and the rest filled. */
  width: number;
  height: number;
  /** Drawn over the top left corner when given (the board's name). */
  title?: string;
  /**
   * A frame at rest on the page last drawn at rest is not drawn again: the canvas already shows
   * it. For the player, which asks for a frame on every animation frame; a recorder that captures
   * only drawn canvases must draw every frame and leaves this off.
   */
  keepRestingFrames?: boolean;
  /**
   * Draws one run that ends on its last page at rest, as a file does (`videoLengthMs` of the
   * animation); the player leaves it off, as its runs repeat.
   */
  once?: boolean;
  /**
   * Leaves the pages' captions out of the picture: the player shows them as text below it, which
   * a phone can read. Otherwise they are burned in on a strip below the board, which shrinks to
   * make room (`fitBoardWithCaption`), so that a caption covers nothing on the court.
   */
  withoutCaptions?: boolean;
}

/** Words of the optional dodgeball overlay, in the viewer's language. */
export type DescribeDodgeballs = (count: DodgeballCount) => string;

/** Draws any moment of a board's animation onto its own canvas, off screen. */
export interface FrameRenderer {
  readonly canvas: HTMLCanvasElement;
  /**
   * The board's one animation model (issue 16), built once from the pages drawn: lengths, frame
   * counts and resting pages of every export and of the player come from it.
   */
  readonly animation: BoardAnimation;
  /** Draws the animation as it is `timeMs` after it started on the first page; nothing once disposed. */
  renderAt(timeMs: number): void;
  /**
   * Shows the dodgeball count and control per page (`describe` words it) on the following
   * frames, or hides it (undefined). Off unless set.
   */
  setDodgeballOverlay?(describe: DescribeDodgeballs | undefined): void;
  /**
   * Tints each team's keeper zone on the court in its team colour, under the objects, on the
   * following frames (true) or not (false). Off unless set; courts without zones show none.
   */
  setKeeperZones?(shown: boolean): void;
  /** Frees the canvas; calling it again does nothing. */
  dispose(): void;
}

/** Builds a renderer for `pages`; the fabric one lives in `canvas/`, tests may pass a fake. */
export type CreateFrameRenderer = (
  pages: readonly Page[],
  options: FrameRendererOptions,
) => Promise<FrameRenderer>;
