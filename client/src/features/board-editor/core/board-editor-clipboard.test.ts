import { PASTE_OFFSET, playerNumberOf } from '@courtside/domain';
import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page, player } from '../testing/board-fixtures.ts';
import { createEditorDriver, uuidsOf } from '../testing/editor-driver.ts';
import { memoryClipboard } from './clipboard-store.ts';
import type { ClipboardStore } from './clipboard-store.ts';

const spots = (objects: readonly CanvasObject[]) => objects.map(({ left, top }) => [left, top]);
const labelOf = (object: CanvasObject | undefined) =>
  object?.objects?.find((child) => child.type === 'text')?.text;

async function setup(pages: readonly unknown[], clipboard: ClipboardStore = memoryClipboard()) {
  let next = 0;
  const driver = await createEditorDriver(pages, {
    editMode: true,
    clipboard,
    newUuid: () => `new-${(next += 1)}`,
  });
  /** The user picks objects with the pointer. */
  const pick = (...uuids: string[]) => {
    driver.port.select(uuids);
    driver.editor.syncSelection();
  };
  return { ...driver, clipboard, pick };
}

const twoCircles = () => page([circle('a', 100, 100), circle('b', 200, 200)]);

describe('copy and paste on one page', () => {
  it('pastes a copy beside the originals as one history entry and selects it', async () => {
    const { editor, port, pick } = await setup([twoCircles()]);
    pick('a', 'b');
    expect(await editor.copySelection()).toBe(true);
    expect(editor.getState().canUndo).toBe(false);

    expect(await editor.paste()).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'new-1', 'new-2']);
    expect(spots(port.objects.slice(2))).toEqual([
      [100 + PASTE_OFFSET, 100 + PASTE_OFFSET],
      [200 + PASTE_OFFSET, 200 + PASTE_OFFSET],
    ]);
    expect(port.getSelection()).toEqual(['new-1', 'new-2']);
    expect(editor.getState().selectionCount).toBe(2);

    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(editor.getState().canUndo).toBe(false);
    expect(await editor.redo()).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'new-1', 'new-2']);
  });

  it('steps each further paste on so copies never pile up', async () => {
    const { editor, port, pick } = await setup([twoCircles()]);
    pick('a');
    await editor.copySelection();
    await editor.paste();
    await editor.paste();
    await editor.paste();
    expect(spots(port.objects.slice(2))).toEqual(
      [1, 2, 3].map((n) => [100 + n * 20, 100 + n * 20]),
    );
  });

  it('pastes the copy as it was when copied, not as the original is now', async () => {
    const { editor, port, pick } = await setup([twoCircles()]);
    pick('a');
    await editor.copySelection();
    editor.moveSelection(50, 0);
    await editor.paste();
    expect(port.objects.at(-1)).toMatchObject({ left: 100, top: 100 });
  });

  it('copies and cuts nothing without a selection, and nothing is pasted then', async () => {
    const { editor, port } = await setup([twoCircles()]);
    expect(await editor.copySelection()).toBe(false);
    expect(await editor.cutSelection()).toBe(false);
    expect(editor.canPaste()).toBe(false);
    expect(await editor.paste()).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
  });
});

describe('cut', () => {
  it('removes the selection as one history entry that undo and redo take back and forth', async () => {
    const { editor, port, pick } = await setup([
      page([circle('a', 100, 100), circle('b'), circle('c')]),
    ]);
    pick('a', 'c');
    expect(await editor.cutSelection()).toBe(true);
    expect(port.uuids()).toEqual(['b']);
    expect(editor.getState().selectionCount).toBe(0);

    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
    expect(editor.getState().canUndo).toBe(false);
    expect(await editor.redo()).toBe(true);
    expect(port.uuids()).toEqual(['b']);
  });

  it('pastes what was cut back at its own spot, which is free again', async () => {
    const { editor, port, pick } = await setup([twoCircles()]);
    pick('a');
    await editor.cutSelection();
    await editor.paste();
    expect(port.objects.at(-1)).toMatchObject({ uuid: 'new-1', left: 100, top: 100 });
  });
});

