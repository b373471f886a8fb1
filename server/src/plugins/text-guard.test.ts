import { describe, expect, it } from 'vitest';
import { firstNulPath } from './text-guard.ts';

describe('firstNulPath', () => {
  it('names the first string holding a NUL character by its path', () => {
    expect(
      firstNulPath({ name: 'fine', pages: [{ objects: [{ text: 'a\u0000b' }] }] }, 'body'),
    ).toBe('body.pages.0.objects.0.text');
    expect(firstNulPath('x\u0000', 'querystring')).toBe('querystring');
  });

  it('finds NUL characters in keys too', () => {
    expect(firstNulPath({ data: { 'bad\u0000key': 1 } }, 'body')).toBe('body.data');
  });

  it('passes clean values of every kind', () => {
    expect(firstNulPath({ a: [1, true, null, 'text', { b: '\\u0000 spelled out' }] }, 'body')).toBe(
      undefined,
    );
    expect(firstNulPath(undefined, 'body')).toBe(undefined);
  });

  it('walks nesting deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(firstNulPath(deep, 'body')).toMatch(/^body(\.0){100000}$/);
  });
});
