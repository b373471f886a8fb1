import type { PlanActivity, PlanPosition } from '@courtside/domain';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { newUuid } from '../../../../lib/new-uuid.ts';
import { canRedo, canUndo } from '../planner-history.ts';
import {
  defaultPositions,
  itemFor,
  type PlanContent,
  type PlannerCommand,
} from '../planner-model.ts';
import { initialPlannerState, plannerReducer } from '../planner-state.ts';

/** An activity the picker chose, with the name to show until the saved plan names it. */
export interface PickedActivity {
  activity: PlanActivity;
  name?: string;
}

/**
 * The planner's state and the changes the screen makes. Ids of new sections, items and groups are
 * drawn here, outside the reducer, so a command applies the same way however often React runs it.
 */
export function usePlanner(initial: PlanContent) {
  const [state, dispatch] = useReducer(plannerReducer, initial, initialPlannerState);
  // Names of exercises and boards picked in this session; the saved plan names them afterwards.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());

  const run = useCallback(
    (command: PlannerCommand, mergeKey?: string) =>
      dispatch(
        mergeKey === undefined
          ? { type: 'command', command }
          : { type: 'command', command, mergeKey },
      ),
    [],
  );

  const actions = useMemo(
    () => ({
      run,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      seal: () => dispatch({ type: 'seal' }),
      reset: (content: PlanContent) => dispatch({ type: 'reset', content }),
      saved: (sent: PlanContent, saved: PlanContent) => dispatch({ type: 'saved', sent, saved }),
      dismissRefusal: () => dispatch({ type: 'dismissRefusal' }),
      addSection: (title: string, index?: number) =>
        run({ kind: 'addSection', section: { _id: newUuid(), title }, index }),
      /** Adds what the picker chose, all in one change. */
      addActivities: (sectionId: string, picked: readonly PickedActivity[], index?: number) => {
        const known = picked.flatMap(({ activity, name }) => {
          if (name === undefined) return [];
          if (activity.kind === 'exercise') return [[activity.exerciseId, name] as const];
          if (activity.kind === 'tacticboard') return [[activity.tacticboardId, name] as const];
          return [];
        });
        if (known.length) setNames((current) => new Map([...current, ...known]));
        run({
          kind: 'addItems',
          sectionId,
          items: picked.map(({ activity }) => itemFor(activity, newUuid)),
          index,
        });
      },
      /** Remembers the name of an activity chosen for a group. */
      rememberName: (id: string, name: string) =>
        setNames((current) => new Map([...current, [id, name]])),
      split: (itemId: string, labels: readonly string[]) =>
        run({
          kind: 'split',
          itemId,
          groups: labels.map((label, index) => ({
            _id: newUuid(),
            label,
            positions: defaultPositions(index, labels.length),
          })),
        }),
      addGroup: (itemId: string, label: string, positions: PlanPosition[]) =>
        run({ kind: 'addGroup', itemId, group: { _id: newUuid(), label, positions } }),
    }),
    [run],
  );

  return useMemo(
    () => ({
      content: state.history.present,
      canUndo: canUndo(state.history),
      canRedo: canRedo(state.history),
      refusal: state.refusal,
      names,
      ...actions,
    }),
    [state, names, actions],
  );
}

export type Planner = ReturnType<typeof usePlanner>;
