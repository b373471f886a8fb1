import type { PlanActivity, PlanItem, PlanSection } from './schema.ts';

/** What the items do: a parallel item's group activities, any other item itself. */
export function itemActivities(item: PlanItem): PlanActivity[] {
  return item.kind === 'parallel' ? item.groups.map((group) => group.activity) : [item];
}

export interface PlanReferences {
  exerciseIds: string[];
  tacticboardIds: string[];
}

/**
 * The exercises and boards a plan uses, each once, in plan order: what the server checks the
 * caller can still see.
 */
export function references(plan: { sections: readonly PlanSection[] }): PlanReferences {
  const exerciseIds = new Set<string>();
  const tacticboardIds = new Set<string>();
  for (const section of plan.sections) {
    for (const item of section.items) {
      for (const activity of itemActivities(item)) {
        if (activity.kind === 'exercise') exerciseIds.add(activity.exerciseId);
        if (activity.kind === 'tacticboard') tacticboardIds.add(activity.tacticboardId);
      }
    }
  }
  return { exerciseIds: [...exerciseIds], tacticboardIds: [...tacticboardIds] };
}
