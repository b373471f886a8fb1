import { ANIMATION_STEP_MS, HISTORY_LIMIT, MOVE_DURATION_MS } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { circle, page, settle } from '../testing/board-fixtures.ts';
import { createEditorDriver, uuidsOf } from '../testing/editor-driver.ts';

const three = () => [
  page([circle('a', 0, 0), circle('b', 10, 10)]),
  page([circle('a', 100, 100)], '/half-court.svg'),
  page([]),
];

describe('BoardEditor loading', () => {
  it('shows the first page in view mode with selection off and no history', async () => {
    const { editor, port } = await createEditorDriver(three());
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(port.selectionEnabled).toBe(false);
    expect(editor.getState()).toMatchObject({
      pageIndex: 0,
      pageCount: 3,
      editMode: false,
      canUndo: false,
      background: '/full-court.svg',
    });
  });

  it('warns about broken stored data and drops objects without uuid', async () => {
    const warn = vi.fn();
    const { port } = await createEditorDriver(
      [{ ...page([]), objects: [circle('a'), { type: 'circle', left: 'x' }] }],
      { warn },
    );
    expect(port.uuids()).toEqual(['a']);
    expect(warn).toHaveBeenCalled();
  });

  it('shows an empty court for a board without pages and offers no page actions', async () => {
    const { editor, port, persistence } = await createEditorDriver([], { editMode: true });
    expect(port.objects).toEqual([]);
    expect(editor.getState().pageCount).toBe(0);
    expect(await editor.togglePlayback()).toBe(false);
    expect(await editor.addPage()).toBe(true);
    expect(persistence.calls).toMatchObject([{ call: 'addPage', position: 0 }]);
    expect(editor.getState()).toMatchObject({ pageIndex: 0, pageCount: 1 });
  });
});

describe('BoardEditor history', () => {
  it('undoes and redoes an added object', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.addObject(circle('c', 5, 5))).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
    expect(editor.getState()).toMatchObject({ canUndo: true, canRedo: false });

    expect(await editor.undo()).toBe(true);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(editor.getState()).toMatchObject({ canUndo: false, canRedo: true });

    expect(await editor.redo()).toBe(true);
    expect(port.objects.at(-1)).toEqual(circle('c', 5, 5));
    expect(await editor.redo()).toBe(false);
  });

  it('removes the selection as one command and undo restores the drawing order', async () => {
    const { editor, port } = await createEditorDriver(
      [page([circle('a'), circle('b'), circle('c')])],
      { editMode: true },
    );
    port.select('a', 'c');
    editor.syncSelection();
    expect(await editor.removeSelected()).toBe(true);
    expect(port.uuids()).toEqual(['b']);
    expect(editor.getState().selectionCount).toBe(0);

    await editor.undo();
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
    await editor.redo();
    expect(port.uuids()).toEqual(['b']);
  });

  it('does nothing on delete with an empty selection', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.removeSelected()).toBe(false);
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(editor.getState().canUndo).toBe(false);
  });

  it('removes nothing for a read-only user or outside edit mode, even with a selection', async () => {
    for (const options of [{ privileged: false }, { editMode: false }]) {
      const { editor, port } = await createEditorDriver(three(), options);
      port.select('a');
      editor.syncSelection();
      expect(await editor.removeSelected()).toBe(false);
      expect(port.uuids()).toEqual(['a', 'b']);
    }
  });

  it('undoes a background change, and ignores a change to the same background', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.changeBackground('/full-court.svg')).toBe(false);
    expect(await editor.changeBackground('/empty-court.svg')).toBe(true);
    expect(editor.getState().background).toBe('/empty-court.svg');
    await editor.undo();
    expect(port.background).toBe('/full-court.svg');
    expect(editor.getState().background).toBe('/full-court.svg');
    await editor.redo();
    expect(port.background).toBe('/empty-court.svg');
  });

  it('drops the redo tail when a new action follows an undo', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await editor.addObject(circle('a'));
    await editor.addObject(circle('b'));
    await editor.undo();
    await editor.addObject(circle('c'));
    expect(editor.getState().canRedo).toBe(false);
    expect(await editor.redo()).toBe(false);
    await editor.undo();
    await editor.undo();
    expect(port.uuids()).toEqual([]);
    expect(editor.getState().canUndo).toBe(false);
  });

  it('keeps only the last 50 commands', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    for (let i = 0; i <= HISTORY_LIMIT; i += 1) await editor.addObject(circle(`o${i}`));
    let undone = 0;
    while (await editor.undo()) undone += 1;
    expect(undone).toBe(HISTORY_LIMIT);
    expect(port.uuids()).toEqual(['o0']);
  });

  it('runs quick undos one after another', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await editor.addObject(circle('a'));
    port.select('a');
    editor.syncSelection();
    await editor.removeSelected();
    await Promise.all([editor.undo(), editor.undo()]);
    expect(port.uuids()).toEqual([]);
  });

  it('records nothing when the canvas fails to add', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    port.failNextAdd = new Error('image failed');
    await expect(editor.addObject(circle('a'))).rejects.toThrow('image failed');
    expect(editor.getState().canUndo).toBe(false);
    expect(await editor.addObject(circle('b'))).toBe(true);
  });

  it('records a drawn stroke without adding it again', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    const stroke = { type: 'path', uuid: 's', path: 'M 0 0 L 5 5' };
    port.objects.push(stroke);
    expect(editor.commitDrawnObject(stroke)).toBe(true);
    expect(port.uuids()).toEqual(['s']);
    await editor.undo();
    expect(port.uuids()).toEqual([]);
  });

  it('never records for a read-only user or in view mode', async () => {
    const reader = await createEditorDriver(three(), { privileged: false });
    expect(await reader.editor.toggleEditMode()).toBe(false);
    expect(await reader.editor.addObject(circle('x'))).toBe(false);
    expect(await reader.editor.changeBackground('/empty-court.svg')).toBe(false);
    expect(reader.editor.commitDrawnObject(circle('y'))).toBe(false);
    expect(reader.port.uuids()).toEqual(['a', 'b']);

    const viewer = await createEditorDriver(three());
    expect(await viewer.editor.addObject(circle('x'))).toBe(false);
    expect(viewer.port.calls).not.toContain('addObject');
  });

  it('starts each page with an empty history', async () => {
    const { editor } = await createEditorDriver(three(), { editMode: true });
    await editor.addObject(circle('c'));
    await editor.goToPage(1);
    expect(editor.getState()).toMatchObject({ canUndo: false, canRedo: false });
  });
});

