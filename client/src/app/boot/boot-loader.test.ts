import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANVAS_PLACES_KEY,
  placeKey,
  rememberCanvasPlace,
} from '../../features/board-editor/canvas/canvas-places.ts';
import { BOOT_HANDOFF_PROPERTY, bootHandoff } from '../../lib/boot-handoff.ts';
import {
  boot,
  BOOT_WAIT_MS,
  EDITOR_ADDRESS,
  HANDOFF_PROPERTY,
  PLACES_KEY,
  REFRESH_HEADER,
  type BootDeps,
} from './boot-loader.ts';
import type { EarlyEditorStart } from './early-editor.ts';
import { EDITOR_PATH } from '../preloading.ts';

const FILES = {
  entry: '/assets/index.js',
  earlyEditor: ['/assets/early-editor.js', '/assets/fabric.js', '/assets/schemas.js'],
};
const EDITOR = '/tacticboards/board-1/update';
const PLACE = { left: 140, top: 120.5, width: 1072, height: 604 };

/** The boot script's world, with the early editor's module as `early` and calls written down. */
function world(answers: Record<string, () => Promise<Response>> = {}) {
  const loaded: string[] = [];
  const preloaded: string[] = [];
  const fetched: Request[] = [];
  const started: EarlyEditorStart[] = [];
  let finishDrawing: () => void = () => undefined;
  let waited = false;
  let endWait: () => void = () => undefined;
  const deps: BootDeps = {
    load: (url) => {
      loaded.push(url);
      if (url !== FILES.earlyEditor[0]) return Promise.resolve({});
      return Promise.resolve({
        openEditorEarly: (start: EarlyEditorStart) => {
          started.push(start);
          return new Promise<void>((resolve) => {
            finishDrawing = resolve;
          });
        },
      });
    },
    preload: (url) => preloaded.push(url),
    storage: window.localStorage,
    fetch: (input, init) => {
      const request = new Request(new URL(String(input), 'http://app.test'), init);
      fetched.push(request);
      const answer = answers[new URL(request.url).pathname];
      return answer ? answer() : Promise.reject(new TypeError('offline'));
    },
    wait: () => {
      waited = true;
      return new Promise((resolve) => {
        endWait = resolve;
      });
    },
  };
  return {
    deps,
    loaded,
    preloaded,
    fetched,
    started,
    finishDrawing: () => finishDrawing(),
    endWait: () => endWait(),
    waited: () => waited,
  };
}

const at = (pathname: string) => ({ pathname }) as Location;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

const notePlace = (pathname = EDITOR, place = PLACE) =>
  rememberCanvasPlace(
    window.localStorage,
    placeKey(pathname, window.innerWidth, window.innerHeight),
    place,
  );

afterEach(() => {
  window.localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[BOOT_HANDOFF_PROPERTY];
  vi.restoreAllMocks();
});

