import { describe, expect, it, vi } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import {
  clampPageIndex,
  insertPage,
  readStoredPages,
  removePage,
  replacePageData,
} from './page-list.ts';

const pages = [
  { id: 'p1', data: page([circle('a')]) },
  { id: 'p2', data: page([]) },
];

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

describe('page list helpers', () => {
  it('clamps to the new count, and to 0 when empty', () => {
    expect(clampPageIndex(2, 2)).toBe(1);
    expect(clampPageIndex(0, 2)).toBe(0);
    expect(clampPageIndex(-1, 2)).toBe(0);
    expect(clampPageIndex(3, 0)).toBe(0);
  });

  it('inserts after the last page and removes without touching the input', () => {
    const added = insertPage(pages, 2, { id: 'p3', data: page([]) });
    expect(added.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(removePage(added, 0).map((p) => p.id)).toEqual(['p2', 'p3']);
    expect(pages.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('replaces the data of one page and keeps its id', () => {
    const replaced = replacePageData(pages, 1, page([circle('z')]));
    expect(replaced[1]).toEqual({ id: 'p2', data: page([circle('z')]) });
    expect(replaced[0]).toBe(pages[0]);
  });
});
