import {
  emptyListQuery,
  encodeListQuery,
  escapeRegex,
  parseListQuery,
  type ListQuery,
  type ListQuerySpec,
} from '@courtside/domain';
import type { FilterCodec } from '../../hooks/use-url-filters.ts';

/** The controls every resource list has; each resource adds its own filters beside them. */
export interface BaseFilterValues<Sort extends string> {
  search: string;
  favorite: boolean;
  /** '' is the server's default order. */
  sort: Sort | '';
}

export interface ListFiltersConfig<Sort extends string, Values extends BaseFilterValues<Sort>> {
  /** What the API accepts for this resource; the address is read exactly as the API would. */
  spec: ListQuerySpec;
  sortOptions: readonly Sort[];
  empty: () => Values;
  /** Address parameters that are not filters, besides paging (which is the list's business). */
  ignoredParams?: readonly string[];
  /** Adds the resource's own filters to the query. */
  writeOwn: (values: Values, query: ListQuery) => void;
  /** Reads the resource's own filters back into freshly emptied controls. */
  readOwn: (query: ListQuery, values: Values) => void;
}

export interface ParsedFilters<Values> {
  values: Values;
  /** The address held parameters the list does not understand; they were dropped. */
  invalid: boolean;
}

export interface ListFilters<Sort extends string, Values extends BaseFilterValues<Sort>> {
  sortOptions: readonly Sort[];
  emptyFilters: () => Values;
  /** The list query the controls describe (page and limit are the list's business). */
  filtersToQuery: (values: Values) => Partial<ListQuery>;
  /** The URL search string (without `?`) for the controls: exactly the API's list query. */
  filtersToSearch: (values: Values) => string;
  /** Reads the controls back from a URL search string, as the API would read it. */
  searchToFilters: (search: string) => ParsedFilters<Values>;
  /** Whether anything narrows the list (the order does not). */
  isFiltering: (values: Values) => boolean;
  codec: FilterCodec<Values>;
}

const PAGING_PARAMS = ['page', 'limit'];

const unescapeRegex = (pattern: string) => pattern.replace(/\\([.*+?^${}()|[\]\\])/g, '$1');

/** The address ⇄ controls mapping of one resource's list, built from what only it filters on. */
export function defineListFilters<Sort extends string, Values extends BaseFilterValues<Sort>>(
  config: ListFiltersConfig<Sort, Values>,
): ListFilters<Sort, Values> {
  const { spec, sortOptions, empty, writeOwn, readOwn } = config;
  const skipped = [...PAGING_PARAMS, ...(config.ignoredParams ?? [])];

  const filtersToQuery = (values: Values): Partial<ListQuery> => {
    const query = emptyListQuery();
    const search = values.search.trim();
    if (search) query.regex.name = escapeRegex(search);
    writeOwn(values, query);
    if (values.favorite) query.flags.favorite = true;
    if (values.sort) {
      const [sortBy, sortOrder] = values.sort.split(':') as [string, 'asc' | 'desc'];
      query.sortBy = sortBy;
      query.sortOrder = sortOrder;
    }
    return query;
  };

  const filtersToSearch = (values: Values) => encodeListQuery(filtersToQuery(values));

  const sortOf = (query: ListQuery): Sort | '' => {
    if (!query.sortBy) return '';
    const option = `${query.sortBy}:${query.sortOrder}`;
    return (sortOptions as readonly string[]).includes(option) ? (option as Sort) : '';
  };

  const searchToFilters = (search: string): ParsedFilters<Values> => {
    const params = new URLSearchParams(search);
    for (const key of skipped) params.delete(key);
    const result = parseListQuery(spec, Object.fromEntries(params));
    if (!result.ok) return { values: empty(), invalid: true };
    const { query } = result;
    const values = empty();
    values.search = unescapeRegex(query.regex.name ?? '');
    readOwn(query, values);
    values.favorite = query.flags.favorite === true;
    values.sort = sortOf(query);
    return { values, invalid: false };
  };

  return {
    sortOptions,
    emptyFilters: empty,
    filtersToQuery,
    filtersToSearch,
    searchToFilters,
    isFiltering: (values) => filtersToSearch({ ...values, sort: '' }) !== '',
    codec: { parse: searchToFilters, serialize: filtersToSearch },
  };
}
