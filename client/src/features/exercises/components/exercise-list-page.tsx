import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListEmptyState, ListResults } from '../../../components/list-results.tsx';
import { ListItems, ListItemsSkeleton } from '../../../components/list-items.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListSearchBar } from '../../../components/list-search-bar.tsx';
import { useGetExercisePagesInfiniteQuery } from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import { uniqueItems, useUrlFilters, type FilterCodec } from '../../../hooks/use-url-filters.ts';
import { useViewMode } from '../../../hooks/use-view-mode.ts';
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

export function ExerciseListPage() {
  const t = useExercisesT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const loggedIn = useLoggedIn();
  const [view, setView] = useViewMode(VIEW_STORAGE_KEY);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The address holds exactly the API's list query, so a filtered list can be bookmarked.
  const filters = useUrlFilters(FILTER_CODEC);
  const { parsed, draft, setDraft, applyNow } = filters;

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
      <ListPageHeader
        t={t}
        action={
          loggedIn && (
            <Button variant="contained" component={RouterLink} to="/exercises/add">
              {t('list.add')}
            </Button>
          )
        }
        invalidAddress={parsed.invalid}
        onClear={() => applyNow(emptyFilters())}
      />

      <ListSearchBar
        t={t}
        filters={filters}
        sortOptions={SORT_OPTIONS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
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
          onClear={() => applyNow(emptyFilters())}
          skeleton={<ListItemsSkeleton t={t} view={view} detailWidth="80%" chips />}
          empty={
            <ListEmptyState
              t={t}
              loggedIn={loggedIn}
              action={
                <Button variant="contained" component={RouterLink} to="/exercises/add">
                  {t('list.addFirst')}
                </Button>
              }
            />
          }
        >
          <ListItems
            t={t}
            items={exercises}
            view={view}
            renderRow={(exercise) => <ExerciseRow exercise={exercise} />}
            renderCard={(exercise) => <ExerciseCard exercise={exercise} />}
          />
        </ListResults>
      </Box>
    </Stack>
  );
}
