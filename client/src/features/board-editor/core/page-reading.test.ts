import { describe, expect, it, vi } from 'vitest';
import { circle, page } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import { FakePersistence } from '../testing/fake-persistence.ts';
import { PageManager, readStoredPages, type StoredPage } from './page-manager.ts';

/** Page n holds object `o<n>`; pages 2 and 4 are broken (a circle without uuid, no objects). */
function board(count = 5): StoredPage[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `p${i + 1}`;
    if (i === 1)
      return { id, data: { ...page([circle('o1')]), objects: [circle('o1'), { type: 'circle' }] } };
    if (i === 3) return { id, data: { objects: 'nope' } };
    return { id, data: page([circle(`o${i}`)]) };
  });
}

/** What reading every page at once reports: the warnings the editor gave before pages were read lazily. */
function warningsOfAll(stored: readonly StoredPage[]): string[] {
  const warn = vi.fn();
  readStoredPages(stored, warn);
  return warn.mock.calls.map(([message]) => String(message));
}

const messages = (warn: ReturnType<typeof vi.fn>) =>
  warn.mock.calls.map(([message]) => String(message));

describe('PageManager reading pages when first needed', () => {
  it('reads no page on load and one page when it is asked for', () => {
    const warn = vi.fn();
    const manager = new PageManager(new FakePersistence(), warn);
    manager.load(board());
    expect(manager.count).toBe(5);
    expect(manager.hasUnread).toBe(true);
    expect(warn).not.toHaveBeenCalled();

    expect(manager.dataAt(1).objects.map((o) => o.uuid)).toEqual(['o1']);
    expect(messages(warn)).toEqual(warningsOfAll([board()[1] as StoredPage]));
    expect(manager.at(1)).toBe(manager.at(1));
  });

  it('reads the rest in page order, each page once, with the warnings of reading them all at once', () => {
    const warn = vi.fn();
    const manager = new PageManager(new FakePersistence(), warn);
    manager.load(board());
    manager.at(3);
    const read: boolean[] = [];
    while (manager.hasUnread) read.push(manager.readNext());
    expect(read).toEqual([true, true, true, true]);
    expect(manager.readNext()).toBe(false);
    expect([...messages(warn)].sort()).toEqual([...warningsOfAll(board())].sort());
    expect(messages(warn).length).toBeGreaterThan(0);
  });

  it('hands out every page, read, to whatever needs them all', () => {
    const warn = vi.fn();
    const manager = new PageManager(new FakePersistence(), warn);
    manager.load(board());
    expect(manager.pages).toEqual(readStoredPages(board(), () => undefined));
    expect(manager.pages).toBe(manager.pages);
    expect(manager.hasUnread).toBe(false);
    expect(messages(warn)).toEqual(warningsOfAll(board()));
  });

  it('saves, copies and deletes pages that were never read', async () => {
    const persistence = new FakePersistence();
    const manager = new PageManager(persistence);
    manager.load(board());
    await manager.save('p5', page([circle('z')]));
    expect(manager.dataAt(4)).toEqual(page([circle('z')]));
    expect(await manager.remove(2)).toBe(2);
    expect(await manager.insertCopyAfter(0, manager.dataAt(0))).toBe(1);
    expect(manager.pages.map((p) => p.id)).toEqual(['p1', 'new-1', 'p2', 'p4', 'p5']);
    expect(persistence.calls.map((c) => c.call)).toEqual(['savePage', 'deletePage', 'addPage']);
  });
});

describe('BoardEditor opening a board', () => {
  it('shows the first page having read only it, then reads the others after the next frame', async () => {
    const warn = vi.fn();
    const stored = board();
    const { editor, port, scheduler } = await createEditorDriver(
      stored.map((p) => p.data),
      { warn },
    );
    expect(port.uuids()).toEqual(['o0']);
    expect(warn).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(1);

    scheduler.advance(0);
    expect(scheduler.pending).toBe(0);
    expect(messages(warn)).toEqual(warningsOfAll(stored));
    expect(editor.getState()).toMatchObject({ pageIndex: 0, pageCount: 5, loaded: true });
  });

  it('hands every page to playback and exports, read, before the others were read', async () => {
    const warn = vi.fn();
    const stored = board();
    const { editor, scheduler } = await createEditorDriver(
      stored.map((p) => p.data),
      { warn },
    );
    expect(editor.pageData()).toEqual(readStoredPages(stored, () => undefined).map((p) => p.data));
    expect(messages(warn)).toEqual(warningsOfAll(stored));
    // Nothing is read twice when the reading after the frame comes.
    scheduler.advance(0);
    expect(messages(warn)).toEqual(warningsOfAll(stored));
  });

  it('reads every page when playback starts, leaving nothing to read later', async () => {
    const warn = vi.fn();
    const stored = board();
    const { editor, scheduler } = await createEditorDriver(
      stored.map((p) => p.data),
      { warn },
    );
    expect(await editor.togglePlayback()).toBe(true);
    expect(scheduler.pending).toBe(0);
    expect(messages(warn)).toEqual(warningsOfAll(stored));
  });

  it('reads a page it goes to before its turn', async () => {
    const warn = vi.fn();
    const stored = board();
    const { editor, port } = await createEditorDriver(
      stored.map((p) => p.data),
      { warn },
    );
    expect(await editor.goToPage(3)).toBe(true);
    expect(port.uuids()).toEqual([]);
    expect(messages(warn)).toEqual(warningsOfAll([stored[3] as StoredPage]));
  });

  it('stops reading when the editor goes away', async () => {
    const warn = vi.fn();
    const { editor, scheduler } = await createEditorDriver(
      board().map((p) => p.data),
      { warn },
    );
    editor.dispose();
    expect(scheduler.pending).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
