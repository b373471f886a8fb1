import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ListQuery } from '@courtside/domain';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLoggedIn } from '../../hooks/use-logged-in.ts';
import { uniqueItems, useUrlFilters } from '../../hooks/use-url-filters.ts';
import { useViewMode } from '../../hooks/use-view-mode.ts';
import type { ErrorText } from '../../lib/api-error.ts';
import { ListItems, ListItemsSkeleton, type CardColumns } from '../list-items.tsx';
import { ListPageHeader, type ListHeaderTextKey } from '../list-page-header.tsx';
import {
  ListEmptyState,
  ListResults,
  type ListEmptyTextKey,
  type ListResultsTextKey,
} from '../list-results.tsx';
import { ListSearchBar, type ListBarTextKey } from '../list-search-bar.tsx';
import type { BaseFilterValues, ListFilters } from './list-filters-codec.ts';

export const PAGE_SIZE = 24;

/** Every text the shell shows; each resource's namespace defines them. */
export type ResourceListTextKey =
  | ListHeaderTextKey
  | ListBarTextKey
  | ListResultsTextKey
  | ListEmptyTextKey
  | 'list.results'
  | 'common.loading'
  | 'list.add'
  | 'list.addFirst';

/** One loaded page of the list, as `ListResults` reads its count. */
interface ListPage {
  pagination: { total: number; exact: boolean };
}

/** What the shell needs of the resource's RTK Query infinite list query. */
type PagesResult<Page extends ListPage> = ComponentProps<typeof ListResults>['pages'] & {
  data?: { pages: readonly Page[] };
  error?: unknown;
};

/** The resource's side of its list, fixed per resource (a module constant, like `ItemPageApi`). */
export interface ResourceListApi<
  Sort extends string,
  Values extends BaseFilterValues<Sort>,
  Page extends ListPage,
  Item extends { _id: string },
  Key extends string,
> {
  filters: ListFilters<Sort, Values>;
  usePagesQuery: (arg: Partial<ListQuery> & { limit: number }) => PagesResult<Page>;
  itemsOf: (page: Page) => readonly Item[];
  describeError: (error: unknown) => ErrorText<Key>;
  sortLabels: Record<Sort, Key>;
  /** Where the card/list choice is remembered. */
  viewStorageKey: string;
}

/** The controls' state, for the resource's own filter controls. */
export type ResourceListFilters<Values> = ReturnType<typeof useUrlFilters<Values>>;

/** `Api` is the resource's `ResourceListApi`, whose types the other props share. */
interface ResourceListPageProps<Api, Values, Item, Key extends string> {
  api: Api;
  t: (key: ResourceListTextKey | NoInfer<Key>, values?: Record<string, unknown>) => string;
  /** How a logged-in user adds an item: a page to go to, or a dialog to open. */
  add: { to: string } | { openDialog: () => void };
  /** Hears of address changes made from outside the controls (see `useUrlFilters`). */
  onAddressChange?: (search: string) => void;
  renderRow: (item: Item) => ReactNode;
  renderCard: (item: Item) => ReactNode;
  maxColumns?: CardColumns;
  skeleton: Omit<ComponentProps<typeof ListItemsSkeleton>, 't' | 'view' | 'maxColumns'>;
  /** More controls at the end of the search bar (a filter button, say). */
  searchBarExtras?: (filters: ResourceListFilters<Values>) => ReactNode;
  /** Places the results among the resource's filter controls; by default they stand alone. */
  layout?: (results: ReactNode, filters: ResourceListFilters<Values>) => ReactNode;
  /** After the list (an add dialog, say). */
  children?: ReactNode;
}

function AddButton({
  add,
  label,
}: {
  add: { to: string } | { openDialog: () => void };
  label: string;
}) {
  return 'to' in add ? (
    <Button variant="contained" component={RouterLink} to={add.to}>
      {label}
    </Button>
  ) : (
    <Button variant="contained" onClick={add.openDialog} aria-haspopup="dialog">
      {label}
    </Button>
  );
}

/**
 * A resource's list page: heading and add action, search and sort, the resource's filters, the
 * results as cards or rows with their loading, empty and error states, and "load more".
 */
export function ResourceListPage<
  Sort extends string,
  Values extends BaseFilterValues<Sort>,
  Page extends ListPage,
  Item extends { _id: string },
  Key extends string,
>(props: ResourceListPageProps<ResourceListApi<Sort, Values, Page, Item, Key>, Values, Item, Key>) {
  const { api, t, add } = props;
  const loggedIn = useLoggedIn();
  const [view, setView] = useViewMode(api.viewStorageKey);

  // The address holds exactly the API's list query, so a filtered list can be bookmarked.
  const filters = useUrlFilters(api.filters.codec, props.onAddressChange);
  const { parsed, applyNow } = filters;
  const clear = () => applyNow(api.filters.emptyFilters());

  const { filtersToQuery } = api.filters;
  const queryArg = useMemo(
    () => ({ ...filtersToQuery(parsed.values), limit: PAGE_SIZE }),
    [filtersToQuery, parsed.values],
  );
  const pages = api.usePagesQuery(queryArg);
  const { data, error } = pages;
  const { itemsOf } = api;
  const items = useMemo(() => uniqueItems(data?.pages, itemsOf), [data, itemsOf]);
  const errorMessage = error ? api.describeError(error) : null;

  const results = (
    <ListResults
      itemCount={items.length}
      pages={pages}
      errorText={errorMessage ? t(errorMessage.key, errorMessage.values) : null}
      filtering={api.filters.isFiltering(parsed.values)}
      t={t}
      onClear={clear}
      skeleton={
        <ListItemsSkeleton t={t} view={view} maxColumns={props.maxColumns} {...props.skeleton} />
      }
      empty={
        <ListEmptyState
          t={t}
          loggedIn={loggedIn}
          action={<AddButton add={add} label={t('list.addFirst')} />}
        />
      }
    >
      <ListItems
        t={t}
        items={items}
        view={view}
        maxColumns={props.maxColumns}
        renderRow={props.renderRow}
        renderCard={props.renderCard}
      />
    </ListResults>
  );

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 } }}>
      <ListPageHeader
        t={t}
        action={loggedIn && <AddButton add={add} label={t('list.add')} />}
        invalidAddress={parsed.invalid}
        onClear={clear}
      />

      <ListSearchBar
        t={t}
        filters={filters}
        sortOptions={api.filters.sortOptions.map((value) => ({
          value,
          label: t(api.sortLabels[value]),
        }))}
        view={view}
        onViewChange={setView}
      >
        {props.searchBarExtras?.(filters)}
      </ListSearchBar>

      {props.layout ? props.layout(results, filters) : results}
      {props.children}
    </Stack>
  );
}
