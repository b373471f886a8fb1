import type { EditorPreferences, PreferenceStore } from '../core/editor-preferences.ts';

const KEY = 'courtside.editorPreferences';

function readStored(): Partial<EditorPreferences> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || !('snapToGrid' in value)) return {};
    return typeof value.snapToGrid === 'boolean' ? { snapToGrid: value.snapToGrid } : {};
  } catch {
    return {};
  }
}

/**
 * The editor preferences in the browser's local storage. Storage that is full or switched off
 * only forgets the setting for the next visit.
 */
export function localPreferences(): PreferenceStore {
  return {
    read: readStored,
    write(change) {
      try {
        localStorage.setItem(KEY, JSON.stringify({ ...readStored(), ...change }));
      } catch (error) {
        console.warn('board editor: preferences not kept on this device', error);
      }
    },
  };
}
