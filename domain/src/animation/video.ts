import { ANIMATION_STEP_MS, CANVAS_HEIGHT, CANVAS_WIDTH } from '../board/constants.ts';
import { moveProgressAt, pageIndexAt } from './interpolation.ts';

/** Frame rates a video export offers. */
export const VIDEO_EXPORT_FPS = [30, 60] as const;
export type VideoExportFps = (typeof VIDEO_EXPORT_FPS)[number];

/**
 * Output sizes of a video export: the board's own size, full HD, square and vertical (the last
 * two for chats and stories). The court is fitted into each and the rest filled.
 */
export const VIDEO_EXPORT_SIZES = {
  board: { width: CANVAS_WIDTH, height: CANVAS_HEIGHT },
  fullHd: { width: 1920, height: 1080 },
  square: { width: 1080, height: 1080 },
  vertical: { width: 1080, height: 1920 },
} as const satisfies Record<string, { width: number; height: number }>;
export type VideoExportSize = keyof typeof VIDEO_EXPORT_SIZES;

/**
 * Length of one run through the animation as a video: every page is shown for one step (the
 * first at rest, each further one moving in), so the video loops back to its start seamlessly.
 * The spec's timing by page count; pages with their own (issue 16) take `BoardAnimation.lengthMs`.
 */
export function animationLengthMs(pageCount: number): number {
  return Math.max(0, pageCount) * ANIMATION_STEP_MS;
}

/** Frames in an exported video: pages × 2 s × fps (360 for 3 pages at 60 fps). */
export function videoFrameCount(pageCount: number, fps: number): number {
  return Math.round((animationLengthMs(pageCount) * fps) / 1000);
}

/** Timeline time of frame `index` (exact, not rounded to the millisecond). */
export function videoFrameTimeMs(index: number, fps: number): number {
  return (index * 1000) / fps;
}

export interface BoardPlacement {
  /** Scale of the board's logical pixels to output pixels. */
  scale: number;
  offsetX: number;
  offsetY: number;
  /** The board's size in output pixels. */
  width: number;
  height: number;
}

/**
 * Where the board lies in an output of `width` × `height` pixels: as large as fits whole, centred
 * (letterboxed above and below or at the sides).
 */
export function fitBoard(width: number, height: number): BoardPlacement {
  const scale = Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT);
  const boardWidth = CANVAS_WIDTH * scale;
  const boardHeight = CANVAS_HEIGHT * scale;
  return {
    scale,
    offsetX: (width - boardWidth) / 2,
    offsetY: (height - boardHeight) / 2,
    width: boardWidth,
    height: boardHeight,
  };
}

/** A caption strip's height as a share of the board's height when fitted whole: one line. */
export const CAPTION_STRIP_SHARE = 0.075;
/** A strip for captions of two lines is this many times as high as one for one line. */
export const CAPTION_TWO_LINES = 1.8;

export interface CaptionedPlacement extends BoardPlacement {
  /** The caption's strip, in output pixels: right below the board and as wide. */
  strip: { left: number; top: number; width: number; height: number };
  /** Lines of caption text the strip holds. */
  lines: 1 | 2;
}

/**
 * Where the board and a caption strip below it lie in an output of `width` × `height`: the board
 * shrinks as far as the strip needs and both are centred together, so that no player or line of
 * the court is ever under a caption. The strip keeps the height it has beside a board fitted
 * whole (per line), so captions read the same in every output of one size.
 */
export function fitBoardWithCaption(
  width: number,
  height: number,
  lines: 1 | 2 = 1,
): CaptionedPlacement {
  const oneLine = Math.round(fitBoard(width, height).height * CAPTION_STRIP_SHARE);
  const stripHeight = lines === 1 ? oneLine : Math.round(oneLine * CAPTION_TWO_LINES);
  const scale = Math.min(width / CANVAS_WIDTH, (height - stripHeight) / CANVAS_HEIGHT);
  const boardWidth = CANVAS_WIDTH * scale;
  const boardHeight = CANVAS_HEIGHT * scale;
  const offsetX = (width - boardWidth) / 2;
  const offsetY = (height - boardHeight - stripHeight) / 2;
  return {
    scale,
    offsetX,
    offsetY,
    width: boardWidth,
    height: boardHeight,
    strip: { left: offsetX, top: offsetY + boardHeight, width: boardWidth, height: stripHeight },
    lines,
  };
}

/**
 * The page shown at rest `timeMs` into the animation, or undefined while objects move. Every frame
 * at rest on one page is the same picture, so an encoder draws it once and repeats it. The
 * spec's timing; pages with their own take `BoardAnimation.restingPageAt`.
 */
export function restingPageAt(timeMs: number, pageCount: number): number | undefined {
  if (pageCount < 1 || moveProgressAt(timeMs) < 1) return undefined;
  return pageIndexAt(timeMs, pageCount);
}
