import { ANIMATION_STEP_MS, MOVE_DURATION_MS } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { circle, page, settle } from '../testing/board-fixtures.ts';
import { FakeCanvasPort } from '../testing/fake-canvas-port.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { AnimationRunner, moveTargets } from './animation-runner.ts';
import type { AnimationRunnerOptions } from './animation-runner.ts';

const pages = [
  page([circle('a', 0, 0), circle('b', 10, 10)]),
  page([circle('a', 100, 50), circle('c', 5, 5)]),
  page([circle('a', 200, 80)], '/half-court.svg'),
];

async function setup(overrides: Partial<AnimationRunnerOptions> = {}) {
  const port = new FakeCanvasPort();
  const scheduler = new FakeScheduler();
  const onPageChange = vi.fn<(index: number) => void>();
  const onFinished = vi.fn<() => void>();
  const startIndex = overrides.startIndex ?? 0;
  await port.loadPage(overrides.pages?.[startIndex] ?? pages[startIndex] ?? page([]));
  port.calls = [];
  const runner = new AnimationRunner({
    port,
    scheduler,
    pages,
    startIndex: 0,
    mode: 'playback',
    onPageChange,
    onFinished,
    ...overrides,
  });
  /** Advances the clock, then lets the fake port's loads resolve. */
  const advance = async (ms: number) => {
    scheduler.advance(ms);
    await settle();
  };
  return { port, scheduler, runner, onPageChange, onFinished, advance };
}

describe('moveTargets', () => {
  it('moves only objects on both pages, matched by uuid', () => {
    const targets = moveTargets(pages[0] ?? page([]), pages[1] ?? page([]));
    expect(targets).toEqual([
      { uuid: 'a', left: 100, top: 50, angle: 0, scaleX: 1, scaleY: 1, opacity: 1 },
    ]);
  });

  it('has nothing to move from or to an empty page', () => {
    expect(moveTargets(page([]), pages[0] ?? page([]))).toEqual([]);
    expect(moveTargets(pages[0] ?? page([]), page([]))).toEqual([]);
  });
});

describe('AnimationRunner in playback', () => {
  it('advances one page per step and moves shared objects over the move duration', async () => {
    const { runner, port, onPageChange, advance } = await setup();
    runner.start();
    await advance(ANIMATION_STEP_MS - 1);
    expect(onPageChange).not.toHaveBeenCalled();

    await advance(1);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(port.animations).toHaveLength(1);
    expect(port.animations[0]?.durationMs).toBe(MOVE_DURATION_MS);
    expect(port.animations[0]?.targets.map((t) => t.uuid)).toEqual(['a']);
    expect(port.uuids()).toEqual(['a', 'b']);

    await advance(MOVE_DURATION_MS);
    expect(port.uuids()).toEqual(['a', 'c']);
    expect(port.objects[0]).toMatchObject({ left: 100, top: 50 });
  });

  it('wraps from the last page to the first and keeps going', async () => {
    const { runner, onPageChange, port, advance } = await setup({ startIndex: 1 });
    runner.start();
    await advance(ANIMATION_STEP_MS * 4);
    expect(onPageChange.mock.calls.map(([index]) => index)).toEqual([2, 0, 1, 2]);
    expect(runner.running).toBe(true);
    await advance(MOVE_DURATION_MS);
    expect(port.background).toBe('/half-court.svg');
  });

  it('replays the only page of a single-page board without moving anything', async () => {
    const single = [page([circle('a', 1, 2)])];
    const { runner, onPageChange, port, advance } = await setup({ pages: single });
    runner.start();
    await advance(ANIMATION_STEP_MS * 2);
    expect(onPageChange.mock.calls).toEqual([[0], [0]]);
    expect(port.animations[0]?.targets).toEqual([
      { uuid: 'a', left: 1, top: 2, angle: 0, scaleX: 1, scaleY: 1, opacity: 1 },
    ]);
  });

  it('does not start without pages', async () => {
    const { runner, scheduler } = await setup({ pages: [] });
    runner.start();
    expect(runner.running).toBe(false);
    expect(scheduler.pending).toBe(0);
  });

  it('stops cleanly: no further ticks or loads, running moves end', async () => {
    const { runner, scheduler, port, onPageChange, advance } = await setup();
    runner.start();
    await advance(ANIMATION_STEP_MS + 100);
    runner.stop();
    expect(scheduler.pending).toBe(0);
    expect(port.calls.at(-1)).toBe('stopAnimations');
    port.calls = [];
    await advance(ANIMATION_STEP_MS * 5);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(port.calls).toEqual([]);
    runner.stop();
    expect(port.calls).toEqual([]);
  });

  it('does not drift when a timer fires late', async () => {
    const { runner, scheduler, onPageChange, advance } = await setup();
    runner.start();
    await advance(ANIMATION_STEP_MS + 700);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    // The settle ran at 3000 and the next step is still due at 4000, not 2000 after the settle.
    expect(scheduler.now()).toBe(ANIMATION_STEP_MS + 700);
    await advance(ANIMATION_STEP_MS - 700);
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });
});

describe('AnimationRunner in recording', () => {
  it('starts on the first page, runs through all pages and finishes after the wrap', async () => {
    const { runner, port, scheduler, onPageChange, onFinished, advance } = await setup({
      mode: 'recording',
      startIndex: 2,
    });
    runner.start();
    await settle();
    expect(onPageChange).toHaveBeenNthCalledWith(1, 0);
    expect(port.uuids()).toEqual(['a', 'b']);

    await advance(ANIMATION_STEP_MS * pages.length);
    expect(onPageChange.mock.calls.map(([index]) => index)).toEqual([0, 1, 2, 0]);
    expect(onFinished).not.toHaveBeenCalled();

    await advance(MOVE_DURATION_MS);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(runner.running).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(scheduler.pending).toBe(0);

    await advance(ANIMATION_STEP_MS * 3);
    expect(onPageChange).toHaveBeenCalledTimes(4);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('records a single page: one step, the wrap onto itself, then finishes', async () => {
    const { runner, onFinished, advance } = await setup({
      mode: 'recording',
      pages: [page([circle('a')])],
    });
    runner.start();
    await advance(ANIMATION_STEP_MS + MOVE_DURATION_MS - 1);
    expect(onFinished).not.toHaveBeenCalled();
    await advance(1);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when stopped early', async () => {
    const { runner, onFinished, advance } = await setup({ mode: 'recording' });
    runner.start();
    await advance(ANIMATION_STEP_MS * 2);
    runner.stop();
    await advance(ANIMATION_STEP_MS * 5);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('reports a failed final load instead of finishing', async () => {
    const onError = vi.fn();
    const { runner, port, onFinished, advance } = await setup({
      mode: 'recording',
      pages: [page([circle('a')])],
      onError,
    });
    runner.start();
    await advance(ANIMATION_STEP_MS);
    vi.spyOn(port, 'loadPage').mockRejectedValueOnce(new Error('broken image'));
    await advance(MOVE_DURATION_MS);
    expect(onFinished).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('broken image'));
  });
});