describe('boot', () => {
  it('writes out the same names and header as the modules it does not import', () => {
    expect(REFRESH_HEADER).toEqual([REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE]);
    expect(HANDOFF_PROPERTY).toBe(BOOT_HANDOFF_PROPERTY);
    expect(PLACES_KEY).toBe(CANVAS_PLACES_KEY);
    expect(EDITOR_ADDRESS.source).toBe(EDITOR_PATH.source);
  });

  it('checks the session and starts the app at once away from the editor', async () => {
    notePlace();
    const page = world({ '/api/auth/refresh': json({ accessToken: 'token-1' }) });
    await boot(FILES, page.deps, at('/tacticboards'));
    expect(page.loaded).toEqual([FILES.entry]);
    expect(page.fetched.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/refresh',
    ]);
    expect(await bootHandoff()?.session).toBe('token-1');
    expect(bootHandoff()?.answers).toEqual({});
  });

  it('in the editor without a noted place, starts the app at once and hands it the board', async () => {
    // A place of another screen is no editor's.
    notePlace('/drafting-board');
    const board = { _id: 'board-2', pages: [] };
    const page = world({
      '/api/auth/refresh': json({ accessToken: 'token-1' }),
      '/api/tacticboards/board-2': json(board),
    });
    await boot(FILES, page.deps, at('/tacticboards/board-2/update'));
    expect(page.loaded).toEqual([FILES.entry]);
    expect(page.preloaded).toEqual([]);
    expect(await bootHandoff()?.answers['/api/tacticboards/board-2']).toEqual(board);
    expect(page.fetched[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('tells a session the server did not find from a check that failed', async () => {
    const missing = world({ '/api/auth/refresh': json({ message: 'no session' }, 401) });
    await boot(FILES, missing.deps, at('/'));
    expect(await bootHandoff()?.session).toBeNull();

    const offline = world();
    await boot(FILES, offline.deps, at('/'));
    expect(await bootHandoff()?.session).toBeUndefined();
  });

  it('draws a board opened for the first time at the place noted last for another board at this size', async () => {
    const newest = { ...PLACE, top: 150 };
    notePlace('/tacticboards/board-1/update');
    rememberCanvasPlace(window.localStorage, placeKey('/tacticboards/board-3/update', 800, 600), {
      ...PLACE,
      top: 10,
    });
    notePlace('/tacticboards/board-2/update', newest);
    notePlace('/drafting-board', { ...PLACE, top: 20 });
    const page = world({ '/api/auth/refresh': json({ accessToken: 'token-1' }) });
    void boot(FILES, page.deps, at('/tacticboards/board-4/update'));
    await settle();
    expect(page.loaded).toEqual([FILES.earlyEditor[0]]);
    expect(page.started[0]?.path).toBe('/tacticboards/board-4/update');
    expect(page.started[0]?.place).toEqual(newest);

    // Its own place, once noted, comes first.
    notePlace('/tacticboards/board-4/update');
    notePlace('/tacticboards/board-2/update', { ...newest, top: 160 });
    const again = world({ '/api/auth/refresh': json({ accessToken: 'token-1' }) });
    void boot(FILES, again.deps, at('/tacticboards/board-4/update'));
    await settle();
    expect(again.started[0]?.place).toEqual(PLACE);
  });

  it('takes no place noted at another window size, nor a broken one', async () => {
    rememberCanvasPlace(window.localStorage, placeKey(EDITOR, 800, 600), PLACE);
    const otherSize = world();
    await boot(FILES, otherSize.deps, at(EDITOR));
    expect(otherSize.loaded).toEqual([FILES.entry]);

    window.localStorage.setItem(
      CANVAS_PLACES_KEY,
      JSON.stringify({ [placeKey(EDITOR, window.innerWidth, window.innerHeight)]: { left: 1 } }),
    );
    const broken = world();
    await boot(FILES, broken.deps, at(EDITOR));
    expect(broken.loaded).toEqual([FILES.entry]);
  });

  it("draws the editor's first page before the app starts, with the session and board it asked for", async () => {
    notePlace();
    const board = { _id: 'board-1', pages: [] };
    const page = world({
      '/api/auth/refresh': json({ accessToken: 'token-1' }),
      '/api/tacticboards/board-1': json(board),
    });
    const booted = boot(FILES, page.deps, at(EDITOR));
    await settle();
    const [refresh, get] = page.fetched;
    expect(refresh?.headers.get(REFRESH_GET_HEADER)).toBe(REFRESH_GET_HEADER_VALUE);
    expect(refresh?.credentials).toBe('include');
    expect(get?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(page.preloaded).toEqual(FILES.earlyEditor.slice(1));
    expect(page.loaded).toEqual([FILES.earlyEditor[0]]);
    const [start] = page.started;
    expect(start?.path).toBe(EDITOR);
    expect(start?.place).toEqual(PLACE);
    expect(await start?.board).toEqual(board);
    // The app, its session and the board's answer wait for the first page.
    expect(page.loaded).not.toContain(FILES.entry);
    expect(await bootHandoff()?.session).toBe('token-1');
    expect(await bootHandoff()?.answers['/api/tacticboards/board-1']).toEqual(board);
    page.finishDrawing();
    await booted;
    expect(page.loaded).toEqual([FILES.earlyEditor[0], FILES.entry]);
  });

  it('starts the app after a second at the latest, and without a session asks for no board', async () => {
    notePlace();
    const page = world({ '/api/auth/refresh': json({ message: 'no session' }, 401) });
    const booted = boot(FILES, page.deps, at(EDITOR));
    await settle();
    expect(page.waited()).toBe(true);
    expect(page.fetched.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/refresh',
    ]);
    expect(await bootHandoff()?.session).toBeNull();
    expect(await page.started[0]?.board).toBeUndefined();
    expect(page.loaded).not.toContain(FILES.entry);
    page.endWait();
    await booted;
    expect(page.loaded).toContain(FILES.entry);
    expect(BOOT_WAIT_MS).toBe(1_000);
  });
});
