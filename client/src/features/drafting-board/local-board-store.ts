import { emptyPage, type Page } from '@courtside/domain';
import { DRAFTING_BOARD_KEY } from './board-outline.ts';

/** One stored page: its generated id and the page data as last saved (checked when shown). */
export interface LocalPage {
  id: string;
  data: unknown;
}

interface StoredBoard {
  pages: LocalPage[];
}

export interface LocalBoardStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key?: string;
  warn?: (message: string) => void;
  newId?: () => string;
  /** The page a new or cleared board starts with; one empty full court unless given. */
  startPage?: () => Page;
}

function generatedId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `page-${Date.now().toString(36)}-${random}`;
}

function isStoredBoard(value: unknown): value is StoredBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { pages } = value as { pages?: unknown };
  return (
    Array.isArray(pages) &&
    pages.length > 0 &&
    pages.every(
      (page: unknown) =>
        typeof page === 'object' &&
        page !== null &&
        typeof (page as { id?: unknown }).id === 'string' &&
        'data' in page,
    )
  );
}

/**
 * A board kept only in this browser, with the page calls of the editor's `BoardPersistence`. The
 * pages are written as a whole on every change; missing or unreadable data starts the start page
 * (with a warning), so the board always has a page to show.
 */
export class LocalBoardStore {
  readonly #storage: LocalBoardStoreOptions['storage'];
  readonly #key: string;
  readonly #warn: (message: string) => void;
  readonly #newId: () => string;
  readonly #startPage: () => Page;
  #pages: LocalPage[] = [];

  constructor(options: LocalBoardStoreOptions) {
    this.#storage = options.storage;
    this.#key = options.key ?? DRAFTING_BOARD_KEY;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#newId = options.newId ?? generatedId;
    this.#startPage = options.startPage ?? emptyPage;
  }

  /** Reads the board from storage; starts afresh when nothing usable is there. */
  load(): readonly LocalPage[] {
    const stored = this.#read();
    if (stored) {
      this.#pages = stored.pages.map(({ id, data }) => ({ id, data }));
      return this.#pages;
    }
    return this.clear();
  }

  /**
   * Replaces the board with one start page. When storage cannot be written this only warns: the
   * page is still shown, and its saves will report the failure.
   */
  clear(): readonly LocalPage[] {
    this.#pages = [{ id: this.#newId(), data: this.#startPage() }];
    try {
      this.#write();
    } catch (error) {
      this.#warn(`drafting board: storage not writable (${String(error)})`);
    }
    return this.#pages;
  }

  savePage({ pageId, page: data }: { pageId: string; page: Page }): Promise<{ revision?: number }> {
    return this.#change(() => {
      if (!this.#pages.some((page) => page.id === pageId)) {
        throw new Error(`drafting board: no page ${pageId}`);
      }
      this.#pages = this.#pages.map((page) =>
        page.id === pageId ? { id: pageId, data: structuredClone(data) } : page,
      );
    }).then(() => ({}));
  }

  addPage(position: number, data: Page): Promise<{ id: string }> {
    const id = this.#newId();
    return this.#change(() => {
      const at = Math.max(0, Math.min(position, this.#pages.length));
      const page = { id, data: structuredClone(data) };
      this.#pages = [...this.#pages.slice(0, at), page, ...this.#pages.slice(at)];
    }).then(() => ({ id }));
  }

  deletePage(pageId: string): Promise<void> {
    return this.#change(() => {
      this.#pages = this.#pages.filter((page) => page.id !== pageId);
    });
  }

  /** Applies `update` and writes; a failed write (a full storage) undoes it and rejects. */
  #change(update: () => void): Promise<void> {
    const before = this.#pages;
    try {
      update();
      this.#write();
      return Promise.resolve();
    } catch (error) {
      this.#pages = before;
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #read(): StoredBoard | undefined {
    let text: string | null;
    try {
      text = this.#storage.getItem(this.#key);
    } catch (error) {
      this.#warn(`drafting board: storage not readable (${String(error)}); starting afresh`);
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isStoredBoard(parsed)) return parsed;
      this.#warn('drafting board: stored data has no pages; starting afresh');
    } catch {
      this.#warn('drafting board: stored data is not JSON; starting afresh');
    }
    return undefined;
  }

  #write(): void {
    const board: StoredBoard = { pages: this.#pages };
    this.#storage.setItem(this.#key, JSON.stringify(board));
  }
}
