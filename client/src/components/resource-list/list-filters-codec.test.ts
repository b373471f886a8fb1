import { tacticboardListQuerySpec } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { defineListFilters } from './list-filters-codec.ts';

interface Values {
  search: string;
  tags: string[];
  favorite: boolean;
  sort: 'name:asc' | 'created:desc' | '';
}

// A small resource of its own, so the codec is tested apart from any real list's filters.
const filters = defineListFilters<'name:asc' | 'created:desc', Values>({
  spec: tacticboardListQuerySpec,
  sortOptions: ['name:asc', 'created:desc'],
  empty: () => ({ search: '', tags: [], favorite: false, sort: '' }),
  ignoredParams: ['new'],
  writeOwn: (values, query) => {
    if (values.tags.length) query.in.tags = values.tags;
  },
  readOwn: (query, values) => {
    values.tags = query.in.tags ?? [];
  },
});

describe('defineListFilters', () => {
  it('writes search, own filters, favorites and order as the API query', () => {
    const search = filters.filtersToSearch({
      search: ' a+b ',
      tags: ['x', 'y'],
      favorite: true,
      sort: 'created:desc',
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      'name[regex]': 'a\\+b',
      'name[options]': 'i',
      'tags[in]': 'x,y',
      sortBy: 'created',
      sortOrder: 'desc',
      favorite: 'true',
    });
  });

  it('writes nothing for empty controls', () => {
    expect(filters.filtersToSearch(filters.emptyFilters())).toBe('');
  });

  it('reads back what it wrote, skipping paging and the ignored parameters', () => {
    const values: Values = { search: 'a.b (c)', tags: ['x'], favorite: true, sort: 'name:asc' };
    const search = `${filters.filtersToSearch(values)}&page=2&limit=10&new=1`;
    expect(filters.searchToFilters(search)).toEqual({ values, invalid: false });
    expect(filters.codec.parse(search)).toEqual({ values, invalid: false });
  });

  it('drops an order the list does not offer', () => {
    expect(filters.searchToFilters('sortBy=updated&sortOrder=asc').values.sort).toBe('');
  });

  it('flags an address the API would refuse and starts from empty controls', () => {
    expect(filters.searchToFilters('colour=red')).toEqual({
      values: filters.emptyFilters(),
      invalid: true,
    });
  });

  it('tells filters from ordering', () => {
    expect(filters.isFiltering({ ...filters.emptyFilters(), sort: 'name:asc' })).toBe(false);
    expect(filters.isFiltering({ ...filters.emptyFilters(), favorite: true })).toBe(true);
  });
});
