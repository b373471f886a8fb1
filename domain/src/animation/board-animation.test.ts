import { describe, expect, it } from 'vitest';
import {
  HELD_BALL_OFFSET,
  KNOCKED_OUT_OPACITY,
  LOB_PEAK_SCALE,
  VIDEO_END_REST_MS,
} from '../board/constants.ts';
import type { AnimatedObject, AnimatedPage, ObjectFrame } from './animation-types.ts';
import { animationFrameAt, BoardAnimation, emptyAnimationFrame } from './board-animation.ts';
import { easeInOutCubic } from './easing.ts';
import { runHandlePoint } from './run-curve.ts';

const centred = { originX: 'center', originY: 'center' } as const;
const player = (uuid: string, left: number, top: number, more: Partial<AnimatedObject> = {}) => ({
  uuid,
  objectType: 'playerA',
  left,
  top,
  ...centred,
  ...more,
});
const ball = (uuid: string, left: number, top: number, more: Partial<AnimatedObject> = {}) => ({
  uuid,
  objectType: 'ball',
  left,
  top,
  radius: 10,
  ...centred,
  ...more,
});
const linear = { easing: 'linear' } as const;

/** The spec's step: page k becomes current at k × 2000 ms and its move takes the first 1000. */
const during = (step: number, fraction: number) => step * 2000 + fraction * 1000;

function objectAt(frame: { objects: ObjectFrame[] }, uuid: string): ObjectFrame {
  const object = frame.objects.find((candidate) => candidate.uuid === uuid);
  if (!object) throw new Error(`no ${uuid} in the frame`);
  return object;
}

/** The quadratic Bézier formula, written out apart from the code under test. */
function bezier(p0: number[], c: number[], p1: number[], t: number): number[] {
  return [0, 1].map((i) => (1 - t) ** 2 * p0[i]! + 2 * (1 - t) * t * c[i]! + t ** 2 * p1[i]!);
}

describe('bent runs', () => {
  // The run goes 400 px to the right; its control point lies halfway along and 200 px below.
  const pages: AnimatedPage[] = [
    { objects: [player('a', 100, 500, { run: { along: 0.5, across: 0.5 } })], transition: linear },
    { objects: [player('a', 500, 500)] },
  ];
  const control = [300, 700];

  it.each([0.1, 0.25, 0.5, 0.8, 0.95])('is on the curve at %d of a linear move', (t) => {
    const a = objectAt(animationFrameAt(pages, during(1, t)), 'a');
    const [x, y] = bezier([100, 500], control, [500, 500], t);
    expect(a.left).toBeCloseTo(x!, 9);
    expect(a.top).toBeCloseTo(y!, 9);
  });

  it('follows the curve at the eased progress when the move is smooth', () => {
    const smooth: AnimatedPage[] = [{ objects: pages[0]!.objects }, pages[1]!];
    for (const t of [0.25, 0.5, 0.7]) {
      const a = objectAt(animationFrameAt(smooth, during(1, t)), 'a');
      const [x, y] = bezier([100, 500], control, [500, 500], easeInOutCubic(t));
      expect(a.left).toBeCloseTo(x!, 9);
      expect(a.top).toBeCloseTo(y!, 9);
    }
  });

  it('passes through the handle the editor shows, halfway through the run', () => {
    const handle = runHandlePoint(
      { x: 100, y: 500 },
      { x: 500, y: 500 },
      { along: 0.5, across: 0.5 },
    );
    expect(objectAt(animationFrameAt(pages, during(1, 0.5)), 'a')).toMatchObject({
      left: handle.x,
      top: handle.y,
    });
    expect(handle).toEqual({ x: 300, y: 600 });
  });

  it('lands exactly on the next page and rests there', () => {
    expect(objectAt(animationFrameAt(pages, during(1, 1)), 'a')).toMatchObject({
      left: 500,
      top: 500,
    });
    expect(objectAt(animationFrameAt(pages, 3500), 'a')).toMatchObject({ left: 500, top: 500 });
  });

  it('bends the run leaving the page that holds it, not the one coming back', () => {
    // Page 1 → page 0 (the wrap) has no run on page 1, so it is straight.
    const a = objectAt(animationFrameAt(pages, during(2, 0.5)), 'a');
    expect(a).toMatchObject({ left: 300, top: 500 });
  });

  it('keeps a run of no length in place (a copied page)', () => {
    const copied: AnimatedPage[] = [pages[0]!, { objects: [player('a', 100, 500)] }];
    for (const t of [0.2, 0.5, 0.9]) {
      expect(objectAt(animationFrameAt(copied, during(1, t)), 'a')).toMatchObject({
        left: 100,
        top: 500,
      });
    }
  });
});

