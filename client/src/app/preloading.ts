import { matchRoutes, type RouteObject } from 'react-router';
import { adoptEarlyCall, startEarlyCall } from '../lib/early-answers.ts';
import { runWhenIdle } from '../lib/run-when-idle.ts';

/**
 * Loads the code of every lazy route matching `pathname`, each route once (again after a failed
 * load). The router later calls the same `lazy` and finds the module loaded.
 */
export function routePreloader(routes: RouteObject[]): (pathname: string) => void {
  const started = new WeakSet<RouteObject>();
  return (pathname) => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      const { lazy } = route;
      if (typeof lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      Promise.resolve(lazy()).catch(() => started.delete(route));
    }
  };
}

/**
 * Starts loading the screen a link leads to as soon as the pointer comes over it (a finger too:
 * a touch is over the link before its click) or it gets the keyboard focus, so that the click
 * finds the code there. Returns the function that stops it.
 */
export function preloadLinkTargets(
  preload: (pathname: string) => void,
  root: Document | HTMLElement = document,
): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname !== window.location.pathname) preload(link.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}

/** How long a busy page waits at most for an idle moment before the preload starts anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `load` once the page has nothing else to do, unless the user asked the browser to save
 * data. Returns the function that calls it off.
 */
export function whenIdle(load: () => void): () => void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => undefined;
  return runWhenIdle(load, IDLE_TIMEOUT_MS);
}

/** The editor's address; its board is what the screen opens with. */
export const EDITOR_PATH = /^\/tacticboards\/([^/]+)\/update\/?$/;

/**
 * Starts the call the screen at `pathname` opens with as soon as the session's access token is
 * there (the tactic board editor's board), so that it runs while the screen's code is still
 * loading; the screen's query takes the answer (lib/early-answers.ts). The API knows the caller
 * only by the token, so this cannot start before the session check has answered. A call the
 * page's boot script made already (`started`, lib/boot-handoff.ts) is taken instead.
 */
export function prefetchScreenData(
  pathname: string,
  accessToken: string,
  started: Readonly<Record<string, Promise<unknown>>> = {},
): void {
  const board = EDITOR_PATH.exec(pathname)?.[1];
  if (!board) return;
  const path = `/api/tacticboards/${board}`;
  const early = started[path];
  if (early) adoptEarlyCall(path, early);
  else startEarlyCall(path, accessToken);
}
