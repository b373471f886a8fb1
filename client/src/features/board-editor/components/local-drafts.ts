import { pageSchema } from '@courtside/domain';
import type { DraftStore, PageDraft } from '../core/drafts.ts';

const keyOf = (boardId: string) => `courtside.unsaved.${boardId}`;

/**
 * A board's unsaved edits in the browser's local storage, so they survive a reload or a crashed
 * tab. Storage that is full or switched off only loses this safety net, never the edit.
 */
export function localDrafts(boardId: string): DraftStore {
  const key = keyOf(boardId);
  return {
    read() {
      try {
        const text = localStorage.getItem(key);
        if (!text) return undefined;
        const value = JSON.parse(text) as Partial<PageDraft>;
        const page = pageSchema.safeParse(value.page);
        if (typeof value.pageId !== 'string' || !page.success) return undefined;
        return { pageId: value.pageId, page: page.data, keptAt: Number(value.keptAt) || 0 };
      } catch {
        return undefined;
      }
    },
    keep(pageId, page) {
      try {
        localStorage.setItem(key, JSON.stringify({ pageId, page, keptAt: Date.now() }));
      } catch (error) {
        console.warn('board editor: unsaved edits not kept on this device', error);
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing was kept then either.
      }
    },
  };
}
