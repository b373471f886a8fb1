import { ALIGN_MIN_OBJECTS, DEFAULT_COURT_BACKGROUND, MAX_PAGES } from '@courtside/domain';
import type { AlignKind, CourtBackground } from '@courtside/domain';
import type { SaveStatus } from './autosave.ts';
import type { PageSettings } from './canvas-port.ts';
import { noSelectionAnimation, type SelectionAnimation } from './possession-edits.ts';
import type { TimingBar } from './run-guides.ts';
import type { ConflictInfo } from './save-errors.ts';

/**
 * `playing` and `paused` show the board's player in the canvas's place: paused, it is still there
 * (a coach stops to talk a moment through) but nothing runs, so the rest of the editor works and
 * closes the player first.
 */
export type PlaybackState = 'idle' | 'playing' | 'paused' | 'recording';

/** What a press on the canvas does in edit mode; anything but `select` turns object controls off. */
export const EDITOR_TOOLS = ['select', 'pen', 'line', 'arrow', 'text'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** A snapshot of the editor for the UI; replaced, never mutated, on every change. */
export interface EditorState {
  /** May edit this board (owner, admin or edit grant). */
  readonly privileged: boolean;
  readonly editMode: boolean;
  /** A drawing tool is on (spec's drawing mode): every tool but `select`. */
  readonly drawingMode: boolean;
  readonly tool: EditorTool;
  readonly playback: PlaybackState;
  /** Mirrors the browser; the UI reports changes. */
  readonly fullscreen: boolean;
  readonly pageIndex: number;
  readonly pageCount: number;
  /** A page operation is waiting for the server. */
  readonly busy: boolean;
  readonly selectionCount: number;
  /** The selection holds a text, so the text style controls apply to it. */
  readonly selectionHasText: boolean;
  /** Objects on the page that are locked against picking; "Unlock all" frees them. */
  readonly lockedCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly background: CourtBackground;
  /** The board's pages are loaded and the first one is shown. */
  readonly loaded: boolean;
  /** Where the edits stand with the server (autosave). */
  readonly saveStatus: SaveStatus;
  /** Set while a save was refused because someone else saved the page in between. */
  readonly conflict: ConflictInfo | null;
  /** Dragged objects snap to the grid instead of to other objects' centres. */
  readonly snapToGrid: boolean;
  /** The current page's caption and timing as on the canvas (issue 16). */
  readonly pageSettings: PageSettings;
  /** Selected players to knock out, a selected ball's pass (issue 16). */
  readonly selectionAnimation: SelectionAnimation;
  /** The timing strip: what moves to the next page, and when (edit mode only). */
  readonly timingBars: readonly TimingBar[];
}

export const initialEditorState: EditorState = {
  privileged: false,
  editMode: false,
  drawingMode: false,
  tool: 'select',
  playback: 'idle',
  fullscreen: false,
  pageIndex: 0,
  pageCount: 0,
  busy: false,
  selectionCount: 0,
  selectionHasText: false,
  lockedCount: 0,
  canUndo: false,
  canRedo: false,
  background: DEFAULT_COURT_BACKGROUND,
  loaded: false,
  saveStatus: 'saved',
  conflict: null,
  snapToGrid: false,
  pageSettings: {},
  selectionAnimation: noSelectionAnimation,
  timingBars: [],
};

/** Something runs: the player plays or a recording is under way (a paused player does not count). */
export const isAnimating = (state: Pick<EditorState, 'playback'>): boolean =>
  state.playback === 'playing' || state.playback === 'recording';

/** The player stands in the canvas's place, playing or paused. */
export const showsPlayer = (state: Pick<EditorState, 'playback'>): boolean =>
  state.playback === 'playing' || state.playback === 'paused';

/** Changing the board's content: privileged, in edit mode, nothing else running. */
export const canEditContent = (state: EditorState): boolean =>
  state.privileged && state.editMode && !isAnimating(state) && !state.busy;

export const canUndo = (state: EditorState): boolean => canEditContent(state) && state.canUndo;
export const canRedo = (state: EditorState): boolean => canEditContent(state) && state.canRedo;

export const canChangeSelection = (state: EditorState): boolean =>
  canEditContent(state) && !state.drawingMode;

export const canActOnSelection = (state: EditorState): boolean =>
  canChangeSelection(state) && state.selectionCount > 0;

/** Lining up needs enough selected objects for the kind (see the domain's `ALIGN_MIN_OBJECTS`). */
export const canAlignSelection = (state: EditorState, kind: AlignKind): boolean =>
  canChangeSelection(state) && state.selectionCount >= ALIGN_MIN_OBJECTS[kind];

export const canToggleSnapToGrid = (state: EditorState): boolean => canEditContent(state);

/** Pagination, fullscreen and edit are off while recording or animating (spec §4). */
export const canPaginate = (state: EditorState): boolean =>
  !isAnimating(state) && !state.busy && state.pageCount > 0;

export const canGoToPage = (state: EditorState, index: number): boolean =>
  canPaginate(state) &&
  Number.isInteger(index) &&
  index >= 0 &&
  index < state.pageCount &&
  // A paused player's own page too: the coach goes back to the board where the player stopped.
  (index !== state.pageIndex || state.playback === 'paused');

export const canToggleFullscreen = (state: EditorState): boolean => !isAnimating(state);

export const canToggleEditMode = (state: EditorState): boolean =>
  state.loaded && state.privileged && !isAnimating(state) && !state.busy;

export const canToggleDrawingMode = (state: EditorState): boolean => canEditContent(state);

export const canAddPage = (state: EditorState): boolean =>
  canEditContent(state) && state.pageCount < MAX_PAGES;

/** The last page stays: a board always has one (spec §5). */
export const canDeletePage = (state: EditorState): boolean =>
  canEditContent(state) && state.pageCount > 1;

/** Playback and recording are view-mode tools and exclude each other (spec §2, §4). */
export const canTogglePlayback = (state: EditorState): boolean =>
  !state.editMode && !state.busy && state.pageCount > 0 && state.playback !== 'recording';

export const canToggleRecording = (state: EditorState): boolean =>
  !state.editMode && !state.busy && state.pageCount > 0 && state.playback !== 'playing';
