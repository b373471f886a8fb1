import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ActionAlert } from './action-alert.tsx';

interface ItemLoadErrorProps {
  documentTitle: string;
  /** Why the item could not be shown. */
  message: string;
  /** Left out where trying again cannot help (the item does not exist). */
  retry?: { label: string; onClick: () => void };
  back: { label: string; to: string };
}

/** An item's page when the item could not be loaded: the reason, a retry and the way back. */
export function ItemLoadError({ documentTitle, message, retry, back }: ItemLoadErrorProps) {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <title>{documentTitle}</title>
      <ActionAlert severity="error" action={retry}>
        {message}
      </ActionAlert>
      <Link component={RouterLink} to={back.to}>
        {back.label}
      </Link>
    </Stack>
  );
}
