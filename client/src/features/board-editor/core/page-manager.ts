import { emptyPage, sanitizePage, validatePage } from '@courtside/domain';
import type { Page } from '@courtside/domain';

/** A page as the server sent it: its id and the raw page data. */
export interface StoredPage {
  id: string;
  data: unknown;
}

/** A board page held by the editor: checked, sanitised data under the server's page id. */
export interface EditorPage {
  id: string;
  data: Page;
}

/** The server calls for pages (spec §7); the UI binds them to the board's id. */
export interface BoardPersistence {
  savePage(pageId: string, data: Page): Promise<void>;
  /** Inserts a page so that it ends up at `position` (0-based); resolves to its new id. */
  addPage(position: number, data: Page): Promise<string>;
  deletePage(pageId: string): Promise<void>;
}

/**
 * Checks and sanitises loaded pages (spec §5): problems are only reported as warnings and loading
 * goes on; objects without a uuid are dropped.
 */
export function readStoredPages(
  pages: readonly StoredPage[],
  warn: (message: string) => void,
): EditorPage[] {
  return pages.map(({ id, data }) => {
    for (const warning of validatePage(data)) warn(`page ${id}: ${warning}`);
    const { _id: _ignored, ...page } = sanitizePage(data);
    return { id, data: page };
  });
}

/** `index` moved into 0…count−1; 0 for an empty list. */
export function clampPageIndex(index: number, count: number): number {
  return Math.max(0, Math.min(index, count - 1));
}

/**
 * The board's ordered pages and their server calls. The local copy changes only after the server
 * has agreed, so a failed call leaves the pages as they were.
 */
export class PageManager {
  readonly #persistence: BoardPersistence;
  readonly #warn: (message: string) => void;
  #pages: readonly EditorPage[] = [];

  constructor(persistence: BoardPersistence, warn: (message: string) => void = () => undefined) {
    this.#persistence = persistence;
    this.#warn = warn;
  }

  /** The pages as last loaded or saved; the current page's unsaved edits live on the canvas. */
  get pages(): readonly EditorPage[] {
    return this.#pages;
  }

  get count(): number {
    return this.#pages.length;
  }

  load(stored: readonly StoredPage[]): void {
    this.#pages = readStoredPages(stored, this.#warn);
  }

  /** The data to show at `index`; an empty court when the board has no page there. */
  dataAt(index: number): Page {
    return this.#pages[index]?.data ?? emptyPage();
  }

  async save(index: number, data: Page): Promise<void> {
    const page = this.#pages[index];
    if (!page) return;
    await this.#persistence.savePage(page.id, data);
    this.#pages = this.#pages.map((p, i) => (i === index ? { id: p.id, data } : p));
  }

  /** Inserts a copy of `data` after `index`; resolves to the copy's index. */
  async insertCopyAfter(index: number, data: Page): Promise<number> {
    const position = Math.min(index + 1, this.#pages.length);
    const id = await this.#persistence.addPage(position, data);
    const copy = { id, data: structuredClone(data) };
    this.#pages = [...this.#pages.slice(0, position), copy, ...this.#pages.slice(position)];
    return position;
  }

  /** Deletes the page at `index`; resolves to the index to show next, clamped to the new count. */
  async remove(index: number): Promise<number> {
    const page = this.#pages[index];
    if (!page) return clampPageIndex(index, this.#pages.length);
    await this.#persistence.deletePage(page.id);
    this.#pages = this.#pages.filter((_, i) => i !== index);
    return clampPageIndex(index, this.#pages.length);
  }
}
