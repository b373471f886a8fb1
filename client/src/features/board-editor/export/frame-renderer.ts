import type { Page } from '@courtside/domain';

export interface FrameRendererOptions {
  /** Output size in pixels; the board is fitted in and the rest filled. */
  width: number;
  height: number;
  /** Drawn over the top left corner when given (the board's name). */
  title?: string;
}

/** Draws any moment of a board's animation onto its own canvas, off screen. */
export interface FrameRenderer {
  readonly canvas: HTMLCanvasElement;
  /** Draws the animation as it is `timeMs` after it started on the first page; nothing once disposed. */
  renderAt(timeMs: number): void;
  /** Frees the canvas; calling it again does nothing. */
  dispose(): void;
}

/** Builds a renderer for `pages`; the fabric one lives in `canvas/`, tests may pass a fake. */
export type CreateFrameRenderer = (
  pages: readonly Page[],
  options: FrameRendererOptions,
) => Promise<FrameRenderer>;
