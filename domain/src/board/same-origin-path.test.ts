import { describe, expect, it } from 'vitest';
import { toCourtBackground, toSameOriginPath } from './same-origin-path.ts';

describe('toSameOriginPath', () => {
  it.each([
    ['/red-cone.svg', '/red-cone.svg'],
    ['  /img/hoop.svg  ', '/img/hoop.svg'],
    ['/hoop.svg?v=2#top', '/hoop.svg'],
    ['http://localhost:3000/full-court.svg', '/full-court.svg'],
    ['HTTPS://courtside.example/a/b.svg?x=1', '/a/b.svg'],
    ['https://courtside.example', '/'],
    ['https://courtside.example?x', '/'],
  ])('%j → %j', (src, expected) => {
    expect(toSameOriginPath(src)).toBe(expected);
  });

  it.each([
    '//evil.example/x.svg',
    'http://host//evil.example/x.svg',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,AAAA',
    'ftp://host/x.svg',
    'red-cone.svg',
    '/a\\b.svg',
    '/a b.svg',
    '/a\u0000b.svg',
    'http://host/a\u007fb.svg',
    '',
  ])('refuses %j', (src) => {
    expect(toSameOriginPath(src)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(toSameOriginPath(undefined)).toBeUndefined();
    expect(toSameOriginPath(42)).toBeUndefined();
    expect(toSameOriginPath({ src: '/x.svg' })).toBeUndefined();
  });
});

describe('toCourtBackground', () => {
  it('recognises the three courts by path or URL', () => {
    expect(toCourtBackground('/half-court.svg')).toBe('/half-court.svg');
    expect(toCourtBackground('http://localhost:5173/empty-court.svg?v=1')).toBe('/empty-court.svg');
  });

  it('is undefined for other pictures', () => {
    expect(toCourtBackground('/other.svg')).toBeUndefined();
    expect(toCourtBackground('http://host/img/full-court.svg')).toBeUndefined();
    expect(toCourtBackground(null)).toBeUndefined();
  });
});
