import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { animationLengthMs, restingPageAt } from '@courtside/domain';
import type { FrameRenderer } from './frame-renderer.ts';
import { nextTask } from './next-task.ts';

/** Frames per second of a GIF: 50 ms is a whole number of the format's 10 ms ticks. */
export const GIF_FPS = 20;
/** Colours in the GIF's one palette: the court and the players need few. */
const GIF_COLORS = 128;

export interface GifFrame {
  /** Timeline time the frame shows. */
  timeMs: number;
  /** How long it stays: a page at rest is one frame held for its whole rest. */
  delayMs: number;
}

/**
 * The frames of one run through the board as a GIF: every 1/{@link GIF_FPS} s while objects
 * move, one held frame while a page rests. Delays add up to the animation's length.
 */
export function gifFrames(pageCount: number, fps = GIF_FPS): GifFrame[] {
  const step = 1000 / fps;
  const total = Math.round(animationLengthMs(pageCount) / step);
  const frames: GifFrame[] = [];
  let lastResting: number | undefined;
  for (let index = 0; index < total; index += 1) {
    const timeMs = index * step;
    const resting = restingPageAt(timeMs, pageCount);
    const previous = frames.at(-1);
    if (previous && resting !== undefined && resting === lastResting) {
      previous.delayMs += step;
    } else {
      frames.push({ timeMs, delayMs: step });
    }
    lastResting = resting;
  }
  return frames;
}

export interface EncodeGifOptions {
  pageCount: number;
  width: number;
  height: number;
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export class GifCancelledError extends Error {
  constructor() {
    super('GIF cancelled');
    this.name = 'GifCancelledError';
  }
}

function pixels(renderer: FrameRenderer, timeMs: number, width: number, height: number) {
  renderer.renderAt(timeMs);
  const context = renderer.canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context for the GIF');
  return context.getImageData(0, 0, width, height).data;
}

/**
 * Encodes the board's animation as a GIF that loops forever, with one palette taken from every
 * page at rest. Draws one frame per task so the page stays responsive.
 */
export async function encodeGif(renderer: FrameRenderer, options: EncodeGifOptions): Promise<Blob> {
  const { pageCount, width, height, signal } = options;
  const frames = gifFrames(pageCount);
  const restingFrames = frames.filter(
    (frame) => restingPageAt(frame.timeMs, pageCount) !== undefined,
  );
  const sample = new Uint8ClampedArray(width * height * 4 * restingFrames.length);
  restingFrames.forEach((frame, index) => {
    sample.set(pixels(renderer, frame.timeMs, width, height), index * width * height * 4);
  });
  const palette = quantize(sample, GIF_COLORS);
  const gif = GIFEncoder();
  for (const [index, frame] of frames.entries()) {
    if (signal.aborted) throw new GifCancelledError();
    const indexed = applyPalette(pixels(renderer, frame.timeMs, width, height), palette);
    gif.writeFrame(indexed, width, height, {
      ...(index === 0 ? { palette, repeat: 0 } : {}),
      delay: Math.round(frame.delayMs),
    });
    options.onProgress?.(index + 1, frames.length);
    await nextTask();
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}
