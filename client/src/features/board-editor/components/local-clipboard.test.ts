import { CLIPBOARD_VERSION } from '@courtside/domain';
import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_KEY, createLocalClipboard } from './local-clipboard.ts';

const cone: CanvasObject = { type: 'image', uuid: 'c', objectType: 'accessory', left: 5, top: 6 };

/** A storage over a map; `full` makes writes fail as a full quota does. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    full: false,
    getItem: (name: string) => items.get(name) ?? null,
    setItem(name: string, value: string) {
      if (this.full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(name, value);
    },
    removeItem: (name: string) => void items.delete(name),
  };
}

describe('local clipboard', () => {
  it('keeps copies as versioned JSON that a second clipboard (another tab) reads', () => {
    const storage = fakeStorage();
    createLocalClipboard(storage).write([cone]);
    expect(JSON.parse(storage.items.get(CLIPBOARD_KEY) ?? '')).toEqual({
      version: CLIPBOARD_VERSION,
      objects: [cone],
    });
    expect(createLocalClipboard(storage).read()).toEqual([cone]);
  });

  it('holds nothing before the first copy', () => {
    expect(createLocalClipboard(fakeStorage()).read()).toBeUndefined();
  });

  it('ignores content that is broken, of another version or no page objects', () => {
    const storage = fakeStorage();
    const clipboard = createLocalClipboard(storage);
    for (const content of [
      '{not json',
      JSON.stringify({ version: CLIPBOARD_VERSION + 1, objects: [cone] }),
      JSON.stringify({ version: CLIPBOARD_VERSION, objects: [{ type: 'circle' }] }),
      JSON.stringify({ version: CLIPBOARD_VERSION, objects: [] }),
      JSON.stringify([cone]),
    ]) {
      storage.items.set(CLIPBOARD_KEY, content);
      expect(clipboard.read(), content).toBeUndefined();
    }
  });

  it('drops properties a page object may not carry', () => {
    const storage = fakeStorage();
    storage.items.set(
      CLIPBOARD_KEY,
      JSON.stringify({ version: CLIPBOARD_VERSION, objects: [{ ...cone, onclick: 'x' }] }),
    );
    expect(createLocalClipboard(storage).read()).toEqual([cone]);
  });

  it('keeps a copy in this tab when storage is full, over an older stored one', () => {
    const storage = fakeStorage();
    const clipboard = createLocalClipboard(storage);
    clipboard.write([{ ...cone, uuid: 'older' }]);
    storage.full = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    clipboard.write([cone]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(clipboard.read()).toEqual([cone]);
  });

  it('works in memory without storage', () => {
    const clipboard = createLocalClipboard(undefined);
    clipboard.write([cone]);
    expect(clipboard.read()).toEqual([cone]);
  });

  it('tells listeners of copies here and in other tabs until they unsubscribe', () => {
    const events = new EventTarget();
    const clipboard = createLocalClipboard(fakeStorage(), events);
    const listener = vi.fn();
    const unsubscribe = clipboard.subscribe(listener);
    clipboard.write([cone]);
    events.dispatchEvent(new StorageEvent('storage', { key: CLIPBOARD_KEY }));
    events.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clipboard.write([cone]);
    events.dispatchEvent(new StorageEvent('storage', { key: CLIPBOARD_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
