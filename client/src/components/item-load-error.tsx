import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

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
      <Alert
        severity="error"
        action={
          retry && (
            <Button color="inherit" size="small" onClick={retry.onClick}>
              {retry.label}
            </Button>
          )
        }
      >
        {message}
      </Alert>
      <Link component={RouterLink} to={back.to}>
        {back.label}
      </Link>
    </Stack>
  );
}
