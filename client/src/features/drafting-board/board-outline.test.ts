import { PAGE_SCHEMA_VERSION, emptyPage, type Page } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { DRAFTING_BOARD_KEY, readBoardOutline } from './board-outline.ts';
import { LocalBoardStore } from './local-board-store.ts';

function storageWith(text?: string) {
  const items = new Map<string, string>();
  if (text !== undefined) items.set(DRAFTING_BOARD_KEY, text);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const halfCourtPage: Page = {
  version: PAGE_SCHEMA_VERSION,
  objects: [],
  backgroundImage: { src: '/half-court.svg' },
};

describe('readBoardOutline', () => {
  it('reads what the store wrote: the page count and the first page court', async () => {
    const storage = storageWith();
    const store = new LocalBoardStore({ storage, startPage: () => halfCourtPage });
    store.load();
    await store.addPage(1, emptyPage('/empty-court.svg'));
    await store.addPage(2, emptyPage());
    expect(readBoardOutline(storage)).toEqual({ pageCount: 3, court: '/half-court.svg' });
  });

  it('takes an absolute address of a court as that court, as the editor does', () => {
    const stored = {
      pages: [
        { id: 'a', data: { backgroundImage: { src: 'http://localhost:3000/empty-court.svg' } } },
      ],
    };
    expect(readBoardOutline(storageWith(JSON.stringify(stored)))).toEqual({
      pageCount: 1,
      court: '/empty-court.svg',
    });
  });

  it.each([
    ['nothing stored', undefined],
    ['no JSON', '{pages:'],
    ['no pages', JSON.stringify({ pages: [] })],
    ['not a board', JSON.stringify([1, 2])],
  ])('reads %s as the one full court page the store starts with', (_case, text) => {
    expect(readBoardOutline(storageWith(text))).toEqual({
      pageCount: 1,
      court: '/full-court.svg',
    });
  });

  it('shows an unknown or missing picture as the full court', () => {
    const stored = {
      pages: [
        { id: 'a', data: { backgroundImage: { src: 'https://elsewhere.example/pitch.png' } } },
        { id: 'b', data: null },
      ],
    };
    expect(readBoardOutline(storageWith(JSON.stringify(stored)))).toEqual({
      pageCount: 2,
      court: '/full-court.svg',
    });
  });

  it('reads a storage that throws as the fresh board', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readBoardOutline(storage)).toEqual({ pageCount: 1, court: '/full-court.svg' });
  });
});
