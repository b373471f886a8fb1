import { tacticboardListQuerySpec } from '@courtside/domain';
import { defineListFilters } from '../../components/resource-list/list-filters-codec.ts';

export const SORT_OPTIONS = ['name:asc', 'name:desc', 'created:desc', 'created:asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Whose plans the list shows: everything the caller may see, their own, or those shared with them. */
export const OWNERSHIP_SCOPES = ['all', 'mine', 'shared'] as const;
export type OwnershipScope = (typeof OWNERSHIP_SCOPES)[number];

/** The plan list's controls. An empty sort is the server's default order (last updated first). */
export interface FilterValues {
  search: string;
  /** Plans carrying any of these tags. */
  tags: string[];
  scope: OwnershipScope;
  privateOnly: boolean;
  favorite: boolean;
  sort: SortOption | '';
}

// The server reads a plan list's query with the tactic boards' spec (same search, tags, flags
// and order), so the address is parsed with it too.
export const planListFilters = defineListFilters<SortOption, FilterValues>({
  spec: tacticboardListQuerySpec,
  sortOptions: SORT_OPTIONS,
  empty: () => ({
    search: '',
    tags: [],
    scope: 'all',
    privateOnly: false,
    favorite: false,
    sort: '',
  }),
  writeOwn: ({ tags, scope, privateOnly }, query) => {
    Object.assign(query.in, tags.length ? { tags } : {});
    if (scope !== 'all') query.flags[scope] = true;
    if (privateOnly) query.flags.private = true;
  },
  readOwn: ({ in: anyOf, flags }, values) => {
    values.tags = anyOf.tags ?? [];
    // Both flags at once would ask for plans that are the caller's and shared with them: none.
    values.scope = flags.mine ? 'mine' : flags.shared ? 'shared' : 'all';
    values.privateOnly = flags.private === true;
  },
});
