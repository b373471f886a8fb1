import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ApiErrorText } from '../../../lib/api-error.ts';

export function ApiErrorAlert({ error }: { error: ApiErrorText }) {
  const { t } = useTranslation();
  return <Alert severity="error">{'key' in error ? t(error.key) : error.message}</Alert>;
}
