import { describe, expect, it } from 'vitest';
import type { AnimatedObject } from './animation-types.ts';
import { animationFrameAt, timelineTimeMs } from './board-animation.ts';
import {
  VIDEO_EXPORT_SIZES,
  animationLengthMs,
  CAPTION_STRIP_SHARE,
  CAPTION_TWO_LINES,
  fitBoard,
  fitBoardWithCaption,
  restingPageAt,
  videoFrameCount,
  videoFrameTimeMs,
} from './video.ts';

const linear = (p: number) => p;
const pages: AnimatedObject[][] = [
  [{ uuid: 'a', left: 0, top: 0 }],
  [
    { uuid: 'a', left: 100, top: 50 },
    { uuid: 'b', left: 10, top: 10 },
  ],
  [{ uuid: 'a', left: 300, top: 50 }],
];

describe('speed', () => {
  it('runs the timeline faster or slower than the clock', () => {
    expect(timelineTimeMs(1000, 2)).toBe(2000);
    expect(timelineTimeMs(1000, 0.5)).toBe(500);
    expect(timelineTimeMs(1000, 0)).toBe(1000);
    expect(timelineTimeMs(1000, Number.NaN)).toBe(1000);
  });

  it('reaches the next page in half the time at 2× and in twice the time at 0.5×', () => {
    expect(animationFrameAt(pages, 999, { speed: 2 }).pageIndex).toBe(0);
    expect(animationFrameAt(pages, 1000, { speed: 2 }).pageIndex).toBe(1);
    expect(animationFrameAt(pages, 3999, { speed: 0.5 }).pageIndex).toBe(0);
    expect(animationFrameAt(pages, 4000, { speed: 0.5 }).pageIndex).toBe(1);
  });

  it('tweens at 0, 0.5 and 1 s of the move at 2× in 0, 0.25 and 0.5 s', () => {
    const at = (ms: number) =>
      animationFrameAt(pages, 1000 + ms, { speed: 2, easing: linear }).objects[0]?.left;
    expect(at(0)).toBe(0);
    expect(at(250)).toBe(50);
    expect(at(500)).toBe(100);
  });
});

describe('scrubbing', () => {
  it('gives the same frame for a time whatever was asked before (no state)', () => {
    const forward = [0, 2500, 4200, 5900].map((t) => animationFrameAt(pages, t));
    const backward = [5900, 4200, 2500, 0].map((t) => animationFrameAt(pages, t)).reverse();
    expect(backward).toEqual(forward);
  });

  it('fades an entering object in and a leaving one out half way', () => {
    const entering = animationFrameAt(pages, 2500, { easing: linear }).objects;
    expect(entering.find((o) => o.uuid === 'b')).toMatchObject({
      presence: 'enter',
      opacity: 0.5,
    });
    const leaving = animationFrameAt(pages, 4500, { easing: linear }).objects;
    expect(leaving.find((o) => o.uuid === 'b')).toMatchObject({ presence: 'leave', opacity: 0.5 });
    expect(animationFrameAt(pages, 5000).objects.map((o) => o.uuid)).toEqual(['a']);
  });
});

describe('video frames', () => {
  it('counts pages × 2 s × fps', () => {
    expect(animationLengthMs(3)).toBe(6000);
    expect(videoFrameCount(3, 60)).toBe(360);
    expect(videoFrameCount(3, 30)).toBe(180);
    expect(videoFrameCount(10, 60)).toBe(1200);
    expect(videoFrameCount(0, 60)).toBe(0);
  });

  it('places frames at exact times; the last frame of 3 pages is still on page 2', () => {
    expect(videoFrameTimeMs(0, 60)).toBe(0);
    expect(videoFrameTimeMs(30, 60)).toBe(500);
    expect(videoFrameTimeMs(120, 60)).toBe(2000);
    const last = videoFrameTimeMs(videoFrameCount(3, 60) - 1, 60);
    expect(animationFrameAt(pages, last).pageIndex).toBe(2);
    expect(animationFrameAt(pages, last).moving).toBe(false);
  });
});

