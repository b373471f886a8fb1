import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A screen that is planned but not built yet: its heading and a short note. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${title} – ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      </Paper>
    </Stack>
  );
}
