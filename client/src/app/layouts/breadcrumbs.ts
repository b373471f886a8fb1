import type { RouteType } from '../route-handle.ts';
import { isRouteHandle } from '../route-handle.ts';

export interface Crumb {
  type: Exclude<RouteType, 'layout'>;
  /** Where the crumb links to (earlier crumbs only). */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

interface MatchLike {
  pathname: string;
  handle: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * The route chain as crumbs (spec §2): one per matched path, layout routes hidden. An index
 * route shares its parent's path, so the parent's crumb stands for both.
 */
export function buildCrumbs(matches: readonly MatchLike[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || match.handle.type === 'layout') continue;
    const pathname = normalise(match.pathname);
    if (crumbs.at(-1)?.pathname === pathname) continue;
    crumbs.push({ type: match.handle.type, pathname, params: match.params });
  }
  return crumbs;
}

/** Translation key of each crumb type that shows a fixed label (the named ones show a name). */
export const crumbLabelKeys = {
  dashboard: 'breadcrumbs.dashboard',
  exercises: 'breadcrumbs.exercises',
  addExercise: 'breadcrumbs.add',
  exercise: 'breadcrumbs.exerciseFallback',
  updateExercise: 'breadcrumbs.edit',
  tacticBoards: 'breadcrumbs.tacticBoards',
  tacticBoard: 'breadcrumbs.tacticBoard',
  tacticBoardProfile: 'breadcrumbs.tacticBoard',
  addTacticBoard: 'breadcrumbs.addTacticBoard',
  updateTacticBoard: 'breadcrumbs.updateTacticBoard',
  practicePlans: 'breadcrumbs.practicePlans',
  addPracticePlan: 'breadcrumbs.add',
  practicePlan: 'breadcrumbs.practicePlanFallback',
  updatePracticePlan: 'breadcrumbs.edit',
  practicePlanPitch: 'breadcrumbs.practicePlanPitch',
  practicePlanPrint: 'breadcrumbs.practicePlanPrint',
  draftingBoard: 'breadcrumbs.draftingBoard',
  componentsTest: 'breadcrumbs.componentsTest',
  userProfile: 'breadcrumbs.userProfile',
} as const satisfies Record<Crumb['type'], string>;
