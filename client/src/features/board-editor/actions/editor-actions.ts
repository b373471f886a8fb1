import { ARROW_STEP, ARROW_STEP_SHIFT } from '@courtside/domain';
import {
  canActOnSelection,
  canAddPage,
  canChangeSelection,
  canDeletePage,
  canEditContent,
  canGoToPage,
  canRedo,
  canToggleDrawingMode,
  canToggleEditMode,
  canToggleFullscreen,
  canTogglePlayback,
  canToggleRecording,
  canUndo,
} from '../core/editor-state.ts';
import type { EditorState, EditorTool } from '../core/editor-state.ts';
import type { ActionContext, EditorAction } from './action.ts';
import { alignActions } from './align-actions.ts';
import { clipboardActions } from './clipboard-actions.ts';

const state = (context: ActionContext): EditorState => context.editor.getState();

function moveAction<Id extends string>(
  id: Id,
  dx: number,
  dy: number,
  key: string,
): EditorAction<Id> {
  return {
    id,
    labelKey: `actions.${id}`,
    shortcuts: [{ key, shift: 'any' }],
    isEnabled: (context) => canActOnSelection(state(context)),
    perform: (context, input) => {
      const step = input.shift ? ARROW_STEP_SHIFT : ARROW_STEP;
      return context.editor.moveSelection(dx * step, dy * step);
    },
  };
}

function toolAction<Id extends string>(id: Id, tool: EditorTool, key: string): EditorAction<Id> {
  return {
    id,
    labelKey: `actions.${id}`,
    shortcuts: [{ key }],
    isEnabled: (context) => canToggleDrawingMode(state(context)),
    perform: (context) => context.editor.setTool(tool),
  };
}

/**
 * Every editor action (spec §4). Copy, cut, paste and duplicate are built although the spec leaves
 * them out: coaches expect them (issue 14).
 */
