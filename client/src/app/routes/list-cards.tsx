import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { ItemListCard, type ListCardItem } from '../../components/item-list-card.tsx';
import { useGetFavoriteExercisesQuery } from '../../features/exercises/api/exercises-api.ts';
import { useGetFavoritePracticePlansQuery } from '../../features/practice-plans/api/practice-plans-api.ts';
import { useGetFavoriteTacticBoardsQuery } from '../../features/tacticboards/api/tacticboards-api.ts';
import { boardItems, exerciseItems, planItems } from './list-items.ts';

/** One list card of the start page or the profile: what it lists and what its empty state offers. */
export interface ListCard {
  /** Also the card's test id. */
  key: string;
  title: string;
  query: { isLoading: boolean; isError: boolean };
  items: ListCardItem[] | undefined;
  empty: string;
  action?: { label: string; to: string };
}

/**
 * The cards in the list grid, one cell each. Both pages list exercises, boards and plans in that
 * order for each of their groups (recent, favorite; own, shared, favorite), so on a wide screen a
 * row of three is one group.
 */
export function listCards(cards: readonly ListCard[]) {
  return cards.map((card) => (
    <Grid key={card.key} size={{ xs: 12, md: 6, lg: 4 }}>
      <ItemListCard
        testId={card.key}
        title={card.title}
        items={card.items}
        isLoading={card.query.isLoading}
        isError={card.query.isError}
        emptyText={card.empty}
        emptyAction={card.action}
      />
    </Grid>
  ));
}

/** The favorite exercises, boards and plans, the last row of the start page and the profile. */
export function useFavoriteCards(limit: number): ListCard[] {
  const { t } = useTranslation();
  const exercises = useGetFavoriteExercisesQuery({ limit });
  const boards = useGetFavoriteTacticBoardsQuery({ limit });
  const plans = useGetFavoritePracticePlansQuery({ limit });
  return [
    {
      key: 'favorite-exercises',
      title: t('dashboard.lists.favoriteExercises'),
      query: exercises,
      items: exerciseItems(exercises.data),
      empty: t('dashboard.lists.noFavoriteExercises'),
      action: { label: t('dashboard.lists.browseExercises'), to: '/exercises' },
    },
    {
      key: 'favorite-boards',
      title: t('dashboard.lists.favoriteBoards'),
      query: boards,
      items: boardItems(boards.data),
      empty: t('dashboard.lists.noFavoriteBoards'),
      action: { label: t('dashboard.lists.browseBoards'), to: '/tacticboards' },
    },
    {
      key: 'favorite-plans',
      title: t('dashboard.lists.favoritePlans'),
      query: plans,
      items: planItems(plans.data),
      empty: t('dashboard.lists.noFavoritePlans'),
      action: { label: t('dashboard.lists.browsePlans'), to: '/practice-plans' },
    },
  ];
}
