import { describe, expect, it, vi } from 'vitest';
import { circle, page, settle } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import { key } from '../testing/keys.ts';
import type { ActionContext, EditorAction } from './action.ts';
import { ActionManager } from './action-manager.ts';
import { editorActions } from './editor-actions.ts';

const board = () => [page([circle('a', 100, 100), circle('b', 200, 200)]), page([]), page([])];

async function setup(options: { editMode?: boolean; privileged?: boolean } = {}) {
  const driver = await createEditorDriver(board(), { editMode: true, ...options });
  const requestFullscreen = vi.fn<(on: boolean) => void>();
  const context: ActionContext = { editor: driver.editor, requestFullscreen };
  const manager = new ActionManager(editorActions, () => context);
  /** Presses a key and waits for the canvas work it started. */
  const press = async (...args: Parameters<typeof key>) => {
    const handled = manager.handleKey(key(...args));
    await settle();
    return handled;
  };
  return { ...driver, manager, press, requestFullscreen };
}

describe('editor actions', () => {
  it('have unique ids and an i18n label key each', () => {
    const ids = editorActions.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Actions added by a later feature keep their texts under that feature's own key.
    for (const action of editorActions) {
      expect(action.labelKey).toMatch(new RegExp(`^(\\w+\\.)?actions\\.${action.id}$`));
    }
  });

  it('bind no key twice', () => {
    const actions: readonly EditorAction[] = editorActions;
    const bindings = actions.flatMap((action) =>
      (action.shortcuts ?? []).map((s) => `${s.mod ? 'mod+' : ''}${String(s.shift)}+${s.key}`),
    );
    expect(new Set(bindings).size).toBe(bindings.length);
  });
});

