import type { CanvasPlace } from '../../features/board-editor/canvas/canvas-places.ts';
import type { BootHandoff } from '../../lib/boot-handoff.ts';
import type { EarlyEditorStart, openEditorEarly } from './early-editor.ts';

/** What the early editor's script exports (the build keeps its entries' exports). */
interface EarlyEditorModule {
  openEditorEarly: typeof openEditorEarly;
}

/*
 * The page's first script (built apart from the app; vite.config.ts names it in index.html in
 * place of the app's entry, whose files the page still preloads). It checks the session at once,
 * and in the tactic board editor asks for the board with it, while the app's code is still on
 * its way: the app takes both (lib/boot-handoff.ts) instead of starting them after its own code
 * has run. On most addresses it starts the app at once. When the editor opens a board and its
 * canvas place on this screen is known (canvas-places.ts), it starts the early editor
 * (early-editor.ts) and starts the app once the first page is drawn, or after BOOT_WAIT_MS at the
 * latest: the app's first render would otherwise hold the page back by about as long again as
 * the page takes.
 */

/** The longest the app's start waits for the early editor's first page. */
export const BOOT_WAIT_MS = 1_000;

/** The editor's address (app/preloading.ts's EDITOR_PATH); its board is the one drawn early. */
export const EDITOR_ADDRESS = /^\/tacticboards\/([^/]+)\/update\/?$/;

export interface BootFiles {
  /** The app's entry script. */
  entry: string;
  /** The early editor's script, then every file it imports. */
  earlyEditor: readonly string[];
}

export interface BootDeps {
  load: (url: string) => Promise<unknown>;
  /** Asks the browser to fetch and compile a module script now. */
  preload: (url: string) => void;
  storage: Storage | undefined;
  fetch: typeof fetch;
  wait: (ms: number) => Promise<void>;
}

/*
 * This script shares no module with the app: a module it shared would be a file of its own that
 * the page fetches before this script can run (and, shared with the entry, one more file before
 * the app's first paint). What it needs of other modules is written out here; the test checks
 * each against its source.
 */

/** The domain's REFRESH_GET_HEADER and its value. */
export const REFRESH_HEADER = ['X-Requested-With', 'courtside'] as const;

/** lib/boot-handoff.ts's BOOT_HANDOFF_PROPERTY, written out for the same reason. */
export const HANDOFF_PROPERTY = 'courtsideBoot';

/**
 * The session check as the app's shell makes it (lib/session.ts): the access token, null when the
 * server answered that there is no session, undefined when the call failed (the app asks again).
 */
function checkSession(deps: BootDeps): Promise<string | null | undefined> {
  return deps
    .fetch('/api/auth/refresh', {
      credentials: 'include',
      headers: { [REFRESH_HEADER[0]]: REFRESH_HEADER[1] },
    })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then(
      (data) => {
        const token = (data as { accessToken?: unknown } | null)?.accessToken;
        return typeof token === 'string' && token.length > 0 ? token : null;
      },
      () => undefined,
    );
}

/** canvas-places.ts's CANVAS_PLACES_KEY; the keys there are formed by its `placeKey`. */
export const PLACES_KEY = 'courtside.canvasPlaces';

/** `value` as a box to draw in, if it is one (canvas-places.ts's `isCanvasPlace`). */
function asPlace(value: unknown): CanvasPlace | undefined {
  const { left, top, width, height } = (value ?? {}) as Partial<Record<string, unknown>>;
  const sizes = [left, top, width, height];
  if (!sizes.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  return (width as number) > 0 && (height as number) > 0
    ? { left: left as number, top: top as number, width: width as number, height: height as number }
    : undefined;
}

/**
 * Where to draw the first page of the board at `pathname`: the place the editor noted for it at
 * this window size, or else the one it noted last for another board at this size. The editor's
 * place hardly depends on its board (a long name may wrap the breadcrumbs), so a board opened for
 * the first time on a device that opened others is drawn early too; where the place differs, the
 * editor moves the canvas into its own when it takes it over.
 */
function knownPlace(storage: Storage, pathname: string): CanvasPlace | undefined {
  let places: unknown;
  try {
    places = JSON.parse(storage.getItem(PLACES_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!places || typeof places !== 'object') return undefined;
  const noted = places as Record<string, unknown>;
  const size = `${window.innerWidth}x${window.innerHeight}`;
  const own = asPlace(noted[`${pathname} ${size}`]);
  if (own) return own;
  // Newest last (canvas-places.ts keeps them in the order they were noted).
  const others = Object.entries(noted).reverse();
  for (const [key, value] of others) {
    const [path = '', at] = key.split(' ');
    const place = at === size && EDITOR_ADDRESS.test(path) ? asPlace(value) : undefined;
    if (place) return place;
  }
  return undefined;
}

/** The parsed answer of a GET of `path`, undefined when it failed. */
function getJson(deps: BootDeps, path: string, accessToken: string): Promise<unknown> {
  return deps
    .fetch(path, { headers: { Authorization: `Bearer ${accessToken}` } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
}

/** Starts the page at `location`: the app, after the editor's first page where that applies. */
export async function boot(files: BootFiles, deps: BootDeps, where: Location): Promise<void> {
  const startApp = () =>
    deps.load(files.entry).then(
      () => undefined,
      (error: unknown) => console.error('The app failed to start', error),
    );
  const session = checkSession(deps);
  const handoff: BootHandoff = { session, answers: {} };
  (window as unknown as Record<string, BootHandoff>)[HANDOFF_PROPERTY] = handoff;
  const board = EDITOR_ADDRESS.exec(where.pathname)?.[1];
  if (!board) return startApp();
  // The board is asked for as soon as the session is there, while the code that shows it loads.
  const boardPath = `/api/tacticboards/${board}`;
  const answer = session.then((accessToken) =>
    accessToken ? getJson(deps, boardPath, accessToken) : undefined,
  );
  handoff.answers[boardPath] = answer;
  const place = deps.storage && knownPlace(deps.storage, where.pathname);
  if (!place) return startApp();
  const start: EarlyEditorStart = { path: where.pathname, place, board: answer };
  const [earlyEditor = '', ...imported] = files.earlyEditor;
  for (const file of imported) deps.preload(file);
  const drawn = deps
    .load(earlyEditor)
    .then((module) => (module as EarlyEditorModule).openEditorEarly(start))
    .catch((error: unknown) => console.warn('The early first page failed', error));
  await Promise.race([drawn, deps.wait(BOOT_WAIT_MS)]);
  return startApp();
}

/** The attribute of the boot script's tag that names the app's entry (written by the build). */
export const ENTRY_ATTRIBUTE = 'data-app-entry';
/** The attribute of the boot script's tag that names the early editor's files (space apart). */
export const EARLY_EDITOR_ATTRIBUTE = 'data-early-editor';
