import type { Page } from '@courtside/domain';

/** A page's edits the server has not acknowledged yet, kept on the device. */
export interface PageDraft {
  pageId: string;
  page: Page;
  /** When it was kept (milliseconds since the epoch), to tell the coach how old it is. */
  keptAt: number;
}

/**
 * Where a board's unsaved edits wait for the server. One draft per board is enough: the editor
 * only leaves a page once it is saved, so only the page on screen can hold unsaved edits.
 */
export interface DraftStore {
  read(): PageDraft | undefined;
  keep(pageId: string, page: Page): void;
  clear(): void;
}
