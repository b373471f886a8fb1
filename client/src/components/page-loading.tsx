import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../hooks/use-busy.ts';

/**
 * A spinner drawn with CSS only: it is the first thing every page may show, so it avoids
 * MUI's progress components and their extra weight in the first download.
 */
export function PageLoading({ sample = false }: { sample?: boolean }) {
  const { t } = useTranslation();
  // A sample (on the test-components screen) shows the spinner without the screen loading.
  useBusy(!sample);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Box
        role="progressbar"
        aria-label={t('app.loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: 'courtside-spin 0.8s linear infinite',
          '@keyframes courtside-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </Box>
  );
}
