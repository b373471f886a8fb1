import type { Page } from '@courtside/domain';
import type { BoardPersistence, PageSave, StoredPage } from '../core/page-manager.ts';

export type PersistenceCall =
  | { call: 'savePage'; pageId: string; revision?: number; data: Page }
  | { call: 'addPage'; position: number; data: Page }
  | { call: 'deletePage'; pageId: string };

/** Records the server calls; `fail` makes the next call of that name reject. */
export class FakePersistence implements BoardPersistence {
  calls: PersistenceCall[] = [];
  fail: Partial<Record<PersistenceCall['call'], Error>> = {};
  #nextId = 1;

  savePage({ pageId, revision, page }: PageSave): Promise<{ revision?: number }> {
    return this.#answer('savePage', () => {
      this.calls.push({
        call: 'savePage',
        pageId,
        ...(revision === undefined ? {} : { revision }),
        data: structuredClone(page),
      });
      return { revision: (revision ?? 0) + 1 };
    });
  }

  addPage(position: number, data: Page): Promise<{ id: string; revision?: number }> {
    return this.#answer('addPage', () => {
      this.calls.push({ call: 'addPage', position, data: structuredClone(data) });
      return { id: `new-${this.#nextId++}`, revision: 1 };
    });
  }

  deletePage(pageId: string): Promise<void> {
    return this.#answer('deletePage', () => {
      this.calls.push({ call: 'deletePage', pageId });
      return undefined;
    });
  }

  /** Pages as "the server" holds them now, for conflicts; `loadPage` answers from here. */
  server: Record<string, StoredPage> = {};

  loadPage(pageId: string): Promise<StoredPage> {
    const stored = this.server[pageId];
    return stored
      ? Promise.resolve(structuredClone(stored))
      : Promise.reject(new Error(`no page ${pageId}`));
  }

  /** While set, calls wait for it before they answer (a slow server). */
  gate: Promise<void> | undefined;

  async #answer<T>(name: PersistenceCall['call'], run: () => T): Promise<T> {
    if (this.gate) await this.gate;
    const failure = this.fail[name];
    if (failure) {
      delete this.fail[name];
      throw failure;
    }
    return run();
  }
}
