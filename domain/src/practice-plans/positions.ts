import { PLAN_POSITIONS } from './schema.ts';
import type { PlanItem, PlanSection } from './schema.ts';

/** The pitch view's filter: one position's line through the plan, or everything. */
export const POSITION_FILTERS = [...PLAN_POSITIONS, 'all'] as const;
export type PositionFilter = (typeof POSITION_FILTERS)[number];

/** One thing a position does, in plan order. */
export interface LineStep {
  sectionId: string;
  sectionTitle: string;
  /**
   * The plan's item, with a parallel item narrowed to the groups the position belongs to. It
   * keeps its id, so the plan's clock times still give its slot.
   */
  item: PlanItem;
}

function forPosition(item: PlanItem, position: PositionFilter): PlanItem | undefined {
  if (item.kind !== 'parallel' || position === 'all') return item;
  const groups = item.groups.filter((group) => group.positions.includes(position));
  return groups.length === 0 ? undefined : { ...item, groups };
}

/**
 * The items a position does, in order: everything everyone does, and of a parallel item only
 * its groups for that position (none, when no group names it). 'all' gives every item whole.
 */
export function positionLine(
  plan: { sections: readonly PlanSection[] },
  position: PositionFilter,
): LineStep[] {
  return plan.sections.flatMap((section) =>
    section.items.flatMap((planItem) => {
      const item = forPosition(planItem, position);
      return item ? [{ sectionId: section._id, sectionTitle: section.title, item }] : [];
    }),
  );
}
