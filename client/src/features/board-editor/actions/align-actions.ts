import type { AlignKind } from '@courtside/domain';
import { canAlignSelection, canToggleSnapToGrid } from '../core/editor-state.ts';
import type { EditorAction } from './action.ts';

function alignAction<Id extends string>(id: Id, kind: AlignKind): EditorAction<Id> {
  return {
    id,
    labelKey: `align.actions.${id}`,
    isEnabled: (context) => canAlignSelection(context.editor.getState(), kind),
    perform: (context) => context.editor.alignSelection(kind),
  };
}

/** Lining up a selection and the snapping setting (issue 14); registered with the editor's actions. */
export const alignActions = [
  alignAction('alignRow', 'row'),
  alignAction('alignColumn', 'column'),
  alignAction('spreadEvenly', 'spread'),
  {
    id: 'toggleSnapToGrid',
    labelKey: 'align.actions.toggleSnapToGrid',
    isEnabled: (context) => canToggleSnapToGrid(context.editor.getState()),
    perform: (context) => context.editor.toggleSnapToGrid(),
  },
] as const satisfies readonly EditorAction[];
