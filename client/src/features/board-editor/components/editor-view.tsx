import {
  createContext,
  use,
  useCallback,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { initialEditorState, type EditorState } from '../core/editor-state.ts';
import type { EditorCommands } from './editor-commands.ts';

/** Where the editor's state snapshots come from: the `BoardEditor`, or a fixed one in tests. */
export interface EditorStateSource {
  getState(): EditorState;
  subscribe(listener: (state: EditorState) => void): () => void;
}

/** What every part of the editor's screen reads: the state and the actions. */
export interface EditorView {
  source: EditorStateSource;
  commands: EditorCommands;
}

/** Before the canvas is up nothing can run and nothing changes. */
export const idleView: EditorView = {
  source: { getState: () => initialEditorState, subscribe: () => () => undefined },
  commands: { isEnabled: () => false, run: () => undefined },
};

const EditorViewContext = createContext<EditorView>(idleView);

export function EditorViewProvider({
  value,
  children,
}: {
  value: EditorView;
  children: ReactNode;
}) {
  return <EditorViewContext value={value}>{children}</EditorViewContext>;
}

/** The editor's actions; the same object while the editor is mounted. */
export function useEditorCommands(): EditorCommands {
  return use(EditorViewContext).commands;
}

/** The current state at the moment of an event, without rendering on its changes. */
export function useEditorStateReader(): () => EditorState {
  const { source } = use(EditorViewContext);
  return useCallback(() => source.getState(), [source]);
}

type Flat = string | number | boolean | null | undefined;
/** A selection: a record of plain values, or of arrays and records of plain values. */
export type ViewSelection = Record<
  string,
  Flat | readonly Flat[] | Readonly<Record<string, Flat>> | object
>;

function sameFlat(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** A selector of some of the state's own fields, as they are. */
export function stateFields<K extends keyof EditorState>(
  ...keys: K[]
): (state: EditorState) => Pick<EditorState, K> {
  return (state) => {
    const picked = {} as Pick<EditorState, K>;
    for (const key of keys) picked[key] = state[key];
    return picked;
  };
}

/** Two selections match when every field matches, comparing arrays and records one level deep. */
export function sameSelection(a: ViewSelection, b: ViewSelection): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameFlat(a[key], b[key]));
}

/**
 * Renders the component again only when what `select` takes from the editor changes. Each part
 * of the screen selects the fields it shows and whether its actions may run, so an edit (a new
 * history entry, the save status) draws the few controls it changes and not the whole editor
 * before the canvas shows the edit (issue 14's one-frame target). `select` may be a new function
 * on every render; it runs again then, and an equal result keeps the previous object.
 */
export function useEditorView<T extends ViewSelection>(
  select: (state: EditorState, commands: EditorCommands) => T,
): T {
  return useSelection(use(EditorViewContext), select);
}

/** {@link useEditorView} over a given view: for the component that provides it. */
export function useSelection<T extends ViewSelection>(
  view: EditorView,
  select: (state: EditorState, commands: EditorCommands) => T,
): T {
  const { source, commands } = view;
  const last = useRef<{ state: EditorState; select: typeof select; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => source.subscribe(() => onChange()),
    [source],
  );
  const snapshot = () => {
    const state = source.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.select === select) return previous.value;
    const value = select(state, commands);
    const kept = previous && sameSelection(previous.value, value) ? previous.value : value;
    last.current = { state, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
