import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { ListEmptyState, ListResults } from '../../../components/list-results.tsx';
import { ListSearchBar } from '../../../components/list-search-bar.tsx';
import { selectAccessToken, type SessionState } from '../../../lib/session.ts';
import { useGetExercisePagesInfiniteQuery, type ExerciseItem } from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { uniqueItems, useUrlFilters, type FilterCodec } from '../../../hooks/use-url-filters.ts';
import { useViewMode, type ViewMode } from '../../../hooks/use-view-mode.ts';
import { useExercisesT, type ExercisesKey } from '../i18n.ts';
import {
  SORT_OPTIONS,
  activeFilterCount,
  emptyFilters,
  filtersToQuery,
  filtersToSearch,
  searchToFilters,
  type FilterValues,
  type SortOption,
} from '../list-filters.ts';
import { ExerciseCard, ExerciseRow } from './exercise-card.tsx';
import { ExerciseFilterPanel } from './exercise-filter-panel.tsx';

export const PAGE_SIZE = 24;
const FILTER_CODEC: FilterCodec<FilterValues> = {
  parse: searchToFilters,
  serialize: filtersToSearch,
};
const VIEW_STORAGE_KEY = 'courtside.exercises.view';

const SORT_LABELS: Record<SortOption, ExercisesKey> = {
  'name:asc': 'sort.nameAsc',
  'name:desc': 'sort.nameDesc',
  'created:desc': 'sort.newest',
  'created:asc': 'sort.oldest',
  'updated:desc': 'sort.updated',
  'persons:asc': 'sort.personsAsc',
  'persons:desc': 'sort.personsDesc',
  'time:asc': 'sort.timeAsc',
  'time:desc': 'sort.timeDesc',
};

const gridColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

function LoadingSkeleton({ view }: { view: ViewMode }) {
  const t = useExercisesT();
  return (
    <Box
      aria-busy="true"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: view === 'cards' ? gridColumns : '1fr' }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="80%" />
            {view === 'cards' && <Skeleton variant="rounded" height={24} width="50%" />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Results({ exercises, view }: { exercises: ExerciseItem[]; view: ViewMode }) {
  const t = useExercisesT();
  if (view === 'list') {
    return (
      <List aria-label={t('list.results')} disablePadding>
        {exercises.map((exercise) => (
          <ExerciseRow key={exercise._id} exercise={exercise} />
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
      {exercises.map((exercise) => (
        <li key={exercise._id}>
          <ExerciseCard exercise={exercise} />
        </li>
      ))}
    </Box>
  );
}

export function ExerciseListPage() {
  const t = useExercisesT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const loggedIn = useSelector((state: SessionState) => selectAccessToken(state) !== null);
  const [view, setView] = useViewMode(VIEW_STORAGE_KEY);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The address holds exactly the API's list query, so a filtered list can be bookmarked.
  const { parsed, draft, setDraft, writeUrl, applyNow } = useUrlFilters(FILTER_CODEC);

  const queryArg = useMemo(
    () => ({ ...filtersToQuery(parsed.values), limit: PAGE_SIZE }),
    [parsed.values],
  );
  const pages = useGetExercisePagesInfiniteQuery(queryArg);
  const { data, error } = pages;

  const exercises = useMemo(() => uniqueItems(data?.pages, (page) => page.exercises), [data]);
  const filtering = filtersToSearch({ ...parsed.values, sort: '' }) !== '';
  const filterCount = activeFilterCount(draft);

  const panel = (
    <ExerciseFilterPanel
      values={draft}
      onChange={setDraft}
      onClear={() => applyNow(emptyFilters())}
      showFavorite={loggedIn}
    />
  );

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('list.documentTitle')}</title>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        {loggedIn && (
          <Button variant="contained" component={RouterLink} to="/exercises/add">
            {t('list.add')}
          </Button>
        )}
      </Stack>

      {parsed.invalid && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => applyNow(emptyFilters())}>
              {t('filters.clear')}
            </Button>
          }
        >
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
      >
        {!wide && (
          <Badge badgeContent={filterCount} color="primary">
            <Button variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              {t('filters.title')}
            </Button>
          </Badge>
        )}
      </ListSearchBar>

      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: wide ? '260px minmax(0, 1fr)' : '1fr' }}
      >
        {wide ? (
          <Box>{panel}</Box>
        ) : (
          <Drawer
            anchor="right"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: 'min(340px, 92vw)', p: 2 } } }}
          >
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('filters.title')}
              </Typography>
              {panel}
              <Button variant="contained" onClick={() => setDrawerOpen(false)}>
                {t('filters.showResults')}
              </Button>
            </Stack>
          </Drawer>
        )}

        <ListResults
          itemCount={exercises.length}
          pages={pages}
          errorText={error ? t(describeExerciseError(error).key) : null}
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
                  <Button variant="contained" component={RouterLink} to="/exercises/add">
                    {t('list.addFirst')}
                  </Button>
                )
              }
            />
          }
        >
          <Results exercises={exercises} view={view} />
        </ListResults>
      </Box>
    </Stack>
  );
}
