import { CommandHistory, placedFree } from '@courtside/domain';
import type { CanvasObject, CourtBackground, HistoryCommand, Page } from '@courtside/domain';
import { RecordingClock } from '../playback/recording-clock.ts';
import type { Scheduler } from '../playback/scheduler.ts';
import { Autosave } from './autosave.ts';
import type { CanvasPort } from './canvas-port.ts';
import type { DraftStore, PageDraft } from './drafts.ts';
import {
  canActOnSelection,
  canAddPage,
  canChangeSelection,
  canDeletePage,
  canEditContent,
  canGoToPage,
  canRedo,
  canToggleDrawingMode,
  canToggleEditMode,
  canTogglePlayback,
  canToggleRecording,
  canUndo,
  initialEditorState,
} from './editor-state.ts';
import type { EditorState } from './editor-state.ts';
import { applyCommand, invertCommand, removeObjectsCommand } from './history-commands.ts';
import { PageManager } from './page-manager.ts';
import type { BoardPersistence, EditorPage, StoredPage } from './page-manager.ts';
import { StalePageError } from './save-errors.ts';

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
}

type Listener = (state: EditorState) => void;

type ModifyObjectsCommand = Extract<HistoryCommand, { kind: 'modifyObjects' }>;

/** Arrow-key nudges closer together than this make one history entry (one undo). */
export const NUDGE_MERGE_MS = 1_000;

/** The page's objects by uuid, as JSON text: what the history last knew of each. */
type Baseline = Map<string, { object: CanvasObject; json: string }>;

