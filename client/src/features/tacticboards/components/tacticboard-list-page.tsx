import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ListEmptyState, ListResults } from '../../../components/list-results.tsx';
import { ListSearchBar } from '../../../components/list-search-bar.tsx';
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
  const pages = useGetTacticBoardPagesInfiniteQuery(queryArg);
  const { data, error } = pages;
  const errorMessage = error ? describeBoardError(error) : null;
  const errorText = errorMessage ? t(errorMessage.key, errorMessage.values) : null;

  const boards = useMemo(() => uniqueItems(data?.pages, (page) => page.tacticboards), [data]);
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

      <ListSearchBar
        t={t}
        search={draft.search}
        onSearchChange={(search) => setDraft({ ...draft, search })}
        onSubmit={() => writeUrl(draft)}
        sort={draft.sort}
        sortOptions={SORT_OPTIONS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        onSortChange={(sort) => applyNow({ ...draft, sort })}
        view={view}
        onViewChange={setView}
      />

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

      <ListResults
        itemCount={boards.length}
        pages={pages}
        errorText={errorText}
        filtering={filtering}
        t={t}
        count={data?.pages[0]?.pagination}
        onClear={() => applyNow(emptyFilters())}
        skeleton={<LoadingSkeleton view={view} />}
        empty={
          <ListEmptyState
            title={t('list.emptyTitle')}
            text={loggedIn ? t('list.emptyText') : t('list.emptyLoggedOut')}
            action={
              loggedIn && (
                <Button variant="contained" onClick={() => setAddOpen(true)} aria-haspopup="dialog">
                  {t('list.addFirst')}
                </Button>
              )
            }
          />
        }
      >
        <Results boards={boards} view={view} />
      </ListResults>

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