describe('timing per object', () => {
  const pages: AnimatedPage[] = [
    {
      objects: [
        player('late', 0, 0, { timing: { start: 0.2, end: 0.6 } }),
        player('whole', 0, 0),
        player('instant', 0, 0, { timing: { start: 0.5, end: 0.5 } }),
      ],
      transition: linear,
    },
    { objects: [player('late', 100, 0), player('whole', 100, 0), player('instant', 100, 0)] },
  ];
  const leftOf = (uuid: string, t: number) =>
    objectAt(animationFrameAt(pages, during(1, t)), uuid).left;

  it('waits until its start and arrives at its end', () => {
    const expected = [0, 0, 25, 50, 75, 100, 100];
    [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.9].forEach((t, index) => {
      expect(leftOf('late', t)).toBeCloseTo(expected[index]!, 10);
    });
  });

  it('leaves other objects on the whole move', () => {
    expect(leftOf('whole', 0.3)).toBeCloseTo(30, 10);
    expect(leftOf('whole', 0.6)).toBeCloseTo(60, 10);
  });

  it('jumps at the moment of an empty window', () => {
    expect(leftOf('instant', 0.49)).toBe(0);
    expect(leftOf('instant', 0.5)).toBe(100);
  });

  it('eases within its own window when the move is smooth', () => {
    const smooth: AnimatedPage[] = [{ objects: pages[0]!.objects }, pages[1]!];
    const late = objectAt(animationFrameAt(smooth, during(1, 0.3)), 'late');
    expect(late.left).toBeCloseTo(100 * easeInOutCubic(0.25), 10);
  });
});

