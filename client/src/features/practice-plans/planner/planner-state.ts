import {
  canRedo,
  canUndo,
  record,
  redo,
  replacePresent,
  seal,
  startHistory,
  undo,
  type History,
} from './planner-history.ts';
import {
  applyCommand,
  type PlanContent,
  type PlannerCommand,
  type Refusal,
} from './planner-model.ts';

/** The planner's editing state: the content with its history and the last refusal to explain. */
export interface PlannerState {
  history: History<PlanContent>;
  refusal: Refusal | null;
}

export type PlannerAction =
  | { type: 'command'; command: PlannerCommand; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The coach left a field: the next change to it is a new entry. */
  | { type: 'seal' }
  /** Start over from this content (the plan loaded or reloaded); the history is dropped. */
  | { type: 'reset'; content: PlanContent }
  /**
   * The server saved `sent` and answered `saved` (the same plan, trimmed and normalised); it
   * replaces the present only when nothing changed while the save was under way.
   */
  | { type: 'saved'; sent: PlanContent; saved: PlanContent }
  | { type: 'dismissRefusal' };

/** Whether two versions of the plan hold the same (content is plain JSON data). */
export const sameContent = (a: PlanContent, b: PlanContent) =>
  JSON.stringify(a) === JSON.stringify(b);

export function initialPlannerState(content: PlanContent): PlannerState {
  return { history: startHistory(content), refusal: null };
}

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'command': {
      const result = applyCommand(state.history.present, action.command);
      if (!result.ok) return { ...state, refusal: result.refusal };
      return {
        history: record(state.history, result.content, action.mergeKey ?? null, sameContent),
        refusal: null,
      };
    }
    case 'undo':
      return canUndo(state.history) ? { history: undo(state.history), refusal: null } : state;
    case 'redo':
      return canRedo(state.history) ? { history: redo(state.history), refusal: null } : state;
    case 'seal':
      return { ...state, history: seal(state.history) };
    case 'reset':
      return initialPlannerState(action.content);
    case 'saved':
      return state.history.present === action.sent
        ? { ...state, history: replacePresent(state.history, action.saved) }
        : state;
    case 'dismissRefusal':
      return state.refusal ? { ...state, refusal: null } : state;
  }
}
