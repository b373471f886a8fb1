import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import { DROP_EDGE_MARGIN, clampedToBoard } from './placed-at.ts';

const spot = (objects: readonly { uuid: string; left?: number; top?: number }[], uuid: string) => {
  const found = objects.find((object) => object.uuid === uuid);
  return found && [found.left, found.top];
};

describe('BoardEditor.placeObjectAt: a dragged item lands where it is dropped', () => {
  it('puts the item on the dropped point, on top, as one history entry', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 100, 100)])], {
      editMode: true,
    });
    expect(await editor.placeObjectAt(circle('new', 600, 333), { left: 812.4, top: 201.6 })).toBe(
      true,
    );
    expect(port.uuids()).toEqual(['a', 'new']);
    expect(spot(port.objects, 'new')).toEqual([812, 202]);

    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a']);
    expect(editor.getState().canUndo).toBe(false);
    expect(await editor.redo()).toBe(true);
    expect(spot(port.objects, 'new')).toEqual([812, 202]);
  });

  it('keeps the dropped spot even when another object is there (the coach chose it)', async () => {
    const { editor, port } = await createEditorDriver([page([circle('a', 400, 300)])], {
      editMode: true,
    });
    await editor.placeObjectAt(circle('b'), { left: 400, top: 300 });
    expect(spot(port.objects, 'b')).toEqual([400, 300]);
  });

  it('keeps a drop on or past the edge inside the board', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await editor.placeObjectAt(circle('corner'), { left: -50, top: CANVAS_HEIGHT + 20 });
    await editor.placeObjectAt(circle('edge'), { left: CANVAS_WIDTH, top: 0 });
    expect(spot(port.objects, 'corner')).toEqual([
      DROP_EDGE_MARGIN,
      CANVAS_HEIGHT - DROP_EDGE_MARGIN,
    ]);
    expect(spot(port.objects, 'edge')).toEqual([CANVAS_WIDTH - DROP_EDGE_MARGIN, DROP_EDGE_MARGIN]);
  });

  it('places nothing outside edit mode or for a user who may not edit', async () => {
    const viewing = await createEditorDriver([page([])]);
    expect(await viewing.editor.placeObjectAt(circle('c'), { left: 10, top: 10 })).toBe(false);
    expect(viewing.port.uuids()).toEqual([]);

    const readOnly = await createEditorDriver([page([])], { privileged: false });
    await readOnly.editor.toggleEditMode();
    expect(await readOnly.editor.placeObjectAt(circle('c'), { left: 10, top: 10 })).toBe(false);
    expect(readOnly.port.uuids()).toEqual([]);
  });

  it('runs after earlier canvas work, so quick drops keep their order', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await Promise.all([
      editor.placeObject(circle('clicked', 600, 333)),
      editor.placeObjectAt(circle('dropped'), { left: 300, top: 300 }),
    ]);
    expect(port.uuids()).toEqual(['clicked', 'dropped']);
    await editor.undo();
    expect(port.uuids()).toEqual(['clicked']);
  });

  it('reports a canvas that cannot draw the item and records nothing', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    port.failNextAdd = new Error('broken image');
    await expect(editor.placeObjectAt(circle('x'), { left: 5, top: 5 })).rejects.toThrow(
      'broken image',
    );
    expect(editor.getState().canUndo).toBe(false);
  });
});

describe('clampedToBoard', () => {
  it('rounds to whole units and leaves points inside alone', () => {
    expect(clampedToBoard({ left: 610.49, top: 343.5 })).toEqual({ left: 610, top: 344 });
  });
});