describe('ball possession', () => {
  const offset = HELD_BALL_OFFSET;

  it('draws a held ball at its carrier on a page, wherever the ball was stored', () => {
    const pages = [{ objects: [player('p', 300, 300), ball('q', 10, 10, { heldBy: 'p' })] }];
    expect(objectAt(animationFrameAt(pages, 500), 'q')).toMatchObject({
      left: 300 + offset.x,
      top: 300 + offset.y,
      heldBy: 'p',
    });
  });

  it('keeps a held ball with its carrier all through a bent, delayed move', () => {
    const pages: AnimatedPage[] = [
      {
        objects: [
          player('p', 300, 300, {
            run: { along: 0.3, across: -0.4 },
            timing: { start: 0.1, end: 0.8 },
          }),
          ball('q', 315, 315, { heldBy: 'p' }),
        ],
      },
      { objects: [player('p', 700, 420), ball('q', 715, 435, { heldBy: 'p' })] },
    ];
    for (const t of [0, 0.05, 0.3, 0.5, 0.79, 0.95, 1]) {
      const frame = animationFrameAt(pages, during(1, t));
      const p = objectAt(frame, 'p');
      const q = objectAt(frame, 'q');
      expect(q.left - p.left).toBeCloseTo(offset.x, 9);
      expect(q.top - p.top).toBeCloseTo(offset.y, 9);
      expect(q.heldBy).toBe('p');
    }
    // The carrier really left the straight line, so the ball did too.
    const middle = objectAt(animationFrameAt(pages, during(1, 0.5)), 'p');
    expect(Math.abs(middle.top - (300 + (120 * (middle.left - 300)) / 400))).toBeGreaterThan(20);
  });

  it('places the ball by centres when the carrier is drawn from its top-left corner', () => {
    const carrier = {
      uuid: 'p',
      objectType: 'playerB',
      left: 100,
      top: 200,
      width: 33,
      height: 33,
    };
    const pages = [{ objects: [carrier, ball('q', 0, 0, { heldBy: 'p' })] }];
    expect(objectAt(animationFrameAt(pages, 0), 'q')).toMatchObject({
      left: 100 + 16.5 + offset.x,
      top: 200 + 16.5 + offset.y,
    });
  });

  describe('a pass to a running receiver', () => {
    const passer = (left: number) => player('c1', left, 300);
    const pages = (style: 'straight' | 'lob', easing?: 'linear'): AnimatedPage[] => [
      {
        objects: [
          passer(200),
          player('c2', 400, 100),
          ball('q', 215, 315, { heldBy: 'c1', timing: { start: 0.3, end: 0.7 }, pass: { style } }),
        ],
        ...(easing ? { transition: { easing } } : {}),
      },
      { objects: [passer(260), player('c2', 800, 100), ball('q', 815, 115, { heldBy: 'c2' })] },
    ];

    it('stays with the passer until the pass, then flies', () => {
      const frame = animationFrameAt(pages('straight', 'linear'), during(1, 0.2));
      expect(objectAt(frame, 'q')).toMatchObject({ heldBy: 'c1' });
      expect(objectAt(frame, 'q').left).toBeCloseTo(212 + offset.x, 9);
      expect(objectAt(animationFrameAt(pages('straight'), during(1, 0.5)), 'q').heldBy).toBe(
        undefined,
      );
    });

    it('arrives where the receiver is at the set time, not where the receiver ends', () => {
      for (const easing of ['linear', undefined] as const) {
        const frame = animationFrameAt(pages('straight', easing), during(1, 0.7));
        const receiver = objectAt(frame, 'c2');
        const q = objectAt(frame, 'q');
        expect(receiver.left).toBeGreaterThan(400);
        expect(receiver.left).toBeLessThan(800);
        expect(q.left).toBeCloseTo(receiver.left + offset.x, 9);
        expect(q.top).toBeCloseTo(receiver.top + offset.y, 9);
        expect(q.heldBy).toBe('c2');
      }
      const linearFrame = animationFrameAt(pages('straight', 'linear'), during(1, 0.7));
      expect(objectAt(linearFrame, 'q').left).toBeCloseTo(680 + offset.x, 9);
    });

    it('flies in a straight line at constant speed between launch and landing', () => {
      const launch = [218 + offset.x, 300 + offset.y];
      const landing = [680 + offset.x, 100 + offset.y];
      const q = objectAt(animationFrameAt(pages('straight', 'linear'), during(1, 0.6)), 'q');
      expect(q.left).toBeCloseTo(launch[0]! + 0.75 * (landing[0]! - launch[0]!), 9);
      expect(q.top).toBeCloseTo(launch[1]! + 0.75 * (landing[1]! - launch[1]!), 9);
      expect(q).toMatchObject({ lift: 0, scaleX: 1, scaleY: 1 });
    });

    it('runs on with the receiver after the catch', () => {
      const frame = animationFrameAt(pages('straight', 'linear'), during(1, 0.9));
      expect(objectAt(frame, 'q').left).toBeCloseTo(objectAt(frame, 'c2').left + offset.x, 9);
      expect(objectAt(animationFrameAt(pages('straight'), 3500), 'q')).toMatchObject({
        left: 815,
        top: 115,
        heldBy: 'c2',
      });
    });

    it('draws a lob larger at the top of its arc', () => {
      const at = (t: number) =>
        objectAt(animationFrameAt(pages('lob', 'linear'), during(1, t)), 'q');
      expect(at(0.5)).toMatchObject({ lift: 1, scaleX: LOB_PEAK_SCALE, scaleY: LOB_PEAK_SCALE });
      expect(at(0.4).lift).toBeCloseTo(0.75, 10);
      expect(at(0.4).scaleX).toBeCloseTo(1 + (LOB_PEAK_SCALE - 1) * 0.75, 10);
      expect(at(0.2)).toMatchObject({ lift: 0, scaleX: 1 });
      expect(at(0.8)).toMatchObject({ lift: 0, scaleX: 1 });
    });
  });

  it('throws to a spot: from the carrier to where the loose ball lies on the next page', () => {
    const pages: AnimatedPage[] = [
      {
        objects: [player('b', 100, 100), ball('d', 115, 115, { heldBy: 'b' })],
        transition: linear,
      },
      { objects: [player('b', 100, 100), ball('d', 515, 115)] },
    ];
    const at = (t: number) => objectAt(animationFrameAt(pages, during(1, t)), 'd');
    expect(at(0.5)).toMatchObject({ left: 315, top: 115, heldBy: undefined });
    expect(at(1)).toMatchObject({ left: 515, top: 115 });
  });

  it('moves a loose ball like any object, its run bent', () => {
    const pages: AnimatedPage[] = [
      { objects: [ball('q', 0, 0, { run: { along: 0.5, across: 1 } })], transition: linear },
      { objects: [ball('q', 100, 0)] },
    ];
    const [x, y] = bezier([0, 0], [50, 100], [100, 0], 0.3);
    const q = objectAt(animationFrameAt(pages, during(1, 0.3)), 'q');
    expect(q.left).toBeCloseTo(x!, 9);
    expect(q.top).toBeCloseTo(y!, 9);
    expect(q.heldBy).toBeUndefined();
  });

  it('treats a ball whose carrier is missing or is a ball as loose', () => {
    const pages = [
      {
        objects: [
          ball('q', 40, 50, { heldBy: 'nobody' }),
          ball('r', 60, 70, { heldBy: 'q' }),
          ball('s', 80, 90, { heldBy: 's' }),
        ],
      },
    ];
    const frame = animationFrameAt(pages, 0);
    expect(frame.objects.map((o) => [o.left, o.top, o.heldBy])).toEqual([
      [40, 50, undefined],
      [60, 70, undefined],
      [80, 90, undefined],
    ]);
  });

  it('fades a ball in at its new carrier and out with its old one', () => {
    const pages: AnimatedPage[] = [
      { objects: [player('a', 0, 0), ball('old', 15, 15, { heldBy: 'a' })], transition: linear },
      { objects: [player('a', 100, 0), ball('new', 0, 0, { heldBy: 'a' })] },
    ];
    const frame = animationFrameAt(pages, during(1, 0.5));
    const a = objectAt(frame, 'a');
    expect(objectAt(frame, 'new')).toMatchObject({
      left: a.left + offset.x,
      presence: 'enter',
      opacity: 0.5,
    });
    expect(objectAt(frame, 'old')).toMatchObject({
      left: a.left + offset.x,
      presence: 'leave',
      opacity: 0.5,
    });
  });
});

