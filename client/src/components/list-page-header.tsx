import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActionAlert } from './action-alert.tsx';

/** The keys every list's namespace defines for its heading. */
export type ListHeaderTextKey =
  'list.documentTitle' | 'list.title' | 'list.invalidAddress' | 'filters.clear';

interface ListPageHeaderProps {
  t: (key: ListHeaderTextKey) => string;
  /** The way to add an item, for those who may. */
  action?: ReactNode;
  /** The address held parameters the list does not understand; they were dropped. */
  invalidAddress: boolean;
  onClear: () => void;
}

/** A list page's title and add action, and a warning when its address could not be read. */
export function ListPageHeader({ t, action, invalidAddress, onClear }: ListPageHeaderProps) {
  return (
    <>
      <title>{t('list.documentTitle')}</title>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        {action}
      </Stack>
      {invalidAddress && (
        <ActionAlert severity="warning" action={{ label: t('filters.clear'), onClick: onClear }}>
          {t('list.invalidAddress')}
        </ActionAlert>
      )}
    </>
  );
}
