import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ViewModeToggle } from '../../../components/view-mode-toggle.tsx';
import { uniqueItems, useUrlFilters, type FilterCodec } from '../../../hooks/use-url-filters.ts';
import { useViewMode, type ViewMode } from '../../../hooks/use-view-mode.ts';
import { selectAccessToken, type SessionState } from '../../../lib/session.ts';
import {
  useGetTacticBoardPagesInfiniteQuery,
  type TacticBoardHeaderItem,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../i18n.ts';
import {
  SORT_OPTIONS,
  emptyFilters,
  filtersToQuery,
  filtersToSearch,
  isFiltering,
  searchToFilters,
  type FilterValues,
  type SortOption,
} from '../list-filters.ts';
import { describeBoardError } from '../tacticboard-errors.ts';
import { AddBoardDialog } from './add-board-dialog.tsx';
import { BoardCard, BoardRow } from './board-card.tsx';
import { TagFilterChips } from './tag-filter-chips.tsx';

export const PAGE_SIZE = 24;
const FILTER_CODEC: FilterCodec<FilterValues> = {
  parse: searchToFilters,
  serialize: filtersToSearch,
};
const VIEW_STORAGE_KEY = 'courtside.tacticboards.view';

const SORT_LABELS: Record<SortOption, TacticBoardsKey> = {
  'updated:asc': 'sort.updatedAsc',
  'name:asc': 'sort.nameAsc',
  'name:desc': 'sort.nameDesc',
  'created:desc': 'sort.newest',
  'created:asc': 'sort.oldest',
};

const gridColumns = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
  xl: 'repeat(4, minmax(0, 1fr))',
};

const asksForAddDialog = (search: string) => new URLSearchParams(search).get('new') === '1';

function LoadingSkeleton({ view }: { view: ViewMode }) {
  const t = useTacticBoardsT();
  return (
    <Box
      aria-busy="true"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: view === 'cards' ? gridColumns : '1fr' }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} variant="outlined">
          {view === 'cards' && (
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
          )}
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="40%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Results({ boards, view }: { boards: TacticBoardHeaderItem[]; view: ViewMode }) {
  const t = useTacticBoardsT();
  if (view === 'list') {
    return (
      <List aria-label={t('list.results')} disablePadding>
        {boards.map((board) => (
          <BoardRow key={board._id} board={board} />
        ))}
      </List>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('list.results')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: gridColumns,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {boards.map((board) => (
        <li key={board._id}>
          <BoardCard board={board} />
        </li>
      ))}
    </Box>
  );
}

export function TacticBoardListPage() {
  const t = useTacticBoardsT();
  const loggedIn = useSelector((state: SessionState) => selectAccessToken(state) !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useViewMode(VIEW_STORAGE_KEY);

  // The address holds exactly the API's list query, so a filtered list can be bookmarked.
  // `?new=1` (the dashboard's quick action) opens the add dialog; the flag then leaves the URL.
  const [addOpen, setAddOpen] = useState(() => asksForAddDialog(location.search));
  const { parsed, draft, setDraft, writeUrl, applyNow } = useUrlFilters(FILTER_CODEC, (search) => {
    if (asksForAddDialog(search)) setAddOpen(true);
  });

  const queryArg = useMemo(
    () => ({ ...filtersToQuery(parsed.values), limit: PAGE_SIZE }),
    [parsed.values],
  );
  const {
    data,
    error,
    isLoading,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetTacticBoardPagesInfiniteQuery(queryArg);

  const boards = useMemo(() => uniqueItems(data?.pages, (page) => page.tacticboards), [data]);
  const total = data?.pages[0]?.pagination.total ?? 0;
  const exactTotal = data?.pages[0]?.pagination.exact ?? true;
  const filtering = isFiltering(parsed.values);
  const clearButton = (
    <Button color="inherit" size="small" onClick={() => applyNow(emptyFilters())}>
      {t('filters.clear')}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('list.documentTitle')}</title>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        {loggedIn && (
          <Button variant="contained" onClick={() => setAddOpen(true)} aria-haspopup="dialog">
            {t('list.add')}
          </Button>
        )}
      </Stack>

      {parsed.invalid && (
        <Alert severity="warning" action={clearButton}>
          {t('list.invalidAddress')}
        </Alert>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="search"
          label={t('list.search')}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') writeUrl(draft);
          }}
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <FormControl size="small" sx={{ flex: '1 1 170px', minWidth: 150 }}>
            <InputLabel id="tacticboard-sort-label" shrink>
              {t('sort.label')}
            </InputLabel>
            <Select
              labelId="tacticboard-sort-label"
              label={t('sort.label')}
              displayEmpty
              notched
              value={draft.sort}
              onChange={(event) =>
                applyNow({ ...draft, sort: event.target.value as SortOption | '' })
              }
            >
              <MenuItem value="">{t('sort.default')}</MenuItem>
              {SORT_OPTIONS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(SORT_LABELS[option])}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <ViewModeToggle
            value={view}
            onChange={setView}
            labels={{ group: t('view.label'), cards: t('view.cards'), list: t('view.list') }}
          />
        </Stack>
      </Stack>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <TagFilterChips selected={draft.tags} onChange={(tags) => applyNow({ ...draft, tags })} />
        </Box>
        {loggedIn && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.privateOnly}
                  onChange={(event) => applyNow({ ...draft, privateOnly: event.target.checked })}
                />
              }
              label={t('filters.privateOnly')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.favorite}
                  onChange={(event) => applyNow({ ...draft, favorite: event.target.checked })}
                />
              }
              label={t('filters.favoritesOnly')}
            />
          </Stack>
        )}
      </Stack>

      <Box sx={{ minHeight: 4 }}>{isFetching && !isLoading && <LinearProgress />}</Box>
      <Typography role="status" aria-live="polite" color="text.secondary">
        {data ? t(exactTotal ? 'list.count' : 'list.countAtLeast', { count: total }) : ''}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t(describeBoardError(error).key, describeBoardError(error).values)}
        </Alert>
      ) : isLoading ? (
        <LoadingSkeleton view={view} />
      ) : boards.length === 0 ? (
        filtering ? (
          <Alert severity="info" action={clearButton}>
            {t('list.noResults')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
            <Typography variant="h6" component="p">
              {t('list.emptyTitle')}
            </Typography>
            <Typography color="text.secondary">
              {loggedIn ? t('list.emptyText') : t('list.emptyLoggedOut')}
            </Typography>
            {loggedIn && (
              <Button variant="contained" onClick={() => setAddOpen(true)} aria-haspopup="dialog">
                {t('list.addFirst')}
              </Button>
            )}
          </Stack>
        )
      ) : (
        <Results boards={boards} view={view} />
      )}
      {hasNextPage && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        </Box>
      )}

      {loggedIn && (
        <AddBoardDialog
          open={addOpen}
          onClose={() => setAddOpen(false)}
          onCreated={(id) => void navigate(`/tacticboards/${id}`)}
        />
      )}
    </Stack>
  );
}