describe('knocked out', () => {
  const pages: AnimatedPage[] = [
    { objects: [player('b1', 0, 0, { opacity: 0.8 })], transition: linear },
    { objects: [player('b1', 0, 0, { opacity: 0.8, knockedOut: true })] },
  ];
  const at = (time: number) => objectAt(animationFrameAt(pages, time), 'b1');

  it('is in play, then fades into the dimmed state during the move, then stays there', () => {
    expect(at(1000)).toMatchObject({ knockout: 0, knockedOut: false, opacity: 0.8 });
    const half = at(during(1, 0.5));
    expect(half).toMatchObject({ knockout: 0.5, knockedOut: true });
    expect(half.opacity).toBeCloseTo(0.8 * (1 - (1 - KNOCKED_OUT_OPACITY) * 0.5), 10);
    expect(at(during(1, 0.25))).toMatchObject({ knockout: 0.25, knockedOut: false });
    const out = at(3500);
    expect(out).toMatchObject({ knockout: 1, knockedOut: true });
    expect(out.opacity).toBeCloseTo(0.8 * KNOCKED_OUT_OPACITY, 10);
  });

  it('comes back into play on the wrap to a page where it is not knocked out', () => {
    // The wrap leaves page 1, which moves smoothly.
    expect(at(during(2, 0.75)).knockout).toBeCloseTo(1 - easeInOutCubic(0.75), 10);
    expect(at(during(2, 1))).toMatchObject({ knockout: 0, opacity: 0.8 });
  });
});

