import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialEditorState } from '../core/editor-state.ts';
import { inEditorView, ManualStateSource } from '../testing/editor-view-fixture.tsx';
import type { EditorCommands } from './editor-commands.ts';
import { sameSelection, useEditorView } from './editor-view.tsx';

const commands = (source: ManualStateSource): EditorCommands => ({
  isEnabled: (id) => id === 'undo' && source.getState().canUndo,
  run: () => undefined,
});

describe('useEditorView', () => {
  it('renders a part again only when what it selects changes', () => {
    const source = new ManualStateSource({ ...initialEditorState, editMode: true });
    let renders = 0;
    function UndoState() {
      renders += 1;
      const { canUndo } = useEditorView((_state, can) => ({ canUndo: can.isEnabled('undo') }));
      return <span>{canUndo ? 'undo on' : 'undo off'}</span>;
    }
    render(inEditorView(<UndoState />, commands(source), source));
    expect(screen.getByText('undo off')).toBeInTheDocument();
    const first = renders;

    // An edit's save status and selection are not this part's business.
    act(() => source.set({ saveStatus: 'unsaved', selectionCount: 1 }));
    act(() => source.set({ saveStatus: 'saving' }));
    expect(renders).toBe(first);

    act(() => source.set({ canUndo: true }));
    expect(screen.getByText('undo on')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
  });

  it('keeps an equal selection of lists and records, so they do not count as changes', () => {
    const source = new ManualStateSource({ ...initialEditorState, pageCount: 2 });
    const seen: object[] = [];
    function Pages() {
      const view = useEditorView(({ pageCount }) => ({
        pages: Array.from({ length: pageCount }, (_, index) => index),
        flags: { many: pageCount > 1 },
      }));
      seen.push(view);
      return <span>{view.pages.length} pages</span>;
    }
    render(inEditorView(<Pages />, commands(source), source));
    act(() => source.set({ saveStatus: 'unsaved' }));
    act(() => source.set({ pageCount: 3 }));
    expect(screen.getByText('3 pages')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(2);
  });
});

describe('sameSelection', () => {
  it('compares fields, and arrays and records one level deep', () => {
    expect(sameSelection({ a: 1, b: [true, false] }, { a: 1, b: [true, false] })).toBe(true);
    expect(sameSelection({ a: 1, b: [true, false] }, { a: 1, b: [true, true] })).toBe(false);
    expect(sameSelection({ r: { x: true } }, { r: { x: true } })).toBe(true);
    expect(sameSelection({ r: { x: true } }, { r: { x: false } })).toBe(false);
    expect(sameSelection({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameSelection({ n: { deep: { x: 1 } } }, { n: { deep: { x: 1 } } })).toBe(false);
  });
});