describe('restingPageAt', () => {
  it('names the page at rest and nothing while objects move', () => {
    expect(restingPageAt(0, 3)).toBe(0);
    expect(restingPageAt(1999, 3)).toBe(0);
    expect(restingPageAt(2000, 3)).toBeUndefined();
    expect(restingPageAt(2999, 3)).toBeUndefined();
    expect(restingPageAt(3000, 3)).toBe(1);
    expect(restingPageAt(5500, 3)).toBe(2);
    expect(restingPageAt(6500, 3)).toBeUndefined();
    expect(restingPageAt(0, 0)).toBeUndefined();
  });

  it('agrees with the drawn frame: a resting frame is the page as stored', () => {
    for (let index = 0; index < videoFrameCount(3, 60); index += 1) {
      const time = videoFrameTimeMs(index, 60);
      const frame = animationFrameAt(pages, time);
      expect(restingPageAt(time, 3)).toBe(frame.moving ? undefined : frame.pageIndex);
    }
  });
});

describe('fitBoard', () => {
  it('fills the board size exactly', () => {
    const { width, height } = VIDEO_EXPORT_SIZES.board;
    expect(fitBoard(width, height)).toEqual({ scale: 1, offsetX: 0, offsetY: 0, width, height });
  });

  it('letterboxes a square and a vertical video above and below', () => {
    const square = fitBoard(1080, 1080);
    expect(square.width).toBeCloseTo(1080, 6);
    expect(square.offsetX).toBeCloseTo(0, 6);
    expect(square.offsetY).toBeCloseTo((1080 - 686 * (1080 / 1220)) / 2, 6);
    const vertical = fitBoard(1080, 1920);
    expect(vertical.offsetY).toBeGreaterThan(square.offsetY);
  });

  it('fits full HD by its width (the board is a little wider than 16:9)', () => {
    const hd = fitBoard(1920, 1080);
    expect(hd.width).toBeCloseTo(1920, 6);
    expect(hd.offsetX).toBeCloseTo(0, 6);
    expect(hd.offsetY).toBeCloseTo((1080 - 686 * (1920 / 1220)) / 2, 6);
  });

  it('centres the board at the sides when the output is wider', () => {
    const wide = fitBoard(2000, 686);
    expect(wide.offsetX).toBe(390);
    expect(wide.offsetY).toBe(0);
  });
});

describe('fitBoardWithCaption', () => {
  it('shrinks a board that fills its output to leave the strip below it, centred at the sides', () => {
    const { width, height } = VIDEO_EXPORT_SIZES.board;
    const placed = fitBoardWithCaption(width, height);
    const strip = Math.round(height * CAPTION_STRIP_SHARE);
    expect(placed.strip.height).toBe(strip);
    expect(placed.height).toBeCloseTo(height - strip, 6);
    expect(placed.offsetY).toBeCloseTo(0, 6);
    expect(placed.strip.top).toBeCloseTo(height - strip, 6);
    expect(placed.offsetX).toBeCloseTo((width - placed.width) / 2, 6);
    expect(placed.strip).toMatchObject({ left: placed.offsetX, width: placed.width });
  });

  it('makes the strip higher for captions of two lines, the board smaller', () => {
    const one = fitBoardWithCaption(1220, 686);
    const two = fitBoardWithCaption(1220, 686, 2);
    expect(two.lines).toBe(2);
    expect(two.strip.height).toBe(Math.round(one.strip.height * CAPTION_TWO_LINES));
    expect(two.height + two.strip.height).toBeCloseTo(686, 6);
    expect(two.width).toBeLessThan(one.width);
  });

  it('keeps the whole width in a square video, the board and strip centred together', () => {
    const square = fitBoardWithCaption(1080, 1080);
    const whole = fitBoard(1080, 1080);
    expect(square.scale).toBe(whole.scale);
    expect(square.strip.height).toBe(Math.round(whole.height * CAPTION_STRIP_SHARE));
    const above = square.offsetY;
    const below = 1080 - square.strip.top - square.strip.height;
    expect(above).toBeCloseTo(below, 6);
    // Nothing of the court under the strip.
    expect(square.strip.top).toBeCloseTo(square.offsetY + square.height, 6);
  });
});
