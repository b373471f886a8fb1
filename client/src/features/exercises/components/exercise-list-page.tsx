import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import {
  ResourceListPage,
  type ResourceListApi,
  type ResourceListFilters,
} from '../../../components/resource-list/resource-list-page.tsx';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import {
  useGetExercisePagesInfiniteQuery,
  type ExerciseItem,
  type ExerciseList,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT, type ExercisesKey } from '../i18n.ts';
import {
  activeFilterCount,
  exerciseListFilters,
  type FilterValues,
  type SortOption,
} from '../list-filters.ts';
import { ExerciseCard, ExerciseRow } from './exercise-card.tsx';
import { ExerciseFilterPanel } from './exercise-filter-panel.tsx';

const EXERCISE_LIST: ResourceListApi<
  SortOption,
  FilterValues,
  ExerciseList,
  ExerciseItem,
  ExercisesKey
> = {
  filters: exerciseListFilters,
  usePagesQuery: useGetExercisePagesInfiniteQuery,
  itemsOf: (page) => page.exercises,
  describeError: describeExerciseError,
  viewStorageKey: 'courtside.exercises.view',
  sortLabels: {
    'name:asc': 'sort.nameAsc',
    'name:desc': 'sort.nameDesc',
    'created:desc': 'sort.newest',
    'created:asc': 'sort.oldest',
    'updated:desc': 'sort.updated',
    'persons:asc': 'sort.personsAsc',
    'persons:desc': 'sort.personsDesc',
    'time:asc': 'sort.timeAsc',
    'time:desc': 'sort.timeDesc',
  },
};

export function ExerciseListPage() {
  const t = useExercisesT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const loggedIn = useLoggedIn();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The filters stand beside the results on wide screens and in a drawer on narrow ones.
  const withPanel = (results: ReactNode, filters: ResourceListFilters<FilterValues>) => {
    const panel = (
      <ExerciseFilterPanel
        values={filters.draft}
        onChange={filters.setDraft}
        onClear={() => filters.applyNow(exerciseListFilters.emptyFilters())}
        showFavorite={loggedIn}
      />
    );
    return (
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
        {results}
      </Box>
    );
  };

  return (
    <ResourceListPage
      api={EXERCISE_LIST}
      t={t}
      add={{ to: '/exercises/add' }}
      skeleton={{ detailWidth: '80%', chips: true }}
      renderRow={(exercise) => <ExerciseRow exercise={exercise} />}
      renderCard={(exercise) => <ExerciseCard exercise={exercise} />}
      searchBarExtras={(filters) =>
        !wide && (
          <Badge badgeContent={activeFilterCount(filters.draft)} color="primary">
            <Button variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              {t('filters.title')}
            </Button>
          </Badge>
        )
      }
      layout={withPanel}
    />
  );
}
