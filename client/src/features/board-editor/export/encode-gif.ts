import { GIFEncoder, applyPalette, quantize, type Palette } from 'gifenc';
import type { BoardAnimation } from '@courtside/domain';
import type { FrameRenderer } from './frame-renderer.ts';
import { nextTask } from './next-task.ts';

/** Frames per second of a GIF: 50 ms is a whole number of the format's 10 ms ticks. */
export const GIF_FPS = 20;
/** Colours in the GIF's one palette: the court and the players need few. */
const GIF_COLORS = 128;
/** Most pixels the palette is taken from: about four pages at rest at the GIF's size. */
const PALETTE_SAMPLE_PIXELS = 1 << 20;

export interface GifFrame {
  /** Timeline time the frame shows. */
  timeMs: number;
  /** How long it stays: a page at rest is one frame held for its whole rest. */
  delayMs: number;
}

/**
 * The frames of one run through the board as a GIF: every 1/{@link GIF_FPS} s while objects
 * move, one held frame while a page rests. Delays add up to the animation's video length.
 */
export function gifFrames(animation: BoardAnimation, fps = GIF_FPS): GifFrame[] {
  const step = 1000 / fps;
  const total = Math.round(animation.videoLengthMs / step);
  const frames: GifFrame[] = [];
  let lastResting: number | undefined;
  for (let index = 0; index < total; index += 1) {
    const timeMs = index * step;
    const resting = animation.restingPageAt(timeMs);
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

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new GifCancelledError();
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * One palette from every page at rest, read from a sample of at most {@link PALETTE_SAMPLE_PIXELS}
 * pixels so a long board quantizes as fast as a short one. The stride shares no factor with the
 * width, so the sample walks across the columns rather than down the same ones, and thin court
 * lines are in it.
 */
async function paletteOf(
  renderer: FrameRenderer,
  timesMs: readonly number[],
  width: number,
  height: number,
  signal: AbortSignal,
): Promise<Palette> {
  const area = width * height;
  let stride = Math.max(1, Math.ceil((area * timesMs.length) / PALETTE_SAMPLE_PIXELS));
  while (stride > 1 && gcd(stride, width) !== 1) stride += 1;
  // One RGBA pixel is one 32-bit word; copying words keeps the bytes in their order.
  const sample = new Uint32Array(Math.ceil(area / stride) * timesMs.length);
  let count = 0;
  for (const timeMs of timesMs) {
    throwIfAborted(signal);
    const data = pixels(renderer, timeMs, width, height);
    const words = new Uint32Array(data.buffer, data.byteOffset, area);
    for (let pixel = 0; pixel < area; pixel += stride) {
      sample[count] = words[pixel] ?? 0;
      count += 1;
    }
    await nextTask();
  }
  return quantize(new Uint8Array(sample.buffer, 0, count * 4), GIF_COLORS);
}

/**
 * Encodes the board's animation as a GIF that loops forever, with one palette taken from every
 * page at rest. Draws one frame per task so the page stays responsive; rejects with
 * {@link GifCancelledError} once `signal` aborts.
 */
export async function encodeGif(renderer: FrameRenderer, options: EncodeGifOptions): Promise<Blob> {
  const { width, height, signal } = options;
  const { animation } = renderer;
  const frames = gifFrames(animation);
  const restingTimes = frames
    .filter((frame) => animation.restingPageAt(frame.timeMs) !== undefined)
    .map((frame) => frame.timeMs);
  const palette = await paletteOf(renderer, restingTimes, width, height, signal);
  const gif = GIFEncoder();
  for (const [index, frame] of frames.entries()) {
    throwIfAborted(signal);
    const indexed = applyPalette(pixels(renderer, frame.timeMs, width, height), palette);
    gif.writeFrame(indexed, width, height, {
      ...(index === 0 ? { palette, repeat: 0 } : {}),
      delay: Math.round(frame.delayMs),
    });
    options.onProgress?.(index + 1, frames.length);
    await nextTask();
  }
  throwIfAborted(signal);
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}
