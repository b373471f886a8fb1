import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateUserBodySchema } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../hooks/use-zod-form.ts';

interface NameFormProps {
  name: string;
  saving: boolean;
  onSave: (name: string) => void | Promise<void>;
  onCancel: () => void;
}

export function NameForm({ name, saving, onSave, onCancel }: NameFormProps) {
  const { t } = useTranslation();
  const form = useZodForm({
    initialValues: { name },
    schema: updateUserBodySchema,
    onSubmit: async (body) => {
      if (body.name) await onSave(body.name);
    },
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('profile.editName')}
      onSubmit={form.handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField {...form.field('name')} label={t('auth.fields.name')} size="small" autoFocus />
      <Button type="submit" variant="contained" loading={saving}>
        {t('profile.saveName')}
      </Button>
      <Button onClick={onCancel}>{t('profile.cancel')}</Button>
    </Stack>
  );
}
