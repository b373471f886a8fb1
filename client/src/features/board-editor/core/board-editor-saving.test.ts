import type { Page } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page, settle } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import type { PersistenceCall } from '../testing/fake-persistence.ts';
import { AUTOSAVE_DELAY_MS, SAVE_RETRY_DELAYS_MS } from './autosave.ts';
import type { DraftStore, PageDraft } from './drafts.ts';
import {
  GoneBoardError,
  GonePageError,
  OfflineError,
  PagesOfflineError,
  StalePageError,
} from './save-errors.ts';

class MemoryDrafts implements DraftStore {
  draft: PageDraft | undefined;
  read() {
    return this.draft;
  }
  keep(pageId: string, page: Page) {
    this.draft = { pageId, page: structuredClone(page), keptAt: 0 };
  }
  clear() {
    this.draft = undefined;
  }
}

const saves = (calls: readonly PersistenceCall[]) =>
  calls.filter((c): c is Extract<PersistenceCall, { call: 'savePage' }> => c.call === 'savePage');

async function editing(pages = [page([circle('a')])]) {
  const drafts = new MemoryDrafts();
  const driver = await createEditorDriver(pages, { editMode: true, drafts, revision: 3 });
  return { ...driver, drafts };
}

describe('BoardEditor autosave', () => {
  it('saves a change after a quiet spell at once, with the revision it was based on', async () => {
    const { editor, persistence, advance } = await editing();
    await editor.addObject(circle('k', 250, 640));
    await advance(0);
    expect(saves(persistence.calls)).toMatchObject([{ pageId: 'p1', revision: 3 }]);
    expect(editor.getState().saveStatus).toBe('saved');

    // After another quiet second the next change is saved at once too, on the answered revision.
    await advance(AUTOSAVE_DELAY_MS);
    await editor.addObject(circle('m'));
    await advance(0);
    expect(saves(persistence.calls).at(-1)).toMatchObject({ revision: 4 });
  });

  it('saves a text while it is typed, the typing of one text one history entry', async () => {
    const { editor, persistence, port, advance } = await editing([
      page([{ ...circle('t'), type: 'IText', text: 'Text' }]),
    ]);
    port.select('t');
    editor.syncSelection();
    // The canvas reports each key while the text is being edited.
    for (const text of ['R', 'Ru', 'Run']) {
      Object.assign(port.objects[0] ?? {}, { text });
      editor.textTyped();
    }
    expect(editor.getState().saveStatus).not.toBe('saved');
    await advance(AUTOSAVE_DELAY_MS);
    expect(saves(persistence.calls).at(-1)?.data.objects[0]).toMatchObject({ text: 'Run' });
    // Leaving the text changes nothing more; one undo takes the whole word back.
    expect(await editor.objectsModified()).toBe(false);
    await editor.undo();
    expect(port.objects[0]).toMatchObject({ text: 'Text' });
    expect(editor.getState().canUndo).toBe(false);
  });

  it('turns to another page without the server when nothing is unsaved (offline too)', async () => {
    const { editor, persistence } = await editing([page([circle('a')]), page([circle('b')])]);
    persistence.fail.savePage = new OfflineError();
    expect(await editor.goToPage(1)).toBe(true);
    expect(editor.getState().pageIndex).toBe(1);
    expect(saves(persistence.calls)).toHaveLength(0);
    expect(editor.getState().saveStatus).toBe('saved');
  });

  it('says that adding or removing a page needs a connection, and keeps the page as it is', async () => {
    const { editor, persistence } = await editing([page([circle('a')]), page([circle('b')])]);
    persistence.fail.addPage = new OfflineError();
    await expect(editor.addPage()).rejects.toBeInstanceOf(PagesOfflineError);
    persistence.fail.deletePage = new OfflineError();
    await expect(editor.deletePage()).rejects.toBeInstanceOf(PagesOfflineError);
    expect(editor.getState()).toMatchObject({ pageCount: 2, pageIndex: 0, saveStatus: 'saved' });
  });

  it('saves changes that come together after a quiet spell in one immediate save', async () => {
    const { editor, persistence, advance } = await editing();
    await Promise.all([editor.addObject(circle('b')), editor.addObject(circle('c'))]);
    await advance(0);
    expect(saves(persistence.calls)).toHaveLength(1);
    expect(saves(persistence.calls)[0]?.data.objects.map((o) => o.uuid)).toEqual(['a', 'b', 'c']);
    expect(editor.getState().saveStatus).toBe('saved');
  });

  it('saves a burst of changes together, a second after its last change', async () => {
    const { editor, persistence, advance } = await editing();
    await editor.addObject(circle('b'));
    await advance(0);
    expect(saves(persistence.calls)).toHaveLength(1);
    for (const uuid of ['c', 'd', 'e']) {
      await editor.addObject(circle(uuid));
      expect(editor.getState().saveStatus).toBe('unsaved');
      await advance(500);
    }
    await advance(AUTOSAVE_DELAY_MS - 501);
    expect(saves(persistence.calls)).toHaveLength(1);
    await advance(1);
    expect(saves(persistence.calls)).toHaveLength(2);
    expect(saves(persistence.calls)[1]?.data.objects.map((o) => o.uuid)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('saves a change made while a save is under way after that save, in order', async () => {
    const { editor, persistence, advance } = await editing();
    let release = () => {};
    persistence.gate = new Promise<void>((resolve) => (release = resolve));
    await editor.addObject(circle('b'));
    await advance(AUTOSAVE_DELAY_MS);
    expect(editor.getState().saveStatus).toBe('saving');
    await editor.addObject(circle('c'));
    persistence.gate = undefined;
    release();
    await settle();
    expect(editor.getState().saveStatus).toBe('unsaved');
    await advance(AUTOSAVE_DELAY_MS);
    const [first, second] = saves(persistence.calls);
    expect(first?.data.objects.map((o) => o.uuid)).toEqual(['a', 'b']);
    expect(second?.data.objects.map((o) => o.uuid)).toEqual(['a', 'b', 'c']);
    expect(editor.getState().saveStatus).toBe('saved');
  });

  it('saves at once when asked (leaving, hiding the tab)', async () => {
    const { editor, persistence } = await editing();
    await editor.addObject(circle('b'));
    expect(await editor.flushSave()).toBe(true);
    expect(saves(persistence.calls)).toHaveLength(1);
    expect(await editor.flushSave()).toBe(true);
    expect(saves(persistence.calls)).toHaveLength(1);
  });

  it('retries a failed save with growing pauses and says so', async () => {
    const { editor, persistence, advance } = await editing();
    persistence.fail.savePage = new Error('500');
    await editor.addObject(circle('b'));
    await advance(AUTOSAVE_DELAY_MS);
    expect(editor.getState().saveStatus).toBe('failed');
    persistence.fail.savePage = new Error('500 again');
    await advance(SAVE_RETRY_DELAYS_MS[0] ?? 0);
    expect(editor.getState().saveStatus).toBe('failed');
    await advance((SAVE_RETRY_DELAYS_MS[1] ?? 0) - 1);
    expect(saves(persistence.calls)).toHaveLength(0);
    await advance(1);
    expect(saves(persistence.calls)).toHaveLength(1);
    expect(editor.getState().saveStatus).toBe('saved');
  });

  it('keeps edits on the device while offline and saves them when asked again', async () => {
    const { editor, persistence, drafts, advance } = await editing();
    persistence.fail.savePage = new OfflineError();
    await editor.addObject(circle('b'));
    // Kept once the change is on screen (the next frame), before the save is tried.
    expect(drafts.draft).toBeUndefined();
    await advance(0);
    expect(drafts.draft?.page.objects.map((o) => o.uuid)).toEqual(['a', 'b']);
    await advance(AUTOSAVE_DELAY_MS);
    expect(editor.getState().saveStatus).toBe('offline');
    expect(drafts.draft).toBeDefined();
    // Back online: the UI asks for the save at once.
    expect(await editor.flushSave()).toBe(true);
    expect(editor.getState().saveStatus).toBe('saved');
    expect(drafts.draft).toBeUndefined();
  });

  it('puts a kept draft back on its page and saves it', async () => {
    const { editor, port, persistence, advance } = await editing([page([]), page([])]);
    await editor.toggleEditMode();
    const restored = await editor.restoreDraft({
      pageId: 'p2',
      page: page([circle('kept', 1, 2)]),
      keptAt: 0,
    });
    expect(restored).toBe(true);
    expect(editor.getState()).toMatchObject({ editMode: true, pageIndex: 1 });
    expect(port.uuids()).toEqual(['kept']);
    await advance(AUTOSAVE_DELAY_MS);
    expect(saves(persistence.calls).at(-1)).toMatchObject({ pageId: 'p2' });
  });

  it('brings a kept draft of a page deleted since back as a new last page', async () => {
    const { editor, port, persistence, drafts } = await editing([page([]), page([])]);
    drafts.keep('deleted-elsewhere', page([circle('kept')]));
    const restored = await editor.restoreDraft({
      pageId: 'deleted-elsewhere',
      page: page([circle('kept')]),
      keptAt: 0,
    });
    expect(restored).toBe(true);
    expect(persistence.calls.filter((c) => c.call === 'addPage')).toMatchObject([{ position: 2 }]);
    expect(editor.getState()).toMatchObject({ editMode: true, pageIndex: 2, pageCount: 3 });
    expect(port.uuids()).toEqual(['kept']);
    expect(editor.getState().saveStatus).toBe('saved');
    expect(drafts.draft).toBeUndefined();
  });
});

describe('BoardEditor drafts wait for the next frame', () => {
  it('keeps the draft at once when the tab is hidden before the frame came', async () => {
    const { editor, drafts, persistence } = await editing();
    persistence.fail.savePage = new OfflineError();
    await editor.addObject(circle('b'));
    expect(drafts.draft).toBeUndefined();
    void editor.flushSave();
    expect(drafts.draft?.page.objects.map((o) => o.uuid)).toEqual(['a', 'b']);
  });

  it('keeps the draft when the editor goes away before the frame came', async () => {
    const { editor, drafts } = await editing();
    await editor.addObject(circle('b'));
    editor.dispose();
    expect(drafts.draft?.page.objects.map((o) => o.uuid)).toEqual(['a', 'b']);
  });

  it('keeps one draft for changes before a frame, and none once they are saved', async () => {
    const { editor, drafts, persistence, advance } = await editing();
    persistence.fail.savePage = new OfflineError();
    let kept = 0;
    const keep = drafts.keep.bind(drafts);
    drafts.keep = (pageId, page) => {
      kept += 1;
      keep(pageId, page);
    };
    await editor.addObject(circle('b'));
    await editor.addObject(circle('c'));
    await advance(0);
    expect(kept).toBe(1);
    expect(drafts.draft?.page.objects.map((o) => o.uuid)).toEqual(['a', 'b', 'c']);
    expect(editor.getState().saveStatus).toBe('offline');
    delete persistence.fail.savePage;
    expect(await editor.flushSave()).toBe(true);
    expect(drafts.draft).toBeUndefined();
    // After a quiet spell the next change is saved right after its frame; no draft outlives it.
    await advance(AUTOSAVE_DELAY_MS);
    await editor.addObject(circle('d'));
    await advance(0);
    expect(editor.getState().saveStatus).toBe('saved');
    expect(drafts.draft).toBeUndefined();
  });
});

describe('BoardEditor conflicts', () => {
  async function inConflict() {
    const driver = await editing();
    driver.persistence.fail.savePage = new StalePageError({ currentRevision: 7 });
    driver.persistence.server.p1 = { id: 'p1', revision: 7, data: page([circle('theirs')]) };
    await driver.editor.addObject(circle('mine'));
    await driver.advance(AUTOSAVE_DELAY_MS);
    return driver;
  }

  it('stops saving and asks the coach', async () => {
    const { editor, persistence, advance } = await inConflict();
    expect(editor.getState()).toMatchObject({ saveStatus: 'conflict', conflict: {} });
    await editor.addObject(circle('more'));
    await advance(60_000);
    expect(saves(persistence.calls)).toHaveLength(0);
  });

  it('keeps mine: saves over theirs with the revision the server has now', async () => {
    const { editor, persistence } = await inConflict();
    expect(await editor.resolveConflict('mine')).toBe(true);
    expect(saves(persistence.calls)).toMatchObject([{ revision: 7 }]);
    expect(saves(persistence.calls)[0]?.data.objects.map((o) => o.uuid)).toEqual(['a', 'mine']);
    expect(editor.getState()).toMatchObject({ saveStatus: 'saved', conflict: null });
  });

  it('loads theirs: shows the server page and forgets mine', async () => {
    const { editor, port, drafts } = await inConflict();
    expect(await editor.resolveConflict('theirs')).toBe(true);
    expect(port.uuids()).toEqual(['theirs']);
    expect(editor.getState()).toMatchObject({
      saveStatus: 'saved',
      conflict: null,
      canUndo: false,
    });
    expect(drafts.draft).toBeUndefined();
  });

  it('keeps both: theirs stays, mine becomes a new page after it', async () => {
    const { editor, port, persistence } = await inConflict();
    expect(await editor.resolveConflict('both')).toBe(true);
    expect(persistence.calls.filter((c) => c.call === 'addPage')).toMatchObject([{ position: 1 }]);
    expect(editor.pages.map((p) => p.data.objects.map((o) => o.uuid))).toEqual([
      ['theirs'],
      ['a', 'mine'],
    ]);
    expect(port.uuids()).toEqual(['a', 'mine']);
    expect(editor.getState()).toMatchObject({ pageIndex: 1, pageCount: 2, saveStatus: 'saved' });
  });
});

describe('BoardEditor and a page deleted elsewhere', () => {
  async function onGonePage() {
    const driver = await editing([page([circle('first')]), page([circle('a')])]);
    await driver.editor.goToPage(1);
    driver.persistence.fail.savePage = new GonePageError();
    await driver.editor.addObject(circle('mine'));
    await driver.advance(AUTOSAVE_DELAY_MS);
    return driver;
  }

  it('stops saving and asks the coach, keeping the edits on the device', async () => {
    const { editor, persistence, drafts, advance } = await onGonePage();
    expect(editor.getState()).toMatchObject({ saveStatus: 'conflict', conflict: { gone: true } });
    await advance(60_000);
    expect(saves(persistence.calls)).toHaveLength(0);
    expect(drafts.draft?.page.objects.map((o) => o.uuid)).toEqual(['a', 'mine']);
  });

  it('keeps mine: the page comes back as a new page in its place, edits and all', async () => {
    const { editor, port, persistence, drafts } = await onGonePage();
    expect(await editor.resolveConflict('mine')).toBe(true);
    const added = persistence.calls.filter((c) => c.call === 'addPage');
    expect(added).toMatchObject([{ position: 1 }]);
    expect(added[0]?.data.objects.map((o) => o.uuid)).toEqual(['a', 'mine']);
    expect(editor.pages.map((p) => p.id)).toEqual(['p1', 'new-1']);
    expect(port.uuids()).toEqual(['a', 'mine']);
    expect(editor.getState()).toMatchObject({ pageIndex: 1, saveStatus: 'saved', conflict: null });
    expect(drafts.draft).toBeUndefined();
    // Later edits save to the page it became.
    await editor.addObject(circle('later'));
    await editor.flushSave();
    expect(saves(persistence.calls).at(-1)).toMatchObject({ pageId: 'new-1' });
  });

  it('lets it go: the page leaves here too and the one before it shows', async () => {
    const { editor, port, persistence } = await onGonePage();
    expect(await editor.resolveConflict('theirs')).toBe(true);
    expect(persistence.calls.filter((c) => c.call !== 'savePage')).toEqual([]);
    expect(editor.pages.map((p) => p.id)).toEqual(['p1']);
    expect(port.uuids()).toEqual(['first']);
    expect(editor.getState()).toMatchObject({
      pageIndex: 0,
      pageCount: 1,
      saveStatus: 'saved',
      conflict: null,
    });
  });

  it('says when the whole board is gone, and hands out the pages as shown to keep as a new one', async () => {
    const { editor, persistence } = await onGonePage();
    persistence.fail.addPage = new GoneBoardError();
    expect(await editor.resolveConflict('mine')).toBe(false);
    expect(editor.getState().conflict).toEqual({ gone: true, boardGone: true });
    expect(editor.pagesAsShown().map((p) => p.objects.map((o) => o.uuid))).toEqual([
      ['first'],
      ['a', 'mine'],
    ]);
    editor.forgetGoneBoard();
    expect(editor.getState()).toMatchObject({ conflict: null, saveStatus: 'saved' });
  });
});
