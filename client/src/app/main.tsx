import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { i18nReady } from '../lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchScreenData, preloadLinkTargets, routePreloader } from './preloading.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter, routes, type AppRouter } from './router.tsx';
import { makeStore } from './store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Made before the texts are ready, so the router starts loading the first screen's code at once;
// but after the request for the texts (queued as i18n started), which every screen waits for.
let router: AppRouter | undefined;
queueMicrotask(() => {
  router ??= createAppRouter();
});
const store = makeStore();
preloadLinkTargets(routePreloader(routes));
// The first screen's data is asked for as soon as the session check answers, while its code may
// still be on the way (the editor's board; see prefetchScreenData).
const stopWatchingSession = store.subscribe(() => {
  const token = store.getState().auth.accessToken;
  if (!token) return;
  stopWatchingSession();
  prefetchScreenData(window.location.pathname, token);
});

const root = createRoot(container);
const render = () => {
  router ??= createAppRouter();
  root.render(
    <StrictMode>
      <AppProvider store={store} router={router} />
    </StrictMode>,
  );
};
// Render in the detected language (a failed load falls back to German).
i18nReady.then(render, render);
