import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const FEATURES = ['exercises', 'tacticBoards', 'sharing'] as const;

/** The start page for visitors: what the product does, and the way in. */
export function VisitorWelcome() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 3 } }}>
      <title>{t('app.name')}</title>
      <Typography variant="h4" component="h1">
        {t('dashboard.welcomeTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {t('dashboard.intro')}
      </Typography>
      <Grid container spacing={2}>
        {FEATURES.map((feature) => (
          <Grid key={feature} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%', borderRadius: 3 }}>
              <Typography variant="h6" component="h2">
                {t(`dashboard.features.${feature}.title`)}
              </Typography>
              <Typography color="text.secondary">
                {t(`dashboard.features.${feature}.text`)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Typography>{t('dashboard.loggedOutHint')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to="/login">
          {t('dashboard.login')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/register">
          {t('dashboard.register')}
        </Button>
      </Stack>
    </Stack>
  );
}
