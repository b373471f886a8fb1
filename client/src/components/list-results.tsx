import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActionAlert } from './action-alert.tsx';

/** The keys every list's namespace defines for the result area. */
export type ListResultsTextKey =
  | 'list.count'
  | 'list.countAtLeast'
  | 'common.retry'
  | 'list.noResults'
  | 'filters.clear'
  | 'list.loadMore';

interface ListResultsProps {
  t: (key: ListResultsTextKey, values?: Record<string, unknown>) => string;
  /** The loaded items, shown by `children`; the other states replace them. */
  itemCount: number;
  /**
   * The list's infinite query: its loading states, how to retry or load the next page, and the
   * first page's count (exact, or "at least" when the server stopped counting).
   */
  pages: {
    data?: { pages: readonly { pagination: { total: number; exact: boolean } }[] };
    isFetching: boolean;
    isLoading: boolean;
    isFetchingNextPage: boolean;
    hasNextPage: boolean;
    refetch: () => unknown;
    fetchNextPage: () => unknown;
  };
  /** The failure in words, when the last load failed. */
  errorText: string | null;
  /** Filters are set, so no result means "nothing matches" rather than "nothing yet". */
  filtering: boolean;
  onClear: () => void;
  skeleton: ReactNode;
  /** What to show when there is nothing at all yet, inviting the first item. */
  empty: ReactNode;
  children: ReactNode;
}

/** The result area of a list: progress, announced count, error, skeleton, empty state, load more. */
export function ListResults(props: ListResultsProps) {
  const { t, errorText, pages } = props;
  const count = pages.data?.pages[0]?.pagination;
  const clearButton = (
    <Button color="inherit" size="small" onClick={props.onClear}>
      {t('filters.clear')}
    </Button>
  );
  let body: ReactNode;
  if (errorText !== null) {
    body = (
      <ActionAlert
        severity="error"
        action={{ label: t('common.retry'), onClick: () => void pages.refetch() }}
      >
        {errorText}
      </ActionAlert>
    );
  } else if (pages.isLoading) {
    body = props.skeleton;
  } else if (props.itemCount === 0) {
    body = props.filtering ? (
      <Alert severity="info" action={clearButton}>
        {t('list.noResults')}
      </Alert>
    ) : (
      props.empty
    );
  } else {
    body = props.children;
  }

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ minHeight: 4 }}>{pages.isFetching && !pages.isLoading && <LinearProgress />}</Box>
      <Typography role="status" aria-live="polite" color="text.secondary">
        {count ? t(count.exact ? 'list.count' : 'list.countAtLeast', { count: count.total }) : ''}
      </Typography>
      {body}
      {pages.hasNextPage && errorText === null && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The keys every list's namespace defines for its empty state. */
export type ListEmptyTextKey = 'list.emptyTitle' | 'list.emptyText' | 'list.emptyLoggedOut';

/** The empty state of a list: a title, a line of text and, for those logged in, a first action. */
export function ListEmptyState({
  t,
  loggedIn,
  action,
}: {
  t: (key: ListEmptyTextKey) => string;
  /** Visitors are told to log in; the action is for those who are. */
  loggedIn: boolean;
  action: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Typography variant="h6" component="p">
        {t('list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">
        {loggedIn ? t('list.emptyText') : t('list.emptyLoggedOut')}
      </Typography>
      {loggedIn && action}
    </Stack>
  );
}
