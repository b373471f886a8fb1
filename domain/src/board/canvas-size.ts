import {
  CANVAS_CONTAINER_WIDTH_REDUCTION,
  CANVAS_HEIGHT,
  CANVAS_HEIGHT_RESERVE,
  CANVAS_MIN_HEIGHT,
  CANVAS_WIDTH,
} from './constants.ts';

export interface CanvasDisplaySize {
  /** Display width in CSS pixels, an even number. */
  width: number;
  /** Display height in CSS pixels, an even number. */
  height: number;
  /** Factor from logical canvas units to display pixels (the fabric zoom). */
  zoom: number;
}

const ASPECT = CANVAS_WIDTH / CANVAS_HEIGHT;

function roundUpToEven(value: number): number {
  return Math.ceil(value / 2) * 2;
}

function usable(value: number | undefined, reduction: number): number {
  if (value === undefined || Number.isNaN(value)) return Number.POSITIVE_INFINITY;
  return Math.max(0, value - reduction);
}

/**
 * Size at which the 1220×686 canvas is shown inside a container (spec §2): as large as fits in
 * the container width minus 20 and height minus 10, keeping the aspect ratio, never lower than
 * 160, both sides rounded up to even numbers so that centring never lands on half pixels.
 *
 * @param containerWidth - width of the element the canvas lives in, in CSS pixels
 * @param containerHeight - its height; omit it when only the width should constrain the canvas
 */
export function canvasDisplaySize(
  containerWidth: number,
  containerHeight?: number,
): CanvasDisplaySize {
  const maxWidth = usable(containerWidth, CANVAS_CONTAINER_WIDTH_REDUCTION);
  const maxHeight = usable(containerHeight, CANVAS_HEIGHT_RESERVE);

  let height = Math.min(maxWidth / ASPECT, maxHeight);
  // A container with neither width nor height still gets the minimum canvas.
  if (!Number.isFinite(height) || height < CANVAS_MIN_HEIGHT) height = CANVAS_MIN_HEIGHT;
  const zoom = height / CANVAS_HEIGHT;

  return {
    width: roundUpToEven(CANVAS_WIDTH * zoom),
    height: roundUpToEven(height),
    zoom,
  };
}
