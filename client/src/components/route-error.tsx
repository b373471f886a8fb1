import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ShellButton } from './shell-button.tsx';

/** Shown when a route fails to load or render (for example a lazy chunk that cannot be fetched). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box
      role="alert"
      sx={{
        maxWidth: 600,
        mx: 'auto',
        my: 6,
        p: 3,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      {/* Typography's body1, without its code in the first download. */}
      <Box component="p" sx={{ m: 0, mb: 2, typography: 'body1' }}>
        {t('errors.routeError')}
      </Box>
      <ShellButton color="error" variant="outlined" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </ShellButton>
    </Box>
  );
}
