import { describe, expect, it } from 'vitest';
import type { AnimatedPage } from './animation-types.ts';
import { easeInOutCubic, linearEasing } from './easing.ts';
import {
  buildTimeline,
  pageHoldMs,
  pageMoveMs,
  recordingLengthMs,
  restingPageAtTime,
  timelinePositionAt,
} from './timeline.ts';

const page = (transition?: AnimatedPage['transition']): AnimatedPage => ({
  objects: [],
  ...(transition ? { transition } : {}),
});

describe('page hold and move', () => {
  it('take the spec’s times unless the page says otherwise', () => {
    expect(pageHoldMs(page())).toBe(2000);
    expect(pageMoveMs(page())).toBe(1000);
    expect(pageHoldMs(page({ holdMs: 750 }))).toBe(750);
    expect(pageMoveMs(page({ moveMs: 0 }))).toBe(0);
  });

  it('keep unchecked values within bounds', () => {
    expect(pageHoldMs(page({ holdMs: 1 }))).toBe(500);
    expect(pageHoldMs(page({ holdMs: 1e9 }))).toBe(10_000);
    expect(pageHoldMs(page({ holdMs: Number.NaN }))).toBe(2000);
    expect(pageMoveMs(page({ moveMs: -5 }))).toBe(0);
  });
});

describe('buildTimeline', () => {
  it('is the spec’s 2 s steps for pages without timing', () => {
    const timeline = buildTimeline([page(), page(), page()]);
    expect(timeline.lengthMs).toBe(6000);
    expect(timeline.steps.map((s) => [s.pageIndex, s.fromPageIndex, s.startMs, s.moveMs])).toEqual([
      [0, 2, 0, 1000],
      [1, 0, 2000, 1000],
      [2, 1, 4000, 1000],
    ]);
    expect(timeline.steps.every((s) => s.easing === easeInOutCubic)).toBe(true);
    expect(recordingLengthMs(timeline)).toBe(7000);
  });

  it('takes each move’s easing from the page it leaves, unless one easing is given', () => {
    const pages = [page({ easing: 'linear' }), page()];
    expect(buildTimeline(pages).steps.map((s) => s.easing)).toEqual([easeInOutCubic, linearEasing]);
    const given = (p: number) => p;
    expect(buildTimeline(pages, { easing: given }).steps.every((s) => s.easing === given)).toBe(
      true,
    );
  });

  it('is empty without pages', () => {
    const timeline = buildTimeline([]);
    expect(timeline).toMatchObject({ pageCount: 0, lengthMs: 0, steps: [] });
    expect(recordingLengthMs(timeline)).toBe(0);
    expect(restingPageAtTime(timeline, 100)).toBeUndefined();
    expect(timelinePositionAt(timeline, 100)).toEqual({
      step: 0,
      pageIndex: 0,
      fromPageIndex: 0,
      moving: false,
      fraction: 1,
    });
  });
});

describe('timelinePositionAt', () => {
  const timeline = buildTimeline([page({ moveMs: 0 }), page({ holdMs: 4000 }), page()]);

  it('rests on the first page at first, and moves into it after a wrap', () => {
    expect(timelinePositionAt(timeline, 500)).toMatchObject({ pageIndex: 0, moving: false });
    expect(timelinePositionAt(timeline, 8500)).toMatchObject({
      pageIndex: 0,
      fromPageIndex: 2,
      moving: true,
      fraction: 0.5,
    });
  });

  it('jumps where a page’s move takes no time', () => {
    expect(timelinePositionAt(timeline, 2000)).toMatchObject({
      pageIndex: 1,
      fromPageIndex: 1,
      moving: false,
      fraction: 1,
    });
  });

  it('counts negative and broken times as the start', () => {
    expect(timelinePositionAt(timeline, -10)).toMatchObject({ step: 0, pageIndex: 0 });
    expect(timelinePositionAt(timeline, Number.NaN)).toMatchObject({ step: 0, pageIndex: 0 });
  });

  it('writes into the position it is given', () => {
    const out = timelinePositionAt(timeline, 0);
    expect(timelinePositionAt(timeline, 6500, out)).toBe(out);
    expect(out).toMatchObject({ step: 2, pageIndex: 2, fromPageIndex: 1, fraction: 0.5 });
  });
});
