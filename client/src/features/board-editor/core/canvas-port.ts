import type { CanvasObject, CourtBackground, Page, PageSettings } from '@courtside/domain';
import type { EditorTool } from './editor-state.ts';
import type { RunGuide } from './run-guides.ts';

export type { PageSettings };

/** A page's settings, only those it has (a missing one is the spec's default). */
export function pageSettingsOf(page: Page): PageSettings {
  const settings: PageSettings = {};
  if (page.transition !== undefined) settings.transition = { ...page.transition };
  if (page.caption !== undefined) settings.caption = page.caption;
  return settings;
}

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
  /**
   * Shows these runs to the next page as trails with a handle each (issue 16), replacing those
   * shown; none hides them. They are no page data: never stored, exported or selectable.
   */
  showRuns(runs: readonly RunGuide[]): void;
  /** Replaces the page's caption and timing; what `settings` leaves out is the default. */
  setPageSettings(settings: PageSettings): void;
  /** Puts the objects in this drawing order, bottom first; objects not listed stay on top. */
  reorderObjects(order: readonly string[]): void;

  /** uuids of the selected top-level objects. */
  getSelection(): string[];
  /** Selects every selectable object. */
  selectAll(): void;
  /** Selects exactly these objects (unknown uuids are ignored); none clears the selection. */
  select(uuids: readonly string[]): void;
  clearSelection(): void;
  moveSelection(dx: number, dy: number): void;
  /** Whether the user can pick, drag and transform objects. */
  setSelectionEnabled(enabled: boolean): void;
  /**
   * Dragged objects snap to the grid (shown in edit mode) when on; otherwise to the centre lines
   * of other objects, with guide lines while dragging.
   */
  setSnapToGrid(enabled: boolean): void;
  /**
   * What a press on the canvas does: pick (`select`), draw with the brush (`pen`), drag out a
   * line or arrow, or place a text. The adapter reports finished strokes, lines and text spots.
   */
  setTool(tool: EditorTool): void;
  /** Opens the text object for typing, its text selected (a text just placed with the tool). */
  editText(uuid: string): void;
}
