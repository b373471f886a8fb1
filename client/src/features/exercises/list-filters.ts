import {
  emptyListQuery,
  encodeListQuery,
  escapeRegex,
  exerciseListQuerySpec,
  parseListQuery,
  type ListQuery,
  type Range,
} from '@courtside/domain';

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

export const emptyFilters = (): FilterValues => ({
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
});

const WHOLE_NUMBER = /^\d{1,6}$/;

const unescapeRegex = (pattern: string) => pattern.replace(/\\([.*+?^${}()|[\]\\])/g, '$1');

/** A range whose minimum is above its maximum; such a range is left out of the query. */
export function isRangeInverted({ min, max }: { min: string; max: string }): boolean {
  return WHOLE_NUMBER.test(min.trim()) && WHOLE_NUMBER.test(max.trim()) && +min > +max;
}

/** The list query the controls describe (page and limit are the list's business). */
export function filtersToQuery(values: FilterValues): Partial<ListQuery> {
  const query = emptyListQuery();
  const search = values.search.trim();
  if (search) query.regex.name = escapeRegex(search);
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
  if (values.favorite) query.flags.favorite = true;
  if (values.sort) {
    const [sortBy, sortOrder] = values.sort.split(':') as [string, 'asc' | 'desc'];
    query.sortBy = sortBy;
    query.sortOrder = sortOrder;
  }
  return query;
}

/** The URL search string (without `?`) for the controls: exactly the API's list query. */
export function filtersToSearch(values: FilterValues): string {
  return encodeListQuery(filtersToQuery(values));
}

function sortOption(query: ListQuery): SortOption | '' {
  if (!query.sortBy) return '';
  const option = `${query.sortBy}:${query.sortOrder}`;
  return (SORT_OPTIONS as readonly string[]).includes(option) ? (option as SortOption) : '';
}

export interface ParsedFilters {
  values: FilterValues;
  /** The address held parameters the list does not understand; they were dropped. */
  invalid: boolean;
}

/** Reads the controls back from a URL search string, as the API would read it. */
export function searchToFilters(search: string): ParsedFilters {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('limit');
  const result = parseListQuery(exerciseListQuerySpec, Object.fromEntries(params));
  if (!result.ok) return { values: emptyFilters(), invalid: true };
  const { query } = result;
  const values = emptyFilters();
  values.search = unescapeRegex(query.regex.name ?? '');
  for (const field of RANGE_FIELDS) {
    const range = query.range[field];
    values.ranges[field] = {
      min: range?.gte === undefined ? '' : String(range.gte),
      max: range?.lte === undefined ? '' : String(range.lte),
    };
  }
  values.tags = query.all.tags ?? [];
  values.materials = query.all.materials ?? [];
  values.favorite = query.flags.favorite === true;
  values.sort = sortOption(query);
  return { values, invalid: false };
}

/** How many filters (not the search or the order) are set, for the filter button's badge. */
export function activeFilterCount(values: FilterValues): number {
  const ranges = RANGE_FIELDS.filter((f) => values.ranges[f].min || values.ranges[f].max).length;
  return ranges + values.tags.length + values.materials.length + (values.favorite ? 1 : 0);
}
