import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { restoreSessionEarly } from '../features/auth/hooks/use-restore-session.ts';
import { bootHandoff } from '../lib/boot-handoff.ts';
import { i18nReady } from '../lib/i18n.ts';
import { installShellStyles } from '../lib/shell-styles.ts';
import { theme } from '../lib/theme.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchScreenData, preloadLinkTargets, routePreloader } from './preloading.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter, routes, type AppRouter } from './router.tsx';
import { makeStore } from './store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const store = makeStore();
// What the page's boot script started (the editor's first page drawn early; lib/boot-handoff.ts).
const boot = bootHandoff();
// The session check and the first screen's code are on their way before React draws anything.
restoreSessionEarly(store.dispatch, boot?.session);
preloadLinkTargets(routePreloader(routes));
// The first screen's data is asked for as soon as the session check answers, while its code may
// still be on the way (the editor's board; see prefetchScreenData).
const stopWatchingSession = store.subscribe(() => {
  const token = store.getState().auth.accessToken;
  if (!token) return;
  stopWatchingSession();
  prefetchScreenData(window.location.pathname, token, boot?.answers);
});

/** How long the first render waits at most for the first screen's code (a slow network). */
const FIRST_SCREEN_WAIT_MS = 2_000;

/**
 * Resolves once the router has the first screen's code (or the error to show instead), or after
 * FIRST_SCREEN_WAIT_MS, when the shell is drawn with its spinner meanwhile.
 */
function firstScreenReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
    setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
}

installShellStyles(theme);
const root = createRoot(container);
// The router is made after the request for the texts (queued as i18n started), which every screen
// waits for, and starts loading the first screen's code at once. The page's skeleton (index.html)
// shows until shell and first screen are drawn together, in the detected language (a failed load
// falls back to German): drawing the shell with a spinner first would draw it twice.
queueMicrotask(() => {
  const router = createAppRouter();
  void Promise.all([i18nReady.catch(() => undefined), firstScreenReady(router)]).then(() => {
    root.render(
      <StrictMode>
        <AppProvider store={store} router={router} />
      </StrictMode>,
    );
  });
});
