import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${t('notFound.title')} – ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Link component={RouterLink} to="/">
        {t('notFound.homeLink')}
      </Link>
    </Stack>
  );
}
