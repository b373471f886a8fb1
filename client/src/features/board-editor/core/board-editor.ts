import {
  BoardAnimation,
  CommandHistory,
  MAX_OBJECTS_PER_PAGE,
  RUN_BEND_LIMIT,
  alignObjects,
  drawnLine,
  followBindings,
  pastedObjects,
  placedFree,
} from '@courtside/domain';
import type {
  AlignKind,
  CanvasObject,
  CourtBackground,
  HistoryCommand,
  Page,
  PassStyle,
  Point,
  XY,
} from '@courtside/domain';
import { RecordingClock } from '../playback/recording-clock.ts';
import type { CancelScheduled, Scheduler } from '../playback/scheduler.ts';
import { Autosave } from './autosave.ts';
import type { CanvasPort } from './canvas-port.ts';
import { memoryClipboard, type ClipboardStore } from './clipboard-store.ts';
import type { DraftStore, PageDraft } from './drafts.ts';
import {
  canActOnSelection,
  canAddPage,
  canAlignSelection,
  canChangeSelection,
  canDeletePage,
  canEditContent,
  canGoToPage,
  canRedo,
  canToggleDrawingMode,
  canToggleEditMode,
  canTogglePlayback,
  canToggleRecording,
  canToggleSnapToGrid,
  canUndo,
  initialEditorState,
  isAnimating,
  showsPlayer,
} from './editor-state.ts';
import type { PreferenceStore } from './editor-preferences.ts';
import type { EditorState, EditorTool } from './editor-state.ts';
import { applyCommand, invertCommand, removeObjectsCommand } from './history-commands.ts';
import { pageSettingsOf } from './canvas-port.ts';
import { changedPageSettings, samePageSettings, type PageSettingsChange } from './page-settings.ts';
import {
  isPlayer,
  noSelectionAnimation,
  possessionAfterMove,
  selectionAnimationOf,
  type SelectionAnimation,
} from './possession-edits.ts';
import { bentRun, runGuides, sameGuides, timingBars, type RunGuide } from './run-guides.ts';
import { newUuid } from '../../../lib/new-uuid.ts';
import { newLineBase, type LineBrush } from './object-factories.ts';
import { isText, reordered, restyled, type ObjectStyle } from './object-style.ts';
import { PageManager } from './page-manager.ts';
import { placedAt } from './placed-at.ts';
import type { BoardPersistence, EditorPage, StoredPage } from './page-manager.ts';
import {
  GoneBoardError,
  GonePageError,
  isPageConflict,
  OfflineError,
  PagesOfflineError,
  type PageConflict,
} from './save-errors.ts';

/** The coach's answer to a conflict: their page, mine over theirs, or both as two pages. */
export type ConflictChoice = 'theirs' | 'mine' | 'both';

export interface BoardEditorOptions {
  port: CanvasPort;
  persistence: BoardPersistence;
  scheduler: Scheduler;
  /** From the domain's `isPrivileged` for the signed-in user and this board. */
  privileged: boolean;
  historyLimit?: number;
  warn?: (message: string) => void;
  /** A recording went through every page; the UI stops the recorder and downloads. */
  onRecordingFinished?: () => void;
  /** A failure during a recording run, which has no caller to reject to. */
  onError?: (error: unknown) => void;
  /** Keeps unsaved edits on the device until the server has them. */
  drafts?: DraftStore;
  /** The coach's editor settings on this device (snap to grid). */
  preferences?: PreferenceStore;
  /** Where copies wait to be pasted; the editor's own memory unless given. */
  clipboard?: ClipboardStore;
  /** Makes the uuids of pasted objects; random v4 uuids unless given. */
  newUuid?: () => string;
}

type Listener = (state: EditorState) => void;

/** A new item built from the objects on the page (which number a new player takes). */
export type NewObject = (onPage: readonly CanvasObject[]) => CanvasObject;

/** The item a maker builds from the page, read only when it is a maker. */
const made = (make: NewObject | CanvasObject, onPage: () => readonly CanvasObject[]) =>
  typeof make === 'function' ? make(onPage()) : make;

type ModifyObjectsCommand = Extract<HistoryCommand, { kind: 'modifyObjects' }>;

/** A press with the line tool that moves less than this is a click, not a line. */
const MIN_LINE_LENGTH = 3;

/** The longest run of page reading after a frame while the board opens (ms). */
const READ_SLICE_MS = 8;

/** Arrow-key nudges (and steps of a timing bar) closer together than this make one history entry. */
export const NUDGE_MERGE_MS = 1_000;

/** The page's objects by uuid, as JSON text: what the history last knew of each. */
type Baseline = Map<string, { object: CanvasObject; json: string }>;

function baselineOf(objects: readonly CanvasObject[]): Baseline {
  return new Map(objects.map((object) => [object.uuid, { object, json: JSON.stringify(object) }]));
}

/** A page added or removed offline fails as PagesOfflineError, which the coach is shown. */
function needsConnection<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    throw error instanceof OfflineError ? new PagesOfflineError(error) : error;
  });
}

/**
 * The tactic board editor without a view: page manager, modes, selection and history over a
 * {@link CanvasPort}. Canvas changes run one after another, so a fast second undo never sees the
 * canvas half way through the first. Operations the current state does not allow resolve to
 * `false` and change nothing; failures of the canvas or the server reject.
 */
export class BoardEditor {
  readonly #port: CanvasPort;
  readonly #options: BoardEditorOptions;
  readonly #history: CommandHistory;
  readonly #listeners = new Set<Listener>();
  #state: EditorState;
  readonly #pages: PageManager;
  #recording: RecordingClock | undefined;
  /** A load of the paused player's page onto the canvas behind it waits to run. */
  #behindQueued = false;
  #queue: Promise<unknown> = Promise.resolve();
  #baseline: Baseline = new Map();
  /** The runs to the next page the canvas shows now (edit mode only). */
  #runs: readonly RunGuide[] = [];
  /**
   * The run of quick steps the newest history entry stands for, while it may still grow: arrow
   * nudges of one selection (`key` its uuids) or steps of one timing bar (`timing <uuid>`).
   */
  #nudgeRun: { key: string; at: number } | undefined;
  /** The selection whose text is being typed into, while its typing is one history entry. */
  #typingIn: string | undefined;
  readonly #autosave: Autosave;
  #conflict: PageConflict | undefined;
  /** Saves run one after another, beside (not inside) the queue of canvas changes. */
  #saves: Promise<unknown> = Promise.resolve();
  /** A draft waiting for the next frame to be kept. */
  #pendingDraft: CancelScheduled | undefined;
  /** Reading the pages not shown yet, a slice after each frame once the first page is drawn. */
  #pendingRead: CancelScheduled | undefined;
  readonly #clipboard: ClipboardStore;
  readonly #newUuid: () => string;

