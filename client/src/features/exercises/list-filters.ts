import { exerciseListQuerySpec, type Range } from '@courtside/domain';
import { defineListFilters } from '../../components/resource-list/list-filters-codec.ts';

export const RANGE_FIELDS = ['persons', 'time_min', 'beaters', 'chasers'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export const SORT_OPTIONS = [
  'name:asc',
  'name:desc',
  'created:desc',
  'created:asc',
  'updated:desc',
  'persons:asc',
  'persons:desc',
  'time:asc',
  'time:desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What the filter controls show; text fields stay text until they are turned into a query. */
export interface FilterValues {
  search: string;
  ranges: Record<RangeField, { min: string; max: string }>;
  tags: string[];
  materials: string[];
  favorite: boolean;
  sort: SortOption | '';
}

const WHOLE_NUMBER = /^\d{1,6}$/;

/** A range whose minimum is above its maximum; such a range is left out of the query. */
export function isRangeInverted({ min, max }: { min: string; max: string }): boolean {
  return WHOLE_NUMBER.test(min.trim()) && WHOLE_NUMBER.test(max.trim()) && +min > +max;
}

export const exerciseListFilters = defineListFilters<SortOption, FilterValues>({
  spec: exerciseListQuerySpec,
  sortOptions: SORT_OPTIONS,
  empty: () => ({
    search: '',
    ranges: {
      persons: { min: '', max: '' },
      time_min: { min: '', max: '' },
      beaters: { min: '', max: '' },
      chasers: { min: '', max: '' },
    },
    tags: [],
    materials: [],
    favorite: false,
    sort: '',
  }),
  writeOwn: (values, query) => {
    for (const field of RANGE_FIELDS) {
      const bounds = values.ranges[field];
      if (isRangeInverted(bounds)) continue;
      const range: Range = {};
      if (WHOLE_NUMBER.test(bounds.min.trim())) range.gte = Number(bounds.min);
      if (WHOLE_NUMBER.test(bounds.max.trim())) range.lte = Number(bounds.max);
      if (range.gte !== undefined || range.lte !== undefined) query.range[field] = range;
    }
    if (values.tags.length) query.all.tags = values.tags;
    if (values.materials.length) query.all.materials = values.materials;
  },
  readOwn: (query, values) => {
    for (const field of RANGE_FIELDS) {
      const range = query.range[field];
      values.ranges[field] = {
        min: range?.gte === undefined ? '' : String(range.gte),
        max: range?.lte === undefined ? '' : String(range.lte),
      };
    }
    values.tags = query.all.tags ?? [];
    values.materials = query.all.materials ?? [];
  },
});

export const { emptyFilters, filtersToSearch, searchToFilters } = exerciseListFilters;

/** How many filters (not the search or the order) are set, for the filter button's badge. */
export function activeFilterCount(values: FilterValues): number {
  const ranges = RANGE_FIELDS.filter((f) => values.ranges[f].min || values.ranges[f].max).length;
  return ranges + values.tags.length + values.materials.length + (values.favorite ? 1 : 0);
}