describe('captions', () => {
  const pages: AnimatedPage[] = [
    { objects: [], caption: 'Beater 1 takes the bludger' },
    { objects: [], caption: 'Chaser 2 cuts' },
    { objects: [] },
    { objects: [], caption: '' },
  ];

  it('shows the current page caption, and the next one as soon as the move to it starts', () => {
    expect(animationFrameAt(pages, 1999).caption).toBe('Beater 1 takes the bludger');
    expect(animationFrameAt(pages, during(1, 0.1)).caption).toBe('Chaser 2 cuts');
    expect(animationFrameAt(pages, 3999).caption).toBe('Chaser 2 cuts');
    expect(animationFrameAt(pages, during(2, 0.5)).caption).toBeUndefined();
    expect(animationFrameAt(pages, during(3, 1)).caption).toBeUndefined();
    expect(animationFrameAt(pages, during(4, 0.5)).caption).toBe('Beater 1 takes the bludger');
  });
});

describe('page timing', () => {
  const a = (left: number) => ({ objects: [player('a', left, 0)] });
  const pages: AnimatedPage[] = [
    { ...a(0), transition: { holdMs: 3000, moveMs: 500, easing: 'linear' } },
    { ...a(100), transition: { holdMs: 1500, moveMs: 2500 } },
    a(200),
  ];
  const animation = new BoardAnimation(pages);

  it('holds each page for its own time, a long move holding the next page until it arrives', () => {
    expect(animation.timeline.steps.map((s) => [s.startMs, s.lengthMs, s.moveMs])).toEqual([
      [0, 3000, 1000],
      [3000, 1500, 500],
      [4500, 2500, 2500],
    ]);
    expect(animation.lengthMs).toBe(7000);
    expect(animation.recordingLengthMs).toBe(8000);
    expect([0, 2999, 3000, 4499, 4500, 6999, 7000].map((t) => animation.pageIndexAt(t))).toEqual([
      0, 0, 1, 1, 2, 2, 0,
    ]);
  });

  it('moves for the left page’s move time with its easing', () => {
    expect(animation.frameAt(3250)).toMatchObject({
      pageIndex: 1,
      fromPageIndex: 0,
      moving: true,
      moveFraction: 0.5,
      progress: 0.5,
    });
    expect(objectAt(animation.frameAt(3250), 'a').left).toBe(50);
    expect(animation.frameAt(3500)).toMatchObject({ moving: false, progress: 1 });
    const smooth = animation.frameAt(4500 + 625);
    expect(smooth.moveFraction).toBe(0.25);
    expect(objectAt(smooth, 'a').left).toBeCloseTo(100 + 100 * easeInOutCubic(0.25), 10);
  });

  it('rests, seeks and exports by the same steps', () => {
    expect(animation.restingPageAt(3100)).toBeUndefined();
    expect(animation.restingPageAt(3600)).toBe(1);
    expect(animation.pageStartMs(2)).toBe(4500);
    expect(animation.pageRestMs(1)).toBe(3500);
    expect(animation.pageRestMs(0)).toBe(1000);
    // The last page's move in fills its time: shown just before the run goes on to page 1.
    expect(animation.pageRestMs(2)).toBe(6999);
    expect(animation.pageIndexAt(animation.pageRestMs(2))).toBe(2);
    expect(animation.videoFrameCount(30)).toBe(210);
  });

  it('ends a video of one run on its last page at rest, held a second once it arrived', () => {
    // The move into the last page fills its time: the run ends the moment it arrives.
    const video = new BoardAnimation(pages, { once: true });
    expect(video.videoLengthMs).toBe(7000 + VIDEO_END_REST_MS);
    expect(video.videoFrameCount(30)).toBe(240);
    expect(video.frameAt(6999)).toMatchObject({ pageIndex: 2, moving: true });
    for (const timeMs of [7000, 7500, 7999, 60_000]) {
      expect(video.frameAt(timeMs)).toMatchObject({
        pageIndex: 2,
        fromPageIndex: 2,
        moving: false,
      });
      expect(objectAt(video.frameAt(timeMs), 'a').left).toBe(200);
      expect(video.restingPageAt(timeMs)).toBe(2);
    }
    // The player's runs repeat: past the end comes the move back to the first page.
    expect(animation.videoLengthMs).toBe(7000);
    expect(animation.frameAt(7500)).toMatchObject({ pageIndex: 0, moving: true });
  });

  it('adds only what the last page lacks of a second at rest', () => {
    const rested = (holdMs: number) =>
      new BoardAnimation([a(0), { ...a(100), transition: { holdMs } }], { once: true });
    // Page shown 2 s, moved in for 1 s: a second at rest already.
    expect(rested(2000).videoLengthMs).toBe(4000);
    expect(rested(1200).videoLengthMs).toBe(2000 + 1200 + 800);
    expect(rested(5000).videoLengthMs).toBe(7000);
    expect(new BoardAnimation([a(0)], { once: true }).videoLengthMs).toBe(2000);
    expect(new BoardAnimation([], { once: true }).videoLengthMs).toBe(0);
  });

  it('plays at another speed and from another page', () => {
    const fast = new BoardAnimation(pages, { speed: 2, startIndex: 1 });
    expect(fast.timeline.steps.map((s) => s.pageIndex)).toEqual([1, 2, 0]);
    expect(fast.pageIndexAt(749)).toBe(1);
    expect(fast.pageIndexAt(750)).toBe(2);
    expect(fast.frameAt(750 + 625)).toMatchObject({ fromPageIndex: 1, moveFraction: 0.5 });
  });
});