describe('paste onto another page', () => {
  it('keeps the spots and numbers the players for the page pasted on', async () => {
    const first = page([
      player('p0', 100, 300, { number: 0 }),
      player('p1', 160, 300, { number: 1 }),
    ]);
    const second = page([player('q0', 600, 300, { number: 0 })]);
    const { editor, port, persistence, pick } = await setup([first, second]);
    pick('p0', 'p1');
    await editor.copySelection();

    expect(await editor.goToPage(1)).toBe(true);
    expect(await editor.paste()).toBe(true);
    const pasted = port.objects.slice(1);
    expect(spots(pasted)).toEqual([
      [100, 300],
      [160, 300],
    ]);
    // Number 1 is free on page 2 and stays; 0 is taken there, so that player takes 2.
    expect(pasted.map(playerNumberOf)).toEqual([2, 1]);
    expect(pasted.map(labelOf)).toEqual(['2', '1']);
    expect(pasted[0]?.objects?.map((child) => child.uuid)).toEqual(['new-1-circle', 'new-1-label']);

    expect(await editor.undo()).toBe(true);
    expect(uuidsOf(port.objects)).toEqual(['q0']);
    expect(await editor.redo()).toBe(true);
    await editor.flushSave();
    const saved = persistence.calls.filter((call) => call.call === 'savePage').at(-1);
    expect(saved).toMatchObject({ pageId: 'p2' });
    expect(saved?.call === 'savePage' && saved.data.objects).toHaveLength(3);
  });

  it('offsets onto a page copied from the original, as Add page makes', async () => {
    const { editor, port, pick } = await setup([
      page([player('p0', 100, 300, { number: 0 }), player('p1', 160, 300, { number: 1 })]),
    ]);
    pick('p0', 'p1');
    await editor.copySelection();
    await editor.addPage();
    await editor.paste();
    expect(port.objects.map(playerNumberOf)).toEqual([0, 1, 2, 3]);
    expect(spots(port.objects.slice(2))).toEqual([
      [100 + PASTE_OFFSET, 300 + PASTE_OFFSET],
      [160 + PASTE_OFFSET, 300 + PASTE_OFFSET],
    ]);
  });

  it('pastes on another board that shares the clipboard, as the drafting board does', async () => {
    const clipboard = memoryClipboard();
    const board = await setup([page([player('p0', 100, 300, { number: 0 })])], clipboard);
    board.pick('p0');
    await board.editor.copySelection();

    const drafting = await setup([page([])], clipboard);
    expect(drafting.editor.canPaste()).toBe(true);
    expect(await drafting.editor.paste()).toBe(true);
    expect(drafting.port.objects).toEqual([
      expect.objectContaining({ uuid: 'new-1', playerNumber: 0, left: 100, top: 300 }),
    ]);
  });
});

describe('duplicate', () => {
  it('adds a selected copy beside the selection and leaves the clipboard alone', async () => {
    const { editor, port, clipboard, pick } = await setup([twoCircles()]);
    pick('b');
    await editor.copySelection();
    pick('a');
    expect(await editor.duplicate()).toBe(true);
    expect(port.objects.at(-1)).toMatchObject({ uuid: 'new-1', left: 120, top: 120 });
    expect(port.getSelection()).toEqual(['new-1']);
    expect(uuidsOf(clipboard.read() ?? [])).toEqual(['b']);

    // Duplicating the duplicate steps on again.
    await editor.duplicate();
    expect(port.objects.at(-1)).toMatchObject({ uuid: 'new-2', left: 140, top: 140 });
    await editor.undo();
    await editor.undo();
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('numbers duplicated players after the team on the page', async () => {
    const { editor, port, pick } = await setup([
      page([player('p0', 100, 300, { number: 0 }), player('p1', 160, 300, { number: 1 })]),
    ]);
    pick('p0', 'p1');
    await editor.duplicate();
    expect(port.objects.slice(2).map(playerNumberOf)).toEqual([2, 3]);
  });

  it('does nothing without a selection', async () => {
    const { editor, port } = await setup([twoCircles()]);
    expect(await editor.duplicate()).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
  });
});

describe('when the clipboard may not be used', () => {
  it('pastes only in edit mode and not while drawing', async () => {
    const { editor, port, pick } = await setup([twoCircles()]);
    pick('a');
    await editor.copySelection();
    editor.toggleDrawingMode();
    expect(editor.canPaste()).toBe(false);
    expect(await editor.paste()).toBe(false);
    editor.toggleDrawingMode();
    await editor.toggleEditMode();
    expect(editor.canPaste()).toBe(false);
    expect(await editor.paste()).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('lets a viewer copy nothing', async () => {
    const driver = await createEditorDriver([twoCircles()], { privileged: false });
    driver.port.select('a');
    driver.editor.syncSelection();
    expect(await driver.editor.copySelection()).toBe(false);
    expect(await driver.editor.duplicate()).toBe(false);
  });
});
