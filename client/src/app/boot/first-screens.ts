/*
 * The screens a visit most often starts on, and the module of each: the build lists the files of
 * each screen's code (vite.config.ts, `first-screens.json` in the build), and the server names
 * them in the index.html it sends for a matching address, so the browser fetches them beside the
 * app's own first download instead of after it has run (server/src/plugins/static-client.ts).
 * first-screens.test.ts checks every entry against the router.
 */

export interface FirstScreen {
  /** The addresses of the screen: a regular expression's source, matched against the path. */
  path: string;
  /** The route module, from the client's folder. */
  module: string;
  /** An address of the screen, for the test. */
  example: string;
}

const ID = '[^/]+';
const screen = (path: string, module: string, example: string): FirstScreen => ({
  path: `^${path}/?$`,
  module: `src/app/routes/${module}.tsx`,
  example,
});

export const FIRST_SCREENS: readonly FirstScreen[] = [
  screen('', 'dashboard-route', '/'),
  screen('/exercises', 'exercise-list-route', '/exercises'),
  screen(`/exercises/${ID}`, 'exercise-detail-route', '/exercises/e1'),
  screen('/tacticboards', 'tacticboard-list-route', '/tacticboards'),
  screen(`/tacticboards/${ID}`, 'tacticboard-profile-route', '/tacticboards/b1'),
  screen(`/tacticboards/${ID}/update`, 'tacticboard-editor-route', '/tacticboards/b1/update'),
  screen('/practice-plans', 'practice-plan-list-route', '/practice-plans'),
  screen(`/practice-plans/${ID}`, 'practice-plan-detail-route', '/practice-plans/p1'),
  screen(`/practice-plans/${ID}/pitch`, 'practice-plan-pitch-route', '/practice-plans/p1/pitch'),
  screen('/drafting-board', 'drafting-board-route', '/drafting-board'),
];

/** The language texts loaded on demand (i18n.ts), which a screen waits for in that language. */
export const LAZY_TEXTS = { en: 'src/locales/en/translation.json' } as const;
