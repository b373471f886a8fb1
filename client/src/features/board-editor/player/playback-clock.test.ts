import {
  ANIMATION_STEP_MS,
  BoardAnimation,
  MOVE_DURATION_MS,
  linearEasing,
  videoFrameTimeMs,
  type AnimationPageInput,
} from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { PlaybackClock } from './playback-clock.ts';

const pages = [
  [{ uuid: 'a', left: 0, top: 0 }],
  [{ uuid: 'a', left: 100, top: 0 }],
  [{ uuid: 'a', left: 300, top: 0 }],
];
/** The board's one model, linear so positions are easy to check. */
let animation = new BoardAnimation(pages, { easing: linearEasing });

function setup(board: readonly AnimationPageInput[] = pages) {
  let time = 1_000;
  animation = new BoardAnimation(board, { easing: linearEasing });
  const clock = new PlaybackClock(animation, () => time);
  const advance = (ms: number) => {
    time += ms;
  };
  return { clock, advance };
}

/** Where the one object is drawn at the clock's position. */
const leftAt = (clock: PlaybackClock) => animation.frameAt(clock.position()).objects[0]?.left;

describe('PlaybackClock', () => {
  it('starts paused on the first page and advances a page every 2 s while playing', () => {
    const { clock, advance } = setup();
    expect(clock.playing).toBe(false);
    advance(5_000);
    expect(clock.position()).toBe(0);
    clock.play();
    advance(ANIMATION_STEP_MS - 1);
    expect(clock.pageIndex()).toBe(0);
    advance(1);
    expect(clock.pageIndex()).toBe(1);
    advance(ANIMATION_STEP_MS);
    expect(clock.pageIndex()).toBe(2);
  });

  it('tweens objects over the first second after a page change', () => {
    const { clock, advance } = setup();
    clock.play();
    advance(ANIMATION_STEP_MS);
    expect(leftAt(clock)).toBe(0);
    advance(MOVE_DURATION_MS / 2);
    expect(leftAt(clock)).toBe(50);
    advance(MOVE_DURATION_MS / 2);
    expect(leftAt(clock)).toBe(100);
  });

  it('wraps from the last page to the first with the move back, and keeps looping', () => {
    const { clock, advance } = setup();
    clock.play();
    advance(3 * ANIMATION_STEP_MS + MOVE_DURATION_MS / 2);
    expect(clock.pageIndex()).toBe(0);
    expect(leftAt(clock)).toBe(150);
    expect(clock.scrubValue()).toBe(MOVE_DURATION_MS / 2);
    advance(10 * 3 * ANIMATION_STEP_MS);
    expect(clock.playing).toBe(true);
    expect(clock.pageIndex()).toBe(0);
    expect(clock.position()).toBeLessThan(2 * 3 * ANIMATION_STEP_MS);
  });

  it('without loop stops on the last page at rest and plays again from the start', () => {
    const { clock, advance } = setup();
    clock.setLoop(false);
    clock.play();
    advance(10 * ANIMATION_STEP_MS);
    expect(clock.playing).toBe(false);
    expect(clock.pageIndex()).toBe(2);
    expect(leftAt(clock)).toBe(300);
    clock.play();
    expect(clock.position()).toBe(0);
    expect(clock.playing).toBe(true);
  });

  it('runs faster or slower with the speed and keeps its place when it changes', () => {
    const { clock, advance } = setup();
    clock.setSpeed(2);
    clock.play();
    advance(ANIMATION_STEP_MS / 2);
    expect(clock.position()).toBe(ANIMATION_STEP_MS);
    clock.setSpeed(0.5);
    expect(clock.position()).toBe(ANIMATION_STEP_MS);
    advance(ANIMATION_STEP_MS);
    expect(clock.position()).toBe(ANIMATION_STEP_MS * 1.5);
    expect(clock.speed).toBe(0.5);
  });

  it('scrubs while paused and while playing', () => {
    const { clock, advance } = setup();
    clock.seek(2_500);
    expect(leftAt(clock)).toBe(50);
    advance(1_000);
    expect(clock.position()).toBe(2_500);
    clock.play();
    clock.seek(4_000);
    advance(500);
    expect(clock.position()).toBe(4_500);
    clock.seek(-10);
    expect(clock.position()).toBe(0);
    clock.seek(99_999);
    expect(clock.position()).toBe(3 * ANIMATION_STEP_MS - 1);
  });

  it('steps to the next and previous page at rest, wrapping', () => {
    const { clock } = setup();
    clock.stepPage(1);
    expect(clock.position()).toBe(clock.restPositionMs(1));
    expect(leftAt(clock)).toBe(100);
    clock.stepPage(1);
    clock.stepPage(1);
    expect(clock.pageIndex()).toBe(0);
    clock.stepPage(-1);
    expect(clock.pageIndex()).toBe(2);
    expect(leftAt(clock)).toBe(300);
  });

  it('starts at a given page: the first at its start, later ones at rest', () => {
    const { clock } = setup();
    clock.startAt(2);
    expect(clock.position()).toBe(clock.restPositionMs(2));
    clock.startAt(0);
    expect(clock.position()).toBe(0);
    clock.startAt(4);
    expect(clock.pageIndex()).toBe(1);
  });

  it('covers as many frames as the exported video of the same board', () => {
    const { clock } = setup();
    const frames = animation.videoFrameCount(60);
    expect(clock.lengthMs).toBe(videoFrameTimeMs(frames, 60));
  });

  it('plays each page for its own hold: a page held 4 s plays 4 s', () => {
    const transition = { holdMs: 4_000, moveMs: 1_000, easing: 'linear' as const };
    const { clock, advance } = setup([
      { objects: pages[0]!, transition },
      { objects: pages[1]!, transition },
      { objects: pages[2]! },
    ]);
    expect(clock.lengthMs).toBe(4_000 + 4_000 + ANIMATION_STEP_MS);
    clock.play();
    advance(4_000 - 1);
    expect(clock.pageIndex()).toBe(0);
    advance(1);
    expect(clock.pageIndex()).toBe(1);
    advance(MOVE_DURATION_MS / 2);
    expect(leftAt(clock)).toBe(50);
    advance(4_000 - MOVE_DURATION_MS / 2 - 1);
    expect(clock.pageIndex()).toBe(1);
    advance(1);
    expect(clock.pageIndex()).toBe(2);
    clock.stepPage(-1);
    expect(clock.position()).toBe(4_000 + MOVE_DURATION_MS);
  });

  it('steps and starts on a page whose move in fills its time, which never rests', () => {
    // Page 2 is shown 1 s and the move into it takes 1 s.
    const { clock } = setup([
      { objects: pages[0]! },
      { objects: pages[1]!, transition: { holdMs: 1_000 } },
      { objects: pages[2]! },
    ]);
    clock.stepPage(1);
    expect(clock.pageIndex()).toBe(1);
    expect(leftAt(clock)).toBeCloseTo(100, 0);
    clock.stepPage(1);
    expect(clock.pageIndex()).toBe(2);
    clock.stepPage(-1);
    expect(clock.pageIndex()).toBe(1);
    clock.stepPage(-1);
    expect(clock.pageIndex()).toBe(0);
    clock.startAt(1);
    expect(clock.pageIndex()).toBe(1);
  });

  it('does nothing without pages', () => {
    const { clock, advance } = setup([]);
    clock.play();
    advance(1_000);
    expect(clock.playing).toBe(false);
    clock.stepPage(1);
    expect(clock.position()).toBe(0);
    expect(clock.scrubValue()).toBe(0);
  });
});
