import type { Page } from '@courtside/domain';
import type { CanvasPlace } from '../../features/board-editor/canvas/canvas-places.ts';
import { drawEarlyPage } from '../../features/board-editor/canvas/early-canvas.ts';
import { preloadCourt } from '../../features/board-editor/canvas/fabric-board-canvas.ts';

/*
 * The tactic board editor's first page before the app: a script of its own in the build, which
 * the boot script (boot-loader.ts) loads when the editor opens a board whose canvas place on this
 * screen is known, and before it starts the app's entry. It draws the first page of the board the
 * boot script asked for where the editor will show it; the editor takes that canvas over
 * (early-canvas.ts) and the app's query takes the board's answer (lib/boot-handoff.ts). On a slow
 * CPU the page is there in about the time fabric alone needs, instead of after the app's whole
 * first render.
 */

export interface EarlyEditorStart {
  /** The editor's address (`/tacticboards/{id}/update`). */
  path: string;
  place: CanvasPlace;
  /** The board's parsed answer; undefined when there was no session or the call failed. */
  board: Promise<unknown>;
}

/** The first page of a board as the API answers it, without the page's id and revision. */
export function firstPageOf(board: unknown): Page | undefined {
  const pages = (board as { pages?: unknown } | undefined)?.pages;
  const first: unknown = Array.isArray(pages) ? pages[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  const { _id: _id, revision: _revision, ...page } = first as Record<string, unknown>;
  return page as unknown as Page;
}

/** Resolves once the first page is drawn, or at once when there is nothing to draw it from. */
export async function openEditorEarly(start: EarlyEditorStart): Promise<void> {
  // The court picture loads while the board's answer is on its way.
  preloadCourt();
  const page = firstPageOf(await start.board);
  if (page) await drawEarlyPage(start.path, start.place, page);
}
