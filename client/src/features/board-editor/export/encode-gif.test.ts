import { ANIMATION_STEP_MS, animationLengthMs } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { GIF_FPS, gifFrames } from './encode-gif.ts';

describe('gifFrames', () => {
  it('holds each page at rest in one frame and steps through every move', () => {
    const frames = gifFrames(3);
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
      const total = gifFrames(pages).reduce((sum, frame) => sum + frame.delayMs, 0);
      expect(total).toBeCloseTo(animationLengthMs(pages), 6);
    }
  });

  it('has no frames without pages', () => {
    expect(gifFrames(0)).toEqual([]);
  });
});