describe('keyboard shortcuts', () => {
  it('undo with Ctrl+Z and Cmd+Z, redo with Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', async () => {
    const { editor, port, press } = await setup();
    await editor.addObject(circle('c'));
    await editor.addObject(circle('d'));

    expect(await press('z', { ctrl: true })).toBe(true);
    expect(await press('z', { meta: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(await press('Z', { ctrl: true, shift: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
    await press('z', { ctrl: true });
    expect(await press('y', { ctrl: true })).toBe(true);
    expect(await press('Z', { meta: true, shift: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'c', 'd']);
    expect(await press('y', { meta: true })).toBe(false);
  });

  it('does not undo while typing in a text field', async () => {
    const { editor, port, press } = await setup();
    await editor.addObject(circle('c'));
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(await press('z', { ctrl: true, target: { tagName } })).toBe(false);
    }
    expect(await press('Backspace', { target: { tagName: 'DIV', isContentEditable: true } })).toBe(
      false,
    );
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
  });

  it('leaves keys pressed in a dialog or panel over the editor to it', async () => {
    const { editor, port, press } = await setup();
    const inPanel = { tagName: 'DIV', inPopup: true };
    expect(await press('a', { ctrl: true, target: inPanel })).toBe(false);
    port.select('a');
    editor.syncSelection();
    expect(await press('Backspace', { target: inPanel })).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(await press('Backspace', { target: { tagName: 'DIV' } })).toBe(true);
    expect(port.uuids()).toEqual(['b']);
  });

  it('removes the selection with Delete or Backspace, undoably', async () => {
    const { editor, port, press } = await setup();
    port.select('a');
    editor.syncSelection();
    expect(await press('Delete')).toBe(true);
    expect(port.uuids()).toEqual(['b']);
    port.select('b');
    editor.syncSelection();
    expect(await press('Backspace')).toBe(true);
    expect(port.uuids()).toEqual([]);
    await press('z', { ctrl: true });
    await press('z', { ctrl: true });
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('leaves Delete alone for a read-only user and in view mode', async () => {
    for (const options of [{ privileged: false }, { editMode: false }]) {
      const { editor, port, press } = await setup(options);
      port.select('a');
      editor.syncSelection();
      expect(await press('Delete')).toBe(false);
      expect(port.uuids()).toEqual(['a', 'b']);
    }
  });

  it('selects all with Ctrl+A or Cmd+A and deselects with Escape', async () => {
    const { editor, port, press } = await setup();
    expect(await press('a', { meta: true })).toBe(true);
    expect(port.selection).toEqual(['a', 'b']);
    expect(editor.getState().selectionCount).toBe(2);
    expect(await press('Escape')).toBe(true);
    expect(port.selection).toEqual([]);
    expect(await press('Escape')).toBe(false);
    expect(await press('a', { ctrl: true })).toBe(true);
  });

  it('moves the selection by 1 with an arrow and by 10 with Shift+arrow', async () => {
    const { editor, port, press } = await setup();
    port.select('a');
    editor.syncSelection();
    await press('ArrowRight');
    await press('ArrowDown', { shift: true });
    await press('ArrowLeft', { shift: true });
    await press('ArrowUp');
    expect(port.objects[0]).toMatchObject({ left: 91, top: 109 });
    expect(port.objects[1]).toMatchObject({ left: 200, top: 200 });
    // The quick run of nudges is one entry: one undo takes all of it back.
    await editor.undo();
    expect(port.objects[0]).toMatchObject({ left: 100, top: 100 });
    expect(editor.getState().canUndo).toBe(false);
  });

  it('leaves arrows to the page when nothing is selected', async () => {
    const { press, port } = await setup();
    expect(await press('ArrowLeft')).toBe(false);
    expect(port.calls).not.toContain('moveSelection');
  });
});

describe('toolbar actions', () => {
  it('go to a chosen page and change the background through the same dispatcher', async () => {
    const { manager, editor, port } = await setup();
    expect(manager.isEnabled('goToPage', { pageIndex: 0 })).toBe(false);
    expect(await manager.perform('goToPage', { pageIndex: 2 })).toBe(true);
    expect(editor.getState().pageIndex).toBe(2);
    expect(await manager.perform('changeBackground', { background: '/half-court.svg' })).toBe(true);
    expect(port.background).toBe('/half-court.svg');
    expect(manager.isEnabled('changeBackground')).toBe(false);
  });

  it('disable delete-page on a single page', async () => {
    const { manager, editor } = await setup();
    expect(await manager.perform('deletePage')).toBe(true);
    expect(await manager.perform('deletePage')).toBe(true);
    expect(editor.getState().pageCount).toBe(1);
    expect(manager.isEnabled('deletePage')).toBe(false);
    expect(await manager.perform('addPage')).toBe(true);
    expect(manager.isEnabled('deletePage')).toBe(true);
  });

  it('offer editing tools to privileged users only', async () => {
    const reader = await setup({ privileged: false, editMode: false });
    const editing = [
      'toggleEditMode',
      'toggleDrawingMode',
      'addPage',
      'deletePage',
      'undo',
    ] as const;
    for (const id of editing) {
      expect(reader.manager.isEnabled(id)).toBe(false);
    }
    expect(reader.manager.isEnabled('togglePlayback')).toBe(true);
    expect(reader.manager.isEnabled('toggleRecording')).toBe(true);
  });

  it('disable pagination, fullscreen, edit and recording while animating', async () => {
    const { manager, editor, requestFullscreen } = await setup({ editMode: false });
    expect(manager.isEnabled('toggleFullscreen')).toBe(true);
    await manager.perform('togglePlayback');
    for (const id of ['toggleFullscreen', 'toggleEditMode', 'toggleRecording'] as const) {
      expect(manager.isEnabled(id)).toBe(false);
    }
    expect(manager.isEnabled('goToPage', { pageIndex: 2 })).toBe(false);
    expect(await manager.perform('toggleFullscreen')).toBe(false);
    expect(requestFullscreen).not.toHaveBeenCalled();

    editor.followPlayback(1);
    expect(editor.getState().pageIndex).toBe(1);
    expect(await manager.perform('togglePlayback')).toBe(true);
    expect(await manager.perform('toggleFullscreen')).toBe(true);
    expect(requestFullscreen).toHaveBeenCalledWith(true);
  });

  it('disable playback while recording', async () => {
    const { manager } = await setup({ editMode: false });
    await manager.perform('toggleRecording');
    expect(manager.isEnabled('togglePlayback')).toBe(false);
    expect(manager.isEnabled('toggleRecording')).toBe(true);
  });

  it('turn drawing on only in edit mode', async () => {
    const { manager, port } = await setup({ editMode: false });
    expect(manager.isEnabled('toggleDrawingMode')).toBe(false);
    await manager.perform('toggleEditMode');
    expect(await manager.perform('toggleDrawingMode')).toBe(true);
    expect(port.drawingMode).toBe(true);
  });
});
