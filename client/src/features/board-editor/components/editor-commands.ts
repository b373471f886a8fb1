import type { ActionInput } from '../actions/action.ts';
import type { EditorActionId } from '../actions/editor-actions.ts';

/** The page's view of the action manager: ask whether an action may run, and run it. */
export interface EditorCommands {
  isEnabled(id: EditorActionId, input?: ActionInput): boolean;
  /** Runs the action if enabled; failures go to the page's error message. */
  run(id: EditorActionId, input?: ActionInput): void;
}
