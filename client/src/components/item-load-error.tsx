import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { itemGone } from '../lib/api-error.ts';
import { ActionAlert } from './action-alert.tsx';

interface ItemLoadErrorProps {
  documentTitle: string;
  /** Why the item could not be shown. */
  message: string;
  /** Trying again; not offered where it cannot help (see `error`). */
  retry?: { label: string; onClick: () => void };
  /** What the load failed with: an item that is gone ({@link itemGone}) gets no retry. */
  error?: unknown;
  back: { label: string; to: string };
}

/** An item's page when the item could not be loaded: the reason, a retry and the way back. */
export function ItemLoadError({ documentTitle, message, retry, error, back }: ItemLoadErrorProps) {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <title>{documentTitle}</title>
      <ActionAlert severity="error" action={itemGone(error) ? undefined : retry}>
        {message}
      </ActionAlert>
      <Link component={RouterLink} to={back.to}>
        {back.label}
      </Link>
    </Stack>
  );
}
