import { emptyPage } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import { FakePersistence } from '../testing/fake-persistence.ts';
import { clampPageIndex, PageManager, readStoredPages } from './page-manager.ts';

function managerWith(count: number) {
  const persistence = new FakePersistence();
  const manager = new PageManager(persistence);
  manager.load(
    Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, data: page([circle(`o${i}`)]) })),
  );
  return { manager, persistence, ids: () => manager.pages.map((p) => p.id) };
}

describe('readStoredPages', () => {
  it('keeps good pages as they are, without the wire id', () => {
    const warn = vi.fn();
    const read = readStoredPages([{ id: 'p1', data: { ...page([circle('a')]), _id: 'p1' } }], warn);
    expect(read).toEqual([{ id: 'p1', data: page([circle('a')]) }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about broken data and keeps loading what it can', () => {
    const warn = vi.fn();
    const read = readStoredPages(
      [
        {
          id: 'p1',
          data: { objects: [{ type: 'circle', left: 3 }, circle('b')], backgroundImage: 'x' },
        },
        { id: 'p2', data: { objects: 'nope' } },
      ],
      warn,
    );
    expect(read.map((p) => p.data.objects.map((o) => o.uuid))).toEqual([['b'], []]);
    expect(read[0]?.data.backgroundImage.src).toBe('/full-court.svg');
    expect(warn.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page p1: .*backgroundImage/),
        expect.stringMatching(/^page p2: objects must be an array/),
      ]),
    );
  });
});

describe('clampPageIndex', () => {
  it('clamps to the new count, and to 0 when empty', () => {
    expect(clampPageIndex(2, 2)).toBe(1);
    expect(clampPageIndex(0, 2)).toBe(0);
    expect(clampPageIndex(-1, 2)).toBe(0);
    expect(clampPageIndex(3, 0)).toBe(0);
  });
});

describe('PageManager', () => {
  it('keeps the pages in order and gives an empty court past the end', () => {
    const { manager, ids } = managerWith(2);
    expect(ids()).toEqual(['p1', 'p2']);
    expect(manager.dataAt(1).objects[0]?.uuid).toBe('o1');
    expect(manager.dataAt(5)).toEqual(emptyPage());
  });

  it('saves a page to the server and then keeps the saved data', async () => {
    const { manager, persistence } = managerWith(2);
    await manager.save('p2', page([circle('z')]));
    expect(persistence.calls).toEqual([
      { call: 'savePage', pageId: 'p2', data: page([circle('z')]) },
    ]);
    expect(manager.dataAt(1)).toEqual(page([circle('z')]));
  });

  it('keeps the old data when the save fails', async () => {
    const { manager, persistence } = managerWith(1);
    persistence.fail.savePage = new Error('offline');
    await expect(manager.save('p1', page([]))).rejects.toThrow('offline');
    expect(manager.dataAt(0).objects).toHaveLength(1);
  });

  it('inserts a copy after a page, also after the last one', async () => {
    const { manager, persistence, ids } = managerWith(2);
    expect(await manager.insertCopyAfter(0, manager.dataAt(0))).toBe(1);
    expect(ids()).toEqual(['p1', 'new-1', 'p2']);
    expect(await manager.insertCopyAfter(2, manager.dataAt(2))).toBe(3);
    expect(ids()).toEqual(['p1', 'new-1', 'p2', 'new-2']);
    expect(persistence.calls.map((c) => (c.call === 'addPage' ? c.position : -1))).toEqual([1, 3]);
  });

  it('does not share objects between a page and its copy', async () => {
    const { manager } = managerWith(1);
    const data = manager.dataAt(0);
    await manager.insertCopyAfter(0, data);
    expect(manager.dataAt(1)).toEqual(data);
    expect(manager.dataAt(1)).not.toBe(data);
  });

  it('inserts the first page of an empty board at 0', async () => {
    const { manager, persistence } = managerWith(0);
    expect(await manager.insertCopyAfter(0, emptyPage())).toBe(0);
    expect(persistence.calls).toMatchObject([{ call: 'addPage', position: 0 }]);
  });

  it('removes a page and clamps the index to show next', async () => {
    const { manager, persistence, ids } = managerWith(3);
    expect(await manager.remove(1)).toBe(1);
    expect(ids()).toEqual(['p1', 'p3']);
    expect(await manager.remove(1)).toBe(0);
    expect(ids()).toEqual(['p1']);
    expect(persistence.calls).toEqual([
      { call: 'deletePage', pageId: 'p2' },
      { call: 'deletePage', pageId: 'p3' },
    ]);
  });

  it('keeps the page when the server refuses to delete it', async () => {
    const { manager, persistence, ids } = managerWith(2);
    persistence.fail.deletePage = new Error('forbidden');
    await expect(manager.remove(0)).rejects.toThrow('forbidden');
    expect(ids()).toEqual(['p1', 'p2']);
  });
});
