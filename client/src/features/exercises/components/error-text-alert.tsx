import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ErrorText } from '../../../lib/api-error.ts';
import { useExercisesT, type ExercisesKey } from '../i18n.ts';

export function ErrorTextAlert({
  error,
  ...props
}: { error: ErrorText<ExercisesKey> } & AlertProps) {
  const t = useExercisesT();
  return (
    <Alert severity="error" {...props}>
      {t(error.key, error.values)}
    </Alert>
  );
}
