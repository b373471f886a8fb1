import { describe, expect, it } from 'vitest';
import { planListFilters, type FilterValues } from './list-filters.ts';

const { emptyFilters, filtersToSearch, searchToFilters, isFiltering } = planListFilters;

const queryOf = (values: FilterValues) =>
  Object.fromEntries(new URLSearchParams(filtersToSearch(values)));

describe('practice plan list filters', () => {
  it('asks for name, any of the tags, whose plans and privacy as the API words them', () => {
    expect(
      queryOf({
        search: 'tues(day',
        tags: ['fitness', 'beaters'],
        scope: 'shared',
        privateOnly: true,
        favorite: true,
        sort: 'created:desc',
      }),
    ).toEqual({
      'name[regex]': 'tues\\(day',
      'name[options]': 'i',
      'tags[in]': 'fitness,beaters',
      shared: 'true',
      private: 'true',
      favorite: 'true',
      sortBy: 'created',
      sortOrder: 'desc',
    });
  });

  it('writes nothing for the empty controls', () => {
    expect(filtersToSearch(emptyFilters())).toBe('');
  });

  it('reads every control back from its address, paging aside', () => {
    const values: FilterValues = {
      search: 'Tuesday',
      tags: ['fitness'],
      scope: 'mine',
      privateOnly: false,
      favorite: true,
      sort: 'name:desc',
    };
    expect(searchToFilters(`${filtersToSearch(values)}&page=2&limit=24`)).toEqual({
      values,
      invalid: false,
    });
  });

  it('drops what the plan list does not understand', () => {
    const parsed = searchToFilters('persons%5Bgte%5D=4');
    expect(parsed.invalid).toBe(true);
    expect(parsed.values).toEqual(emptyFilters());
  });

  it('counts whose plans as a filter, the order not', () => {
    expect(isFiltering({ ...emptyFilters(), sort: 'name:asc' })).toBe(false);
    expect(isFiltering({ ...emptyFilters(), scope: 'mine' })).toBe(true);
  });
});
