import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A native form (so Enter submits) whose validation is ours, not the browser's. */
export function AuthForm({ label, onSubmit, children }: AuthFormProps) {
  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {children}
    </Box>
  );
}
