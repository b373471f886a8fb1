import { MAX_PAGES } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  canActOnSelection,
  canAddPage,
  canChangeSelection,
  canDeletePage,
  canEditContent,
  canGoToPage,
  canPaginate,
  canRedo,
  canToggleDrawingMode,
  canToggleEditMode,
  canToggleFullscreen,
  canTogglePlayback,
  canToggleRecording,
  canUndo,
  initialEditorState,
} from './editor-state.ts';
import type { EditorState } from './editor-state.ts';

const viewing: EditorState = {
  ...initialEditorState,
  privileged: true,
  pageCount: 3,
  loaded: true,
};
const editing: EditorState = { ...viewing, editMode: true };

describe('editor state predicates', () => {
  it('lets a read-only user view, paginate, play and record, but never edit', () => {
    const reader: EditorState = { ...viewing, privileged: false };
    expect(canToggleEditMode(reader)).toBe(false);
    expect(canEditContent({ ...reader, editMode: true })).toBe(false);
    expect(canToggleDrawingMode({ ...reader, editMode: true })).toBe(false);
    expect(canGoToPage(reader, 1)).toBe(true);
    expect(canTogglePlayback(reader)).toBe(true);
    expect(canToggleRecording(reader)).toBe(true);
  });

  it('offers edit mode only once the board has loaded', () => {
    expect(canToggleEditMode({ ...viewing, loaded: false })).toBe(false);
    expect(canToggleEditMode(viewing)).toBe(true);
  });

  it('disables pagination, fullscreen and edit while animating or recording', () => {
    for (const playback of ['playing', 'recording'] as const) {
      const state: EditorState = { ...viewing, playback };
      expect(canPaginate(state)).toBe(false);
      expect(canGoToPage(state, 1)).toBe(false);
      expect(canToggleFullscreen(state)).toBe(false);
      expect(canToggleEditMode(state)).toBe(false);
    }
    expect(canToggleFullscreen(viewing)).toBe(true);
  });

  it('lets a paused player give way to paging, fullscreen, edit mode and recording', () => {
    const paused: EditorState = { ...viewing, playback: 'paused' };
    expect(canGoToPage(paused, 1)).toBe(true);
    expect(canGoToPage(paused, 0)).toBe(true);
    expect(canToggleFullscreen(paused)).toBe(true);
    expect(canToggleEditMode(paused)).toBe(true);
    expect(canToggleRecording(paused)).toBe(true);
    expect(canTogglePlayback(paused)).toBe(true);
    expect(canEditContent({ ...paused, editMode: true })).toBe(true);
  });

  it('keeps playback and recording mutually exclusive and out of edit mode', () => {
    expect(canToggleRecording({ ...viewing, playback: 'playing' })).toBe(false);
    expect(canTogglePlayback({ ...viewing, playback: 'playing' })).toBe(true);
    expect(canTogglePlayback({ ...viewing, playback: 'recording' })).toBe(false);
    expect(canToggleRecording({ ...viewing, playback: 'recording' })).toBe(true);
    expect(canTogglePlayback(editing)).toBe(false);
    expect(canToggleRecording(editing)).toBe(false);
  });

  it('needs a page to play', () => {
    expect(canTogglePlayback({ ...viewing, pageCount: 0 })).toBe(false);
    expect(canPaginate({ ...viewing, pageCount: 0 })).toBe(false);
  });

  it('only goes to another existing page', () => {
    expect(canGoToPage(viewing, 0)).toBe(false);
    expect(canGoToPage(viewing, 2)).toBe(true);
    expect(canGoToPage(viewing, 3)).toBe(false);
    expect(canGoToPage(viewing, -1)).toBe(false);
    expect(canGoToPage(viewing, 1.5)).toBe(false);
    expect(canGoToPage({ ...viewing, busy: true }, 1)).toBe(false);
  });

  it('disables deleting the only page and adding past the page limit', () => {
    expect(canDeletePage(editing)).toBe(true);
    expect(canDeletePage({ ...editing, pageCount: 1 })).toBe(false);
    expect(canAddPage({ ...editing, pageCount: MAX_PAGES - 1 })).toBe(true);
    expect(canAddPage({ ...editing, pageCount: MAX_PAGES })).toBe(false);
    expect(canAddPage(viewing)).toBe(false);
  });

  it('reads undo and redo from the history flags, only while editing', () => {
    expect(canUndo({ ...editing, canUndo: true })).toBe(true);
    expect(canUndo({ ...viewing, canUndo: true })).toBe(false);
    expect(canRedo({ ...editing, canRedo: true })).toBe(true);
    expect(canRedo({ ...editing, canRedo: true, busy: true })).toBe(false);
  });

  it('turns selection off while drawing', () => {
    expect(canChangeSelection(editing)).toBe(true);
    expect(canChangeSelection({ ...editing, drawingMode: true })).toBe(false);
    expect(canActOnSelection({ ...editing, selectionCount: 0 })).toBe(false);
    expect(canActOnSelection({ ...editing, selectionCount: 2 })).toBe(true);
  });
});
