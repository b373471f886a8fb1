import { lineEnds, PLAYER_RADIUS } from '@courtside/domain';
import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page, player } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import type { LineBrush } from './object-factories.ts';

const arrowBrush: LineBrush = { color: '#ff0000', width: 3, lineStyle: 'dashed', arrowHead: 'end' };

const text = (uuid: string): CanvasObject => ({
  type: 'textbox',
  uuid,
  objectType: 'text',
  text: 'Hi',
  fontSize: 24,
  fill: '#000000',
});

async function editing(objects: CanvasObject[]) {
  return createEditorDriver([page(objects)], { editMode: true });
}

describe('BoardEditor tools', () => {
  it('switches tools only in edit mode; any tool but select is drawing mode', async () => {
    const viewing = await createEditorDriver([page([])]);
    expect(viewing.editor.setTool('line')).toBe(false);

    const { editor, port } = await editing([circle('a')]);
    port.select('a');
    editor.syncSelection();
    expect(editor.setTool('arrow')).toBe(true);
    expect(editor.getState()).toMatchObject({
      tool: 'arrow',
      drawingMode: true,
      selectionCount: 0,
    });
    expect(port.tool).toBe('arrow');
    expect(port.selectionEnabled).toBe(false);
    expect(editor.toggleDrawingMode()).toBe(true);
    expect(editor.getState()).toMatchObject({ tool: 'select', drawingMode: false });
    expect(port.selectionEnabled).toBe(true);
    expect(editor.toggleDrawingMode()).toBe(true);
    expect(editor.getState().tool).toBe('pen');
  });

  it('adds a dragged-out arrow as one entry and ignores a mere click', async () => {
    const { editor, port } = await editing([]);
    expect(await editor.addLine({ x: 10, y: 10 }, { x: 11, y: 11 }, arrowBrush)).toBe(false);
    expect(await editor.addLine({ x: 100, y: 100 }, { x: 300, y: 100 }, arrowBrush)).toBe(true);
    const [line] = port.objects;
    expect(line).toMatchObject({
      type: 'path',
      objectType: 'line',
      arrowHead: 'end',
      stroke: '#ff0000',
      strokeWidth: 3,
      lineStyle: 'dashed',
      strokeDashArray: [20, 10],
    });
    expect(lineEnds(line as CanvasObject)?.end.x).toBeCloseTo(300);
    await editor.undo();
    expect(port.objects).toEqual([]);
    await editor.redo();
    expect(port.objects).toHaveLength(1);
  });

  it('keeps an arrow drawn from a player attached when the player is dragged or nudged', async () => {
    const { editor, port, advance } = await editing([player('p', 200, 200)]);
    await editor.addLine({ x: 201, y: 199 }, { x: 400, y: 200 }, arrowBrush);
    const arrow = () => port.objects.find((object) => object.objectType === 'line');
    expect(arrow()?.startBinding).toBe('p');
    expect(lineEnds(arrow() as CanvasObject)?.start.x).toBeGreaterThan(200 + PLAYER_RADIUS);

    // Dragged: the canvas reports the finished move.
    Object.assign(port.objects[0] ?? {}, { left: 200, top: 500 });
    expect(await editor.objectsModified()).toBe(true);
    const dragged = lineEnds(arrow() as CanvasObject);
    expect(dragged?.start.y).toBeGreaterThan(450);
    expect(dragged?.end.x).toBeCloseTo(400);
    expect(dragged?.end.y).toBeCloseTo(200);

    // One undo puts back both the player and its arrow.
    await editor.undo();
    expect(port.objects[0]).toMatchObject({ left: 200, top: 200 });
    expect(lineEnds(arrow() as CanvasObject)?.start.y).toBeCloseTo(200);

    // Nudged with the arrow keys.
    port.select('p');
    editor.syncSelection();
    expect(editor.moveSelection(0, -50)).toBe(true);
    await advance(10);
    expect(lineEnds(arrow() as CanvasObject)?.start.y).toBeLessThan(200);
    await editor.undo();
    expect(port.objects[0]).toMatchObject({ top: 200 });
    expect(lineEnds(arrow() as CanvasObject)?.start.y).toBeCloseTo(200);
  });

  it('restyles the selected text and lines as one entry, leaving other objects alone', async () => {
    const { editor, port } = await editing([text('t'), circle('c')]);
    await editor.addLine({ x: 0, y: 0 }, { x: 100, y: 0 }, { ...arrowBrush, arrowHead: 'none' });
    const lineUuid = port.objects[2]?.uuid ?? '';
    port.select('t', 'c', lineUuid);
    editor.syncSelection();
    expect(editor.getState().selectionHasText).toBe(true);
    const circleBefore = structuredClone(port.objects[1]);
    expect(
      await editor.restyleSelection({ color: '#0000ff', fontSize: 36, textBackground: true }),
    ).toBe(true);
    expect(port.objects[0]).toMatchObject({ fill: '#0000ff', fontSize: 36 });
    expect(port.objects[0]?.backgroundColor).toMatch(/^rgba\(255,255,255/);
    expect(port.objects[1]).toEqual(circleBefore);
    expect(port.objects[2]).toMatchObject({ stroke: '#0000ff', fill: null });
    await editor.undo();
    expect(port.objects[0]).toMatchObject({ fill: '#000000', fontSize: 24 });
    expect(port.objects[2]).toMatchObject({ stroke: '#ff0000' });
  });

  it('locks the selection against select-all until unlocked, each one entry', async () => {
    const { editor, port } = await editing([circle('cone'), circle('b')]);
    port.select('cone');
    editor.syncSelection();
    expect(await editor.lockSelection()).toBe(true);
    expect(port.objects[0]?.locked).toBe(true);
    expect(editor.getState()).toMatchObject({ lockedCount: 1, selectionCount: 0 });
    editor.selectAll();
    expect(port.getSelection()).toEqual(['b']);

    expect(await editor.unlockAll()).toBe(true);
    expect(port.objects[0]?.locked).toBeUndefined();
    expect(editor.getState().lockedCount).toBe(0);
    await editor.undo();
    expect(editor.getState().lockedCount).toBe(1);
    await editor.undo();
    expect(port.objects[0]?.locked).toBeUndefined();
  });

  it('brings to front and sends to back, undoable', async () => {
    const { editor, port } = await editing([circle('a'), circle('b'), circle('c')]);
    port.select('a');
    editor.syncSelection();
    expect(await editor.reorderSelection('front')).toBe(true);
    expect(port.uuids()).toEqual(['b', 'c', 'a']);
    expect(await editor.reorderSelection('front')).toBe(false);
    port.select('c');
    editor.syncSelection();
    expect(await editor.reorderSelection('back')).toBe(true);
    expect(port.uuids()).toEqual(['c', 'b', 'a']);
    await editor.undo();
    expect(port.uuids()).toEqual(['b', 'c', 'a']);
    await editor.undo();
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
    await editor.redo();
    expect(port.uuids()).toEqual(['b', 'c', 'a']);
  });

  it('places a text where the text tool was pressed and opens it for typing', async () => {
    const { editor, port } = await editing([]);
    editor.setTool('text');
    expect(await editor.placeText(text('new'), { left: 300, top: 200 })).toBe(true);
    expect(port.objects[0]).toMatchObject({ uuid: 'new', left: 300, top: 200 });
    expect(port.editing).toBe('new');
    expect(editor.getState().tool).toBe('select');
    await editor.undo();
    expect(port.objects).toEqual([]);
  });
});
