import {
  emptyListQuery,
  encodeListQuery,
  escapeRegex,
  parseListQuery,
  tacticboardListQuerySpec,
  type ListQuery,
} from '@courtside/domain';

export const SORT_OPTIONS = [
  'updated:asc',
  'name:asc',
  'name:desc',
  'created:desc',
  'created:asc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The list's controls. An empty sort is the server's default order (last updated first). */
export interface FilterValues {
  search: string;
  tags: string[];
  privateOnly: boolean;
  favorite: boolean;
  sort: SortOption | '';
}

export const emptyFilters = (): FilterValues => ({
  search: '',
  tags: [],
  privateOnly: false,
  favorite: false,
  sort: '',
});

const unescapeRegex = (pattern: string) => pattern.replace(/\\([.*+?^${}()|[\]\\])/g, '$1');

/** The list query the controls describe (page and limit are the list's business). */
export function filtersToQuery(values: FilterValues): Partial<ListQuery> {
  const query = emptyListQuery();
  const search = values.search.trim();
  if (search) query.regex.name = escapeRegex(search);
  if (values.tags.length) query.in.tags = values.tags;
  if (values.privateOnly) query.flags.private = true;
  if (values.favorite) query.flags.favorite = true;
  if (values.sort) {
    const [sortBy, sortOrder] = values.sort.split(':') as [string, 'asc' | 'desc'];
    query.sortBy = sortBy;
    query.sortOrder = sortOrder;
  }
  return query;
}

/** The URL search string (without `?`) for the controls: exactly the API's list query. */
export const filtersToSearch = (values: FilterValues): string =>
  encodeListQuery(filtersToQuery(values));

export interface ParsedFilters {
  values: FilterValues;
  /** The address held parameters the list does not understand; they were dropped. */
  invalid: boolean;
}

/** Reads the controls back from a URL search string, as the API would read it. */
export function searchToFilters(search: string): ParsedFilters {
  const params = new URLSearchParams(search);
  // Not filters: paging is the list's, `new` opens the add dialog.
  for (const key of ['page', 'limit', 'new']) params.delete(key);
  const result = parseListQuery(tacticboardListQuerySpec, Object.fromEntries(params));
  if (!result.ok) return { values: emptyFilters(), invalid: true };
  const { query } = result;
  const sort = query.sortBy ? `${query.sortBy}:${query.sortOrder}` : '';
  return {
    values: {
      search: unescapeRegex(query.regex.name ?? ''),
      tags: query.in.tags ?? [],
      privateOnly: query.flags.private === true,
      favorite: query.flags.favorite === true,
      sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : '',
    },
    invalid: false,
  };
}

/** Whether anything narrows the list (the order does not). */
export const isFiltering = (values: FilterValues) =>
  filtersToSearch({ ...values, sort: '' }) !== '';
