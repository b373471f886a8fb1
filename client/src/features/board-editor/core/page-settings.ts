import {
  ANIMATION_STEP_MS,
  CAPTION_MAX_LENGTH,
  MOVE_DURATION_MS,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  PAGE_MOVE_MAX_MS,
} from '@courtside/domain';
import type { AnimationEasing, PageTransition } from '@courtside/domain';
import type { PageSettings } from './canvas-port.ts';

/** One edit of the page's caption or timing from the editor's controls (issue 16). */
export interface PageSettingsChange {
  caption?: string;
  holdMs?: number;
  moveMs?: number;
  easing?: AnimationEasing;
}

/** The page's timing with the spec's values for what it leaves out: what the controls show. */
export interface PageTiming {
  holdMs: number;
  moveMs: number;
  easing: AnimationEasing;
}

export function pageTimingOf(settings: PageSettings): PageTiming {
  return {
    holdMs: settings.transition?.holdMs ?? ANIMATION_STEP_MS,
    moveMs: settings.transition?.moveMs ?? MOVE_DURATION_MS,
    easing: settings.transition?.easing ?? 'smooth',
  };
}

function clampedMs(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A caption as the page can store it: one line, at most the domain's length. */
export function cleanCaption(caption: string): string {
  return caption.replace(/[\r\n]+/gu, ' ').slice(0, CAPTION_MAX_LENGTH);
}

/**
 * The settings after `change`, in the form the page stores: values clamped to the domain's
 * bounds, and the spec's defaults (and an empty caption) left out so an untouched page stays
 * as it was.
 */
export function changedPageSettings(
  settings: PageSettings,
  change: PageSettingsChange,
): PageSettings {
  const timing = { ...pageTimingOf(settings) };
  if (change.holdMs !== undefined && Number.isFinite(change.holdMs)) {
    timing.holdMs = clampedMs(change.holdMs, PAGE_HOLD_MIN_MS, PAGE_HOLD_MAX_MS);
  }
  if (change.moveMs !== undefined && Number.isFinite(change.moveMs)) {
    timing.moveMs = clampedMs(change.moveMs, 0, PAGE_MOVE_MAX_MS);
  }
  if (change.easing !== undefined) timing.easing = change.easing;
  const transition: PageTransition = {};
  if (timing.holdMs !== ANIMATION_STEP_MS) transition.holdMs = timing.holdMs;
  if (timing.moveMs !== MOVE_DURATION_MS) transition.moveMs = timing.moveMs;
  if (timing.easing !== 'smooth') transition.easing = timing.easing;
  const caption = cleanCaption(change.caption ?? settings.caption ?? '');
  const next: PageSettings = {};
  if (Object.keys(transition).length > 0) next.transition = transition;
  if (caption.trim() !== '') next.caption = caption;
  return next;
}

export function samePageSettings(a: PageSettings, b: PageSettings): boolean {
  const ta = pageTimingOf(a);
  const tb = pageTimingOf(b);
  return (
    (a.caption ?? '') === (b.caption ?? '') &&
    ta.holdMs === tb.holdMs &&
    ta.moveMs === tb.moveMs &&
    ta.easing === tb.easing
  );
}
