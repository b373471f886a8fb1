import { tacticboardListQuerySpec } from '@courtside/domain';
import { defineListFilters } from '../../components/resource-list/list-filters-codec.ts';

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

export const boardListFilters = defineListFilters<SortOption, FilterValues>({
  spec: tacticboardListQuerySpec,
  sortOptions: SORT_OPTIONS,
  empty: () => ({ search: '', tags: [], privateOnly: false, favorite: false, sort: '' }),
  // `new` opens the add dialog; it is no filter.
  ignoredParams: ['new'],
  writeOwn: (values, query) => {
    if (values.tags.length) query.in.tags = values.tags;
    if (values.privateOnly) query.flags.private = true;
  },
  readOwn: (query, values) => {
    values.tags = query.in.tags ?? [];
    values.privateOnly = query.flags.private === true;
  },
});

export const { emptyFilters, filtersToSearch, searchToFilters, isFiltering } = boardListFilters;
