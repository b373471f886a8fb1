import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { ActionManager } from '../actions/action-manager.ts';
import { editorActions } from '../actions/editor-actions.ts';
import { circle, page, player } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import type { EditorPreferences, PreferenceStore } from './editor-preferences.ts';

const wall = () => [
  player('a', 100, 300),
  player('b', 190, 330),
  player('c', 400, 360),
  player('far', 900, 100),
];

const positions = (objects: readonly CanvasObject[]) =>
  objects.map(({ uuid, left, top }) => [uuid, left, top]);

async function setup(selected: string[] = ['a', 'b', 'c'], options = {}) {
  const driver = await createEditorDriver([page(wall())], { editMode: true, ...options });
  driver.port.select(selected);
  driver.editor.syncSelection();
  return driver;
}

function memoryPreferences(kept: Partial<EditorPreferences> = {}) {
  const writes: Partial<EditorPreferences>[] = [];
  const store: PreferenceStore = {
    read: () => kept,
    write: (change) => writes.push(change),
  };
  return { store, writes };
}

describe('BoardEditor.alignSelection', () => {
  it('puts the selection in a row on its mean height, others untouched', async () => {
    const { editor, port } = await setup();
    expect(await editor.alignSelection('row')).toBe(true);
    expect(positions(port.objects)).toEqual([
      ['a', 100, 330],
      ['b', 190, 330],
      ['c', 400, 330],
      ['far', 900, 100],
    ]);
  });

  it('puts the selection in a column on its mean x', async () => {
    const { editor, port } = await setup();
    expect(await editor.alignSelection('column')).toBe(true);
    expect(positions(port.objects)).toEqual([
      ['a', 230, 300],
      ['b', 230, 330],
      ['c', 230, 360],
      ['far', 900, 100],
    ]);
  });

  it('spreads the selection evenly between its outermost objects', async () => {
    const { editor, port } = await setup(['a', 'b', 'far']);
    expect(await editor.alignSelection('spread')).toBe(true);
    // Wider than tall, so along x: a (100) and far (900) stay, b goes half way.
    expect(positions(port.objects)).toEqual([
      ['a', 100, 300],
      ['b', 500, 330],
      ['c', 400, 360],
      ['far', 900, 100],
    ]);
  });

  it('is one history entry: one undo restores every object, redo lines them up again', async () => {
    const { editor, port } = await setup();
    const before = structuredClone(port.objects);
    await editor.alignSelection('row');
    const after = structuredClone(port.objects);
    expect(editor.getState().canUndo).toBe(true);

    expect(await editor.undo()).toBe(true);
    expect(port.objects).toEqual(before);
    expect(editor.getState().canUndo).toBe(false);
    expect(await editor.redo()).toBe(true);
    expect(port.objects).toEqual(after);
  });

  it('keeps the objects selected for the next step', async () => {
    const { editor, port } = await setup();
    await editor.alignSelection('row');
    expect(port.getSelection()).toEqual(['a', 'b', 'c']);
    expect(editor.getState().selectionCount).toBe(3);
    expect(await editor.alignSelection('spread')).toBe(true);
    expect(positions(port.objects).slice(0, 3)).toEqual([
      ['a', 100, 330],
      ['b', 250, 330],
      ['c', 400, 330],
    ]);
  });

  it('lines up objects stored by their corner by their centre', async () => {
    const driver = await createEditorDriver(
      [page([circle('old', 0, 0), player('new', 100, 100)])],
      { editMode: true },
    );
    driver.port.select(['old', 'new']);
    driver.editor.syncSelection();
    expect(await driver.editor.alignSelection('row')).toBe(true);
    // The circle's centre is 15 right of and below its corner; both centres meet at y = 57.5.
    expect(positions(driver.port.objects)).toEqual([
      ['old', 0, 42.5],
      ['new', 100, 57.5],
    ]);
  });

  it('needs two objects for a row or column and three for spreading', async () => {
    const one = await setup(['a']);
    expect(await one.editor.alignSelection('row')).toBe(false);
    expect(await one.editor.alignSelection('column')).toBe(false);
    const two = await setup(['a', 'c']);
    expect(await two.editor.alignSelection('spread')).toBe(false);
    for (const { editor, port } of [one, two]) {
      expect(editor.getState().canUndo).toBe(false);
      expect(port.calls).not.toContain('replaceObjects');
    }
  });

  it('records nothing when the selection is lined up already', async () => {
    const { editor } = await setup();
    await editor.alignSelection('row');
    await editor.undo();
    await editor.redo();
    expect(await editor.alignSelection('row')).toBe(false);
    await editor.undo();
    expect(editor.getState().canUndo).toBe(false);
  });

  it('does nothing outside edit mode or while drawing', async () => {
    const viewing = await setup(['a', 'b'], { editMode: false });
    expect(await viewing.editor.alignSelection('row')).toBe(false);
    const drawing = await setup(['a', 'b']);
    drawing.editor.toggleDrawingMode();
    drawing.port.select(['a', 'b']);
    drawing.editor.syncSelection();
    expect(await drawing.editor.alignSelection('row')).toBe(false);
    expect(drawing.port.calls).not.toContain('replaceObjects');
  });

  it('is saved like any other edit', async () => {
    const { editor, persistence, advance } = await setup();
    await editor.alignSelection('column');
    await advance(10_000);
    const saves = persistence.calls.filter((call) => call.call === 'savePage');
    const saved = saves.at(-1)?.data.objects ?? [];
    expect(positions(saved).slice(0, 3)).toEqual([
      ['a', 230, 300],
      ['b', 230, 330],
      ['c', 230, 360],
    ]);
  });
});

