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

/** The changes a row makes; the same functions for the planner's whole life. */
export type PlannerCommands = Pick<Planner, 'run' | 'seal' | 'split' | 'addGroup'> &
  Pick<PlannerView, 'openPicker'>;

/*
 * The rows read what they need through contexts of their own, apart from the whole view (which
 * is new with every edit): after a drop only the clock times change, so only the rows' time lines
 * draw again, not forty rows of fields.
 */
export const PlannerCommandsContext = createContext<PlannerCommands | null>(null);
export const PlannerClockContext = createContext<PlannerView['clock']>(new Map());
export const PlannerProblemsContext = createContext<FieldProblems>(new Map());
export const PlannerLabelContext = createContext<PlannerView['label'] | null>(null);

export function usePlannerCommands(): PlannerCommands {
  const commands = useContext(PlannerCommandsContext);
  if (!commands) throw new Error('usePlannerCommands outside the planner');
  return commands;
}

export const usePlannerClock = () => useContext(PlannerClockContext);
export const usePlannerProblems = () => useContext(PlannerProblemsContext);

export function usePlannerLabel(): PlannerView['label'] {
  const label = useContext(PlannerLabelContext);
  if (!label) throw new Error('usePlannerLabel outside the planner');
  return label;
}
