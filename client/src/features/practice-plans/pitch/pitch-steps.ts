import {
  clockTimes,
  itemMinutes,
  POSITION_FILTERS,
  positionLine,
  type ClockSpan,
  type PlanItem,
  type PlanSection,
  type PositionFilter,
} from '@courtside/domain';

/** One screen of the pitch view: an item of the position's line through the plan. */
export interface PitchStep {
  sectionId: string;
  sectionTitle: string;
  /** The plan's item; a parallel one narrowed to the position's groups. */
  item: PlanItem;
  /** Minutes the position spends on it (a narrowed parallel item may be shorter than its slot). */
  minutes: number;
  /** The item's slot in the session, when the plan has a start time. */
  clock: ClockSpan | undefined;
  /** Where the item stands among all the plan's items, to keep one's place across filters. */
  planIndex: number;
}

type PitchPlan = { startTime: string | null; sections: readonly PlanSection[] };

const allItemIds = (plan: PitchPlan) =>
  plan.sections.flatMap((section) => section.items.map((item) => item._id));

/** The steps a position goes through, in order, with their clock times. */
export function pitchSteps(plan: PitchPlan, position: PositionFilter): PitchStep[] {
  const clocks = new Map(
    clockTimes(plan)?.sections.flatMap((section) =>
      section.items.map((clock) => [clock.itemId, { start: clock.start, end: clock.end }]),
    ),
  );
  const planIndex = new Map(allItemIds(plan).map((id, index) => [id, index]));
  return positionLine(plan, position).map(({ sectionId, sectionTitle, item }) => ({
    sectionId,
    sectionTitle,
    item,
    minutes: itemMinutes(item),
    clock: clocks.get(item._id),
    planIndex: planIndex.get(item._id) ?? 0,
  }));
}

/** The filter named in the address (`?position=beaters`); anything else shows everything. */
export function parsePositionFilter(value: string | null): PositionFilter {
  return POSITION_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * Which step shows the item named in the address. An item the position does not do (a parallel
 * item without a group for it) gives the position's next step after it, so switching the filter
 * keeps one's place in the session; an unknown or missing id gives the first step.
 */
export function stepIndexFor(plan: PitchPlan, steps: readonly PitchStep[], itemId: string | null) {
  if (itemId === null || steps.length === 0) return 0;
  const exact = steps.findIndex((step) => step.item._id === itemId);
  if (exact >= 0) return exact;
  const planIndex = allItemIds(plan).indexOf(itemId);
  if (planIndex < 0) return 0;
  const next = steps.findIndex((step) => step.planIndex >= planIndex);
  return next >= 0 ? next : steps.length - 1;
}

/** Whether any item splits the team, i.e. whether a position filter changes anything. */
export function hasParallelItems(plan: { sections: readonly PlanSection[] }): boolean {
  return plan.sections.some((section) => section.items.some((item) => item.kind === 'parallel'));
}