export const editorActions = [
  {
    id: 'undo',
    labelKey: 'actions.undo',
    shortcuts: [{ key: 'z', mod: true }],
    isEnabled: (context) => canUndo(state(context)),
    perform: (context) => context.editor.undo(),
  },
  {
    id: 'redo',
    labelKey: 'actions.redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    isEnabled: (context) => canRedo(state(context)),
    perform: (context) => context.editor.redo(),
  },
  {
    id: 'deleteSelection',
    labelKey: 'actions.deleteSelection',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    isEnabled: (context) => canActOnSelection(state(context)),
    perform: (context) => context.editor.removeSelected(),
  },
  {
    id: 'selectAll',
    labelKey: 'actions.selectAll',
    shortcuts: [{ key: 'a', mod: true }],
    isEnabled: (context) => canChangeSelection(state(context)),
    perform: (context) => context.editor.selectAll(),
  },
  {
    id: 'deselect',
    labelKey: 'actions.deselect',
    shortcuts: [{ key: 'Escape', shift: 'any' }],
    isEnabled: (context) => state(context).selectionCount > 0,
    perform: (context) => context.editor.clearSelection(),
  },
  moveAction('moveSelectionLeft', -1, 0, 'ArrowLeft'),
  moveAction('moveSelectionRight', 1, 0, 'ArrowRight'),
  moveAction('moveSelectionUp', 0, -1, 'ArrowUp'),
  moveAction('moveSelectionDown', 0, 1, 'ArrowDown'),
  {
    id: 'changeBackground',
    labelKey: 'actions.changeBackground',
    isEnabled: (context, input) =>
      input.background !== undefined &&
      canEditContent(state(context)) &&
      input.background !== state(context).background,
    perform: (context, input) =>
      input.background && context.editor.changeBackground(input.background),
  },
  {
    id: 'changePageSettings',
    labelKey: 'animation.actions.changePageSettings',
    isEnabled: (context, input) =>
      input.pageSettings !== undefined && canEditContent(state(context)),
    perform: (context, input) =>
      input.pageSettings && context.editor.changePageSettings(input.pageSettings),
  },
  {
    id: 'toggleKnockedOut',
    labelKey: 'animation.actions.toggleKnockedOut',
    shortcuts: [{ key: 'k' }],
    isEnabled: (context) =>
      canActOnSelection(state(context)) && state(context).selectionAnimation.players > 0,
    perform: (context) => context.editor.toggleKnockedOut(),
  },
  {
    id: 'setPassStyle',
    labelKey: 'animation.actions.setPassStyle',
    isEnabled: (context, input) =>
      input.passStyle !== undefined &&
      canActOnSelection(state(context)) &&
      state(context).selectionAnimation.pass !== undefined,
    perform: (context, input) => input.passStyle && context.editor.setPassStyle(input.passStyle),
  },
  {
    id: 'setObjectTiming',
    labelKey: 'animation.actions.setObjectTiming',
    isEnabled: (context, input) => input.timing !== undefined && canEditContent(state(context)),
    perform: (context, input) =>
      input.timing && context.editor.setObjectTiming(input.timing.uuid, input.timing),
  },
  {
    id: 'bendRun',
    labelKey: 'animation.actions.bendRun',
    isEnabled: (context, input) =>
      input.bend !== undefined &&
      canActOnSelection(state(context)) &&
      state(context).selectionAnimation.run !== undefined,
    perform: (context, input) =>
      input.bend !== undefined && context.editor.bendSelectedRun(input.bend),
  },
  {
    id: 'resetRun',
    labelKey: 'animation.actions.resetRun',
    isEnabled: (context) =>
      canActOnSelection(state(context)) && state(context).selectionAnimation.run === 'bent',
    perform: (context) => {
      const [uuid] = context.editor.selectedUuids();
      return uuid !== undefined && context.editor.straightenRun(uuid);
    },
  },
  {
    id: 'toggleEditMode',
    labelKey: 'actions.toggleEditMode',
    isEnabled: (context) => canToggleEditMode(state(context)),
    perform: (context) => context.editor.toggleEditMode(),
  },
  {
    id: 'toggleDrawingMode',
    labelKey: 'actions.toggleDrawingMode',
    isEnabled: (context) => canToggleDrawingMode(state(context)),
    perform: (context) => context.editor.toggleDrawingMode(),
  },
  toolAction('toolSelect', 'select', 'v'),
  toolAction('toolPen', 'pen', 'p'),
  toolAction('toolLine', 'line', 'l'),
  toolAction('toolArrow', 'arrow', 'a'),
  toolAction('toolText', 'text', 't'),
  {
    id: 'restyleSelection',
    labelKey: 'actions.restyleSelection',
    isEnabled: (context, input) => input.style !== undefined && canActOnSelection(state(context)),
    perform: (context, input) => input.style && context.editor.restyleSelection(input.style),
  },
  {
    id: 'lockSelection',
    labelKey: 'actions.lockSelection',
    shortcuts: [{ key: 'l', mod: true, shift: true }],
    isEnabled: (context) => canActOnSelection(state(context)),
    perform: (context) => context.editor.lockSelection(),
  },
  {
    id: 'unlockAll',
    labelKey: 'actions.unlockAll',
    isEnabled: (context) => canEditContent(state(context)) && state(context).lockedCount > 0,
    perform: (context) => context.editor.unlockAll(),
  },
  {
    id: 'bringToFront',
    labelKey: 'actions.bringToFront',
    isEnabled: (context) => canActOnSelection(state(context)),
    perform: (context) => context.editor.reorderSelection('front'),
  },
  {
    id: 'sendToBack',
    labelKey: 'actions.sendToBack',
    isEnabled: (context) => canActOnSelection(state(context)),
    perform: (context) => context.editor.reorderSelection('back'),
  },
  {
    id: 'goToPage',
    labelKey: 'actions.goToPage',
    isEnabled: (context, input) =>
      input.pageIndex !== undefined && canGoToPage(state(context), input.pageIndex),
    perform: (context, input) =>
      input.pageIndex !== undefined && context.editor.goToPage(input.pageIndex),
  },
  {
    id: 'addPage',
    labelKey: 'actions.addPage',
    isEnabled: (context) => canAddPage(state(context)),
    perform: (context) => context.editor.addPage(),
  },
  {
    // The UI asks for confirmation before it performs this.
    id: 'deletePage',
    labelKey: 'actions.deletePage',
    isEnabled: (context) => canDeletePage(state(context)),
    perform: (context) => context.editor.deletePage(),
  },
  {
    id: 'togglePlayback',
    labelKey: 'actions.togglePlayback',
    isEnabled: (context) => canTogglePlayback(state(context)),
    perform: (context) => context.editor.togglePlayback(),
  },
  {
    id: 'toggleRecording',
    labelKey: 'actions.toggleRecording',
    isEnabled: (context) => canToggleRecording(state(context)),
    perform: (context) => context.editor.toggleRecording(),
  },
  {
    id: 'toggleFullscreen',
    labelKey: 'actions.toggleFullscreen',
    isEnabled: (context) =>
      context.requestFullscreen !== undefined && canToggleFullscreen(state(context)),
    perform: (context) => context.requestFullscreen?.(!state(context).fullscreen),
  },
  ...alignActions,
  ...clipboardActions,
] as const satisfies readonly EditorAction[];

export type EditorActionId = (typeof editorActions)[number]['id'];
