import { useTranslation } from 'react-i18next';
import { ItemListCard } from '../../components/item-list-card.tsx';
import {
  CoachDashboard,
  DashboardCell,
} from '../../features/dashboard/components/coach-dashboard.tsx';
import {
  useGetExercisesQuery,
  useGetFavoriteExercisesQuery,
} from '../../features/exercises/api/exercises-api.ts';
import {
  useGetFavoriteTacticBoardsQuery,
  useGetTacticBoardHeadersQuery,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { RECENT, boardItems, exerciseItems } from './list-items.ts';

function CoachLists() {
  const { t } = useTranslation();
  const recentExercises = useGetExercisesQuery({ ...RECENT, flags: { mine: true } });
  const favoriteExercises = useGetFavoriteExercisesQuery({ limit: RECENT.limit });
  const recentBoards = useGetTacticBoardHeadersQuery({ ...RECENT, flags: { mine: true } });
  const favoriteBoards = useGetFavoriteTacticBoardsQuery({ limit: RECENT.limit });

  return (
    <>
      <DashboardCell>
        <ItemListCard
          testId="recent-exercises"
          title={t('dashboard.lists.recentExercises')}
          items={exerciseItems(recentExercises.data)}
          isLoading={recentExercises.isLoading}
          isError={recentExercises.isError}
          emptyText={t('dashboard.lists.noExercises')}
          emptyAction={{ label: t('nav.addExercise'), to: '/exercises/add' }}
        />
      </DashboardCell>
      <DashboardCell>
        <ItemListCard
          testId="recent-boards"
          title={t('dashboard.lists.recentBoards')}
          items={boardItems(recentBoards.data)}
          isLoading={recentBoards.isLoading}
          isError={recentBoards.isError}
          emptyText={t('dashboard.lists.noBoards')}
          emptyAction={{ label: t('dashboard.actions.newTacticBoard'), to: '/tacticboards?new=1' }}
        />
      </DashboardCell>
      <DashboardCell>
        <ItemListCard
          testId="favorite-exercises"
          title={t('dashboard.lists.favoriteExercises')}
          items={exerciseItems(favoriteExercises.data)}
          isLoading={favoriteExercises.isLoading}
          isError={favoriteExercises.isError}
          emptyText={t('dashboard.lists.noFavoriteExercises')}
          emptyAction={{ label: t('dashboard.lists.browseExercises'), to: '/exercises' }}
        />
      </DashboardCell>
      <DashboardCell>
        <ItemListCard
          testId="favorite-boards"
          title={t('dashboard.lists.favoriteBoards')}
          items={boardItems(favoriteBoards.data)}
          isLoading={favoriteBoards.isLoading}
          isError={favoriteBoards.isError}
          emptyText={t('dashboard.lists.noFavoriteBoards')}
          emptyAction={{ label: t('dashboard.lists.browseBoards'), to: '/tacticboards' }}
        />
      </DashboardCell>
    </>
  );
}

/** A coach's start page: greeting, quick actions and the recent and favorite lists. */
export function CoachHome({ name }: { name: string }) {
  return (
    <CoachDashboard name={name}>
      <CoachLists />
    </CoachDashboard>
  );
}
