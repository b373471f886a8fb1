import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToSearch, isFiltering, searchToFilters } from './list-filters.ts';

describe('tactic board list filters', () => {
  it('writes exactly the API list query', () => {
    const search = filtersToSearch({
      search: 'set (piece',
      tags: ['offense', 'chaser'],
      privateOnly: true,
      favorite: false,
      sort: 'name:desc',
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      'name[regex]': 'set \\(piece',
      'name[options]': 'i',
      'tags[in]': 'offense,chaser',
      sortBy: 'name',
      sortOrder: 'desc',
      private: 'true',
    });
  });

  it('reads the controls back, ignoring the add-dialog flag and paging', () => {
    const values = {
      search: 'set (piece',
      tags: ['offense'],
      privateOnly: true,
      favorite: true,
      sort: 'created:asc' as const,
    };
    const parsed = searchToFilters(`${filtersToSearch(values)}&new=1&page=3`);
    expect(parsed).toEqual({ values, invalid: false });
  });

  it('flags addresses the list does not understand', () => {
    expect(searchToFilters('persons%5Bgte%5D=3')).toEqual({
      values: emptyFilters(),
      invalid: true,
    });
  });

  it('tells filters from ordering', () => {
    expect(isFiltering({ ...emptyFilters(), sort: 'name:asc' })).toBe(false);
    expect(isFiltering({ ...emptyFilters(), privateOnly: true })).toBe(true);
  });
});
