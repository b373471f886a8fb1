import { describe, expect, it } from 'vitest';
import { PAGE_SCHEMA_VERSION } from './constants.ts';
import { migratePage, pageSchemaVersionOf } from './page-migrations.ts';

describe('pageSchemaVersionOf', () => {
  it.each([
    [{ version: 1 }, 1],
    [{ version: 0 }, 0],
    [{}, 0],
    [{ version: '6.4.3' }, 0],
    [{ version: -1 }, 0],
    [{ version: 1.5 }, 0],
    [null, 0],
  ])('%j → %i', (data, expected) => {
    expect(pageSchemaVersionOf(data)).toBe(expected);
  });
});

describe('migratePage', () => {
  it('turns a version 0 background URL into a path', () => {
    const legacy = {
      version: '6.4.3',
      objects: [],
      backgroundImage: {
        type: 'Image',
        src: 'http://localhost:3000/half-court.svg',
        width: 1220,
        scaleX: 1,
      },
    };
    expect(migratePage(legacy)).toEqual({
      version: 1,
      objects: [],
      backgroundImage: { src: '/half-court.svg' },
    });
  });

  it('wraps a bare background string', () => {
    expect(
      migratePage({ objects: [], backgroundImage: 'https://x.example/empty-court.svg' }),
    ).toEqual({ version: 1, objects: [], backgroundImage: { src: '/empty-court.svg' } });
  });

  it('leaves what it does not recognise for the validators', () => {
    expect(migratePage({ objects: 'nope', backgroundImage: 7 })).toEqual({
      objects: 'nope',
      backgroundImage: 7,
      version: 1,
    });
    expect(migratePage({ backgroundImage: { src: 'data:image/png;base64,AA' } })).toEqual({
      backgroundImage: { src: 'data:image/png;base64,AA' },
      version: 1,
    });
  });

  it('does not touch a current page', () => {
    const page = {
      version: PAGE_SCHEMA_VERSION,
      objects: [],
      backgroundImage: { src: 'http://host/full-court.svg' },
    };
    expect(migratePage(page)).toEqual(page);
  });

  it('returns newer pages and non-objects unchanged', () => {
    const future = { version: PAGE_SCHEMA_VERSION + 1, objects: [] };
    expect(migratePage(future)).toBe(future);
    expect(migratePage(null)).toBeNull();
    expect(migratePage([1])).toEqual([1]);
  });

  it('never changes its input', () => {
    const legacy = { objects: [], backgroundImage: { src: 'http://host/full-court.svg' } };
    const copy = JSON.parse(JSON.stringify(legacy)) as unknown;
    migratePage(legacy);
    expect(legacy).toEqual(copy);
  });
});
