import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface ListCardItem {
  id: string;
  name: string;
  to: string;
  secondary?: string;
}

interface ItemListCardProps {
  title: string;
  items: readonly ListCardItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** What the empty list says, inviting the first action. */
  emptyText: string;
  emptyAction?: { label: string; to: string };
  testId?: string;
}

/** A titled list of links with skeletons while loading and error and empty states. */
export function ItemListCard({
  title,
  items,
  isLoading,
  isError,
  emptyText,
  emptyAction,
  testId,
}: ItemListCardProps) {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, height: '100%', borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isLoading ? (
        <Stack spacing={1} data-testid="list-skeleton" aria-busy="true">
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : isError ? (
        <Alert severity="warning">{t('lists.loadError')}</Alert>
      ) : items && items.length > 0 ? (
        <List disablePadding>
          {items.map((item) => (
            <li key={item.id}>
              <ListItemButton component={RouterLink} to={item.to} sx={{ borderRadius: 2 }}>
                <ListItemText
                  primary={item.name}
                  secondary={item.secondary || undefined}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
          {emptyAction && (
            <Button variant="outlined" size="small" component={RouterLink} to={emptyAction.to}>
              {emptyAction.label}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
