import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { i18nReady } from '../lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';
import { makeStore } from './store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <AppProvider store={makeStore()} router={createAppRouter()} />
    </StrictMode>,
  );
// Render in the detected language (a failed load falls back to German).
i18nReady.then(render, render);
