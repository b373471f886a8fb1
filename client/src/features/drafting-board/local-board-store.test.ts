import { PAGE_SCHEMA_VERSION, emptyPage, type Page } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { DRAFTING_BOARD_KEY } from './board-outline.ts';
import { LocalBoardStore } from './local-board-store.ts';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(DRAFTING_BOARD_KEY, initial);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => {
      items.set(key, value);
    }),
  };
}

const page = (...uuids: string[]): Page => ({
  version: PAGE_SCHEMA_VERSION,
  objects: uuids.map((uuid) => ({ type: 'circle', uuid, radius: 10 })),
  backgroundImage: { src: '/full-court.svg' },
});

function makeStore(storage = memoryStorage()) {
  let next = 0;
  const warn = vi.fn();
  const store = new LocalBoardStore({ storage, warn, newId: () => `p${(next += 1)}` });
  return { store, storage, warn };
}

const reload = (storage: ReturnType<typeof memoryStorage>) => makeStore(storage).store.load();

describe('LocalBoardStore', () => {
  it('starts one empty full court page when nothing is stored, and stores it', () => {
    const { store, storage, warn } = makeStore();
    expect(store.load()).toEqual([{ id: 'p1', data: emptyPage() }]);
    expect(emptyPage().backgroundImage.src).toBe('/full-court.svg');
    expect(JSON.parse(storage.items.get(DRAFTING_BOARD_KEY) ?? '')).toEqual({
      pages: [{ id: 'p1', data: emptyPage() }],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('saves, adds and deletes pages, and a new store reads them back', async () => {
    const { store, storage } = makeStore();
    store.load();
    await store.savePage({ pageId: 'p1', page: page('a') });
    await expect(store.addPage(1, page('b'))).resolves.toEqual({ id: 'p2' });
    await expect(store.addPage(0, page('c'))).resolves.toEqual({ id: 'p3' });
    expect(reload(storage)).toEqual([
      { id: 'p3', data: page('c') },
      { id: 'p1', data: page('a') },
      { id: 'p2', data: page('b') },
    ]);

    await store.deletePage('p1');
    expect(reload(storage)).toEqual([
      { id: 'p3', data: page('c') },
      { id: 'p2', data: page('b') },
    ]);
  });

  it('keeps a copy, so later changes to the saved object are not stored', async () => {
    const { store, storage } = makeStore();
    store.load();
    const data = page('a');
    await store.savePage({ pageId: 'p1', page: data });
    data.objects.push({ type: 'circle', uuid: 'later' });
    expect(reload(storage)[0]?.data).toEqual(page('a'));
  });

  it('rejects a save of an unknown page and leaves the board as it was', async () => {
    const { store, storage } = makeStore();
    store.load();
    await expect(store.savePage({ pageId: 'nope', page: page('a') })).rejects.toThrow(
      'no page nope',
    );
    expect(reload(storage)).toEqual([{ id: 'p1', data: emptyPage() }]);
  });

  it('rejects when storage is full and keeps the pages it had', async () => {
    const { store, storage } = makeStore();
    store.load();
    storage.setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(store.addPage(1, page('b'))).rejects.toThrow('full');
    await store.savePage({ pageId: 'p1', page: page('a') });
    expect(reload(storage)).toEqual([{ id: 'p1', data: page('a') }]);
  });

  it.each([
    ['not JSON', '{nope', 'not JSON'],
    ['no pages', JSON.stringify({ pages: [] }), 'no pages'],
    ['pages without ids', JSON.stringify({ pages: [{ data: {} }] }), 'no pages'],
    ['another shape', JSON.stringify([1, 2]), 'no pages'],
  ])('starts afresh from %s, with a warning', (_name, stored, warning) => {
    const { store, storage, warn } = makeStore(memoryStorage(stored));
    expect(store.load()).toEqual([{ id: 'p1', data: emptyPage() }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(warning));
    expect(reload(storage)).toEqual([{ id: 'p1', data: emptyPage() }]);
  });

  it('passes stored page data on as it is; the editor checks it when shown', () => {
    const stored = JSON.stringify({ pages: [{ id: 'x', data: { objects: 'odd' } }] });
    const { store, warn } = makeStore(memoryStorage(stored));
    expect(store.load()).toEqual([{ id: 'x', data: { objects: 'odd' } }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('clear resets to one empty page', async () => {
    const { store, storage } = makeStore();
    store.load();
    await store.addPage(1, page('b'));
    expect(store.clear()).toEqual([{ id: 'p3', data: emptyPage() }]);
    expect(reload(storage)).toEqual([{ id: 'p3', data: emptyPage() }]);
  });

  it('starts and clears to the start page it is given', () => {
    const start = page('kick-off');
    const storage = memoryStorage();
    const store = new LocalBoardStore({ storage, newId: () => 'p1', startPage: () => start });
    expect(store.load()).toEqual([{ id: 'p1', data: start }]);
    expect(store.clear()).toEqual([{ id: 'p1', data: start }]);
    expect(reload(storage)).toEqual([{ id: 'p1', data: start }]);
  });

  it('still shows a page when storage can be neither read nor written', () => {
    const warn = vi.fn();
    const store = new LocalBoardStore({
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
      warn,
      newId: () => 'only',
    });
    expect(store.load()).toEqual([{ id: 'only', data: emptyPage() }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