function baselineOf(objects: readonly CanvasObject[]): Baseline {
  return new Map(objects.map((object) => [object.uuid, { object, json: JSON.stringify(object) }]));
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
  #queue: Promise<unknown> = Promise.resolve();
  #baseline: Baseline = new Map();
  /** The run of nudges the newest history entry stands for, while it may still grow. */
  #nudgeRun: { uuids: string; at: number } | undefined;
  readonly #autosave: Autosave;
  #conflict: StalePageError | undefined;
  /** Saves run one after another, beside (not inside) the queue of canvas changes. */
  #saves: Promise<unknown> = Promise.resolve();

  constructor(options: BoardEditorOptions) {
    this.#options = options;
    this.#port = options.port;
    this.#history = new CommandHistory(options.historyLimit);
    this.#pages = new PageManager(options.persistence, options.warn);
    this.#state = { ...initialEditorState, privileged: options.privileged };
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

  /** Shows the board's first page (spec §4) in view mode with an empty history. */
  loadBoard(stored: readonly StoredPage[]): Promise<void> {
    this.#stopRunner();
    return this.#serial(async () => {
      this.#pages.load(stored);
      this.#history.clear();
      this.#autosave.reset();
      this.#conflict = undefined;
      this.#set({ editMode: false, drawingMode: false, playback: 'idle', conflict: null });
      this.#port.setDrawingMode(false);
      this.#port.setSelectionEnabled(false);
      await this.#showPage(0);
      this.#set({ loaded: true });
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
  placeObject(object: CanvasObject): Promise<boolean> {
    return this.#serial(async () => {
      if (!canEditContent(this.#state)) return false;
      const placed = placedFree(object, this.#port.toPage().objects);
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

  changeBackground(background: CourtBackground): Promise<boolean> {
    return this.#serial(async () => {
      const from = this.#state.background;
      if (!canEditContent(this.#state) || from === background) return false;
      await this.#port.setBackground(background);
      this.#record({ kind: 'changeBackground', from, to: background });
      return true;
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
    const run = this.#nudgeRun;
    const continues = run !== undefined && run.uuids === uuids && now - run.at < NUDGE_MERGE_MS;
    this.#port.moveSelection(dx, dy);
    const command = this.#modificationSinceBaseline();
    if (!command) return true;
    const last = this.#history.last;
    if (continues && last?.kind === 'modifyObjects') {
      this.#history.replaceLast({ ...command, before: last.before });
      this.#afterHistoryStep(command, 'to');
      this.#changed();
    } else {
      this.#record(command);
    }
    this.#nudgeRun = { uuids, at: now };
    return true;
  }

  /**
   * The canvas reports objects the user moved, resized, rotated, retyped or restyled; the change
   * becomes one history entry. Resolves to false when nothing had changed.
   */
  objectsModified(): Promise<boolean> {
    return this.#serial(() => {
      const command = canEditContent(this.#state) ? this.#modificationSinceBaseline() : undefined;
      if (command) this.#record(command);
      else this.#takeBaseline();
      return Promise.resolve(command !== undefined);
    });
  }

  /** The canvas adapter calls this when the user picks objects with the pointer. */
  syncSelection(): void {
    const selectionCount = this.#port.getSelection().length;
    if (selectionCount !== this.#state.selectionCount) this.#set({ selectionCount });
  }

  // Pages (spec §4).

  /** In edit mode the page being left is saved first; if that fails, the editor stays on it. */
  goToPage(index: number): Promise<boolean> {
    return this.#serial(async () => {
      if (!canGoToPage(this.#state, index)) return false;
      await this.#whileBusy(async () => {
        if (this.#state.editMode) await this.#saveCurrentPage();
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
        const data = await this.#saveCurrentPage();
        const pageIndex = await this.#pages.insertCopyAfter(this.#state.pageIndex, data);
        // The canvas already shows the copy; only the page it stands for changes.
        this.#history.clear();
        this.#port.clearSelection();
        this.#set({ pageIndex, pageCount: this.#pages.count, selectionCount: 0 });
      });
      return true;
    });
  }

  /** Deletes the current page and shows the one now at its place, or the new last page. */
  deletePage(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canDeletePage(this.#state)) return false;
      await this.#whileBusy(async () => {
        await this.#showPage(await this.#pages.remove(this.#state.pageIndex));
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
        this.#port.setSelectionEnabled(true);
        this.#set({ editMode: true });
        return true;
      }
      await this.#whileBusy(() => this.#saveCurrentPage());
      this.#leaveEditModeUnsaved();
      return true;
    });
  }

  /** Drawing turns the object controls off; it exists only inside edit mode. */
  toggleDrawingMode(): boolean {
    if (!canToggleDrawingMode(this.#state)) return false;
    this.#setDrawing(!this.#state.drawingMode);
    return true;
  }

  setFullscreen(fullscreen: boolean): void {
    if (fullscreen !== this.#state.fullscreen) this.#set({ fullscreen });
  }

  /**
   * Playback shows the board's player in place of the canvas (the view draws it from the shared
   * timeline); the editor only blocks editing and paging and follows the player's page.
   */
  togglePlayback(): Promise<boolean> {
    if (this.#state.playback === 'playing') return this.#stopRun();
    if (!canTogglePlayback(this.#state)) return Promise.resolve(false);
    this.#port.clearSelection();
    this.#set({ playback: 'playing', selectionCount: 0 });
    return Promise.resolve(true);
  }

  /** The player reached `pageIndex`; the pagination shows it. Ignored unless playing. */
  followPlayback(pageIndex: number): void {
    if (this.#state.playback !== 'playing') return;
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= this.#pages.count) return;
    if (pageIndex !== this.#state.pageIndex) this.#set({ pageIndex });
  }

  /**
   * Recording runs from the first page through every page and back (spec §4). The recorder draws
   * the moving picture off screen; the canvas only shows each page as the run reaches it, since
   * animating it too would cost a slow device half the recorded frames.
   */
  toggleRecording(): Promise<boolean> {
    if (this.#state.playback === 'recording') return this.#stopRun();
    if (!canToggleRecording(this.#state)) return Promise.resolve(false);
    this.#port.clearSelection();
    this.#recording = new RecordingClock({
      scheduler: this.#options.scheduler,
      pageCount: this.#pages.count,
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
    return this.#autosave.flush();
  }

  /** Settles a conflict the way the coach chose; see {@link ConflictChoice}. */
  resolveConflict(choice: ConflictChoice): Promise<boolean> {
    return this.#serial(async () => {
      const conflict = this.#conflict;
      if (!conflict) return false;
      const index = this.#state.pageIndex;
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
        this.#afterPageReplaced({ background: this.#pages.dataAt(index).backgroundImage.src });
      }
      return true;
    });
  }

  /**
   * Puts edits kept on the device back on their page, in edit mode, and saves them. False when
   * the page is gone or the user may not edit.
   */
  restoreDraft(draft: PageDraft): Promise<boolean> {
    return this.#serial(async () => {
      const index = this.#pages.pages.findIndex((page) => page.id === draft.pageId);
      if (index < 0 || !this.#state.privileged || this.#state.playback !== 'idle') return false;
      if (!this.#state.editMode) {
        this.#port.setSelectionEnabled(true);
        this.#set({ editMode: true });
      }
      if (index !== this.#state.pageIndex) await this.#showPage(index);
      await this.#port.loadPage(draft.page);
      this.#takeBaseline();
      this.#set({ background: draft.page.backgroundImage.src, selectionCount: 0 });
      this.#changed();
      return true;
    });
  }

  /** Stops playback and autosave for good, e.g. when the page unmounts. */
  dispose(): void {
    this.#stopRunner();
    this.#autosave.dispose();
    this.#listeners.clear();
  }

  /** A content change in edit mode: kept on the device and saved after a short quiet. */
  #changed(): void {
    const page = this.#pages.at(this.#state.pageIndex);
    if (!this.#state.editMode || !page) return;
    this.#options.drafts?.keep(page.id, this.#port.toPage());
    this.#autosave.changed();
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

  #stopRunner(): void {
    this.#recording?.stop();
    this.#recording = undefined;
  }

  #setDrawing(drawingMode: boolean): void {
    if (drawingMode) this.#port.clearSelection();
    this.#port.setDrawingMode(drawingMode);
    this.#port.setSelectionEnabled(this.#state.editMode && !drawingMode);
    this.#set({ drawingMode, selectionCount: drawingMode ? 0 : this.#state.selectionCount });
  }

  /** What is saved stays saved: the history does not reach back behind leaving edit mode. */
  #leaveEditModeUnsaved(): void {
    this.#history.clear();
    this.#nudgeRun = undefined;
    if (this.#state.drawingMode) this.#setDrawing(false);
    this.#port.clearSelection();
    this.#port.setSelectionEnabled(false);
    this.#set({ editMode: false, selectionCount: 0 });
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
      if (error instanceof StalePageError) {
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
      selectionCount: 0,
    });
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
    this.#afterHistoryStep(command, 'to');
    this.#changed();
  }

  #takeBaseline(): void {
    this.#baseline = baselineOf(this.#port.toPage().objects);
  }

  /** The objects that differ from what the history last knew, as one command. */
  #modificationSinceBaseline(): ModifyObjectsCommand | undefined {
    const before: CanvasObject[] = [];
    const after: CanvasObject[] = [];
    for (const object of this.#port.toPage().objects) {
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
    this.#set({
      ...(background === undefined ? {} : { background }),
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
