import { describe, expect, it } from 'vitest';
import {
  MAX_LIMIT,
  encodeListQuery,
  escapeRegex,
  literalOfPattern,
  exerciseListQuerySpec,
  parseListQuery,
  tacticboardListQuerySpec,
} from './list-query.ts';

const parse = (raw: Record<string, unknown>) => parseListQuery(exerciseListQuerySpec, raw);

describe('parseListQuery', () => {
  it('defaults to page 1 and limit 50', () => {
    expect(parse({})).toMatchObject({ ok: true, query: { page: 1, limit: 50, sortOrder: 'asc' } });
  });

  it('reads every operator of the exercise list', () => {
    const result = parse({
      page: '2',
      limit: '20',
      'name[regex]': 'pass',
      'name[options]': 'i',
      'persons[gte]': '4',
      'persons[lte]': '12',
      'tags[all]': 'warm-up, beater ,warm-up',
      'materials[regex]': 'cone',
      'time_min[lte]': '30',
      sortBy: 'persons',
      sortOrder: 'desc',
      favorite: 'true',
    });
    expect(result).toEqual({
      ok: true,
      query: {
        page: 2,
        limit: 20,
        regex: { name: 'pass', materials: 'cone' },
        range: { persons: { gte: 4, lte: 12 }, time_min: { lte: 30 } },
        all: { tags: ['warm-up', 'beater'] },
        in: {},
        sortBy: 'persons',
        sortOrder: 'desc',
        flags: { favorite: true },
      },
    });
  });

  it.each([
    [{ 'colour[regex]': 'x' }, 'colour[regex]', /not a supported/],
    [{ 'name[where]': 'x' }, 'name[where]', /not a supported/],
    [{ 'tags[in]': 'x' }, 'tags[in]', /not a supported/],
    [{ 'name[regex]': 'a'.repeat(101) }, 'name[regex]', /at most 100/],
    [{ 'name[regex]': '([' }, 'name[regex]', /not a valid regular expression/],
    [{ 'name[options]': 'g' }, 'name[options]', /only i/],
    [{ limit: String(MAX_LIMIT + 1) }, 'limit', /between 1 and 200/],
    [{ page: '0' }, 'page', /between/],
    [{ page: 'abc' }, 'page', /whole number/],
    [{ 'persons[gte]': '-1' }, 'persons[gte]', /whole number/],
    [{ 'persons[gte]': '5', 'persons[lte]': '2' }, 'persons[gte]', /not be greater/],
    [{ sortBy: 'password' }, 'sortBy', /one of/],
    [{ sortOrder: 'up' }, 'sortOrder', /asc or desc/],
    [{ favorite: 'maybe' }, 'favorite', /true or false/],
    [{ 'name[regex]': ['a', 'b'] }, 'name[regex]', /once/],
  ])('rejects %j naming %s', (raw, param, message) => {
    const result = parse(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.param).toBe(param);
      expect(result.message).toMatch(message);
    }
  });

  it('accepts tags[in] and the private flag only for boards', () => {
    const result = parseListQuery(tacticboardListQuerySpec, {
      'tags[in]': 'set piece,beater',
      private: 'true',
    });
    expect(result).toMatchObject({
      ok: true,
      query: { in: { tags: ['set piece', 'beater'] }, flags: { private: true } },
    });
  });

  it('ignores empty values', () => {
    expect(parse({ 'name[regex]': '', 'tags[all]': ' ' })).toMatchObject({
      ok: true,
      query: { regex: {}, all: {} },
    });
  });
});

describe('encodeListQuery', () => {
  it('round-trips through the parser', () => {
    const encoded = encodeListQuery({
      page: 3,
      regex: { name: 'drill' },
      range: { persons: { gte: 2 } },
      all: { tags: ['a', 'b'] },
      sortBy: 'name',
      sortOrder: 'desc',
      flags: { favorite: true },
    });
    expect(encoded).toBe(
      'page=3&name%5Bregex%5D=drill&name%5Boptions%5D=i&persons%5Bgte%5D=2&tags%5Ball%5D=a%2Cb&sortBy=name&sortOrder=desc&favorite=true',
    );
    const raw = Object.fromEntries(
      encoded
        .split('&')
        .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))),
    ) as Record<string, string>;
    expect(parse(raw)).toMatchObject({
      ok: true,
      query: {
        page: 3,
        regex: { name: 'drill' },
        range: { persons: { gte: 2 } },
        all: { tags: ['a', 'b'] },
      },
    });
  });

  it('leaves defaults out', () => {
    expect(encodeListQuery({ page: 1, limit: 50, regex: { name: '' } })).toBe('');
  });
});

describe('escapeRegex', () => {
  it('makes user text match literally', () => {
    expect(new RegExp(escapeRegex('1+1 (fast)?')).test('1+1 (fast)?')).toBe(true);
  });
});

describe('literalOfPattern', () => {
  it('reads back what escapeRegex made of plain text', () => {
    for (const text of [
      'drill',
      'Two on one',
      '3-2-1 (fast)',
      'a.b*c?',
      '100%_done',
      'back\\slash',
      '',
    ]) {
      expect(literalOfPattern(escapeRegex(text))).toBe(text);
    }
  });

  it('refuses patterns that are not literal', () => {
    for (const pattern of [
      'dr.ll',
      '^drill',
      'drill$',
      'a|b',
      '[ab]',
      'a+',
      '\\d',
      '\\mword',
      'x\\',
    ]) {
      expect(literalOfPattern(pattern), pattern).toBeNull();
    }
  });
});

describe('field[eq] (QuadCoach isPrivate[eq])', () => {
  it('reads true and false for the fields a spec names', () => {
    const on = parseListQuery(tacticboardListQuerySpec, { 'isPrivate[eq]': 'true' });
    const off = parseListQuery(tacticboardListQuerySpec, { 'isPrivate[eq]': 'false' });
    expect(on.ok && on.query.equals).toEqual({ isPrivate: true });
    expect(off.ok && off.query.equals).toEqual({ isPrivate: false });
  });

  it('names the parameter for other values and other lists', () => {
    expect(parseListQuery(tacticboardListQuerySpec, { 'isPrivate[eq]': 'maybe' })).toMatchObject({
      ok: false,
      param: 'isPrivate[eq]',
    });
    expect(parseListQuery(exerciseListQuerySpec, { 'isPrivate[eq]': 'true' })).toMatchObject({
      ok: false,
      param: 'isPrivate[eq]',
    });
  });
});
