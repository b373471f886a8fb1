import { sanitizePage, validatePage } from '@courtside/domain';
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

export function replacePageData(
  pages: readonly EditorPage[],
  index: number,
  data: Page,
): EditorPage[] {
  return pages.map((page, i) => (i === index ? { id: page.id, data } : page));
}

export function insertPage(
  pages: readonly EditorPage[],
  index: number,
  page: EditorPage,
): EditorPage[] {
  return [...pages.slice(0, index), page, ...pages.slice(index)];
}

export function removePage(pages: readonly EditorPage[], index: number): EditorPage[] {
  return pages.filter((_, i) => i !== index);
}
