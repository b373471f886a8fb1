import type { PreferenceStore } from '../core/editor-preferences.ts';

/**
 * A yes/no choice kept in this browser's local storage under `key` as `{ [name]: boolean }`.
 * `read` gives undefined when it was never made or cannot be read, so the screen's own default
 * applies; storage that is full or switched off only forgets the choice for the next visit.
 */
export function storedFlag(key: string, name: string) {
  return {
    read(): boolean | undefined {
      try {
        const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
        if (typeof value !== 'object' || value === null) return undefined;
        const flag = (value as Record<string, unknown>)[name];
        return typeof flag === 'boolean' ? flag : undefined;
      } catch {
        return undefined;
      }
    },
    write(flag: boolean): void {
      try {
        localStorage.setItem(key, JSON.stringify({ [name]: flag }));
      } catch (error) {
        console.warn(`board editor: ${name} not kept on this device`, error);
      }
    },
  };
}

const snapToGrid = storedFlag('courtside.editorPreferences', 'snapToGrid');

/** The editor preferences in the browser's local storage. */
export function localPreferences(): PreferenceStore {
  return {
    read() {
      const snap = snapToGrid.read();
      return snap === undefined ? {} : { snapToGrid: snap };
    },
    write(change) {
      if (change.snapToGrid !== undefined) snapToGrid.write(change.snapToGrid);
    },
  };
}
