import { describe, expect, it } from 'vitest';
import { isIsoDateString, reviveDates } from './revive-dates.ts';

describe('isIsoDateString', () => {
  it.each([
    ['2024-05-01T10:20:30Z', true],
    ['2024-05-01T10:20:30.5Z', true],
    ['2024-05-01T10:20:30', true],
    ['2024-05-01', false],
    ['10:20:30', false],
    ['2024-05-01T10:20:30+02:00', false],
    ['2024-13-45T99:99:99Z', false],
    ['created 2024-05-01T10:20:30Z', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDateString(value)).toBe(expected);
  });
});

describe('reviveDates', () => {
  it('leaves non-date values and the input untouched', () => {
    const input = { a: [1, 'x', null, true], b: { c: '2024-05-01T10:20:30Z' } };
    const output = reviveDates(input) as { a: unknown[]; b: { c: Date } };
    expect(output.a).toEqual([1, 'x', null, true]);
    expect(output.b.c).toBeInstanceOf(Date);
    expect(input.b.c).toBe('2024-05-01T10:20:30Z');
  });

  it('copies only what holds a date and shares the rest with the input', () => {
    const page = { objects: [{ id: 'a', left: 10 }], note: 'plain' };
    const input = { pages: [page], meta: { updatedAt: '2024-05-01T10:20:30Z' } };
    const output = reviveDates(input) as typeof input & { meta: { updatedAt: Date } };
    expect(output).not.toBe(input);
    expect(output.meta).not.toBe(input.meta);
    expect(output.meta.updatedAt.toISOString()).toBe('2024-05-01T10:20:30.000Z');
    expect(output.pages).toBe(input.pages);
    expect(reviveDates(page)).toBe(page);
  });

  it('revives dates in arrays and nested arrays', () => {
    const output = reviveDates([['2024-05-01T10:20:30Z', 'x'], 'y']) as [[Date, string], string];
    expect(output[0][0]).toBeInstanceOf(Date);
    expect(output[0][1]).toBe('x');
    expect(output[1]).toBe('y');
  });
});
