import { CommandHistory, historySnapshotSchema } from '@courtside/domain';
import type { HistoryCommand } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import { FakeCanvasPort } from '../testing/fake-canvas-port.ts';
import { applyCommand, invertCommand, removeObjectsCommand } from './history-commands.ts';

async function portWith(...uuids: string[]) {
  const port = new FakeCanvasPort();
  await port.loadPage(page(uuids.map((uuid, i) => circle(uuid, i * 10, i * 10))));
  return port;
}

describe('removeObjectsCommand', () => {
  it('remembers the removed objects with their depth, in drawing order', async () => {
    const port = await portWith('a', 'b', 'c', 'd');
    expect(removeObjectsCommand(port, ['d', 'b'])).toEqual({
      kind: 'removeObjects',
      objects: [circle('b', 10, 10), circle('d', 30, 30)],
      indices: [1, 3],
    });
  });

  it('gives nothing for an empty selection or unknown uuids', async () => {
    const port = await portWith('a');
    expect(removeObjectsCommand(port, [])).toBeUndefined();
    expect(removeObjectsCommand(port, ['ghost'])).toBeUndefined();
  });
});

describe('applyCommand and invertCommand', () => {
  it('puts removed objects back at their depths, the group intact', async () => {
    const group = {
      type: 'group',
      uuid: 'g',
      objects: [circle('g-circle'), { type: 'text', uuid: 'g-text', text: '7' }],
    };
    const port = new FakeCanvasPort();
    await port.loadPage(page([circle('a'), group, circle('c'), circle('d')]));
    const command = removeObjectsCommand(port, ['g', 'd']);
    if (!command) throw new Error('expected a command');

    await applyCommand(port, command);
    expect(port.uuids()).toEqual(['a', 'c']);
    await invertCommand(port, command);
    expect(port.uuids()).toEqual(['a', 'g', 'c', 'd']);
    expect(port.objects[1]).toEqual(group);
  });

  it('adds and removes an object and swaps the background both ways', async () => {
    const port = await portWith('a');
    await applyCommand(port, { kind: 'addObject', object: circle('b') });
    expect(port.uuids()).toEqual(['a', 'b']);
    await invertCommand(port, { kind: 'addObject', object: circle('b') });
    expect(port.uuids()).toEqual(['a']);

    const change: HistoryCommand = {
      kind: 'changeBackground',
      from: '/full-court.svg',
      to: '/empty-court.svg',
    };
    await applyCommand(port, change);
    expect(port.background).toBe('/empty-court.svg');
    await invertCommand(port, change);
    expect(port.background).toBe('/full-court.svg');
  });

  it('works from a history that went through JSON', async () => {
    const port = await portWith('a', 'b');
    const history = new CommandHistory();
    const command = removeObjectsCommand(port, ['a']);
    if (!command) throw new Error('expected a command');
    await applyCommand(port, command);
    history.push(command);

    const restored = CommandHistory.fromJSON(
      historySnapshotSchema.parse(JSON.parse(JSON.stringify(history))),
    );
    const undone = restored.undo();
    if (!undone) throw new Error('expected an entry');
    await invertCommand(port, undone);
    expect(port.uuids()).toEqual(['a', 'b']);
  });
});
