import { CommandHistory } from '@courtside/domain';
import type { CanvasObject, CourtBackground, HistoryCommand, Page } from '@courtside/domain';
import { AnimationRunner } from '../playback/animation-runner.ts';
import type { RunMode } from '../playback/animation-runner.ts';
import type { Scheduler } from '../playback/scheduler.ts';
import type { CanvasPort } from './canvas-port.ts';
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
  /** A failure during playback, which has no caller to reject to. */
  onError?: (error: unknown) => void;
}

type Listener = (state: EditorState) => void;

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
  #runner: AnimationRunner | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: BoardEditorOptions) {
    this.#options = options;
    this.#port = options.port;
    this.#history = new CommandHistory(options.historyLimit);
    this.#pages = new PageManager(options.persistence, options.warn);
    this.#state = { ...initialEditorState, privileged: options.privileged };
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

  /** Shows the board's first page (spec §4) in view mode with an empty history. */
  loadBoard(stored: readonly StoredPage[]): Promise<void> {
    this.#stopRunner();
    return this.#serial(async () => {
      this.#pages.load(stored);
      this.#history.clear();
      this.#set({ editMode: false, drawingMode: false, playback: 'idle' });
      this.#port.setDrawingMode(false);
      this.#port.setSelectionEnabled(false);
      await this.#showPage(0);
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
      this.#afterHistoryStep(command, 'from');
      return true;
    });
  }

  redo(): Promise<boolean> {
    return this.#serial(async () => {
      if (!canRedo(this.#state)) return false;
      const command = this.#history.redo();
      if (!command) return false;
      await applyCommand(this.#port, command);
      this.#afterHistoryStep(command, 'to');
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

  /** Nudges the selection; like dragging, moving is not an undoable command in the spec. */
  moveSelection(dx: number, dy: number): boolean {
    if (!canActOnSelection(this.#state)) return false;
    this.#port.moveSelection(dx, dy);
    return true;
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

  togglePlayback(): Promise<boolean> {
    return this.#state.playback === 'playing' ? this.#stopRun() : this.#startRun('playback');
  }

  toggleRecording(): Promise<boolean> {
    return this.#state.playback === 'recording' ? this.#stopRun() : this.#startRun('recording');
  }

  /** Stops playback for good, e.g. when the page unmounts. */
  dispose(): void {
    this.#stopRunner();
    this.#listeners.clear();
  }

  #startRun(mode: RunMode): Promise<boolean> {
    const allowed = mode === 'playback' ? canTogglePlayback : canToggleRecording;
    if (!allowed(this.#state)) return Promise.resolve(false);
    this.#port.clearSelection();
    this.#runner = new AnimationRunner({
      port: this.#port,
      scheduler: this.#options.scheduler,
      pages: this.#pages.pages.map((page) => page.data),
      startIndex: this.#state.pageIndex,
      mode,
      onPageChange: (pageIndex) => this.#set({ pageIndex }),
      onFinished: () => {
        this.#runner = undefined;
        this.#set({ playback: 'idle' });
        this.#options.onRecordingFinished?.();
      },
      onError: (error) => this.#options.onError?.(error),
    });
    this.#set({ playback: mode === 'playback' ? 'playing' : 'recording', selectionCount: 0 });
    this.#runner.start();
    return Promise.resolve(true);
  }

  /** Stops and puts the current page back exactly as stored, since a move may be half done. */
  #stopRun(): Promise<boolean> {
    if (!this.#runner) return Promise.resolve(false);
    this.#stopRunner();
    this.#set({ playback: 'idle' });
    return this.#serial(async () => {
      await this.#showPage(this.#state.pageIndex);
      return true;
    });
  }

  #stopRunner(): void {
    this.#runner?.stop();
    this.#runner = undefined;
  }

  #setDrawing(drawingMode: boolean): void {
    if (drawingMode) this.#port.clearSelection();
    this.#port.setDrawingMode(drawingMode);
    this.#port.setSelectionEnabled(this.#state.editMode && !drawingMode);
    this.#set({ drawingMode, selectionCount: drawingMode ? 0 : this.#state.selectionCount });
  }

  #leaveEditModeUnsaved(): void {
    if (this.#state.drawingMode) this.#setDrawing(false);
    this.#port.clearSelection();
    this.#port.setSelectionEnabled(false);
    this.#set({ editMode: false, selectionCount: 0 });
  }

  async #saveCurrentPage(): Promise<Page> {
    const data = this.#port.toPage();
    await this.#pages.save(this.#state.pageIndex, data);
    return data;
  }

  /** Loads a page onto the canvas; the history belongs to the page it was made on. */
  async #showPage(index: number): Promise<void> {
    const data = this.#pages.dataAt(index);
    await this.#port.loadPage(data);
    this.#history.clear();
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
    this.#afterHistoryStep(command, 'to');
  }

  #afterHistoryStep(command: HistoryCommand, side: 'from' | 'to'): void {
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
