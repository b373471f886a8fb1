import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { buildCrumbs, crumbLabelKeys } from './breadcrumbs.ts';

function crumbsFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return buildCrumbs(
    matches.map((match) => ({
      pathname: match.pathname,
      handle: match.route.handle,
      params: match.params,
    })),
  ).map((crumb) => `${crumb.type} ${crumb.pathname}`);
}

describe('buildCrumbs on the route table', () => {
  it.each([
    ['/', ['dashboard /']],
    ['/exercises', ['exercises /exercises']],
    ['/exercises/add', ['exercises /exercises', 'addExercise /exercises/add']],
    ['/exercises/e1', ['exercises /exercises', 'exercise /exercises/e1']],
    [
      '/exercises/e1/update',
      ['exercises /exercises', 'exercise /exercises/e1', 'updateExercise /exercises/e1/update'],
    ],
    ['/tacticboards', ['tacticBoards /tacticboards']],
    ['/tacticboards/b1', ['tacticBoards /tacticboards', 'tacticBoard /tacticboards/b1']],
    [
      '/tacticboards/b1/update',
      [
        'tacticBoards /tacticboards',
        'tacticBoard /tacticboards/b1',
        'updateTacticBoard /tacticboards/b1/update',
      ],
    ],
    ['/drafting-board', ['draftingBoard /drafting-board']],
    ['/users/u1', ['userProfile /users/u1']],
    ['/test-components', ['componentsTest /test-components']],
    ['/login', ['dashboard /login']],
    ['/no/such/page', []],
  ])('%s', (pathname, expected) => {
    expect(crumbsFor(pathname)).toEqual(expected);
  });

  it('never shows the layout type and keeps the route params', () => {
    const crumbs = buildCrumbs([
      { pathname: '/', handle: { type: 'layout' }, params: {} },
      { pathname: '/exercises/', handle: { type: 'exercises' }, params: {} },
      { pathname: '/exercises/x', handle: { type: 'exercise' }, params: { exerciseId: 'x' } },
      { pathname: '/exercises/x/', handle: { type: 'exercise' }, params: { exerciseId: 'x' } },
      { pathname: '/exercises/x', handle: undefined, params: {} },
    ]);
    expect(crumbs).toEqual([
      { type: 'exercises', pathname: '/exercises', params: {} },
      { type: 'exercise', pathname: '/exercises/x', params: { exerciseId: 'x' } },
    ]);
  });

  it('has a label key for every type but layout', () => {
    expect(Object.keys(crumbLabelKeys).sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});
