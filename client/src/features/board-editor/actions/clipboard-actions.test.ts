import { describe, expect, it } from 'vitest';
import { memoryClipboard } from '../core/clipboard-store.ts';
import { circle, page, settle } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import { key } from '../testing/keys.ts';
import { ActionManager } from './action-manager.ts';
import { editorActions } from './editor-actions.ts';

async function setup(options: { editMode?: boolean } = {}) {
  let next = 0;
  const driver = await createEditorDriver([page([circle('a', 100, 100), circle('b', 300, 300)])], {
    editMode: true,
    clipboard: memoryClipboard(),
    newUuid: () => `new-${(next += 1)}`,
    ...options,
  });
  const manager = new ActionManager(editorActions, () => ({ editor: driver.editor }));
  /** Presses a key and waits for the canvas work it started. */
  const press = async (...args: Parameters<typeof key>) => {
    const handled = manager.handleKey(key(...args));
    await settle();
    return handled;
  };
  const pick = (...uuids: string[]) => {
    driver.port.select(uuids);
    driver.editor.syncSelection();
  };
  return { ...driver, manager, press, pick };
}

describe('clipboard shortcuts', () => {
  it('copy with Ctrl+C and paste with Ctrl+V or Cmd+V, one undo each', async () => {
    const { editor, port, press, pick } = await setup();
    pick('a');
    expect(await press('c', { ctrl: true })).toBe(true);
    expect(await press('v', { ctrl: true })).toBe(true);
    expect(await press('v', { meta: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'new-1', 'new-2']);
    expect(port.getSelection()).toEqual(['new-2']);
    await press('z', { ctrl: true });
    expect(port.uuids()).toEqual(['a', 'b', 'new-1']);
    expect(editor.getState().canUndo).toBe(true);
  });

  it('cut with Ctrl+X, paste it back with Ctrl+V', async () => {
    const { port, press, pick } = await setup();
    pick('b');
    expect(await press('x', { ctrl: true })).toBe(true);
    expect(port.uuids()).toEqual(['a']);
    expect(await press('v', { ctrl: true })).toBe(true);
    expect(port.objects.at(-1)).toMatchObject({ uuid: 'new-1', left: 300, top: 300 });
  });

  it('duplicate with Ctrl+D or Cmd+D', async () => {
    const { port, press, pick } = await setup();
    pick('a');
    expect(await press('d', { ctrl: true })).toBe(true);
    expect(await press('d', { meta: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'new-1', 'new-2']);
  });

  it('keeps Ctrl+D from the browser in edit mode even with nothing to duplicate', async () => {
    const { port, press } = await setup();
    expect(await press('d', { ctrl: true })).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('leaves Ctrl+D to the browser in view mode', async () => {
    const { press, pick } = await setup({ editMode: false });
    pick('a');
    expect(await press('d', { ctrl: true })).toBe(false);
  });

  it('leaves copy, cut and paste keys to the browser with nothing to act on', async () => {
    const { press } = await setup();
    expect(await press('c', { ctrl: true })).toBe(false);
    expect(await press('x', { ctrl: true })).toBe(false);
    expect(await press('v', { ctrl: true })).toBe(false);
  });

  it('leaves the keys to a text field or a text being typed on the canvas', async () => {
    const { port, press, pick } = await setup();
    pick('a');
    await press('c', { ctrl: true });
    const targets = [{ tagName: 'INPUT' }, { tagName: 'TEXTAREA' }, { isContentEditable: true }];
    for (const target of targets) {
      for (const letter of ['c', 'x', 'v', 'd']) {
        expect(await press(letter, { ctrl: true, target })).toBe(false);
      }
    }
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('pastes nothing while drawing', async () => {
    const { editor, manager, press, pick } = await setup();
    pick('a');
    await press('c', { ctrl: true });
    expect(manager.isEnabled('paste')).toBe(true);
    editor.toggleDrawingMode();
    expect(manager.isEnabled('paste')).toBe(false);
    expect(await press('v', { ctrl: true })).toBe(false);
  });

  it('works with a non-Latin layout through the physical key', async () => {
    const { port, press, pick } = await setup();
    pick('a');
    expect(await press('с', { ctrl: true, code: 'KeyC' })).toBe(true);
    expect(await press('м', { ctrl: true, code: 'KeyV' })).toBe(true);
    expect(port.uuids()).toHaveLength(3);
  });
});
