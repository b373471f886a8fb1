import { emptyObjectFrame, type ObjectFrame } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { stillObjects } from './still-objects.ts';

const frame = (left: number, top: number, extra: Partial<ObjectFrame> = {}): ObjectFrame => ({
  ...emptyObjectFrame(),
  left,
  top,
  ...extra,
});

/** Five moments of a move in which object `i` goes from `starts[i]` to `ends[i]` in a line. */
function move(
  starts: readonly (readonly [number, number])[],
  ends: readonly (readonly [number, number])[],
): ObjectFrame[][] {
  return [0, 0.25, 0.5, 0.75, 1].map((progress) =>
    starts.map(([x0, y0], index) => {
      const [x1, y1] = ends[index] ?? [x0, y0];
      return frame(x0 + (x1 - x0) * progress, y0 + (y1 - y0) * progress);
    }),
  );
}

describe('stillObjects', () => {
  it('finds the objects that stand still clear of everything that moves', () => {
    const samples = move(
      [
        [200, 300],
        [600, 600],
      ],
      [
        [800, 300],
        [600, 600],
      ],
    );
    expect(stillObjects(samples, [20, 20], 0)).toEqual([false, true]);
  });

  it('draws a still object in every frame when something passes over it on the way', () => {
    // The runner starts and ends far from the keeper, but crosses its spot half way.
    const samples = move(
      [
        [200, 300],
        [500, 300],
      ],
      [
        [800, 300],
        [500, 300],
      ],
    );
    expect(stillObjects(samples, [20, 20], 0)).toEqual([false, false]);
  });

  it('covers the moments between the samples and what a moving object draws beside itself', () => {
    // Between two samples a bent way may bulge out of their boxes, so the way is widened by the
    // longest step between samples (140 px here): a keeper 30 px past the runner's end is in it.
    const samples = move(
      [
        [100, 100],
        [700, 100],
      ],
      [
        [660, 100],
        [700, 100],
      ],
    );
    expect(stillObjects(samples, [10, 10], 0)).toEqual([false, false]);
    // Steps of 20 px; a shadow falling 40 px below the runner reaches the player 65 px below it.
    const below = move(
      [
        [100, 100],
        [140, 165],
      ],
      [
        [180, 100],
        [140, 165],
      ],
    );
    expect(stillObjects(below, [10, 10], 0)).toEqual([false, true]);
    expect(stillObjects(below, [10, 10], 40)).toEqual([false, false]);
  });

  it('also draws in every frame a still object touching one that is drawn in every frame', () => {
    // The runner's way touches the keeper listed second, which touches the one listed first; the
    // third stands apart.
    const samples = move(
      [
        [100, 100],
        [100, 152],
        [100, 135],
        [900, 600],
      ],
      [
        [180, 100],
        [100, 152],
        [100, 135],
        [900, 600],
      ],
    );
    expect(stillObjects(samples, [10, 10, 10, 10], 0)).toEqual([false, false, false, true]);
  });

  it('counts as moving what turns, grows, fades, flies, is knocked out or leaves', () => {
    const changes: Partial<ObjectFrame>[] = [
      { angle: 90 },
      { scaleX: 1.4, scaleY: 1.4 },
      { opacity: 0.3 },
      { lift: 0.5 },
      { knockout: 1 },
    ];
    for (const change of changes) {
      const samples = [[frame(100, 100)], [frame(100, 100, change)], [frame(100, 100)]];
      expect(stillObjects(samples, [10], 0), JSON.stringify(change)).toEqual([false]);
    }
    // Gone from the last moment: a leaving object, faded out.
    expect(stillObjects([[frame(100, 100)], [frame(100, 100)], []], [10], 0)).toEqual([false]);
    expect(stillObjects([[frame(100, 100)], [frame(100, 100)]], [10], 0)).toEqual([true]);
  });
});
