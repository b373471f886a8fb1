import { ANIMATION_STEP_MS, BoardAnimation, VIDEO_END_REST_MS } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { GIF_FPS, GifCancelledError, encodeGif, gifFrames } from './encode-gif.ts';
import type { FrameRenderer } from './frame-renderer.ts';

/** A board of `pageCount` pages without animation data: the spec's timing. */
const animationOf = (pageCount: number) =>
  new BoardAnimation(Array.from({ length: pageCount }, () => []));

describe('gifFrames', () => {
  it('holds each page at rest in one frame and steps through every move', () => {
    const frames = gifFrames(animationOf(3));
    const step = 1000 / GIF_FPS;
    const moveFrames = 1000 / step;
    // Page 1 at rest for 2 s, then for pages 2 and 3 a move and one held frame each.
    expect(frames).toHaveLength(1 + 2 * (moveFrames + 1));
    expect(frames[0]).toEqual({ timeMs: 0, delayMs: ANIMATION_STEP_MS });
    expect(frames[1]).toEqual({ timeMs: ANIMATION_STEP_MS, delayMs: step });
    expect(frames[1 + moveFrames]).toEqual({ timeMs: ANIMATION_STEP_MS + 1000, delayMs: 1000 });
  });

  it('lasts exactly as long as the animation', () => {
    for (const pages of [1, 3, 10]) {
      const total = gifFrames(animationOf(pages)).reduce((sum, frame) => sum + frame.delayMs, 0);
      expect(total).toBeCloseTo(animationOf(pages).lengthMs, 6);
    }
  });

  it("follows each page's own hold and move: a page held 4 s plays 4 s", () => {
    const transition = { holdMs: 4_000, moveMs: 500, easing: 'linear' as const };
    const animation = new BoardAnimation([
      { objects: [], transition },
      { objects: [], transition },
    ]);
    const frames = gifFrames(animation);
    const step = 1000 / GIF_FPS;
    expect(frames[0]).toEqual({ timeMs: 0, delayMs: 4_000 });
    expect(frames[1]).toEqual({ timeMs: 4_000, delayMs: step });
    // The move takes 500 ms, then page 2 rests for the rest of its 4 s.
    expect(frames[1 + 500 / step]).toEqual({ timeMs: 4_500, delayMs: 3_500 });
    const total = frames.reduce((sum, frame) => sum + frame.delayMs, 0);
    expect(total).toBeCloseTo(8_000, 6);
  });

  it('ends on the last page at rest for a second when its move in fills its time', () => {
    const slowMove = { holdMs: 1_000, moveMs: 1_000, easing: 'linear' as const };
    const animation = new BoardAnimation(
      [
        { objects: [], transition: slowMove },
        { objects: [], transition: slowMove },
      ],
      { once: true },
    );
    const frames = gifFrames(animation);
    expect(frames.at(-1)).toEqual({ timeMs: 2_000, delayMs: VIDEO_END_REST_MS });
    expect(animation.restingPageAt(2_000)).toBe(1);
    const total = frames.reduce((sum, frame) => sum + frame.delayMs, 0);
    expect(total).toBeCloseTo(2_000 + VIDEO_END_REST_MS, 6);
  });

  it('has no frames without pages', () => {
    expect(gifFrames(animationOf(0))).toEqual([]);
  });
});

interface ParsedGif {
  width: number;
  height: number;
  /** Entries in the global colour table, as [r, g, b]. */
  palette: [number, number, number][];
  /** The NETSCAPE2.0 loop count; 0 is forever. */
  loop: number | undefined;
  frames: { delayCs: number; width: number; height: number; localPalette: boolean }[];
}

/** Walks a GIF's blocks (GIF89a: header, screen, colour table, extensions, images, trailer). */
function parseGif(bytes: Uint8Array): ParsedGif {
  let at = 0;
  const byte = () => {
    const value = bytes[at];
    if (value === undefined) throw new Error(`GIF ends early at ${at}`);
    at += 1;
    return value;
  };
  const word = () => byte() | (byte() << 8);
  const subBlocks = () => {
    const data: number[] = [];
    for (let size = byte(); size !== 0; size = byte()) {
      for (let index = 0; index < size; index += 1) data.push(byte());
    }
    return data;
  };
  const colourTable = (packed: number) => {
    const colours: [number, number, number][] = [];
    if (packed & 0x80) {
      for (let index = 0; index < 2 ** ((packed & 0x07) + 1); index += 1) {
        colours.push([byte(), byte(), byte()]);
      }
    }
    return colours;
  };

  const header = String.fromCharCode(...bytes.subarray(0, 6));
  expect(header).toBe('GIF89a');
  at = 6;
  const width = word();
  const height = word();
  const screenPacked = byte();
  at += 2;
  const palette = colourTable(screenPacked);
  const gif: ParsedGif = { width, height, palette, loop: undefined, frames: [] };
  let delayCs = 0;
  for (;;) {
    const introducer = byte();
    if (introducer === 0x3b) return gif;
    if (introducer === 0x21) {
      const label = byte();
      const data = subBlocks();
      if (label === 0xf9) delayCs = (data[1] ?? 0) | ((data[2] ?? 0) << 8);
      if (label === 0xff && String.fromCharCode(...data.slice(0, 11)) === 'NETSCAPE2.0') {
        gif.loop = (data[12] ?? 0) | ((data[13] ?? 0) << 8);
      }
      continue;
    }
    if (introducer !== 0x2c) throw new Error(`unknown GIF block 0x${introducer.toString(16)}`);
    at += 4;
    const frameWidth = word();
    const frameHeight = word();
    const imagePacked = byte();
    colourTable(imagePacked);
    byte();
    subBlocks();
    gif.frames.push({
      delayCs,
      width: frameWidth,
      height: frameHeight,
      localPalette: (imagePacked & 0x80) !== 0,
    });
  }
}

