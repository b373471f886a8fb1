import type { ReactElement, ReactNode } from 'react';
import { initialEditorState, type EditorState } from '../core/editor-state.ts';
import type { EditorCommands } from '../components/editor-commands.ts';
import { EditorViewProvider, type EditorStateSource } from '../components/editor-view.tsx';

/** An editor state a test sets by hand; the parts of the screen see each `set` as an edit. */
export class ManualStateSource implements EditorStateSource {
  #state: EditorState;
  readonly #listeners = new Set<(state: EditorState) => void>();

  constructor(state: EditorState = initialEditorState) {
    this.#state = state;
  }

  getState(): EditorState {
    return this.#state;
  }

  subscribe(listener: (state: EditorState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  set(change: Partial<EditorState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener(this.#state);
  }
}

/** `ui` inside an editor view of `source` (or a fixed state) with the given actions. */
export function inEditorView(
  ui: ReactNode,
  commands: EditorCommands,
  source: EditorStateSource | EditorState = initialEditorState,
): ReactElement {
  const stateSource = 'getState' in source ? source : new ManualStateSource(source);
  return <EditorViewProvider value={{ source: stateSource, commands }}>{ui}</EditorViewProvider>;
}
