import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
