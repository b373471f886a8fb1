import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from '../lib/early-answers.ts';
import { prefetchScreenData, preloadLinkTargets, routePreloader, whenIdle } from './preloading.ts';

function table() {
  const list = vi.fn(() => Promise.resolve({}));
  const profile = vi.fn(() => Promise.resolve({}));
  const editor = vi.fn(() => Promise.resolve({}));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          path: 'tacticboards',
          children: [
            { index: true, lazy: list },
            {
              path: ':tacticBoardId',
              children: [
                { index: true, lazy: profile },
                { path: 'update', lazy: editor },
              ],
            },
          ],
        },
      ],
    },
  ];
  return { routes, list, profile, editor };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('routePreloader', () => {
  it('loads the code of the routes a path matches, each once', () => {
    const { routes, list, profile, editor } = table();
    const preload = routePreloader(routes);
    preload('/tacticboards/b1/update');
    preload('/tacticboards/b2/update');
    expect(editor).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
    preload('/nowhere/at/all');
  });

  it('tries again after a failed load', async () => {
    const { routes, editor } = table();
    editor.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const preload = routePreloader(routes);
    preload('/tacticboards/b1/update');
    await settle();
    preload('/tacticboards/b1/update');
    expect(editor).toHaveBeenCalledTimes(2);
  });
});

describe('preloadLinkTargets', () => {
  function link(href: string) {
    const anchor = document.createElement('a');
    anchor.href = href;
    const label = document.createElement('span');
    label.textContent = 'Board';
    anchor.append(label);
    document.body.append(anchor);
    return { anchor, label };
  }

  it('preloads where a link leads when the pointer comes over it or it gets the focus', () => {
    const preload = vi.fn();
    const stop = preloadLinkTargets(preload);
    const { anchor, label } = link('/tacticboards/b1');
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/tacticboards/b1'], ['/tacticboards/b1']]);
    stop();
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('leaves links to other sites, to this page and other elements alone', () => {
    const preload = vi.fn();
    const stop = preloadLinkTargets(preload);
    link('https://example.org/tacticboards/b1').label.dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    link(window.location.pathname).label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    stop();
  });
});

describe('whenIdle', () => {
  it('loads once the page is idle, and not after it was called off', () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn();
      whenIdle(load);
      const cancel = whenIdle(load);
      cancel();
      vi.runAllTimers();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing when the browser is asked to save data', () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const load = vi.fn();
      whenIdle(load);
      vi.runAllTimers();
      expect(load).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      vi.useRealTimers();
    }
  });
});

describe('prefetchScreenData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the editor's board with the session's token, and for nothing elsewhere", async () => {
    const paths: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      paths.push(String(input));
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
      return Promise.resolve(new Response(JSON.stringify({ name: 'Board' })));
    });
    prefetchScreenData('/tacticboards', 'token-1');
    prefetchScreenData('/tacticboards/prefetched-board', 'token-1');
    prefetchScreenData('/exercises/prefetched-board/update', 'token-1');
    expect(paths).toEqual([]);
    prefetchScreenData('/tacticboards/prefetched-board/update', 'token-1');
    expect(paths).toEqual(['/api/tacticboards/prefetched-board']);
    expect(await takeEarlyAnswer('/api/tacticboards/prefetched-board')).toEqual({ name: 'Board' });
  });

  it("takes the board's answer the page's boot script asked for instead of asking again", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const started = { '/api/tacticboards/booted-board': Promise.resolve({ name: 'Booted' }) };
    prefetchScreenData('/tacticboards/booted-board/update', 'token-1', started);
    expect(fetch).not.toHaveBeenCalled();
    expect(await takeEarlyAnswer('/api/tacticboards/booted-board')).toEqual({ name: 'Booted' });
  });
});
