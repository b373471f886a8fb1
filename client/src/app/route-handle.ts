/** Route types from the specification; breadcrumbs and the layout read them from `handle`. */
export const ROUTE_TYPES = [
  'layout',
  'dashboard',
  'exercises',
  'addExercise',
  'exercise',
  'updateExercise',
  'tacticBoards',
  'tacticBoard',
  'tacticBoardProfile',
  'addTacticBoard',
  'updateTacticBoard',
  'practicePlans',
  'addPracticePlan',
  'practicePlan',
  'updatePracticePlan',
  'practicePlanPitch',
  'practicePlanPrint',
  'draftingBoard',
  'componentsTest',
  'userProfile',
] as const;

export type RouteType = (typeof ROUTE_TYPES)[number];

export interface RouteHandle {
  type: RouteType;
  /**
   * Pages that work without a session (account pages, the drafting board kept in the browser)
   * never wait for the session check.
   */
  public?: boolean;
  /** Visitors are sent to /login and come back here after logging in. */
  requiresLogin?: boolean;
  /**
   * The screen fills the window below the top bar and sizes its own content to it (the board
   * editor, whose canvas takes the height that is left), instead of growing with its content.
   */
  fitViewport?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return !!handle && typeof handle === 'object' && 'type' in handle;
}

/** The handle of the deepest matched route that has one. */
export function leafHandle(matches: ReadonlyArray<{ handle: unknown }>): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
