import { emptyPage, sanitizePage, validatePage } from '@courtside/domain';
import type { Page } from '@courtside/domain';

/** A page as the server sent it: its id, its revision where the server counts them, raw data. */
export interface StoredPage {
  id: string;
  revision?: number;
  data: unknown;
}

/** A board page held by the editor: checked, sanitised data under the server's page id. */
export interface EditorPage {
  id: string;
  /** The revision the data was read or saved at; a save sends it so a stale one answers 409. */
  revision?: number;
  data: Page;
}

/** One page save: the page's data and the revision it was based on. */
export interface PageSave {
  pageId: string;
  revision?: number;
  page: Page;
}

/** The server calls for pages (spec §7); the UI binds them to the board's id. */
export interface BoardPersistence {
  /** Resolves to the page's new revision; rejects with a StalePageError on a 409. */
  savePage(save: PageSave): Promise<{ revision?: number }>;
  /** Inserts a page so that it ends up at `position` (0-based); resolves to its id and revision. */
  addPage(position: number, data: Page): Promise<{ id: string; revision?: number }>;
  deletePage(pageId: string): Promise<void>;
  /** The page as the server holds it now, for resolving a conflict; boards without conflicts omit it. */
  loadPage?(pageId: string): Promise<StoredPage>;
}

/**
 * Checks and sanitises loaded pages (spec §5): problems are only reported as warnings and loading
 * goes on; objects without a uuid are dropped.
 */
export function readStoredPages(
  pages: readonly StoredPage[],
  warn: (message: string) => void,
): EditorPage[] {
  return pages.map(({ id, revision, data }) => {
    for (const warning of validatePage(data)) warn(`page ${id}: ${warning}`);
    const { _id: _ignored, ...page } = sanitizePage(data);
    return revision === undefined ? { id, data: page } : { id, revision, data: page };
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

  /** The page at `index`, if there is one. */
  at(index: number): EditorPage | undefined {
    return this.#pages[index];
  }

  /**
   * Saves the page with this id; pages may have moved meanwhile, so it is found by id when the
   * server has answered. A page deleted meanwhile is not saved.
   */
  async save(pageId: string, data: Page): Promise<void> {
    const page = this.#pages.find((candidate) => candidate.id === pageId);
    if (!page) return;
    const { revision } = await this.#persistence.savePage({
      pageId,
      revision: page.revision,
      page: data,
    });
    const index = this.#pages.findIndex((candidate) => candidate.id === pageId);
    if (index >= 0) this.#replace(index, { id: pageId, revision, data });
  }

  /** Takes the page at `index` as the server now holds it (after a conflict). */
  replaceWith(index: number, stored: StoredPage): Page | undefined {
    const [page] = readStoredPages([stored], this.#warn);
    if (!page || !this.#pages[index]) return undefined;
    this.#replace(index, page);
    return page.data;
  }

  /** Bases the next save of the page at `index` on `revision` (keeping mine over theirs). */
  rebase(index: number, revision: number | undefined): void {
    const page = this.#pages[index];
    if (page) this.#replace(index, { ...page, revision });
  }

  #replace(index: number, page: EditorPage): void {
    const { revision, ...rest } = page;
    const clean = revision === undefined ? rest : { ...rest, revision };
    this.#pages = this.#pages.map((p, i) => (i === index ? clean : p));
  }

  /** Inserts a copy of `data` after `index`; resolves to the copy's index. */
  async insertCopyAfter(index: number, data: Page): Promise<number> {
    const position = Math.min(index + 1, this.#pages.length);
    const added = await this.#persistence.addPage(position, data);
    const copy: EditorPage = { id: added.id, data: structuredClone(data) };
    if (added.revision !== undefined) copy.revision = added.revision;
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