describe('BoardEditor selection', () => {
  it('selects all, nudges (one undoable entry) and deselects', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    expect(editor.selectAll()).toBe(true);
    expect(editor.getState().selectionCount).toBe(2);
    expect(editor.moveSelection(10, -1)).toBe(true);
    expect(port.objects.map(({ left, top }) => [left, top])).toEqual([
      [10, -1],
      [20, 9],
    ]);
    expect(editor.clearSelection()).toBe(true);
    expect(editor.clearSelection()).toBe(false);
    expect(editor.getState()).toMatchObject({ selectionCount: 0, canUndo: true });
  });

  it('enables object selection only in edit mode', async () => {
    const { editor, port } = await createEditorDriver(three());
    expect(editor.selectAll()).toBe(false);
    await editor.toggleEditMode();
    expect(port.selectionEnabled).toBe(true);
    await editor.toggleEditMode();
    expect(port.selectionEnabled).toBe(false);
  });
});

describe('BoardEditor pages', () => {
  it('moves between pages in view mode without saving', async () => {
    const { editor, port, persistence } = await createEditorDriver(three());
    expect(await editor.goToPage(1)).toBe(true);
    expect(port.uuids()).toEqual(['a']);
    expect(editor.getState()).toMatchObject({ pageIndex: 1, background: '/half-court.svg' });
    expect(persistence.calls).toEqual([]);
  });

  it('saves the page being left in edit mode, then shows the next one', async () => {
    const { editor, port, persistence } = await createEditorDriver(three(), { editMode: true });
    await editor.addObject(circle('c'));
    await editor.goToPage(2);
    expect(persistence.calls).toEqual([
      {
        call: 'savePage',
        pageId: 'p1',
        data: expect.objectContaining({ objects: expect.any(Array) }),
      },
    ]);
    expect(uuidsOf(editor.pages[0]?.data.objects ?? [])).toEqual(['a', 'b', 'c']);
    expect(port.uuids()).toEqual([]);
    expect(editor.getState().pageIndex).toBe(2);

    await editor.goToPage(0);
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
  });

  it('stays on the page when saving it fails', async () => {
    const { editor, port, persistence } = await createEditorDriver(three(), { editMode: true });
    await editor.addObject(circle('c'));
    persistence.fail.savePage = new Error('offline');
    await expect(editor.goToPage(1)).rejects.toThrow('offline');
    expect(editor.getState()).toMatchObject({ pageIndex: 0, busy: false, canUndo: true });
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
  });

  it('ignores the current page, pages out of range and a second move while one is saving', async () => {
    const { editor, persistence } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.goToPage(0)).toBe(false);
    expect(await editor.goToPage(3)).toBe(false);
    // Something to save, so the first move waits for the server.
    await editor.addObject(circle('c'));
    const first = editor.goToPage(1);
    const second = editor.goToPage(1);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(persistence.calls).toHaveLength(1);
  });

  it('is busy while a page operation waits for the server', async () => {
    const { editor } = await createEditorDriver(three(), { editMode: true });
    const seen: boolean[] = [];
    editor.subscribe((state) => seen.push(state.busy));
    await editor.goToPage(1);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('adds a page after the current one as a saved copy and shows it', async () => {
    const { editor, port, persistence } = await createEditorDriver(three(), { editMode: true });
    await editor.addObject(circle('c'));
    expect(await editor.addPage()).toBe(true);
    expect(persistence.calls.map((call) => call.call)).toEqual(['savePage', 'addPage']);
    expect(persistence.calls[1]).toMatchObject({ call: 'addPage', position: 1 });
    expect(editor.pages.map((p) => p.id)).toEqual(['p1', 'new-1', 'p2', 'p3']);
    expect(editor.pages[1]?.data).toEqual(editor.pages[0]?.data);
    expect(editor.getState()).toMatchObject({ pageIndex: 1, pageCount: 4, canUndo: false });
    expect(port.uuids()).toEqual(['a', 'b', 'c']);
  });

  it('adds after the last page', async () => {
    const { editor } = await createEditorDriver(three(), { editMode: true });
    await editor.goToPage(2);
    await editor.addPage();
    expect(editor.pages.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'new-1']);
    expect(editor.getState().pageIndex).toBe(3);
  });

  it('keeps the pages as they were when the server refuses the new page', async () => {
    const { editor, persistence } = await createEditorDriver(three(), { editMode: true });
    persistence.fail.addPage = new Error('full');
    await expect(editor.addPage()).rejects.toThrow('full');
    expect(editor.getState()).toMatchObject({ pageIndex: 0, pageCount: 3, busy: false });
  });

  it('deletes the current page and shows the one that took its place', async () => {
    const { editor, port, persistence } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.deletePage()).toBe(true);
    expect(persistence.calls).toEqual([{ call: 'deletePage', pageId: 'p1' }]);
    expect(editor.getState()).toMatchObject({ pageIndex: 0, pageCount: 2 });
    expect(port.uuids()).toEqual(['a']);
  });

  it('clamps to the new last page when the last page is deleted', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    await editor.goToPage(2);
    await editor.deletePage();
    expect(editor.getState()).toMatchObject({ pageIndex: 1, pageCount: 2 });
    expect(port.uuids()).toEqual(['a']);
    expect(editor.pages.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('stays on the page when the server refuses to delete it', async () => {
    const { editor, port, persistence } = await createEditorDriver(three(), { editMode: true });
    persistence.fail.deletePage = new Error('forbidden');
    await expect(editor.deletePage()).rejects.toThrow('forbidden');
    expect(editor.getState()).toMatchObject({ pageIndex: 0, pageCount: 3, busy: false });
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('never deletes the only page, nor in view mode', async () => {
    const single = await createEditorDriver([page([])], { editMode: true });
    expect(await single.editor.deletePage()).toBe(false);
    expect(single.persistence.calls).toEqual([]);
    const viewer = await createEditorDriver(three());
    expect(await viewer.editor.deletePage()).toBe(false);
  });
});

describe('BoardEditor modes', () => {
  it('saves the page when a privileged user leaves edit mode', async () => {
    const { editor, persistence } = await createEditorDriver(three(), { editMode: true });
    await editor.addObject(circle('c'));
    expect(await editor.toggleEditMode()).toBe(true);
    expect(persistence.calls).toMatchObject([{ call: 'savePage', pageId: 'p1' }]);
    expect(editor.getState().editMode).toBe(false);
  });

  it('stays in edit mode when that save fails', async () => {
    const { editor, persistence } = await createEditorDriver(three(), { editMode: true });
    persistence.fail.savePage = new Error('offline');
    await expect(editor.toggleEditMode()).rejects.toThrow('offline');
    expect(editor.getState()).toMatchObject({ editMode: true, busy: false });
  });

  it('drops out of edit mode without saving when the privilege is lost', async () => {
    const { editor, persistence, port } = await createEditorDriver(three(), { editMode: true });
    editor.setPrivileged(false);
    expect(editor.getState()).toMatchObject({ editMode: false, privileged: false });
    expect(port.selectionEnabled).toBe(false);
    expect(persistence.calls).toEqual([]);
  });

  it('draws only in edit mode, with object controls off while drawing', async () => {
    const { editor, port } = await createEditorDriver(three());
    expect(editor.toggleDrawingMode()).toBe(false);
    await editor.toggleEditMode();
    editor.selectAll();
    expect(editor.toggleDrawingMode()).toBe(true);
    expect(port).toMatchObject({ drawingMode: true, selectionEnabled: false, selection: [] });
    expect(editor.getState()).toMatchObject({ drawingMode: true, selectionCount: 0 });
    expect(editor.selectAll()).toBe(false);

    editor.toggleDrawingMode();
    expect(port).toMatchObject({ drawingMode: false, selectionEnabled: true });
  });

  it('ends drawing when edit mode ends', async () => {
    const { editor, port } = await createEditorDriver(three(), { editMode: true });
    editor.toggleDrawingMode();
    await editor.toggleEditMode();
    expect(editor.getState()).toMatchObject({ drawingMode: false, editMode: false });
    expect(port).toMatchObject({ drawingMode: false, selectionEnabled: false });
  });

  it('follows the browser fullscreen state', async () => {
    const { editor } = await createEditorDriver(three());
    editor.setFullscreen(true);
    expect(editor.getState().fullscreen).toBe(true);
  });
});

describe('BoardEditor playback and recording', () => {
  it('plays from the current page, follows the player in the pagination and blocks paging', async () => {
    const { editor } = await createEditorDriver(three());
    await editor.goToPage(1);
    expect(await editor.togglePlayback()).toBe(true);
    expect(editor.getState()).toMatchObject({ playback: 'playing', pageIndex: 1 });
    expect(await editor.goToPage(0)).toBe(false);
    expect(await editor.toggleEditMode()).toBe(false);

    editor.followPlayback(2);
    expect(editor.getState().pageIndex).toBe(2);
    editor.followPlayback(0);
    expect(editor.getState().pageIndex).toBe(0);
    // A page the board does not have is ignored.
    editor.followPlayback(3);
    editor.followPlayback(-1);
    editor.followPlayback(1.5);
    expect(editor.getState().pageIndex).toBe(0);
  });

  it('follows the player only while it is shown', async () => {
    const { editor } = await createEditorDriver(three());
    editor.followPlayback(2);
    expect(editor.getState().pageIndex).toBe(0);
  });

  it('pauses and resumes with the same toggle, the player staying shown', async () => {
    const { editor } = await createEditorDriver(three());
    await editor.togglePlayback();
    expect(await editor.togglePlayback()).toBe(true);
    expect(editor.getState().playback).toBe('paused');
    expect(await editor.togglePlayback()).toBe(true);
    expect(editor.getState().playback).toBe('playing');
  });

  it("follows the player's own play and pause, and nothing of it when the player is closed", async () => {
    const { editor } = await createEditorDriver(three());
    editor.followPlayer(true);
    expect(editor.getState().playback).toBe('idle');
    await editor.togglePlayback();
    editor.followPlayer(false);
    expect(editor.getState().playback).toBe('paused');
    editor.followPlayer(true);
    expect(editor.getState().playback).toBe('playing');
  });

  it('draws a paused player’s page behind it, as stored, and records no history', async () => {
    const { editor, port, scheduler } = await createEditorDriver(three());
    await editor.togglePlayback();
    editor.followPlayback(1);
    // Not while it plays: loading a page at each page change would hold the run back.
    await settle();
    expect(port.uuids()).toEqual(['a', 'b']);
    editor.followPlayer(false);
    await settle();
    expect(scheduler.pending).toBe(0);
    expect(editor.getState()).toMatchObject({ playback: 'paused', pageIndex: 1, canUndo: false });
    expect(port.uuids()).toEqual(['a']);
    expect(port.objects[0]).toMatchObject({ left: 100, top: 100 });
    // Stepping the paused player turns the page behind it too.
    editor.followPlayback(2);
    await settle();
    expect(port.uuids()).toEqual([]);
    // Scrubbing across pages loads the page it stops on, once.
    const loads = () => port.calls.filter((call) => call === 'loadPage').length;
    const before = loads();
    editor.followPlayback(0);
    editor.followPlayback(1);
    editor.followPlayback(0);
    await settle();
    expect(loads() - before).toBe(1);
    expect(port.uuids()).toEqual(['a', 'b']);
  });

  it('lets paging, edit mode and recording close a paused player', async () => {
    const { editor, port } = await createEditorDriver(three(), { privileged: true });
    await editor.togglePlayback();
    expect(await editor.goToPage(2)).toBe(false);
    await editor.togglePlayback();
    expect(await editor.goToPage(2)).toBe(true);
    expect(editor.getState()).toMatchObject({ playback: 'idle', pageIndex: 2 });
    // The page the player stopped on closes it there.
    await editor.togglePlayback();
    editor.followPlayback(1);
    await editor.togglePlayback();
    expect(await editor.goToPage(1)).toBe(true);
    expect(editor.getState()).toMatchObject({ playback: 'idle', pageIndex: 1 });
    expect(port.uuids()).toEqual(['a']);
    expect(await editor.goToPage(1)).toBe(false);

    await editor.togglePlayback();
    editor.followPlayback(1);
    editor.followPlayer(false);
    expect(await editor.toggleEditMode()).toBe(true);
    expect(editor.getState()).toMatchObject({ playback: 'idle', editMode: true, pageIndex: 1 });
    expect(port.uuids()).toEqual(['a']);
    expect(await editor.toggleEditMode()).toBe(true);

    await editor.togglePlayback();
    await editor.togglePlayback();
    expect(await editor.toggleRecording()).toBe(true);
    expect(editor.getState()).toMatchObject({ playback: 'recording', pageIndex: 0 });
  });

  it('refuses recording during playback and playback during recording', async () => {
    const { editor } = await createEditorDriver(three());
    await editor.togglePlayback();
    expect(await editor.toggleRecording()).toBe(false);
    await editor.togglePlayback();
    await editor.toggleRecording();
    expect(await editor.togglePlayback()).toBe(false);
    expect(editor.getState().playback).toBe('recording');
  });

  it('is not available in edit mode', async () => {
    const { editor } = await createEditorDriver(three(), { editMode: true });
    expect(await editor.togglePlayback()).toBe(false);
    expect(await editor.toggleRecording()).toBe(false);
  });

  it('records from the first page and reports the end after the wrap', async () => {
    const onRecordingFinished = vi.fn();
    const { editor, port, advance } = await createEditorDriver(three(), { onRecordingFinished });
    await editor.goToPage(2);
    await editor.toggleRecording();
    await settle();
    expect(editor.getState().pageIndex).toBe(0);
    await advance(ANIMATION_STEP_MS);
    expect(editor.getState().pageIndex).toBe(1);
    await advance(2 * ANIMATION_STEP_MS);
    expect(editor.getState().pageIndex).toBe(0);
    expect(onRecordingFinished).not.toHaveBeenCalled();
    await advance(MOVE_DURATION_MS);
    expect(onRecordingFinished).toHaveBeenCalledTimes(1);
    expect(editor.getState()).toMatchObject({ playback: 'idle', pageIndex: 0 });
    expect(port.uuids()).toEqual(['a', 'b']);
    expect(await editor.goToPage(1)).toBe(true);
  });

  it('reports nothing when the recording is stopped early', async () => {
    const onRecordingFinished = vi.fn();
    const { editor, advance } = await createEditorDriver(three(), { onRecordingFinished });
    await editor.toggleRecording();
    await advance(ANIMATION_STEP_MS);
    expect(await editor.toggleRecording()).toBe(true);
    await advance(10 * ANIMATION_STEP_MS);
    expect(onRecordingFinished).not.toHaveBeenCalled();
    expect(editor.getState().playback).toBe('idle');
  });

  it('stops for good on dispose', async () => {
    const { editor, scheduler } = await createEditorDriver(three());
    await editor.togglePlayback();
    editor.dispose();
    expect(scheduler.pending).toBe(0);
  });
});
