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

const screen = (path: string, module: string, example: string): FirstScreen => ({
  path: `^${path}/?$`,
  module: `src/app/routes/${module}.tsx`,
  example,
});

/*
 * Only screens drawn from little code, before any data: on HTTP/1.1 the browser fetches six files
 * at a time, and the fifty-odd files of a list or the editor, asked for with the page, would queue
 * the session check (and the data the screen waits for) behind them: measured, the editor opened
 * later with them (bench/RESULTS.md). The build leaves out a screen of more than
 * MAX_PRELOADED_FILES files with a warning.
 */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  screen('', 'dashboard-route', '/'),
  screen('/drafting-board', 'drafting-board-route', '/drafting-board'),
];

export const MAX_PRELOADED_FILES = 12;

/** The language texts loaded on demand (i18n.ts), which a screen waits for in that language. */
export const LAZY_TEXTS = { en: 'src/locales/en/translation.json' } as const;
