import { canActOnSelection } from '../core/editor-state.ts';
import type { EditorAction } from './action.ts';

/**
 * Copy, cut, paste and duplicate (issue 14); registered with the editor's actions. Keys typed into
 * a field or a text on the canvas keep their usual meaning, as for every shortcut.
 */
export const clipboardActions = [
  {
    id: 'copy',
    labelKey: 'clipboard.actions.copy',
    shortcuts: [{ key: 'c', mod: true }],
    isEnabled: (context) => canActOnSelection(context.editor.getState()),
    perform: (context) => context.editor.copySelection(),
  },
  {
    id: 'cut',
    labelKey: 'clipboard.actions.cut',
    shortcuts: [{ key: 'x', mod: true }],
    isEnabled: (context) => canActOnSelection(context.editor.getState()),
    perform: (context) => context.editor.cutSelection(),
  },
  {
    id: 'paste',
    labelKey: 'clipboard.actions.paste',
    shortcuts: [{ key: 'v', mod: true }],
    isEnabled: (context) => context.editor.canPaste(),
    perform: (context) => context.editor.paste(),
  },
  {
    id: 'duplicate',
    labelKey: 'clipboard.actions.duplicate',
    shortcuts: [{ key: 'd', mod: true }],
    isEnabled: (context) => canActOnSelection(context.editor.getState()),
    // Ctrl+D would add a bookmark in the middle of editing, even with nothing selected.
    claimsShortcut: (context) => context.editor.getState().editMode,
    perform: (context) => context.editor.duplicate(),
  },
] as const satisfies readonly EditorAction[];
