import type { CanvasObject, CourtBackground, Page } from '@courtside/domain';

/**
 * What the editor core needs from the canvas. The fabric adapter implements it; tests use the
 * in-memory fake. Objects cross this boundary as plain JSON only and are addressed by `uuid`, so
 * the core never holds a fabric instance. Methods that create fabric objects are async because
 * fabric builds objects (images especially) asynchronously.
 */
export interface CanvasPort {
  /**
   * Replaces every object and the background and clears the selection. Playback and the editor
   * may load again before a load has finished; the last call must win.
   */
  loadPage(page: Page): Promise<void>;
  /** The current page as it would be stored, objects in drawing order. */
  toPage(): Page;
  /** Inserts at `index` in the drawing order, or on top without one. */
  addObject(object: CanvasObject, index?: number): Promise<void>;
  /** Unknown uuids are ignored. */
  removeObjects(uuids: readonly string[]): void;
  /**
   * Puts each object in place of the one with its uuid, at the same depth (undo and redo of
   * moves, resizes and restyles). Unknown uuids are ignored.
   */
  replaceObjects(objects: readonly CanvasObject[]): Promise<void>;
  setBackground(background: CourtBackground): Promise<void>;

  /** uuids of the selected top-level objects. */
  getSelection(): string[];
  /** Selects every selectable object. */
  selectAll(): void;
  clearSelection(): void;
  moveSelection(dx: number, dy: number): void;
  /** Whether the user can pick, drag and transform objects. */
  setSelectionEnabled(enabled: boolean): void;
  /** Free drawing with the brush; the adapter reports each finished stroke to the editor. */
  setDrawingMode(enabled: boolean): void;
}
