import type { ClockSpan, PlanActivity } from '@courtside/domain';
import { createContext, useContext } from 'react';
import type { ActivityLabel } from '../plan-references.ts';
import type { Planner } from './hooks/use-planner.ts';
import type { FieldProblems } from './planner-validation.ts';

/** What the picker fills: a section gets new items, a group a new activity. */
export type PickerTarget =
  { kind: 'section'; sectionId: string } | { kind: 'group'; itemId: string; groupId: string };

/** What every row of the planner needs, shared through context instead of through each level. */
export interface PlannerView {
  planner: Planner;
  /** The title of an activity: exercise or board name, break note, free text. */
  label: (activity: PlanActivity) => ActivityLabel;
  /** Clock span of each item and section by id; empty without a start time. */
  clock: ReadonlyMap<string, ClockSpan>;
  problems: FieldProblems;
  openPicker: (target: PickerTarget) => void;
}

export const PlannerViewContext = createContext<PlannerView | null>(null);

export function usePlannerView(): PlannerView {
  const view = useContext(PlannerViewContext);
  if (!view) throw new Error('usePlannerView outside the planner');
  return view;
}
