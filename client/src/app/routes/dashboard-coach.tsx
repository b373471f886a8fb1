import { useTranslation } from 'react-i18next';
import { CoachDashboard } from '../../features/dashboard/components/coach-dashboard.tsx';
import {
  useGetExercisesQuery,
  useGetFavoriteExercisesQuery,
} from '../../features/exercises/api/exercises-api.ts';
import {
  useGetFavoritePracticePlansQuery,
  useGetPracticePlansQuery,
} from '../../features/practice-plans/api/practice-plans-api.ts';
import {
  useGetFavoriteTacticBoardsQuery,
  useGetTacticBoardHeadersQuery,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { listCards } from './list-cards.tsx';
import { RECENT, boardItems, exerciseItems, planItems } from './list-items.ts';

function CoachLists() {
  const { t } = useTranslation();
  const recentExercises = useGetExercisesQuery({ ...RECENT, flags: { mine: true } });
  const favoriteExercises = useGetFavoriteExercisesQuery({ limit: RECENT.limit });
  const recentBoards = useGetTacticBoardHeadersQuery({ ...RECENT, flags: { mine: true } });
  const favoriteBoards = useGetFavoriteTacticBoardsQuery({ limit: RECENT.limit });
  const recentPlans = useGetPracticePlansQuery({ ...RECENT, flags: { mine: true } });
  const favoritePlans = useGetFavoritePracticePlansQuery({ limit: RECENT.limit });

  return listCards([
    {
      key: 'recent-exercises',
      title: t('dashboard.lists.recentExercises'),
      query: recentExercises,
      items: exerciseItems(recentExercises.data),
      empty: t('dashboard.lists.noExercises'),
      action: { label: t('nav.addExercise'), to: '/exercises/add' },
    },
    {
      key: 'recent-boards',
      title: t('dashboard.lists.recentBoards'),
      query: recentBoards,
      items: boardItems(recentBoards.data),
      empty: t('dashboard.lists.noBoards'),
      action: { label: t('dashboard.actions.newTacticBoard'), to: '/tacticboards?new=1' },
    },
    {
      key: 'recent-plans',
      title: t('dashboard.lists.recentPlans'),
      query: recentPlans,
      items: planItems(recentPlans.data),
      empty: t('dashboard.lists.noPlans'),
      action: { label: t('dashboard.lists.addPlan'), to: '/practice-plans/add' },
    },
    {
      key: 'favorite-exercises',
      title: t('dashboard.lists.favoriteExercises'),
      query: favoriteExercises,
      items: exerciseItems(favoriteExercises.data),
      empty: t('dashboard.lists.noFavoriteExercises'),
      action: { label: t('dashboard.lists.browseExercises'), to: '/exercises' },
    },
    {
      key: 'favorite-boards',
      title: t('dashboard.lists.favoriteBoards'),
      query: favoriteBoards,
      items: boardItems(favoriteBoards.data),
      empty: t('dashboard.lists.noFavoriteBoards'),
      action: { label: t('dashboard.lists.browseBoards'), to: '/tacticboards' },
    },
    {
      key: 'favorite-plans',
      title: t('dashboard.lists.favoritePlans'),
      query: favoritePlans,
      items: planItems(favoritePlans.data),
      empty: t('dashboard.lists.noFavoritePlans'),
      action: { label: t('dashboard.lists.browsePlans'), to: '/practice-plans' },
    },
  ]);
}

/** A coach's start page: greeting, quick actions and the recent and favorite lists. */
export function CoachHome({ name }: { name: string }) {
  return (
    <CoachDashboard name={name}>
      <CoachLists />
    </CoachDashboard>
  );
}
