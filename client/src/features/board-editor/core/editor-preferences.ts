/** Editor settings a coach keeps on this device, for every board. */
export interface EditorPreferences {
  snapToGrid: boolean;
}

/** Where the preferences live (local storage in the browser, memory in tests). */
export interface PreferenceStore {
  /** What was kept; settings never kept, or unreadable, are left out. */
  read(): Partial<EditorPreferences>;
  write(change: Partial<EditorPreferences>): void;
}
