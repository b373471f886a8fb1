import { useTranslation } from 'react-i18next';
import { CoachDashboard } from '../../features/dashboard/components/coach-dashboard.tsx';
import { useGetExercisesQuery } from '../../features/exercises/api/exercises-api.ts';
import { useGetPracticePlansQuery } from '../../features/practice-plans/api/practice-plans-api.ts';
import { useGetTacticBoardHeadersQuery } from '../../features/tacticboards/api/tacticboards-api.ts';
import { listCards, useFavoriteCards } from './list-cards.tsx';
import { RECENT, boardItems, exerciseItems, planItems } from './list-items.ts';

function CoachLists() {
  const { t } = useTranslation();
  const recentExercises = useGetExercisesQuery({ ...RECENT, flags: { mine: true } });
  const recentBoards = useGetTacticBoardHeadersQuery({ ...RECENT, flags: { mine: true } });
  const recentPlans = useGetPracticePlansQuery({ ...RECENT, flags: { mine: true } });
  const favorites = useFavoriteCards(RECENT.limit);

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
    ...favorites,
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
