import type { AnimationEasing } from '../board/constants.ts';

/** Maps the linear progress of a move (0–1) to how far along its way an object is (0–1). */
export type Easing = (progress: number) => number;

/** Slow start, slow stop: players glide rather than jump; symmetric so a move back mirrors it. */
export function easeInOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** Constant speed, clamped like {@link easeInOutCubic}. */
export function linearEasing(progress: number): number {
  return Math.min(1, Math.max(0, progress));
}

/** The easing a page asks for by name; `smooth` (the spec's) when it names none. */
export function easingNamed(name: AnimationEasing | undefined): Easing {
  return name === 'linear' ? linearEasing : easeInOutCubic;
}

/**
 * `easing(progress)`, calling the two built-in easings directly: V8 inlines a direct call but
 * may not inline one through a variable, and then boxes the number it returns (an allocation in
 * every frame of a playback).
 */
export function applyEasing(easing: Easing, progress: number): number {
  if (easing === easeInOutCubic) return easeInOutCubic(progress);
  if (easing === linearEasing) return linearEasing(progress);
  return easing(progress);
}
