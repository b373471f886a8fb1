import { emptyPage, sanitizePage, type Page } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { drawablePage } from './checked-pages.ts';
import { readStoredPages } from './page-manager.ts';

const stored = {
  version: 1,
  backgroundImage: { src: '/full-court.svg' },
  objects: [
    { type: 'circle', uuid: 'a', left: 10, top: 20, radius: 5, unknownProperty: 1 },
    { type: 'circle', left: 1, top: 2 },
  ],
} as unknown as Page;

describe('drawablePage', () => {
  it('checks and sanitises a page from elsewhere, with warnings', () => {
    const warn = vi.fn();
    const drawable = drawablePage(stored, warn);
    expect(drawable).toEqual(sanitizePage(stored));
    expect(drawable.objects.map((object) => object.uuid)).toEqual(['a']);
    expect(warn).toHaveBeenCalled();
  });

  it('takes a page the page manager read as it is, warning of nothing again', () => {
    const readWarn = vi.fn();
    const [read] = readStoredPages([{ id: 'p1', data: stored }], readWarn);
    expect(readWarn).toHaveBeenCalled();
    const warn = vi.fn();
    expect(drawablePage(read!.data, warn)).toBe(read!.data);
    expect(warn).not.toHaveBeenCalled();
    // Something made from it, as an edit makes a new page, is checked again.
    const edited = { ...read!.data, objects: [...read!.data.objects] };
    expect(drawablePage(edited)).not.toBe(edited);
    expect(drawablePage(emptyPage())).toEqual(sanitizePage(emptyPage()));
  });
});
