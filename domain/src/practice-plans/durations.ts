import type { PlanItem, PlanSection } from './schema.ts';

/** Minutes an item takes in the plan; parallel groups run side by side, so the longest counts. */
export function itemMinutes(item: PlanItem): number {
  if (item.kind !== 'parallel') return item.minutes;
  return item.groups.reduce((longest, group) => Math.max(longest, group.activity.minutes), 0);
}

/** Minutes of a section: its items one after another. */
export function sectionMinutes(section: Pick<PlanSection, 'items'>): number {
  return section.items.reduce((sum, item) => sum + itemMinutes(item), 0);
}

/** Minutes of the whole plan: its sections one after another. */
export function totalMinutes(plan: { sections: readonly Pick<PlanSection, 'items'>[] }): number {
  return plan.sections.reduce((sum, section) => sum + sectionMinutes(section), 0);
}

/**
 * Minutes the plan runs over its planned session length; 0 when it fits or has no planned
 * length.
 */
export function overTime(plan: {
  plannedMinutes: number | null;
  sections: readonly Pick<PlanSection, 'items'>[];
}): number {
  if (plan.plannedMinutes === null) return 0;
  return Math.max(0, totalMinutes(plan) - plan.plannedMinutes);
}

/**
 * Minutes the session takes: its items, or the planned length when they fill less of it (the
 * pitch is booked for that long, and a plan without items yet still has a session).
 */
export function sessionMinutes(plan: {
  plannedMinutes: number | null;
  sections: readonly Pick<PlanSection, 'items'>[];
}): number {
  return Math.max(totalMinutes(plan), plan.plannedMinutes ?? 0);
}
