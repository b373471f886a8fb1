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
      version: PAGE_SCHEMA_VERSION,
      objects: [],
      backgroundImage: { src: '/half-court.svg' },
    });
  });

  it('wraps a bare background string', () => {
    expect(
      migratePage({ objects: [], backgroundImage: 'https://x.example/empty-court.svg' }),
    ).toEqual({
      version: PAGE_SCHEMA_VERSION,
      objects: [],
      backgroundImage: { src: '/empty-court.svg' },
    });
  });

  it('leaves what it does not recognise for the validators', () => {
    expect(migratePage({ objects: 'nope', backgroundImage: 7 })).toEqual({
      objects: 'nope',
      backgroundImage: 7,
      version: PAGE_SCHEMA_VERSION,
    });
    expect(migratePage({ backgroundImage: { src: 'data:image/png;base64,AA' } })).toEqual({
      backgroundImage: { src: 'data:image/png;base64,AA' },
      version: PAGE_SCHEMA_VERSION,
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

describe('migratePage to version 2 (animation data, issue 16)', () => {
  const stray = {
    version: 1,
    backgroundImage: { src: '/full-court.svg' },
    caption: 'from a foreign tool',
    transition: { holdMs: 9000 },
    objects: [
      {
        type: 'group',
        uuid: 'p',
        left: 1,
        run: { along: 0, across: 9 },
        timing: { start: 0.5, end: 1 },
        objects: [{ type: 'circle', uuid: 'c', knockedOut: true }],
      },
      { type: 'circle', uuid: 'q', heldBy: 'p', pass: { style: 'lob' } },
      'not an object',
    ],
  };

  it('drops what a version 1 page carried under the new names, so it animates as before', () => {
    expect(migratePage(stray)).toEqual({
      version: 2,
      backgroundImage: { src: '/full-court.svg' },
      objects: [
        { type: 'group', uuid: 'p', left: 1, objects: [{ type: 'circle', uuid: 'c' }] },
        { type: 'circle', uuid: 'q' },
        'not an object',
      ],
    });
  });

  it('runs after the version 0 migration', () => {
    expect(
      migratePage({
        objects: [{ type: 'circle', uuid: 'q', heldBy: 'p' }],
        backgroundImage: 'http://localhost:3000/half-court.svg',
      }),
    ).toEqual({
      version: 2,
      objects: [{ type: 'circle', uuid: 'q' }],
      backgroundImage: { src: '/half-court.svg' },
    });
  });

  it('keeps the animation data of a version 2 page', () => {
    const current = { ...stray, version: 2 };
    expect(migratePage(current)).toEqual(current);
  });

  it('leaves a version 1 page without animation names as it is', () => {
    const plain = { version: 1, backgroundImage: { src: '/full-court.svg' }, objects: [] };
    expect(migratePage(plain)).toEqual({ ...plain, version: 2 });
  });
});
