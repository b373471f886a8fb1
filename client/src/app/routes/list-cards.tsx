import Grid from '@mui/material/Grid';
import { ItemListCard, type ListCardItem } from '../../components/item-list-card.tsx';

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
