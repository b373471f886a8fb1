import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it.each([
    [undefined, '/'],
    [{}, '/'],
    [{ from: { pathname: '/exercises', search: '?page=2', hash: '' } }, '/exercises?page=2'],
    [{ from: '/tacticboards/1' }, '/tacticboards/1'],
    [{ from: 'https://evil.example' }, '/'],
    [{ from: '//evil.example/x' }, '/'],
    [{ from: { pathname: '/login' } }, '/'],
  ])('%j → %s', (state, expected) => {
    expect(redirectTarget(state)).toBe(expected);
  });
});
