import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import { Fragment, type ReactNode } from 'react';
import { useBusy } from '../hooks/use-busy.ts';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { LoadingShape } from './loading-shape.tsx';

/** The keys every list's namespace defines for its items. */
export type ListItemsTextKey = 'list.results' | 'common.loading';

/** How many cards stand side by side on the widest screens. */
export type CardColumns = 3 | 4;

const THREE_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
};
const FOUR_COLUMNS = { ...THREE_COLUMNS, xl: 'repeat(4, minmax(0, 1fr))' };

const gridColumns = (columns: CardColumns) => (columns === 4 ? FOUR_COLUMNS : THREE_COLUMNS);

interface ListItemsProps<Item> {
  t: (key: ListItemsTextKey) => string;
  items: readonly Item[];
  view: ViewMode;
  /** An item in the list view; it brings its own `li`, as MUI's list items do. */
  renderRow: (item: Item) => ReactNode;
  /** An item in the card view; it is placed in an `li` of the grid. */
  renderCard: (item: Item) => ReactNode;
  maxColumns?: CardColumns;
}

/** The loaded items of a list: rows in the list view, a grid of cards in the card view. */
export function ListItems<Item extends { _id: string }>(props: ListItemsProps<Item>) {
  const { t, items, view, maxColumns = 3 } = props;
  if (view === 'list') {
    return (
      <List aria-label={t('list.results')} disablePadding>
        {items.map((item) => (
          <Fragment key={item._id}>{props.renderRow(item)}</Fragment>
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
        gridTemplateColumns: gridColumns(maxColumns),
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {items.map((item) => (
        <li key={item._id}>{props.renderCard(item)}</li>
      ))}
    </Box>
  );
}

interface ListItemsSkeletonProps {
  t: (key: ListItemsTextKey) => string;
  view: ViewMode;
  maxColumns?: CardColumns;
  /** The cards open with a picture (a board's first page, say). */
  picture?: boolean;
  /** The cards end in a row of chips. */
  chips?: boolean;
  /** How wide the line under the name is, so the placeholder resembles the real item. */
  detailWidth: string;
}

/** Placeholders in the shape of the items, laid out as `ListItems` will lay them out. */
export function ListItemsSkeleton(props: ListItemsSkeletonProps) {
  const { t, view, maxColumns = 3, detailWidth } = props;
  const cards = view === 'cards';
  useBusy(true);
  return (
    <LoadingShape
      label={t('common.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: cards ? gridColumns(maxColumns) : '1fr' }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} variant="outlined">
          {cards && props.picture && (
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
          )}
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width={detailWidth} />
            {cards && props.chips && <Skeleton variant="rounded" height={24} width="50%" />}
          </CardContent>
        </Card>
      ))}
    </LoadingShape>
  );
}