describe('BoardAnimation.frameInto', () => {
  it('reuses the frame and its object frames it is given', () => {
    const pages = [{ objects: [player('a', 0, 0)] }, { objects: [player('a', 100, 0)] }];
    const animation = new BoardAnimation(pages);
    const out = emptyAnimationFrame();
    const first = animation.frameInto(2500, out);
    const object = first.objects[0];
    const second = animation.frameInto(2600, out);
    expect(second).toBe(out);
    expect(second.objects[0]).toBe(object);
    expect(object?.left).toBeCloseTo(100 * easeInOutCubic(0.6), 10);
  });

  it('gives frames the caller may keep through frameAt', () => {
    const animation = new BoardAnimation([
      { objects: [player('a', 0, 0)] },
      { objects: [player('a', 100, 0)] },
    ]);
    const kept = animation.frameAt(2500);
    animation.frameAt(2600);
    expect(objectAt(kept, 'a').left).toBe(50);
  });
});

describe('scheduleAfter', () => {
  it('lists what moves from a page to the next with its window, passes marked', () => {
    const pages: AnimatedPage[] = [
      {
        objects: [
          player('still', 10, 10),
          player('c1', 100, 100, { timing: { start: 0.1, end: 0.6 } }),
          player('c2', 300, 100),
          ball('q', 0, 0, { heldBy: 'c1', timing: { start: 0.5, end: 0.8 } }),
          ball('d', 0, 0, { heldBy: 'c2' }),
          player('gone', 0, 0),
        ],
      },
      {
        objects: [
          player('still', 10, 10),
          player('c1', 200, 100),
          player('c2', 300, 100),
          ball('q', 0, 0, { heldBy: 'c2' }),
          ball('d', 0, 0, { heldBy: 'c2' }),
        ],
      },
    ];
    expect(new BoardAnimation(pages).scheduleAfter(0)).toEqual([
      { uuid: 'c1', presence: 'stay', start: 0.1, end: 0.6, pass: false },
      { uuid: 'q', presence: 'stay', start: 0.5, end: 0.8, pass: true },
      { uuid: 'gone', presence: 'leave', start: 0, end: 1, pass: false },
    ]);
    expect(new BoardAnimation([]).scheduleAfter(0)).toEqual([]);
  });
});
