import TextField from '@mui/material/TextField';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>;

interface NewPasswordFieldsProps {
  /** Props of the form's `password` and `confirmPassword` fields (from `form.field`). */
  password: FieldProps;
  confirmPassword: FieldProps;
  /** `auth.fields.password` on registration, `auth.fields.newPassword` when replacing one. */
  passwordLabelKey: 'auth.fields.password' | 'auth.fields.newPassword';
  autoFocus?: boolean;
}

/** A new password and its repetition, as registration and the reset form ask for them. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabelKey,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        label={t(passwordLabelKey)}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        fullWidth
      />
      <TextField
        {...confirmPassword}
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        fullWidth
      />
    </>
  );
}
