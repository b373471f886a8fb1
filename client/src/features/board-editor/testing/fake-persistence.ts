import type { Page } from '@courtside/domain';
import type { BoardPersistence } from '../core/page-manager.ts';

export type PersistenceCall =
  | { call: 'savePage'; pageId: string; data: Page }
  | { call: 'addPage'; position: number; data: Page }
  | { call: 'deletePage'; pageId: string };

/** Records the server calls; `fail` makes the next call of that name reject. */
export class FakePersistence implements BoardPersistence {
  calls: PersistenceCall[] = [];
  fail: Partial<Record<PersistenceCall['call'], Error>> = {};
  #nextId = 1;

  savePage(pageId: string, data: Page): Promise<void> {
    return this.#answer('savePage', () => {
      this.calls.push({ call: 'savePage', pageId, data: structuredClone(data) });
      return undefined;
    });
  }

  addPage(position: number, data: Page): Promise<string> {
    return this.#answer('addPage', () => {
      this.calls.push({ call: 'addPage', position, data: structuredClone(data) });
      return `new-${this.#nextId++}`;
    });
  }

  deletePage(pageId: string): Promise<void> {
    return this.#answer('deletePage', () => {
      this.calls.push({ call: 'deletePage', pageId });
      return undefined;
    });
  }

  #answer<T>(name: PersistenceCall['call'], run: () => T): Promise<T> {
    const failure = this.fail[name];
    if (failure) {
      delete this.fail[name];
      return Promise.reject(failure);
    }
    return Promise.resolve(run());
  }
}
