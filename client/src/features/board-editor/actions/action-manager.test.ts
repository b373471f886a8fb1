import { describe, expect, it, vi } from 'vitest';
import type { BoardEditor } from '../core/board-editor.ts';
import { key } from '../testing/keys.ts';
import type { ActionContext, EditorAction } from './action.ts';
import { ActionManager } from './action-manager.ts';

const context: ActionContext = { editor: {} as BoardEditor };

function action(id: string, overrides: Partial<EditorAction> = {}): EditorAction {
  return {
    id,
    labelKey: `actions.${id}`,
    isEnabled: () => true,
    perform: vi.fn(),
    ...overrides,
  };
}

describe('ActionManager', () => {
  it('refuses an action registered twice', () => {
    expect(() => new ActionManager([action('a'), action('a')], () => context)).toThrow(
      'action a registered twice',
    );
  });

  it('performs only enabled, known actions and passes the input on', async () => {
    const perform = vi.fn();
    const manager = new ActionManager(
      [action('go', { perform, isEnabled: (_, input) => input.pageIndex === 2 })],
      () => context,
    );
    expect(await manager.perform('go', { pageIndex: 1 })).toBe(false);
    expect(await manager.perform('go', { pageIndex: 2 })).toBe(true);
    expect(await manager.perform('missing')).toBe(false);
    expect(perform).toHaveBeenCalledTimes(1);
    expect(perform).toHaveBeenCalledWith(context, { pageIndex: 2 });
    expect(manager.isEnabled('go', { pageIndex: 2 })).toBe(true);
    expect(manager.isEnabled('missing')).toBe(false);
  });

  it('rejects when a toolbar action fails', async () => {
    const manager = new ActionManager(
      [action('save', { perform: () => Promise.reject(new Error('offline')) })],
      () => context,
    );
    await expect(manager.perform('save')).rejects.toThrow('offline');
  });

  it('handles a bound key, with Shift as input, and reports it handled', () => {
    const perform = vi.fn();
    const manager = new ActionManager(
      [action('move', { perform, shortcuts: [{ key: 'ArrowUp', shift: 'any' }] })],
      () => context,
    );
    expect(manager.handleKey(key('ArrowUp', { shift: true }))).toBe(true);
    expect(perform).toHaveBeenCalledWith(context, { shift: true });
    expect(manager.handleKey(key('ArrowDown'))).toBe(false);
  });

  it('ignores keys typed into a field', () => {
    const perform = vi.fn();
    const manager = new ActionManager(
      [action('undo', { perform, shortcuts: [{ key: 'z', mod: true }] })],
      () => context,
    );
    expect(manager.handleKey(key('z', { ctrl: true, target: { tagName: 'TEXTAREA' } }))).toBe(
      false,
    );
    expect(perform).not.toHaveBeenCalled();
  });

  it('leaves keys of disabled actions and ambiguous keys to the browser', () => {
    const first = vi.fn();
    const second = vi.fn();
    const manager = new ActionManager(
      [
        action('off', { shortcuts: [{ key: 'x' }], isEnabled: () => false }),
        action('one', { perform: first, shortcuts: [{ key: 'q' }] }),
        action('two', { perform: second, shortcuts: [{ key: 'q' }] }),
      ],
      () => context,
    );
    expect(manager.handleKey(key('x'))).toBe(false);
    expect(manager.handleKey(key('q'))).toBe(false);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('sends failures of key-driven actions to onError', async () => {
    const onError = vi.fn();
    const manager = new ActionManager(
      [
        action('async', {
          shortcuts: [{ key: 'a' }],
          perform: () => Promise.reject(new Error('later')),
        }),
        action('sync', {
          shortcuts: [{ key: 's' }],
          perform: () => {
            throw new Error('now');
          },
        }),
      ],
      () => context,
      onError,
    );
    expect(manager.handleKey(key('a'))).toBe(true);
    expect(manager.handleKey(key('s'))).toBe(true);
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(new Error('now'));
    expect(onError).toHaveBeenCalledWith(new Error('later'));
  });
});
