import type { Exercise } from '../entities/exercise.ts';
import { itemActivities } from './references.ts';
import type { PlanItem, PlanSection } from './schema.ts';

/** What the plan rules need to know of an exercise. */
export type ExerciseSummary = Pick<Exercise, 'persons' | 'beaters' | 'chasers' | 'materials'>;
/** Finds a referenced exercise; undefined when it is gone or the caller may not see it. */
export type ExerciseLookup = (exerciseId: string) => ExerciseSummary | undefined;

export interface CountRange {
  min: number;
  max: number;
}

/**
 * Players the plan's exercises ask for, per item: `max` is what every exercise needs to run as
 * designed, `min` what the smallest one needs. Null where no exercise gives that number.
 */
export interface HeadCountRange {
  persons: CountRange | null;
  beaters: CountRange | null;
  chasers: CountRange | null;
}

type Counted = 'persons' | 'beaters' | 'chasers';

function itemExercises(item: PlanItem, lookup: ExerciseLookup): ExerciseSummary[] {
  return itemActivities(item).flatMap((activity) => {
    if (activity.kind !== 'exercise') return [];
    const exercise = lookup(activity.exerciseId);
    return exercise ? [exercise] : [];
  });
}

function rangeOf(values: number[]): CountRange | null {
  // An exercise stores 0 when its author gave no number: that says nothing about the need.
  const given = values.filter((value) => value > 0);
  if (given.length === 0) return null;
  return { min: Math.min(...given), max: Math.max(...given) };
}

/**
 * The head count range of a plan from its exercises. Parallel groups train at the same time, so
 * their exercises' numbers add up; unavailable exercises are left out.
 */
export function headCountRange(
  plan: { sections: readonly PlanSection[] },
  lookup: ExerciseLookup,
): HeadCountRange {
  const perItem = plan.sections.flatMap((section) =>
    section.items.map((item) => itemExercises(item, lookup)),
  );
  const needs = (field: Counted) =>
    rangeOf(perItem.map((exercises) => exercises.reduce((sum, e) => sum + e[field], 0)));
  return { persons: needs('persons'), beaters: needs('beaters'), chasers: needs('chasers') };
}

function uniqueLabels(labels: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const label of labels) {
    const key = label.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, label);
  }
  return [...byKey.values()];
}

/** Materials one item's exercises use, each once (case-insensitively, first spelling kept). */
export function itemMaterials(item: PlanItem, lookup: ExerciseLookup): string[] {
  return uniqueLabels(itemExercises(item, lookup).flatMap((exercise) => exercise.materials));
}

/** Materials the whole plan's exercises use, each once, in the order the plan first needs them. */
export function planMaterials(
  plan: { sections: readonly PlanSection[] },
  lookup: ExerciseLookup,
): string[] {
  return uniqueLabels(
    plan.sections.flatMap((section) =>
      section.items.flatMap((item) => itemMaterials(item, lookup)),
    ),
  );
}
