import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ErrorText } from '../exercise-errors.ts';
import { useExercisesT } from '../i18n.ts';

export function ErrorTextAlert({ error, ...props }: { error: ErrorText } & AlertProps) {
  const t = useExercisesT();
  return (
    <Alert severity="error" {...props}>
      {t(error.key, error.values)}
    </Alert>
  );
}
