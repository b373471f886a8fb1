import type { ObjectFrame } from '@courtside/domain';

/*
 * During a move most boards leave some players where they are. The frame renderer draws those
 * once, with the court, into a picture of their own and copies it under each frame, drawing only
 * what moves on top. That is right only where nothing that moves ever passes over or under a
 * still object (the picture would change the order they are drawn in), so a still object near
 * anything drawn in every frame is drawn in every frame too.
 */

/** A rectangle in board pixels. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether an object is drawn the same at both moments. */
function samePose(a: ObjectFrame, b: ObjectFrame): boolean {
  return (
    a.left === b.left &&
    a.top === b.top &&
    a.angle === b.angle &&
    a.scaleX === b.scaleX &&
    a.scaleY === b.scaleY &&
    a.opacity === b.opacity &&
    a.knockout === b.knockout &&
    a.lift === 0 &&
    b.lift === 0
  );
}

/** The square around a pose that holds every part of an object reaching `reach` from it. */
function boxAt(frame: ObjectFrame, reach: number): Box {
  const extent = reach * Math.max(Math.abs(frame.scaleX), Math.abs(frame.scaleY));
  return {
    left: frame.left - extent,
    top: frame.top - extent,
    right: frame.left + extent,
    bottom: frame.top + extent,
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which objects of a move can be drawn once for all of it, by their index in the frames.
 *
 * `samples` are the move's frames at evenly spaced moments from its start to its end (at least
 * two); `reach[i]` is how far object `i` extends from its pose at scale 1, in any direction; `pad`
 * is how far beyond that a moving object may draw (a lobbed ball's shadow). An object is still
 * when every sample shows it the same and on the ground, and it stays still only while its box is
 * clear of the whole way of everything drawn in every frame, which it joins otherwise.
 */
export function stillObjects(
  samples: readonly (readonly ObjectFrame[])[],
  reach: readonly number[],
  pad: number,
): boolean[] {
  const first = samples[0] ?? [];
  const still = first.map((frame, index) =>
    samples.every((sample) => {
      const other = sample[index];
      return other !== undefined && samePose(frame, other);
    }),
  );
  const boxOf = (index: number) => boxAt(first[index] as ObjectFrame, reach[index] ?? 0);
  // Each moving object's way: its boxes at every sample, joined, and widened by the furthest it
  // goes between two samples, so the moments between them are covered as well.
  const drawnEveryFrame: Box[] = [];
  first.forEach((_, index) => {
    if (still[index]) return;
    const way = boxOf(index);
    let step = 0;
    let previous: ObjectFrame | undefined;
    for (const sample of samples) {
      const frame = sample[index];
      if (!frame) continue;
      const box = boxAt(frame, reach[index] ?? 0);
      way.left = Math.min(way.left, box.left);
      way.top = Math.min(way.top, box.top);
      way.right = Math.max(way.right, box.right);
      way.bottom = Math.max(way.bottom, box.bottom);
      if (previous) {
        step = Math.max(
          step,
          Math.abs(frame.left - previous.left),
          Math.abs(frame.top - previous.top),
        );
      }
      previous = frame;
    }
    const widen = step + pad;
    drawnEveryFrame.push({
      left: way.left - widen,
      top: way.top - widen,
      right: way.right + widen,
      bottom: way.bottom + widen,
    });
  });
  // A still object drawn in every frame because of its neighbour can in turn touch another.
  let changed = true;
  while (changed) {
    changed = false;
    still.forEach((isStill, index) => {
      if (!isStill) return;
      const box = boxOf(index);
      if (!drawnEveryFrame.some((other) => overlaps(box, other))) return;
      still[index] = false;
      drawnEveryFrame.push(box);
      changed = true;
    });
  }
  return still;
}