  constructor(options: BoardEditorOptions) {
    this.#options = options;
    this.#port = options.port;
    this.#clipboard = options.clipboard ?? memoryClipboard();
    this.#newUuid = options.newUuid ?? newUuid;
    this.#history = new CommandHistory(options.historyLimit);
    this.#pages = new PageManager(options.persistence, options.warn);
    const snapToGrid = options.preferences?.read().snapToGrid ?? initialEditorState.snapToGrid;
    this.#state = { ...initialEditorState, privileged: options.privileged, snapToGrid };
    if (snapToGrid) this.#port.setSnapToGrid(true);
    this.#autosave = new Autosave({
      scheduler: options.scheduler,
      save: () => this.#saveChanges(),
      onStatus: (saveStatus) => this.#set({ saveStatus }),
    });
  }

  getState(): EditorState {
    return this.#state;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The pages as last loaded or saved; the current page's unsaved edits live on the canvas. */
  get pages(): readonly EditorPage[] {
    return this.#pages.pages;
  }

  /** The pages' contents as last loaded or saved: what playback, recording and exports draw. */
  pageData(): Page[] {
    return this.#pages.pages.map((page) => page.data);
  }

  /**
   * The board is gone and the coach has settled that (kept its pages as a new board, or let them
   * go): nothing waits to be saved here any more, so leaving asks nothing.
   */
  forgetGoneBoard(): void {
    this.#clearConflict();
    this.#autosave.reset();
    this.#options.drafts?.clear();
  }

  /** Every page as the coach sees it: the one on screen with its unsaved edits. */
  pagesAsShown(): Page[] {
    const shown = this.#state.pageIndex;
    return this.pageData().map((data, index) => (index === shown ? this.#port.toPage() : data));
  }

  /** Shows the board's first page (spec §4) in view mode with an empty history. */
  loadBoard(stored: readonly StoredPage[]): Promise<void> {
    this.#stopRunner();
    return this.#serial(async () => {
      this.#pages.load(stored);
      this.#history.clear();
      this.#autosave.reset();
      this.#conflict = undefined;
      this.#set({
        editMode: false,
        drawingMode: false,
        tool: 'select',
        playback: 'idle',
        conflict: null,
      });
      this.#port.setTool('select');
      this.#port.setSelectionEnabled(false);
      await this.#showPage(0);
      this.#set({ loaded: true });
      this.#readPagesSoon();
    });
  }

  setPrivileged(privileged: boolean): void {
    if (!privileged && this.#state.editMode) this.#leaveEditModeUnsaved();
    this.#set({ privileged });
  }

  // Content: each change records exactly one history command.

  addObject(object: CanvasObject): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      await this.#port.addObject(object);
      this.#record({ kind: 'addObject', object });
      return true;
    });
  }

  /** Adds a whole formation's players as one history entry (one undo takes them all away). */
  addObjects(objects: readonly CanvasObject[]): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state) || objects.length === 0) return false;
      const command: HistoryCommand = { kind: 'addObjects', objects: [...objects] };
      await applyCommand(this.#port, command);
      this.#record(command);
      return true;
    });
  }

  /**
   * Adds a new item (from the drawer) at the free spot nearest its spawn point, so it never
   * lands on another object. The spot is chosen in turn, after earlier additions are on the page.
   */
  placeObject(make: NewObject | CanvasObject): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      // One reading of the page serves the new player's number and the free spot.
      const onPage = this.#port.toPage().objects;
      const placed = placedFree(
        made(make, () => onPage),
        onPage,
      );
      await this.#port.addObject(placed);
      this.#record({ kind: 'addObject', object: placed });
      return true;
    });
  }

  /**
   * Adds a new item where the coach dropped it (a drag from the drawer), kept inside the board. A
   * deliberate spot wins over the free-spot search, so it may land on another object.
   */
  placeObjectAt(make: NewObject | CanvasObject, point: Point): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      const placed = placedAt(
        made(make, () => this.#port.toPage().objects),
        point,
      );
      await this.#port.addObject(placed);
      this.#record({ kind: 'addObject', object: placed });
      return true;
    });
  }

  /**
   * Records an object the canvas already holds, such as a finished brush stroke; the canvas made
   * it, so only the history learns of it.
   */
  commitDrawnObject(object: CanvasObject): boolean {
    if (!canEditContent(this.#state)) return false;
    this.#record({ kind: 'addObject', object });
    return true;
  }

  /**
   * Adds a straight line or arrow dragged from `start` to `end` in the brush's style. Ends dropped
   * on a player are attached to it. A press without a drag draws nothing.
   */
  addLine(start: XY, end: XY, brush: LineBrush): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      if (Math.hypot(end.x - start.x, end.y - start.y) < MIN_LINE_LENGTH) return false;
      const line = drawnLine(newLineBase(brush), start, end, this.#port.toPage().objects);
      await this.#port.addObject(line);
      this.#record({ kind: 'addObject', object: line });
      return true;
    });
  }

  /** Restyles the selected objects that the style applies to, as one history entry. */
  restyleSelection(style: ObjectStyle): Promise<boolean> {
    return this.#serial(async () => {
      if (!canActOnSelection(this.#state)) return false;
      const selection = this.#port.getSelection();
      const changed = this.#selectedObjects()
        .map((object) => [object, restyled(object, style)] as const)
        .filter(([before, after]) => before !== after)
        .map(([, after]) => after);
      const recorded = await this.#replaceRecorded(changed);
      // The coach often changes size, then background: the selection stays for the next change.
      this.#port.select(selection);
      this.syncSelection();
      return recorded;
    });
  }

  /**
   * Lines up the selected objects in a row, a column or evenly spread as one history entry,
   * arrows attached to moved players following in it. The selection stays for the next step
   * (a row, then spread). False with too few objects selected or when nothing moves.
   */
  alignSelection(kind: AlignKind): Promise<boolean> {
    return this.#serial(async () => {
      if (!canAlignSelection(this.#state, kind)) return false;
      const selection = this.#port.getSelection();
      const selected = this.#selectedObjects();
      const moved = alignObjects(selected, kind).filter((object, i) => object !== selected[i]);
      if (moved.length === 0) return false;
      await this.#port.replaceObjects(moved);
      const command = await this.#modificationWithFollowers();
      this.#port.select(selection);
      if (!command) return false;
      this.#record(command);
      return true;
    });
  }

  /** Locks the selected objects: no click or rubber band picks them until "Unlock all". */
  lockSelection(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canActOnSelection(this.#state)) return false;
      const locked = this.#selectedObjects().map((object) => ({ ...object, locked: true }));
      this.#port.clearSelection();
      return this.#replaceRecorded(locked);
    });
  }

  unlockAll(): Promise<boolean> {
    return this.#serial(() => {
      if (!canEditContent(this.#state)) return Promise.resolve(false);
      const unlocked = this.#port
        .toPage()
        .objects.filter((object) => object.locked === true)
        .map(({ locked: _locked, ...object }) => object);
      return this.#replaceRecorded(unlocked);
    });
  }

  /** Brings the selection to the front or sends it to the back of the drawing order. */
  reorderSelection(where: 'front' | 'back'): Promise<boolean> {
    return this.#serial(() => {
      if (!canActOnSelection(this.#state)) return Promise.resolve(false);
      const before = this.#port.toPage().objects.map((object) => object.uuid);
      const after = reordered(before, new Set(this.#port.getSelection()), where);
      if (after.every((uuid, i) => uuid === before[i])) return Promise.resolve(false);
      this.#port.reorderObjects(after);
      this.#record({ kind: 'reorderObjects', before, after });
      return Promise.resolve(true);
    });
  }

  removeSelected(): Promise<boolean> {
    return this.#serial(() => {
      if (!canActOnSelection(this.#state)) return Promise.resolve(false);
      const command = removeObjectsCommand(this.#port, this.#port.getSelection());
      if (!command) return Promise.resolve(false);
      this.#port.removeObjects(command.objects.map((object) => object.uuid));
      this.#record(command);
      return Promise.resolve(true);
    });
  }

  // Clipboard: a copy records nothing; cut, paste and duplicate are one history entry each.

  /** Puts the selected objects, in drawing order, on the clipboard. */
  copySelection(): Promise<boolean> {
    return this.#serial(() => {
      if (!canActOnSelection(this.#state)) return Promise.resolve(false);
      const objects = this.#selectedObjects();
      if (objects.length > 0) this.#clipboard.write(objects);
      return Promise.resolve(objects.length > 0);
    });
  }

  /** Copies the selection and removes it; one undo brings it back. */
  cutSelection(): Promise<boolean> {
    return this.#serial(() => {
      if (!canActOnSelection(this.#state)) return Promise.resolve(false);
      const command = removeObjectsCommand(this.#port, this.#port.getSelection());
      if (!command) return Promise.resolve(false);
      this.#clipboard.write(command.objects);
      this.#port.removeObjects(command.objects.map((object) => object.uuid));
      this.#record(command);
      return Promise.resolve(true);
    });
  }

  /** Whether {@link paste} would add something now: editing, not drawing, something copied. */
  canPaste(): boolean {
    return canChangeSelection(this.#state) && this.#clipboard.read() !== undefined;
  }

  /**
   * Adds what was copied (on this or another page or board) and selects it: new uuids, the
   * originals' spots unless taken, numbers free on this page (see the domain's `pastedObjects`).
   */
  paste(): Promise<boolean> {
    return this.#serial(() => {
      if (!canChangeSelection(this.#state)) return Promise.resolve(false);
      return this.#addPasted(this.#clipboard.read() ?? []);
    });
  }

  /** Pastes a copy of the selection beside it; the clipboard keeps what it held. */
  duplicate(): Promise<boolean> {
    return this.#serial(() => {
      if (!canActOnSelection(this.#state)) return Promise.resolve(false);
      return this.#addPasted(this.#selectedObjects());
    });
  }

  changeBackground(background: CourtBackground): Promise<boolean> {
    return this.#serial(async () => {
      const from = this.#state.background;
      if (!canEditContent(this.#state) || from === background) return false;
      await this.#port.setBackground(background);
      this.#record({ kind: 'changeBackground', from, to: background });
      return true;
    });
  }

  /**
   * Changes the current page's caption or timing (issue 16) as one history entry; false when
   * nothing changes. The canvas keeps them with the page, so they are saved like any edit.
   */
  changePageSettings(change: PageSettingsChange): Promise<boolean> {
    return this.#serial(() => {
      const from = this.#state.pageSettings;
      const to = changedPageSettings(from, change);
      if (!canEditContent(this.#state) || samePageSettings(from, to)) {
        return Promise.resolve(false);
      }
      this.#port.setPageSettings(to);
      this.#record({ kind: 'changePageSettings', from, to });
      return Promise.resolve(true);
    });
  }

  undo(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canUndo(this.#state)) return false;
      const command = this.#history.undo();
      if (!command) return false;
      await invertCommand(this.#port, command);
      this.#nudgeRun = undefined;
      this.#afterHistoryStep(command, 'from');
      // A knock-out or pass style undone shows in the toolbar at once.
      if (command.kind === 'modifyObjects') this.syncSelection();
      this.#changed();
      return true;
    });
  }

  redo(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canRedo(this.#state)) return false;
      const command = this.#history.redo();
      if (!command) return false;
      await applyCommand(this.#port, command);
      this.#nudgeRun = undefined;
      this.#afterHistoryStep(command, 'to');
      if (command.kind === 'modifyObjects') this.syncSelection();
      this.#changed();
      return true;
    });
  }

  // Selection: never recorded.

  selectAll(): boolean {
    if (!canChangeSelection(this.#state)) return false;
    this.#port.selectAll();
    this.syncSelection();
    return true;
  }

  /** uuids of the selected objects. */
  selectedUuids(): string[] {
    return this.#port.getSelection();
  }

  clearSelection(): boolean {
    if (this.#state.selectionCount === 0) return false;
    this.#port.clearSelection();
    this.syncSelection();
    return true;
  }

  /** Nudges the selection; nudges in quick succession are one history entry. */
  moveSelection(dx: number, dy: number): boolean {
    if (!canActOnSelection(this.#state)) return false;
    const uuids = this.#port.getSelection().sort().join(' ');
    const now = this.#options.scheduler.now();
    const continues = this.#continuesRun(uuids, now);
    const selection = this.#port.getSelection();
    this.#port.moveSelection(dx, dy);
    const { objects } = this.#port.toPage();
    const held = possessionAfterMove(objects, new Set(selection));
    const following = held.length === 0 ? followBindings(objects) : [];
    if (held.length === 0 && following.length === 0) {
      this.#recordNudge(uuids, now, continues, objects);
      return true;
    }
    // Held balls and arrows attached to the moved players follow them in the same history entry.
    this.#serial(async () => {
      if (held.length > 0) {
        await this.#port.replaceObjects(held);
        this.#port.select(selection);
      }
      const bound = held.length > 0 ? followBindings(this.#port.toPage().objects) : following;
      if (bound.length > 0) await this.#port.replaceObjects(bound);
      this.#recordNudge(uuids, now, continues);
    }).catch((error: unknown) => this.#options.onError?.(error));
    return true;
  }

  /** Whether a step of `key` at `now` continues the run the newest history entry stands for. */
  #continuesRun(key: string, now: number): boolean {
    const run = this.#nudgeRun;
    return run !== undefined && run.key === key && now - run.at < NUDGE_MERGE_MS;
  }

  /** Records a step of `key`, into the newest history entry when it continues its run. */
  #recordNudge(
    key: string,
    now: number,
    continues: boolean,
    objects?: readonly CanvasObject[],
  ): boolean {
    const recorded = this.#recordContinuing(continues, objects);
    if (recorded) this.#nudgeRun = { key, at: now };
    return recorded;
  }

  /**
   * The canvas reports each change to a text while it is typed: the page changes with every key,
   * so it is saved a moment later and kept when the coach leaves, as any change; before, the
   * typing counted only once the text was left, and leaving the page first lost it. One text's
   * typing is one history entry.
   */
  textTyped(): void {
    if (!canEditContent(this.#state)) return;
    const uuids = this.#port.getSelection().sort().join(' ');
    const continues = this.#typingIn === uuids;
    if (this.#recordContinuing(continues)) this.#typingIn = uuids;
  }

  /**
   * Records the change since the baseline, into the last history entry when it continues that
   * one. False when nothing had changed.
   */
  #recordContinuing(continues: boolean, objects?: readonly CanvasObject[]): boolean {
    const command = this.#modificationSinceBaseline(objects);
    if (!command) return false;
    const last = this.#history.last;
    if (continues && last?.kind === 'modifyObjects') {
      this.#history.replaceLast({ ...command, before: last.before });
      this.#afterHistoryStep(command, 'to');
      this.#changed();
    } else {
      this.#record(command);
    }
    return true;
  }

  /**
   * The canvas reports objects the user moved, resized, rotated, retyped or restyled; the change
   * becomes one history entry. Resolves to false when nothing had changed.
   */
  objectsModified(): Promise<boolean> {
    // The canvas reports a text left after typing this way too: the next typing is a new entry.
    this.#typingIn = undefined;
    return this.#serial(async () => {
      const command = canEditContent(this.#state)
        ? await this.#modificationWithFollowers()
        : undefined;
      if (command) this.#record(command);
      else this.#takeBaseline();
      return command !== undefined;
    });
  }

  /** The canvas adapter calls this when the user picks objects with the pointer. */
  syncSelection(): void {
    const selection = this.#port.getSelection();
    const selectionCount = selection.length;
    // Nothing picked: nothing to read from the page.
    const objects = selectionCount > 0 ? this.#port.toPage().objects : [];
    const chosen = new Set(selection);
    const selected = objects.filter((object) => chosen.has(object.uuid));
    const selectionHasText = selected.some(isText);
    const selectionAnimation =
      selectionCount > 0 ? this.#selectionAnimation(selected, objects) : noSelectionAnimation;
    const known = this.#state.selectionAnimation;
    if (
      selectionCount !== this.#state.selectionCount ||
      selectionHasText !== this.#state.selectionHasText ||
      selectionAnimation.players !== known.players ||
      selectionAnimation.knockedOut !== known.knockedOut ||
      selectionAnimation.pass !== known.pass ||
      selectionAnimation.run !== known.run
    ) {
      this.#set({ selectionCount, selectionHasText, selectionAnimation });
    }
  }

  /**
   * Marks the selected players knocked out, or back in play when all of them are out (issue 16),
   * as one history entry. The selection stays.
   */
  toggleKnockedOut(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canActOnSelection(this.#state)) return false;
      const selection = this.#port.getSelection();
      const players = this.#selectedObjects().filter(isPlayer);
      if (players.length === 0) return false;
      const out = !players.every((player) => player.knockedOut === true);
      const changed = players.map(({ knockedOut: _knockedOut, ...player }) =>
        out ? { ...player, knockedOut: true } : player,
      );
      const recorded = await this.#replaceRecorded(changed);
      this.#port.select(selection);
      this.syncSelection();
      return recorded;
    });
  }

  /** How the selected ball flies when it changes hands on the way to the next page. */
  setPassStyle(style: PassStyle): Promise<boolean> {
    return this.#serial(async () => {
      if (!canActOnSelection(this.#state) || this.#state.selectionAnimation.pass === undefined) {
        return false;
      }
      const selection = this.#port.getSelection();
      const [ball] = this.#selectedObjects();
      if (!ball || (ball.pass?.style ?? 'straight') === style) return false;
      const { pass: _pass, ...rest } = ball;
      // Straight is the default flight: the page only says so for a lob.
      const recorded = await this.#replaceRecorded([
        style === 'straight' ? rest : { ...rest, pass: { style } },
      ]);
      this.#port.select(selection);
      this.syncSelection();
      return recorded;
    });
  }

  #selectionAnimation(
    selected: readonly CanvasObject[],
    objects: readonly CanvasObject[],
  ): SelectionAnimation {
    const count = this.#pages.count;
    const next = count > 1 ? this.#pages.dataAt((this.#state.pageIndex + 1) % count) : undefined;
    const found = selectionAnimationOf(selected, objects, next?.objects);
    const [only] = selected;
    const moves = selected.length === 1 && this.#runs.some((guide) => guide.uuid === only?.uuid);
    if (!moves || !only) return found;
    return { ...found, run: only.run ? 'bent' : 'straight' };
  }

  /**
   * Bends the selected object's run to the next page by `step` run-lengths to its right (left
   * when negative) from the keyboard or toolbar, as one history entry; the selection stays.
   */
  bendSelectedRun(step: number): Promise<boolean> {
    return this.#serial(async () => {
      const selection = this.#port.getSelection();
      const [uuid] = selection;
      const object = uuid === undefined ? undefined : this.#baseline.get(uuid)?.object;
      const guide = this.#runs.find((candidate) => candidate.uuid === uuid);
      if (!canActOnSelection(this.#state) || selection.length !== 1 || !object || !guide) {
        return false;
      }
      const { along, across } = object.run ?? { along: 0.5, across: 0 };
      const bent = Math.round((across + step) * 1000) / 1000;
      const { run: _run, ...straight } = object;
      const changed =
        along === 0.5 && bent === 0
          ? straight
          : {
              ...straight,
              run: { along, across: Math.min(RUN_BEND_LIMIT, Math.max(-RUN_BEND_LIMIT, bent)) },
            };
      const recorded = await this.#replaceRecorded([changed]);
      this.#port.select(selection);
      this.syncSelection();
      return recorded;
    });
  }

  // Pages (spec §4).

  /**
   * In edit mode the page being left is saved first, if anything on it is unsaved; if that
   * fails, the editor stays on it.
   */
  goToPage(index: number): Promise<boolean> {
    return this.#serial(async () => {
      if (!canGoToPage(this.#state, index)) return false;
      const closed = this.#closePlayer();
      // The canvas behind a paused player already shows its page.
      if (closed && index === this.#state.pageIndex) return true;
      await this.#whileBusy(async () => {
        if (this.#state.editMode) await this.#saveIfUnsaved();
        await this.#showPage(index);
      });
      return true;
    });
  }

  /** Saves the current page, then inserts a copy after it and shows the copy. */
  addPage(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canAddPage(this.#state)) return false;
      await this.#whileBusy(async () => {
        const data = await needsConnection(this.#saveIfUnsaved());
        const pageIndex = await needsConnection(
          this.#pages.insertCopyAfter(this.#state.pageIndex, data),
        );
        // The canvas already shows the copy; only the page it stands for changes.
        this.#history.clear();
        this.#port.clearSelection();
        this.#set({ pageIndex, pageCount: this.#pages.count, selectionCount: 0 });
        this.#refreshRuns();
      });
      return true;
    });
  }

  /** Deletes the current page and shows the one now at its place, or the new last page. */
  deletePage(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canDeletePage(this.#state)) return false;
      await this.#whileBusy(async () => {
        await this.#showPage(await needsConnection(this.#pages.remove(this.#state.pageIndex)));
      });
      return true;
    });
  }

  // Modes (spec §4).

  /** Leaving edit mode saves the current page; if that fails, edit mode stays on. */
  toggleEditMode(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canToggleEditMode(this.#state)) return false;
      if (!this.#state.editMode) {
        this.#closePlayer();
        this.#port.setSelectionEnabled(true);
        this.#set({ editMode: true });
        this.#refreshRuns();
        return true;
      }
      await this.#whileBusy(() => this.#saveCurrentPage());
      this.#leaveEditModeUnsaved();
      return true;
    });
  }

  /** Drawing turns the object controls off; it exists only inside edit mode. */
  toggleDrawingMode(): boolean {
    return this.setTool(this.#state.tool === 'select' ? 'pen' : 'select');
  }

  /** Picks what a press on the canvas does; drawing tools exist only inside edit mode. */
  setTool(tool: EditorTool): boolean {
    if (!canToggleDrawingMode(this.#state)) return false;
    if (tool !== this.#state.tool) this.#setTool(tool);
    return true;
  }

  /** Adds a text where the coach pressed with the text tool and opens it for typing. */
  placeText(object: CanvasObject, point: Point): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      const placed = placedAt(object, point);
      this.#setTool('select');
      await this.#port.addObject(placed);
      this.#record({ kind: 'addObject', object: placed });
      this.#port.editText(placed.uuid);
      this.syncSelection();
      return true;
    });
  }

  setFullscreen(fullscreen: boolean): void {
    if (fullscreen !== this.#state.fullscreen) this.#set({ fullscreen });
  }

  /**
   * Dragged objects snap to the grid, or (off) to other objects' centres. A setting of the coach,
   * kept on the device and never recorded in the history.
   */
  toggleSnapToGrid(): boolean {
    if (!canToggleSnapToGrid(this.#state)) return false;
    const snapToGrid = !this.#state.snapToGrid;
    this.#port.setSnapToGrid(snapToGrid);
    this.#options.preferences?.write({ snapToGrid });
    this.#set({ snapToGrid });
    return true;
  }

  /**
   * Playback shows the board's player in place of the canvas (the view draws it from the shared
   * timeline). This toggle and the player's own play and pause are one switch: the first press
   * opens the player playing, later ones pause and resume it, and the player reports its own
   * presses (`followPlayer`). Paused, the rest of the editor works again: paging, edit mode or a
   * recording close the player and carry on from the page it showed.
   */
  togglePlayback(): Promise<boolean> {
    if (!canTogglePlayback(this.#state)) return Promise.resolve(false);
    if (showsPlayer(this.#state)) return this.#setPlayerRunning(this.#state.playback === 'paused');
    this.#readAllPages();
    this.#port.clearSelection();
    this.#set({ playback: 'playing', selectionCount: 0 });
    return Promise.resolve(true);
  }

  /** The player started or paused by itself (its own button, Space, a run's end without loop). */
  followPlayer(running: boolean): void {
    if (!showsPlayer(this.#state)) return;
    this.#setPlayerRunning(running).catch((error: unknown) => this.#options.onError?.(error));
  }

  /** The player reached `pageIndex`; the pagination shows it. Ignored unless the player is shown. */
  followPlayback(pageIndex: number): void {
    if (!showsPlayer(this.#state)) return;
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= this.#pages.count) return;
    if (pageIndex === this.#state.pageIndex) return;
    this.#set({ pageIndex });
    if (this.#state.playback === 'paused') {
      this.#showPageBehindPlayer().catch((error: unknown) => this.#options.onError?.(error));
    }
  }

  /**
   * Recording runs from the first page through every page and back (spec §4). The recorder draws
   * the moving picture off screen; the canvas only shows each page as the run reaches it, since
   * animating it too would cost a slow device half the recorded frames.
   */
  toggleRecording(): Promise<boolean> {
    if (this.#state.playback === 'recording') return this.#stopRun();
    if (!canToggleRecording(this.#state)) return Promise.resolve(false);
    this.#readAllPages();
    this.#port.clearSelection();
    this.#recording = new RecordingClock({
      scheduler: this.#options.scheduler,
      pageCount: this.#pages.count,
      // The same pages the recorder draws, so each page's own hold and move time apply.
      animation: new BoardAnimation(this.pageData()),
      onPageChange: (pageIndex) => {
        this.#set({ pageIndex });
        this.#serial(() => this.#showPage(pageIndex)).catch((error: unknown) =>
          this.#options.onError?.(error),
        );
      },
      onFinished: () => {
        this.#recording = undefined;
        this.#stopRun().then(
          () => this.#options.onRecordingFinished?.(),
          (error: unknown) => this.#options.onError?.(error),
        );
      },
    });
    const startPage = this.#state.pageIndex;
    this.#set({ playback: 'recording', selectionCount: 0, pageIndex: 0 });
    this.#recording.start();
    if (startPage === 0) return Promise.resolve(true);
    return this.#serial(async () => {
      await this.#showPage(0);
      return true;
    });
  }

  // Saving: every change is saved by itself shortly after it was made.

  /** Saves the unsaved edits now (leaving, hiding the tab, Retry); resolves to whether all are saved. */
  flushSave(): Promise<boolean> {
    if (this.#pendingDraft) this.#keepDraftNow();
    return this.#autosave.flush();
  }

  /**
   * Settles a conflict the way the coach chose; see {@link ConflictChoice}. For a page deleted in
   * between, "mine" adds the coach's page back as a new page and "theirs" lets it go.
   */
  resolveConflict(choice: ConflictChoice): Promise<boolean> {
    return this.#serial(async () => {
      const conflict = this.#conflict;
      if (!conflict) return false;
      const index = this.#state.pageIndex;
      if (conflict instanceof GonePageError) {
        if (choice === 'theirs') {
          await this.#showPage(this.#pages.forget(index));
          this.#afterPageReplaced({});
        } else {
          try {
            await this.#pages.addBack(index, this.#port.toPage());
          } catch (error) {
            if (!(error instanceof GoneBoardError)) throw error;
            // Nothing to add it back to: the coach may still keep the pages as a new board.
            this.#set({ conflict: { gone: true, boardGone: true } });
            return false;
          }
          this.#afterPageReplaced({ pageCount: this.#pages.count });
        }
        return true;
      }
      if (choice === 'mine') {
        this.#pages.rebase(index, conflict.currentRevision);
        this.#clearConflict();
        this.#autosave.reset();
        this.#autosave.changed();
        await this.#saveCurrentPage();
        return true;
      }
      const page = this.#pages.at(index);
      const { persistence } = this.#options;
      if (!page || !persistence.loadPage) return false;
      const mine = this.#port.toPage();
      const theirs = await persistence.loadPage(page.id);
      if (choice === 'both') {
        this.#pages.replaceWith(index, theirs);
        const pageIndex = await this.#pages.insertCopyAfter(index, mine);
        this.#afterPageReplaced({ pageIndex, pageCount: this.#pages.count });
      } else {
        const data = this.#pages.replaceWith(index, theirs);
        if (data) await this.#port.loadPage(data);
        const shown = this.#pages.dataAt(index);
        this.#afterPageReplaced({
          background: shown.backgroundImage.src,
          pageSettings: pageSettingsOf(shown),
        });
      }
      return true;
    });
  }

  /**
   * Puts edits kept on the device back on their page, in edit mode, and saves them; a page deleted
   * since (in another tab, by someone else) comes back as a new last page. False when the user may
   * not edit.
   */
  restoreDraft(draft: PageDraft): Promise<boolean> {
    return this.#serial(async () => {
      const index = this.#pages.pages.findIndex((page) => page.id === draft.pageId);
      if (!this.#state.privileged || isAnimating(this.#state)) return false;
      this.#closePlayer();
      if (!this.#state.editMode) {
        this.#port.setSelectionEnabled(true);
        this.#set({ editMode: true });
      }
      if (index < 0) {
        const added = await this.#pages.insertCopyAfter(this.#pages.count - 1, draft.page);
        await this.#showPage(added);
        this.#options.drafts?.clear();
        return true;
      }
      if (index !== this.#state.pageIndex) await this.#showPage(index);
      await this.#port.loadPage(draft.page);
      this.#takeBaseline();
      this.#set({
        background: draft.page.backgroundImage.src,
        pageSettings: pageSettingsOf(draft.page),
        selectionCount: 0,
      });
      this.#changed();
      return true;
    });
  }

  /** Stops playback and autosave for good, e.g. when the page unmounts. */
  dispose(): void {
    if (this.#pendingDraft) this.#keepDraftNow();
    this.#pendingRead?.();
    this.#stopRunner();
    this.#autosave.dispose();
    this.#listeners.clear();
  }

  /** A content change in edit mode: kept on the device and saved after a short quiet. */
  #changed(): void {
    const page = this.#pages.at(this.#state.pageIndex);
    if (!this.#state.editMode || !page) return;
    this.#keepDraftSoon();
    this.#autosave.changed();
  }

  /**
   * Reading and storing the page takes a few milliseconds, so the draft is kept once the change
   * is on screen; whatever may end the page (hiding the tab, leaving) keeps it at once.
   */
  #keepDraftSoon(): void {
    if (!this.#options.drafts || this.#pendingDraft) return;
    this.#pendingDraft = this.#options.scheduler.afterPaint(() => this.#keepDraftNow());
  }

  #keepDraftNow(): void {
    this.#pendingDraft?.();
    this.#pendingDraft = undefined;
    const page = this.#pages.at(this.#state.pageIndex);
    // Saved meanwhile: nothing is left to keep.
    if (!this.#state.editMode || !page || this.#autosave.status === 'saved') return;
    this.#options.drafts?.keep(page.id, this.#port.toPage());
  }

  async #saveChanges(): Promise<void> {
    if (this.#autosave.status !== 'saved' && this.#state.editMode) await this.#saveCurrentPage();
  }

  #afterPageReplaced(change: Partial<EditorState>): void {
    this.#clearConflict();
    this.#history.clear();
    this.#nudgeRun = undefined;
    this.#port.clearSelection();
    this.#takeBaseline();
    this.#autosave.reset();
    this.#options.drafts?.clear();
    this.#set({ ...change, selectionCount: 0 });
  }

  #clearConflict(): void {
    this.#conflict = undefined;
    this.#set({ conflict: null });
  }

  /** Ends playback or recording and shows the page reached as stored on the canvas. */
  #stopRun(): Promise<boolean> {
    if (this.#state.playback === 'idle') return Promise.resolve(false);
    this.#stopRunner();
    this.#set({ playback: 'idle' });
    return this.#serial(async () => {
      await this.#showPage(this.#state.pageIndex);
      return true;
    });
  }

  #setPlayerRunning(running: boolean): Promise<boolean> {
    const playback = running ? 'playing' : 'paused';
    if (this.#state.playback === playback) return Promise.resolve(false);
    this.#set({ playback });
    return running ? Promise.resolve(true) : this.#showPageBehindPlayer();
  }

  /**
   * A paused player's page is drawn on the hidden canvas, so that whatever closes the player
   * finds the canvas on that page. Not while it plays: a page loaded at each page change would
   * hold that frame of the run back.
   */
  #showPageBehindPlayer(): Promise<boolean> {
    // One waiting load serves every page change before it runs (scrubbing across pages).
    if (this.#behindQueued) return Promise.resolve(false);
    this.#behindQueued = true;
    return this.#serial(async () => {
      this.#behindQueued = false;
      if (this.#state.playback === 'playing') return false;
      await this.#showPage(this.#state.pageIndex);
      return true;
    });
  }

  /** Paging, edit mode and recording take over from a paused player; the canvas is on its page. */
  #closePlayer(): boolean {
    if (this.#state.playback !== 'paused') return false;
    this.#set({ playback: 'idle' });
    return true;
  }

  #stopRunner(): void {
    this.#recording?.stop();
    this.#recording = undefined;
  }

  #setTool(tool: EditorTool): void {
    const drawingMode = tool !== 'select';
    if (drawingMode) this.#port.clearSelection();
    this.#port.setTool(tool);
    this.#port.setSelectionEnabled(this.#state.editMode && !drawingMode);
    this.#set({
      tool,
      drawingMode,
      selectionCount: drawingMode ? 0 : this.#state.selectionCount,
      ...(drawingMode ? { selectionHasText: false } : {}),
    });
  }

  /** The selected objects as stored, in drawing order. */
  #selectedObjects(): CanvasObject[] {
    const selected = new Set(this.#port.getSelection());
    return this.#port.toPage().objects.filter((object) => selected.has(object.uuid));
  }

  /** Adds pasted copies of `copied` as one history entry and selects them. */
  async #addPasted(copied: readonly CanvasObject[]): Promise<boolean> {
    const onPage = this.#port.toPage().objects;
    if (copied.length === 0 || onPage.length + copied.length > MAX_OBJECTS_PER_PAGE) return false;
    const objects = pastedObjects(copied, onPage, this.#newUuid);
    const command: HistoryCommand = { kind: 'addObjects', objects };
    await applyCommand(this.#port, command);
    this.#port.select(objects.map((object) => object.uuid));
    this.#record(command);
    this.syncSelection();
    return true;
  }

  /** Puts changed objects on the canvas and records the change as one history entry. */
  async #replaceRecorded(changed: readonly CanvasObject[]): Promise<boolean> {
    if (changed.length === 0) return false;
    await this.#port.replaceObjects(changed);
    const command = this.#modificationSinceBaseline();
    if (!command) return false;
    this.#record(command);
    return true;
  }

  /** What is saved stays saved: the history does not reach back behind leaving edit mode. */
  #leaveEditModeUnsaved(): void {
    this.#history.clear();
    this.#nudgeRun = undefined;
    if (this.#state.drawingMode) this.#setTool('select');
    this.#port.clearSelection();
    this.#port.setSelectionEnabled(false);
    this.#set({ editMode: false, selectionCount: 0 });
    this.#refreshRuns();
  }

  /**
   * The current page, saved first if anything on it is unsaved. With nothing unsaved the server
   * has the page as it is, so paging and copying need no call and work offline too (paging
   * stayed on the page, saying it was offline).
   */
  #saveIfUnsaved(): Promise<Page> {
    if (this.#autosave.status === 'saved') return Promise.resolve(this.#port.toPage());
    return this.#saveCurrentPage();
  }

  /**
   * Every save of the page on screen comes through here, so autosave learns of each outcome. The
   * page is taken as it is now; the server call waits for the saves before it, so one page's
   * saves reach the server in order and each is based on the revision the last one returned.
   */
  async #saveCurrentPage(): Promise<Page> {
    const changeCount = this.#autosave.changeCount;
    const data = this.#port.toPage();
    const pageId = this.#pages.at(this.#state.pageIndex)?.id;
    const save = this.#saves.then(() =>
      pageId === undefined ? undefined : this.#pages.save(pageId, data),
    );
    this.#saves = save.catch(() => undefined);
    try {
      await save;
    } catch (error) {
      if (isPageConflict(error)) {
        this.#conflict = error;
        this.#set({ conflict: error.info });
      }
      this.#autosave.failed(error);
      throw error;
    }
    this.#autosave.saved(changeCount);
    if (this.#autosave.status === 'saved') this.#options.drafts?.clear();
    return data;
  }

  /**
   * Reads (checks, with warnings, and sanitises) the pages not read yet in slices of a few
   * milliseconds after frames, so every page is checked soon after the board opened without
   * holding back its first page.
   */
  #readPagesSoon(): void {
    this.#pendingRead?.();
    const scheduler = this.#options.scheduler;
    this.#pendingRead = scheduler.afterPaint(() => {
      this.#pendingRead = undefined;
      const until = scheduler.now() + READ_SLICE_MS;
      while (this.#pages.readNext() && scheduler.now() < until);
      if (this.#pages.hasUnread) this.#readPagesSoon();
    });
  }

  /** Reads every page now, for what goes through them all (playing, recording). */
  #readAllPages(): void {
    this.#pendingRead?.();
    this.#pendingRead = undefined;
    void this.#pages.pages;
  }

  /** Loads a page onto the canvas; the history belongs to the page it was made on. */
  async #showPage(index: number): Promise<void> {
    const data = this.#pages.dataAt(index);
    await this.#port.loadPage(data);
    this.#history.clear();
    this.#nudgeRun = undefined;
    this.#takeBaseline();
    this.#set({
      pageIndex: index,
      pageCount: this.#pages.count,
      background: data.backgroundImage.src,
      pageSettings: pageSettingsOf(data),
      selectionCount: 0,
    });
    this.#refreshRuns();
  }

  async #whileBusy<T>(task: () => Promise<T>): Promise<T> {
    this.#set({ busy: true });
    try {
      return await task();
    } finally {
      this.#set({ busy: false });
    }
  }

  #record(command: HistoryCommand): void {
    this.#history.push(command);
    this.#nudgeRun = undefined;
    this.#typingIn = undefined;
    this.#afterHistoryStep(command, 'to');
    this.#changed();
  }

  #takeBaseline(): void {
    const { objects } = this.#port.toPage();
    this.#baseline = baselineOf(objects);
    const lockedCount = objects.filter((object) => object.locked === true).length;
    if (lockedCount !== this.#state.lockedCount) this.#set({ lockedCount });
    this.#refreshRuns();
  }

  /**
   * Shows the runs from the page as the history last knew it to the next page while editing, so
   * every change, undo and page change redraws them; the canvas keeps them out of the page.
   */
  #refreshRuns(): void {
    const index = this.#state.pageIndex;
    const count = this.#pages.count;
    const editing = this.#state.editMode && this.#state.playback === 'idle';
    // As playback, the last page moves on to the first.
    const next = editing && count > 1 ? this.#pages.at((index + 1) % count) : undefined;
    const objects = [...this.#baseline.values()].map(({ object }) => object);
    const runs = next ? runGuides(objects, next.data.objects) : [];
    const bars = next
      ? timingBars({ objects, transition: this.#state.pageSettings.transition }, next.data)
      : [];
    if (JSON.stringify(bars) !== JSON.stringify(this.#state.timingBars)) {
      this.#set({ timingBars: bars });
    }
    if (sameGuides(runs, this.#runs)) return;
    this.#runs = runs;
    this.#port.showRuns(runs);
  }

  /**
   * When the object with this uuid moves within the move to the next page (fractions 0–1), as
   * one history entry; the whole move leaves the page as the spec has it.
   */
  setObjectTiming(uuid: string, timing: { start: number; end: number }): Promise<boolean> {
    return this.#serial(async () => {
      const object = this.#baseline.get(uuid)?.object;
      if (!canEditContent(this.#state) || !object) return false;
      const clamp = (value: number) =>
        Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 1000) / 1000;
      const start = clamp(Math.min(timing.start, timing.end));
      const end = clamp(Math.max(timing.start, timing.end));
      const { timing: _timing, ...rest } = object;
      const changed = start === 0 && end === 1 ? rest : { ...rest, timing: { start, end } };
      if (JSON.stringify(changed) === JSON.stringify(object)) return false;
      // Arrow presses on one bar's handle in quick succession are one history entry, as nudges.
      const key = `timing ${uuid}`;
      const now = this.#options.scheduler.now();
      const continues = this.#continuesRun(key, now);
      await this.#port.replaceObjects([changed]);
      return this.#recordNudge(key, now, continues);
    });
  }

  /** The runs to the next page shown now, for the canvas's handles and tests. */
  get runs(): readonly RunGuide[] {
    return this.#runs;
  }

  /**
   * Bends the run of the object with this uuid to the next page so that its middle lies at
   * `handle` (issue 16), as one history entry. False without such a run.
   */
  bendRun(uuid: string, handle: XY): Promise<boolean> {
    return this.#serial(() => {
      const guide = this.#runs.find((candidate) => candidate.uuid === uuid);
      const object = this.#baseline.get(uuid)?.object;
      if (!canEditContent(this.#state) || !guide || !object) return Promise.resolve(false);
      const run = bentRun(guide, handle);
      if (!run) return Promise.resolve(false);
      return this.#replaceRecorded([{ ...object, run }]);
    });
  }

  /** Makes the object's run to the next page straight again, as one history entry. */
  straightenRun(uuid: string): Promise<boolean> {
    return this.#serial(async () => {
      const object = this.#baseline.get(uuid)?.object;
      if (!canEditContent(this.#state) || object?.run === undefined) return false;
      const selection = this.#port.getSelection();
      const { run: _run, ...straight } = object;
      const recorded = await this.#replaceRecorded([straight]);
      this.#port.select(selection);
      this.syncSelection();
      return recorded;
    });
  }

  /**
   * The change since the baseline after the arrows attached to moved players have followed
   * them, so a player's move and its arrows' are one history entry.
   */
  async #modificationWithFollowers(): Promise<ModifyObjectsCommand | undefined> {
    let { objects } = this.#port.toPage();
    const held = possessionAfterMove(objects, this.#movedSinceBaseline(objects));
    if (held.length > 0) {
      // Replacing a selected ball would drop the selection the coach just made.
      const selection = this.#port.getSelection();
      await this.#port.replaceObjects(held);
      this.#port.select(selection);
      objects = this.#port.toPage().objects;
    }
    const following = followBindings(objects);
    if (following.length === 0) return this.#modificationSinceBaseline(objects);
    await this.#port.replaceObjects(following);
    return this.#modificationSinceBaseline();
  }

  /** uuids of the objects whose place differs from what the history last knew. */
  #movedSinceBaseline(objects: readonly CanvasObject[]): Set<string> {
    const moved = new Set<string>();
    for (const object of objects) {
      const known = this.#baseline.get(object.uuid)?.object;
      if (known && (known.left !== object.left || known.top !== object.top)) {
        moved.add(object.uuid);
      }
    }
    return moved;
  }

  /** The objects that differ from what the history last knew, as one command. */
  #modificationSinceBaseline(
    objects: readonly CanvasObject[] = this.#port.toPage().objects,
  ): ModifyObjectsCommand | undefined {
    const before: CanvasObject[] = [];
    const after: CanvasObject[] = [];
    for (const object of objects) {
      const known = this.#baseline.get(object.uuid);
      if (!known || known.json === JSON.stringify(object)) continue;
      before.push(known.object);
      after.push(object);
    }
    return after.length > 0 ? { kind: 'modifyObjects', before, after } : undefined;
  }

  #afterHistoryStep(command: HistoryCommand, side: 'from' | 'to'): void {
    this.#takeBaseline();
    const background = command.kind === 'changeBackground' ? command[side] : undefined;
    const pageSettings = command.kind === 'changePageSettings' ? command[side] : undefined;
    this.#set({
      ...(background === undefined ? {} : { background }),
      ...(pageSettings === undefined ? {} : { pageSettings }),
      selectionCount: this.#port.getSelection().length,
    });
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #set(change: Partial<EditorState>): void {
    this.#state = {
      ...this.#state,
      ...change,
      canUndo: this.#history.canUndo,
      canRedo: this.#history.canRedo,
    };
    for (const listener of this.#listeners) listener(this.#state);
  }
}
