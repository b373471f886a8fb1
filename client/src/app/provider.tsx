import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { theme } from '../lib/theme.ts';
import type { AppRouter } from './router.tsx';
import type { AppStore } from './store.ts';

interface AppProviderProps {
  store: AppStore;
  router: AppRouter;
}

export function AppProvider({ store, router }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* What MUI's ThemeProvider renders for a theme without CSS variables; importing that
            would also bring its CSS-variables provider (about 3 KB gzip) into the first
            download. */}
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
