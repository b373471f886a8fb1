import type { CourtBackground, PassStyle } from '@courtside/domain';
import type { BoardEditor } from '../core/board-editor.ts';
import type { ObjectStyle } from '../core/object-style.ts';
import type { PageSettingsChange } from '../core/page-settings.ts';

/** A key combination. `mod` is Ctrl, or Cmd on a Mac; Alt never takes part. */
export interface Shortcut {
  /** `KeyboardEvent.key`; single letters match either case. */
  key: string;
  mod?: boolean;
  /** `'any'` for keys whose action reads Shift itself, such as the arrows. */
  shift?: boolean | 'any';
}

/** What an action works on; the host supplies what the core cannot do without the browser. */
export interface ActionContext {
  editor: BoardEditor;
  /** Asks the browser for fullscreen on or off; the editor learns the outcome separately. */
  requestFullscreen?: (fullscreen: boolean) => void;
}

/** Details of one invocation: the modifier of a key, or the choice made in the toolbar. */
export interface ActionInput {
  shift?: boolean;
  pageIndex?: number;
  background?: CourtBackground;
  /** The toolbar's style change for the selected objects. */
  style?: ObjectStyle;
  /** The page's new caption or timing (issue 16). */
  pageSettings?: PageSettingsChange;
  /** How the selected ball flies to the next page. */
  passStyle?: PassStyle;
  /** An object's timing within the move to the next page, from the timing strip. */
  timing?: { uuid: string; start: number; end: number };
  /** How far to bend the selected object's run, in run-lengths to its right. */
  bend?: number;
}

/**
 * An editor command as data: registered once, run the same way from keyboard, toolbar and tests.
 * `labelKey` is an i18n key; the UI translates it.
 */
export interface EditorAction<Id extends string = string> {
  id: Id;
  labelKey: string;
  shortcuts?: readonly Shortcut[];
  isEnabled(context: ActionContext, input: ActionInput): boolean;
  /**
   * Whether the action's keys stay away from the browser even when it cannot run, for keys whose
   * browser meaning would only disturb the editing (Ctrl+D adds a bookmark).
   */
  claimsShortcut?(context: ActionContext): boolean;
  perform(context: ActionContext, input: ActionInput): unknown;
}