describe('align actions', () => {
  it('are enabled with enough objects selected and run the editor', async () => {
    const { editor, port } = await setup(['a', 'b']);
    const actions = new ActionManager(editorActions, () => ({ editor }));
    expect(actions.isEnabled('alignRow')).toBe(true);
    expect(actions.isEnabled('alignColumn')).toBe(true);
    expect(actions.isEnabled('spreadEvenly')).toBe(false);
    expect(await actions.perform('alignColumn')).toBe(true);
    expect(positions(port.objects).slice(0, 2)).toEqual([
      ['a', 145, 300],
      ['b', 145, 330],
    ]);

    port.select(['a']);
    editor.syncSelection();
    expect(actions.isEnabled('alignRow')).toBe(false);
    port.select(['a', 'b', 'c']);
    editor.syncSelection();
    expect(actions.isEnabled('spreadEvenly')).toBe(true);
  });
});

describe('BoardEditor.toggleSnapToGrid', () => {
  it('switches grid snapping on the canvas and keeps the setting, unrecorded', async () => {
    const preferences = memoryPreferences();
    const { editor, port } = await setup([], { preferences: preferences.store });
    expect(editor.getState().snapToGrid).toBe(false);
    expect(editor.toggleSnapToGrid()).toBe(true);
    expect(editor.getState().snapToGrid).toBe(true);
    expect(port.snapToGrid).toBe(true);
    expect(editor.getState().canUndo).toBe(false);
    expect(editor.toggleSnapToGrid()).toBe(true);
    expect(port.snapToGrid).toBe(false);
    expect(preferences.writes).toEqual([{ snapToGrid: true }, { snapToGrid: false }]);
  });

  it('starts with the setting kept on the device', async () => {
    const { editor, port } = await setup([], {
      preferences: memoryPreferences({ snapToGrid: true }).store,
    });
    expect(editor.getState().snapToGrid).toBe(true);
    expect(port.snapToGrid).toBe(true);
  });

  it('only changes in edit mode, through its action too', async () => {
    const { editor, port } = await setup([], { editMode: false });
    expect(editor.toggleSnapToGrid()).toBe(false);
    const actions = new ActionManager(editorActions, () => ({ editor }));
    expect(actions.isEnabled('toggleSnapToGrid')).toBe(false);
    await editor.toggleEditMode();
    expect(await actions.perform('toggleSnapToGrid')).toBe(true);
    expect(port.snapToGrid).toBe(true);
  });
});
