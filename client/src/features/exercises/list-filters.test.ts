import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToSearch, searchToFilters } from './list-filters.ts';

describe('list filters', () => {
  it('encodes the controls as the API query', () => {
    const values = emptyFilters();
    values.search = 'pass (2v1)';
    values.ranges.persons = { min: '4', max: '12' };
    values.ranges.time_min = { min: '', max: '30' };
    values.tags = ['warm-up', 'beater'];
    values.favorite = true;
    values.sort = 'created:desc';
    expect(decodeURIComponent(filtersToSearch(values))).toBe(
      'name[regex]=pass+\\(2v1\\)&name[options]=i&persons[gte]=4&persons[lte]=12&time_min[lte]=30' +
        '&tags[all]=warm-up,beater&sortBy=created&sortOrder=desc&favorite=true',
    );
  });

  it('reads back what it wrote', () => {
    const values = emptyFilters();
    values.search = 'a.b*';
    values.ranges.chasers = { min: '1', max: '' };
    values.materials = ['cones'];
    values.sort = 'name:desc';
    expect(searchToFilters(filtersToSearch(values))).toEqual({ values, invalid: false });
  });

  it('leaves out unfinished numbers and inverted ranges', () => {
    const values = emptyFilters();
    values.ranges.persons = { min: '9', max: '3' };
    values.ranges.beaters = { min: 'x', max: '2' };
    expect(decodeURIComponent(filtersToSearch(values))).toBe('beaters[lte]=2');
  });

  it('flags an address the API would refuse', () => {
    expect(searchToFilters('colour=red').invalid).toBe(true);
    expect(searchToFilters('persons[gte]=5&persons[lte]=2').invalid).toBe(true);
    expect(searchToFilters('page=3').invalid).toBe(false);
  });
});
