/** One exercise or board the picker offers. */
export interface CatalogEntry {
  _id: string;
  name: string;
  /** The exercise's own length, the minutes it starts with in the plan. */
  minutes?: number;
  /** A short line under the name (persons, tags). */
  detail?: string;
}

export interface CatalogResults {
  entries: readonly CatalogEntry[];
  loading: boolean;
  failed: boolean;
}

/**
 * Where the picker finds exercises and boards. The route module fills it from the exercise and
 * tactic-board features (features meet only in routes). Both are called as hooks, so pass the
 * same functions on every render.
 */
export interface PlannerCatalog {
  /** Exercises whose name matches the (already regex-escaped) pattern; all when it is empty. */
  useExercises: (pattern: string, options: { skip: boolean }) => CatalogResults;
  useBoards: (pattern: string, options: { skip: boolean }) => CatalogResults;
}

const nothing: CatalogResults = { entries: [], loading: false, failed: false };

/** A catalog that finds nothing (tests that do not search, a screen without the features). */
export const emptyCatalog: PlannerCatalog = {
  useExercises: () => nothing,
  useBoards: () => nothing,
};

/** Minutes a picked exercise starts with: its own time, or 10 when it names none. */
export const DEFAULT_ITEM_MINUTES = 10;
