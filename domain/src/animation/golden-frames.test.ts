import { describe, expect, it } from 'vitest';
import type { AnimatedObject, AnimationFrame, TimelineOptions } from './animation-types.ts';
import { animationFrameAt, BoardAnimation, emptyAnimationFrame } from './board-animation.ts';
import golden from './golden-frames.json';

/**
 * Frames recorded from `animationFrameAt` before issue 16 (main at 9ea284a), for pages without
 * animation data: players, balls, a turned and scaled cone, a fading text, objects without uuid,
 * duplicate uuids, objects entering and leaving; at chosen moments under five option sets. The
 * new model must reproduce every number exactly, not approximately.
 */
interface GoldenCase {
  variant: string;
  timeMs: number;
  frame: [number, number, number, boolean, GoldenObject[]];
}
type GoldenObject = [string | null, number, number, number, number, number, number, string];

const pages = golden.pages as AnimatedObject[][];
const cases = golden.cases as GoldenCase[];
const variants = new Map<string, TimelineOptions>(
  golden.variants.map(({ name, linearEasing, ...options }) => [
    name,
    linearEasing ? { ...options, easing: (p: number) => p } : options,
  ]),
);

function pagesOf(variant: string): AnimatedObject[][] {
  if (variant === 'one page') return [pages[1] ?? []];
  if (variant === 'no pages') return [];
  return pages;
}

/** The frame in the recorded shape: what the old function returned. */
function compact(frame: AnimationFrame): GoldenCase['frame'] {
  return [
    frame.pageIndex,
    frame.fromPageIndex,
    frame.progress,
    frame.moving,
    frame.objects.map((o) => [
      o.uuid ?? null,
      o.left,
      o.top,
      o.angle,
      o.scaleX,
      o.scaleY,
      o.opacity,
      o.presence,
    ]),
  ];
}

describe('pages without animation data (golden frames from before issue 16)', () => {
  it.each(cases.map((c) => [c.variant, c.timeMs, c] as const))(
    '%s at %d ms is the recorded frame',
    (variant, timeMs, recorded) => {
      const frame = animationFrameAt(pagesOf(variant), timeMs, variants.get(variant) ?? {});
      expect(compact(frame)).toEqual(recorded.frame);
      expect(frame.caption).toBeUndefined();
      for (const object of frame.objects) {
        expect(object).toMatchObject({ knockout: 0, knockedOut: false, lift: 0 });
        expect(object.heldBy).toBeUndefined();
      }
    },
  );

  it('draws the same frames through a kept animation reusing one output', () => {
    const animations = new Map<string, BoardAnimation>();
    const out = emptyAnimationFrame();
    // Out of order, so the reused frames are grown and cut between pages of different sizes.
    for (const recorded of [...cases].reverse()) {
      let animation = animations.get(recorded.variant);
      if (!animation) {
        animation = new BoardAnimation(
          pagesOf(recorded.variant),
          variants.get(recorded.variant) ?? {},
        );
        animations.set(recorded.variant, animation);
      }
      expect(compact(animation.frameInto(recorded.timeMs, out))).toEqual(recorded.frame);
    }
  });

  it('covers moves, rests, wraps and every option set', () => {
    expect(new Set(cases.map((c) => c.variant)).size).toBe(7);
    expect(cases.some((c) => c.frame[3])).toBe(true);
    expect(cases.some((c) => !c.frame[3] && c.timeMs > 2000)).toBe(true);
    expect(cases.some((c) => c.frame[4].some((o) => o[7] === 'leave'))).toBe(true);
  });
});