type Rgb = [number, number, number];

const COURT: Rgb = [40, 120, 60];
const PLAYER: Rgb = [200, 30, 30];

/** A `width` × `height` picture of the court with `spots` ([x, y]) in `colour`. */
function picture(width: number, height: number, colour: Rgb, spots: [number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) data.set([...COURT, 255], pixel * 4);
  for (const [x, y] of spots) data.set([...colour, 255], (y * width + x) * 4);
  return data;
}

/** A renderer whose canvas hands back `paint`'s picture of the time last drawn. */
function fakeRenderer(
  paint: (timeMs: number) => Uint8ClampedArray<ArrayBuffer>,
  animation: BoardAnimation = animationOf(3),
) {
  const drawn: number[] = [];
  let timeMs = 0;
  const canvas = document.createElement('canvas');
  const context = { getImageData: () => ({ data: paint(timeMs) }) };
  vi.spyOn(canvas, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const renderer: FrameRenderer = {
    canvas,
    animation,
    renderAt: (time) => {
      timeMs = time;
      drawn.push(time);
    },
    dispose: () => undefined,
  };
  return { renderer, drawn };
}

/** A court with a 4 × 4 player crossing it as time goes on. */
const crossing = (width: number, height: number) => (timeMs: number) => {
  const left = Math.round(timeMs / 100) % (width - 4);
  const spots = Array.from({ length: 16 }, (_, index): [number, number] => [
    left + (index % 4),
    Math.floor(index / 4),
  ]);
  return picture(width, height, PLAYER, spots);
};

describe('encodeGif', () => {
  it('writes a GIF of the asked size that loops forever and lasts the animation', async () => {
    const { renderer, drawn } = fakeRenderer(crossing(48, 27));
    const progress: [number, number][] = [];
    const blob = await encodeGif(renderer, {
      width: 48,
      height: 27,
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(blob.type).toBe('image/gif');
    const gif = parseGif(new Uint8Array(await blob.arrayBuffer()));
    const frames = gifFrames(animationOf(3));

    expect(gif).toMatchObject({ width: 48, height: 27, loop: 0 });
    expect(gif.palette.length).toBeLessThanOrEqual(128);
    expect(gif.frames).toHaveLength(frames.length);
    expect(gif.frames.every((frame) => frame.width === 48 && frame.height === 27)).toBe(true);
    expect(gif.frames.some((frame) => frame.localPalette)).toBe(false);
    expect(gif.frames.map((frame) => frame.delayCs * 10)).toEqual(
      frames.map((frame) => Math.round(frame.delayMs)),
    );
    const lengthCs = gif.frames.reduce((sum, frame) => sum + frame.delayCs, 0);
    expect(lengthCs * 10).toBe(animationOf(3).lengthMs);
    // The pages at rest are drawn once for the palette, then every frame in order.
    expect(drawn.slice(-frames.length)).toEqual(frames.map((frame) => frame.timeMs));
    expect(progress.at(-1)).toEqual([frames.length, frames.length]);
    expect(progress.map(([done]) => done)).toEqual(frames.map((_frame, index) => index + 1));
  });

  it('keeps a thin line of one page in the palette when the palette is sampled', async () => {
    // Two pages at rest at 1024 × 600 are more pixels than the sample holds, so every few pixels
    // are read; a one pixel wide line at an odd column, on the second page only, is among them.
    const [width, height] = [1024, 600];
    const line: Rgb = [250, 250, 40];
    const court = picture(width, height, COURT, []);
    const lined = picture(
      width,
      height,
      line,
      Array.from({ length: height }, (_, y): [number, number] => [301, y]),
    );
    const { renderer } = fakeRenderer(
      (timeMs) => (timeMs >= ANIMATION_STEP_MS + 1000 ? lined : court).slice(),
      animationOf(2),
    );
    const blob = await encodeGif(renderer, {
      width,
      height,
      signal: new AbortController().signal,
    });
    const { palette } = parseGif(new Uint8Array(await blob.arrayBuffer()));
    const near = (colour: Rgb) =>
      palette.some((entry) => entry.every((value, index) => Math.abs(value - colour[index]!) < 8));
    expect(near(COURT)).toBe(true);
    expect(near(line)).toBe(true);
  });

  it('stops drawing and rejects once cancelled', async () => {
    const { renderer, drawn } = fakeRenderer(crossing(16, 9));
    const controller = new AbortController();
    const encoding = encodeGif(renderer, {
      width: 16,
      height: 9,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 3) controller.abort();
      },
    });
    await expect(encoding).rejects.toBeInstanceOf(GifCancelledError);
    const restingPages = 3;
    expect(drawn).toHaveLength(restingPages + 3);
  });

  it('draws nothing when cancelled before it starts', async () => {
    const { renderer, drawn } = fakeRenderer(crossing(16, 9));
    const controller = new AbortController();
    controller.abort();
    await expect(
      encodeGif(renderer, { width: 16, height: 9, signal: controller.signal }),
    ).rejects.toBeInstanceOf(GifCancelledError);
    expect(drawn).toEqual([]);
  });
});
