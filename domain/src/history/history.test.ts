import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../board/constants.ts';
import { CommandHistory } from './history.ts';
import type { HistoryCommand } from './history.ts';

function add(uuid: string): HistoryCommand {
  return { kind: 'addObject', object: { type: 'circle', uuid, left: 1, top: 2 } };
}

/** A tiny fake page: the history drives it the way the editor will. */
class FakeBoard {
  objects: string[] = [];
  background = '/full-court.svg';

  apply(command: HistoryCommand) {
    if (command.kind === 'addObject') this.objects.push(command.object.uuid);
    if (command.kind === 'removeObjects') {
      const gone = new Set(command.objects.map((object) => object.uuid));
      this.objects = this.objects.filter((uuid) => !gone.has(uuid));
    }
    if (command.kind === 'changeBackground') this.background = command.to;
  }

  invert(command: HistoryCommand) {
    if (command.kind === 'addObject') {
      this.objects = this.objects.filter((uuid) => uuid !== command.object.uuid);
    }
    if (command.kind === 'removeObjects') {
      command.objects.forEach((object, i) => {
        this.objects.splice(command.indices?.[i] ?? this.objects.length, 0, object.uuid);
      });
    }
    if (command.kind === 'changeBackground') this.background = command.from;
  }
}

describe('CommandHistory', () => {
  it('starts empty', () => {
    const history = new CommandHistory();
    expect(history.limit).toBe(HISTORY_LIMIT);
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toBeUndefined();
  });

  it('undoes and redoes in order against a fake board', () => {
    const board = new FakeBoard();
    const history = new CommandHistory();
    const commands: HistoryCommand[] = [
      add('a'),
      add('b'),
      { kind: 'changeBackground', from: '/full-court.svg', to: '/half-court.svg' },
      { kind: 'removeObjects', objects: [{ type: 'circle', uuid: 'a' }], indices: [0] },
    ];
    for (const command of commands) {
      board.apply(command);
      history.push(command);
    }
    expect(board).toMatchObject({ objects: ['b'], background: '/half-court.svg' });

    board.invert(history.undo()!);
    expect(board.objects).toEqual(['a', 'b']);
    board.invert(history.undo()!);
    expect(board.background).toBe('/full-court.svg');
    board.apply(history.redo()!);
    board.apply(history.redo()!);
    expect(board).toMatchObject({ objects: ['b'], background: '/half-court.svg' });
    expect(history.canRedo).toBe(false);
  });

  it('discards the redo tail on a new command', () => {
    const history = new CommandHistory();
    history.push(add('a'));
    history.push(add('b'));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.push(add('c'));
    expect(history.canRedo).toBe(false);
    expect(history.size).toBe(2);
    expect(history.undo()).toEqual(add('c'));
    expect(history.undo()).toEqual(add('a'));
    expect(history.canUndo).toBe(false);
  });

  it('keeps at most 50 commands, dropping the oldest', () => {
    const history = new CommandHistory();
    for (let i = 0; i < HISTORY_LIMIT + 3; i += 1) history.push(add(String(i)));
    expect(history.size).toBe(HISTORY_LIMIT);
    let undone = 0;
    let last: HistoryCommand | undefined;
    while (history.canUndo) {
      last = history.undo();
      undone += 1;
    }
    expect(undone).toBe(HISTORY_LIMIT);
    expect(last).toEqual(add('3'));
  });

  it('drops the oldest also when pushing after an undo at the limit', () => {
    const history = new CommandHistory(3);
    ['a', 'b', 'c'].forEach((uuid) => history.push(add(uuid)));
    history.undo();
    history.push(add('d'));
    history.push(add('e'));
    expect(
      history.toJSON().entries.map((c) => (c.kind === 'addObject' ? c.object.uuid : '')),
    ).toEqual(['b', 'd', 'e']);
  });

  it('replaces the newest applied command, but not under a redo tail', () => {
    const history = new CommandHistory();
    expect(history.replaceLast(add('x'))).toBe(false);
    history.push(add('a'));
    history.push(add('b'));
    expect(history.replaceLast(add('c'))).toBe(true);
    expect(history.size).toBe(2);
    expect(history.last).toEqual(add('c'));
    expect(history.undo()).toEqual(add('c'));
    expect(history.replaceLast(add('d'))).toBe(false);
    expect(history.redo()).toEqual(add('c'));
  });

  it('keeps a modifyObjects command through a JSON round-trip', () => {
    const history = new CommandHistory();
    const before = [{ type: 'circle', uuid: 'k', left: 1, top: 2 }];
    const after = [{ type: 'circle', uuid: 'k', left: 30, top: 40 }];
    history.push({ kind: 'modifyObjects', before, after });
    const restored = CommandHistory.fromJSON(JSON.parse(JSON.stringify(history)));
    expect(restored.undo()).toEqual({ kind: 'modifyObjects', before, after });
  });

  it('clears', () => {
    const history = new CommandHistory();
    history.push(add('a'));
    history.undo();
    history.clear();
    expect(history.canUndo || history.canRedo).toBe(false);
    expect(history.size).toBe(0);
  });

  it('survives a JSON round-trip with its cursor', () => {
    const history = new CommandHistory(10);
    history.push(add('a'));
    history.push({ kind: 'removeObjects', objects: [{ type: 'rect', uuid: 'r' }] });
    history.push({ kind: 'changeBackground', from: '/full-court.svg', to: '/empty-court.svg' });
    history.undo();

    const restored = CommandHistory.fromJSON(JSON.parse(JSON.stringify(history)));
    expect(restored.toJSON()).toEqual(history.toJSON());
    expect(restored.limit).toBe(10);
    expect(restored.redo()).toEqual({
      kind: 'changeBackground',
      from: '/full-court.svg',
      to: '/empty-court.svg',
    });
    expect(restored.undo()?.kind).toBe('changeBackground');
    expect(restored.undo()?.kind).toBe('removeObjects');
  });

  it('refuses broken snapshots and limits', () => {
    expect(() =>
      CommandHistory.fromJSON({ limit: 1, entries: [add('a'), add('b')], cursor: 0 }),
    ).toThrow();
    expect(() => CommandHistory.fromJSON({ limit: 5, entries: [add('a')], cursor: 2 })).toThrow();
    expect(() =>
      CommandHistory.fromJSON({ limit: 5, entries: [{ kind: 'paste' }], cursor: 0 }),
    ).toThrow();
    expect(() => new CommandHistory(0)).toThrow(RangeError);
  });

  it('does not let callers change its entries through a snapshot', () => {
    const history = new CommandHistory();
    history.push(add('a'));
    history.toJSON().entries.pop();
    expect(history.size).toBe(1);
  });
});
