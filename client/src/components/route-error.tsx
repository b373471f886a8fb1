import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
      <Typography sx={{ mb: 2 }}>{t('errors.routeError')}</Typography>
      <ShellButton color="error" variant="outlined" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </ShellButton>
    </Box>
  );
}
