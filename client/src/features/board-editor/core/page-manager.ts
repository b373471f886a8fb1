import { emptyPage, sanitizePage, validatePage } from '@courtside/domain';
import { markChecked } from './checked-pages.ts';
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
    const { _id: _ignored, ...sanitized } = sanitizePage(data);
    const page = markChecked(sanitized);
    return revision === undefined ? { id, data: page } : { id, revision, data: page };
  });
}

/** `index` moved into 0…count−1; 0 for an empty list. */
export function clampPageIndex(index: number, count: number): number {
  return Math.max(0, Math.min(index, count - 1));
}

/** A page the server has just added with `data`, as the editor holds it. */
function newPage(added: { id: string; revision?: number }, data: Page): EditorPage {
  const page: EditorPage = { id: added.id, data: structuredClone(data) };
  if (added.revision !== undefined) page.revision = added.revision;
  return page;
}

/** A page of the board: read (checked and sanitised), or still as the server sent it. */
type Slot = { read: EditorPage } | { unread: StoredPage };

const idOf = (slot: Slot) => ('read' in slot ? slot.read.id : slot.unread.id);

/**
 * The board's ordered pages and their server calls. The local copy changes only after the server
 * has agreed, so a failed call leaves the pages as they were.
 *
 * Pages are read (checked, with warnings, and sanitised) when first needed, so the page shown
 * first does not wait for the others; {@link readNext} reads the rest meanwhile, and anything
 * that sees every page ({@link pages}: saving, copying, playing, exporting) reads them all first.
 */
export class PageManager {
  readonly #persistence: BoardPersistence;
  readonly #warn: (message: string) => void;
  #slots: readonly Slot[] = [];
  /** {@link pages} as last handed out, while nothing has changed. */
  #all: readonly EditorPage[] | undefined;

  constructor(persistence: BoardPersistence, warn: (message: string) => void = () => undefined) {
    this.#persistence = persistence;
    this.#warn = warn;
  }

  /** The pages as last loaded or saved; the current page's unsaved edits live on the canvas. */
  get pages(): readonly EditorPage[] {
    this.#all ??= this.#slots.map((_, index) => this.#readAt(index));
    return this.#all;
  }

  get count(): number {
    return this.#slots.length;
  }

  /** Whether some page has not been read yet. */
  get hasUnread(): boolean {
    return this.#slots.some((slot) => 'unread' in slot);
  }

  load(stored: readonly StoredPage[]): void {
    this.#slots = stored.map((unread) => ({ unread }));
    this.#all = undefined;
  }

  /** Reads the first page not read yet; false when every page has been read. */
  readNext(): boolean {
    const index = this.#slots.findIndex((slot) => 'unread' in slot);
    if (index < 0) return false;
    this.#readAt(index);
    return true;
  }

  /** The data to show at `index`; an empty court when the board has no page there. */
  dataAt(index: number): Page {
    return this.at(index)?.data ?? emptyPage();
  }

  /** The page at `index`, if there is one. */
  at(index: number): EditorPage | undefined {
    return index >= 0 && index < this.#slots.length ? this.#readAt(index) : undefined;
  }

  #readAt(index: number): EditorPage {
    const slot = this.#slots[index];
    if (!slot) throw new RangeError(`no page at ${index}`);
    if ('read' in slot) return slot.read;
    const [read] = readStoredPages([slot.unread], this.#warn) as [EditorPage];
    // Reading changes no page, so pages handed out stay valid.
    this.#slots = this.#slots.map((s, i) => (i === index ? { read } : s));
    return read;
  }

  /**
   * Saves the page with this id; pages may have moved meanwhile, so it is found by id when the
   * server has answered. A page deleted meanwhile is not saved.
   */
  async save(pageId: string, data: Page): Promise<void> {
    const page = this.at(this.#slots.findIndex((slot) => idOf(slot) === pageId));
    if (!page) return;
    const { revision } = await this.#persistence.savePage({
      pageId,
      revision: page.revision,
      page: data,
    });
    const index = this.#slots.findIndex((slot) => idOf(slot) === pageId);
    if (index >= 0) this.#replace(index, { id: pageId, revision, data });
  }

  /** Takes the page at `index` as the server now holds it (after a conflict). */
  replaceWith(index: number, stored: StoredPage): Page | undefined {
    const [page] = readStoredPages([stored], this.#warn);
    if (!page || !this.#slots[index]) return undefined;
    this.#replace(index, page);
    return page.data;
  }

  /** Bases the next save of the page at `index` on `revision` (keeping mine over theirs). */
  rebase(index: number, revision: number | undefined): void {
    const page = this.at(index);
    if (page) this.#replace(index, { ...page, revision });
  }

  #replace(index: number, page: EditorPage): void {
    const { revision, ...rest } = page;
    const read = revision === undefined ? rest : { ...rest, revision };
    this.#slots = this.#slots.map((slot, i) => (i === index ? { read } : slot));
    this.#all = undefined;
  }

  /** Inserts a copy of `data` after `index`; resolves to the copy's index. */
  async insertCopyAfter(index: number, data: Page): Promise<number> {
    const position = Math.min(index + 1, this.#slots.length);
    const copy = newPage(await this.#persistence.addPage(position, data), data);
    this.#slots = [
      ...this.#slots.slice(0, position),
      { read: copy },
      ...this.#slots.slice(position),
    ];
    this.#all = undefined;
    return position;
  }

  /**
   * Adds the page at `index`, which the server no longer has (deleted in between), back at its
   * place with `data`, as a new page.
   */
  async addBack(index: number, data: Page): Promise<void> {
    if (!this.#slots[index]) throw new RangeError(`no page at ${index}`);
    this.#replace(index, newPage(await this.#persistence.addPage(index, data), data));
  }

  /**
   * Lets go of the page at `index` here only (the server deleted it already); returns the index
   * to show next.
   */
  forget(index: number): number {
    this.#slots = this.#slots.filter((_, i) => i !== index);
    this.#all = undefined;
    return clampPageIndex(index, this.#slots.length);
  }

  /** Deletes the page at `index`; resolves to the index to show next, clamped to the new count. */
  async remove(index: number): Promise<number> {
    const slot = this.#slots[index];
    if (!slot) return clampPageIndex(index, this.#slots.length);
    await this.#persistence.deletePage(idOf(slot));
    this.#slots = this.#slots.filter((_, i) => i !== index);
    this.#all = undefined;
    return clampPageIndex(index, this.#slots.length);
  }
}
