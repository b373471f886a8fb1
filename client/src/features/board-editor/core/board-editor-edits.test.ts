import { describe, expect, it } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';

const positions = (objects: readonly { uuid: string; left?: number; top?: number }[]) =>
  objects.map(({ uuid, left, top }) => [uuid, left, top]);

describe('BoardEditor: every edit is one history entry', () => {
  it('undoes a drag by putting the object back, never by removing it', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 0, 0)])], {
      editMode: true,
    });
    await editor.addObject(circle('keeper', 250, 640));
    // The user drags the keeper; the canvas reports the finished move.
    const keeper = port.objects.find((object) => object.uuid === 'keeper');
    Object.assign(keeper ?? {}, { left: 600, top: 300 });
    expect(await editor.objectsModified()).toBe(true);

    expect(await editor.undo()).toBe(true);
    expect(positions(port.objects)).toEqual([
      ['a', 0, 0],
      ['keeper', 250, 640],
    ]);
    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a']);
    expect(await editor.redo()).toBe(true);
    expect(await editor.redo()).toBe(true);
    expect(positions(port.objects)).toContainEqual(['keeper', 600, 300]);
  });

  it('records resizes, rotations, text and style changes the same way', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 5, 5)])], {
      editMode: true,
    });
    const before = structuredClone(port.objects[0]);
    Object.assign(port.objects[0] ?? {}, { scaleX: 2, angle: 45, fill: '#ff0000' });
    expect(await editor.objectsModified()).toBe(true);
    expect(editor.getState().canUndo).toBe(true);
    await editor.undo();
    expect(port.objects[0]).toEqual(before);
  });

  it('records nothing when the canvas reports a change that changed nothing', async () => {
    const { editor } = await createEditorDriver([page([circle('a')])], { editMode: true });
    expect(await editor.objectsModified()).toBe(false);
    expect(editor.getState().canUndo).toBe(false);
  });

  it('makes one entry of arrow-key nudges within a second, a new one after a pause', async () => {
    const { editor, port, advance } = await createEditorDriver([page([circle('a', 0, 0)])], {
      editMode: true,
    });
    port.select('a');
    editor.syncSelection();
    editor.moveSelection(1, 0);
    await advance(300);
    editor.moveSelection(1, 0);
    await advance(300);
    editor.moveSelection(0, 10);
    await advance(1_500);
    editor.moveSelection(5, 0);
    expect(positions(port.objects)).toEqual([['a', 7, 10]]);

    await editor.undo();
    expect(positions(port.objects)).toEqual([['a', 2, 10]]);
    await editor.undo();
    expect(positions(port.objects)).toEqual([['a', 0, 0]]);
    expect(editor.getState().canUndo).toBe(false);
  });

  it('starts a new nudge entry when the selection changes', async () => {
    const { editor, port } = await createEditorDriver(
      [page([circle('a', 0, 0), circle('b', 0, 0)])],
      { editMode: true },
    );
    port.select('a');
    editor.syncSelection();
    editor.moveSelection(1, 0);
    port.select('b');
    editor.syncSelection();
    editor.moveSelection(0, 1);
    await editor.undo();
    expect(positions(port.objects)).toEqual([
      ['a', 1, 0],
      ['b', 0, 0],
    ]);
  });

  it('forgets the history when edit mode is left, so undo never reaches a saved state', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await editor.addObject(circle('keeper', 250, 640));
    await editor.toggleEditMode();
    await editor.toggleEditMode();
    expect(editor.getState().canUndo).toBe(false);
    Object.assign(port.objects[0] ?? {}, { left: 500 });
    await editor.objectsModified();
    await editor.undo();
    expect(positions(port.objects)).toEqual([['keeper', 250, 640]]);
    expect(editor.getState().canUndo).toBe(false);
  });
});

describe('BoardEditor: new items land on free spots', () => {
  it('places quickly added players of a team side by side, each one undoable', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    const keeper = (uuid: string) => ({
      ...circle(uuid, 250, 640),
      objectType: 'playerA',
      team: 'A' as const,
    });
    // Three clicks before the first addition has finished.
    await Promise.all([
      editor.placeObject(keeper('k1')),
      editor.placeObject(keeper('k2')),
      editor.placeObject(keeper('k3')),
    ]);
    const spots = port.objects.map(({ left, top }) => `${left},${top}`);
    expect(new Set(spots).size).toBe(3);
    expect(port.objects.every((object) => object.top === 640)).toBe(true);
    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['k1', 'k2']);
  });

  it('builds a drawer item from one reading of the page, which also finds its spot', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 600, 333)])], {
      editMode: true,
    });
    const seen: string[][] = [];
    const readsBefore = port.pageReads;
    await editor.placeObject((onPage) => {
      seen.push(onPage.map((object) => object.uuid));
      return circle('b', 600, 333);
    });
    expect(seen).toEqual([['a']]);
    const b = port.objects.find((object) => object.uuid === 'b');
    expect(`${b?.left},${b?.top}`).not.toBe('600,333');
    // One reading to build and place it, one for the history's record of the page.
    expect(port.pageReads - readsBefore).toBe(2);
  });

  it('places nothing outside edit mode', async () => {
    const { editor, port } = await createEditorDriver([page([])]);
    expect(await editor.placeObject(circle('c', 600, 333))).toBe(false);
    expect(port.uuids()).toEqual([]);
  });
});

describe('BoardEditor: a formation is one step', () => {
  it('adds all its players at once; one undo takes them away, one redo puts them back', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 0, 0)])], {
      editMode: true,
    });
    const team = [circle('p1', 380, 183), circle('p2', 380, 233), circle('p3', 380, 283)];
    expect(await editor.addObjects(team)).toBe(true);
    expect(port.uuids()).toEqual(['a', 'p1', 'p2', 'p3']);
    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a']);
    expect(await editor.redo()).toBe(true);
    expect(positions(port.objects)).toEqual([
      ['a', 0, 0],
      ['p1', 380, 183],
      ['p2', 380, 233],
      ['p3', 380, 283],
    ]);
  });

  it('adds nothing outside edit mode or for an empty formation', async () => {
    const { editor, port } = await createEditorDriver([page([])]);
    expect(await editor.addObjects([circle('p1', 1, 1)])).toBe(false);
    const editing = await createEditorDriver([page([])], { editMode: true });
    expect(await editing.editor.addObjects([])).toBe(false);
    expect(port.uuids()).toEqual([]);
  });
});
