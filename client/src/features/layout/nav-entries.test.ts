import { describe, expect, it } from 'vitest';
import { activeNavKey, firstSegment, navEntries } from './nav-entries.ts';

const repo = 'https://example.com/repo';

describe('navEntries', () => {
  it('offers login to visitors', () => {
    expect(navEntries(null, repo).map((entry) => entry.key)).toEqual([
      'home',
      'exercises',
      'tacticboards',
      'practice-plans',
      'drafting-board',
      'repository',
      'login',
    ]);
  });

  it('links the profile (and account deletion) when a user id is present', () => {
    const entries = navEntries('u-1', repo);
    expect(entries.map((entry) => entry.key)).toEqual([
      'home',
      'exercises',
      'tacticboards',
      'practice-plans',
      'drafting-board',
      'repository',
      'profile',
      'delete-account',
    ]);
    expect(entries.find((entry) => entry.key === 'profile')?.to).toBe('/users/u-1');
    expect(entries.find((entry) => entry.key === 'delete-account')?.to).toBe(
      '/users/u-1#delete-account',
    );
    expect(entries.find((entry) => entry.key === 'repository')).toMatchObject({
      to: repo,
      external: true,
    });
  });
});

describe('activeNavKey', () => {
  const entries = navEntries('u-1', repo);

  it.each([
    ['/', 'home'],
    ['/exercises', 'exercises'],
    ['/exercises/add', 'exercises'],
    ['/exercises/abc/update', 'exercises'],
    ['/tacticboards', 'tacticboards'],
    ['/tacticboards/abc/update', 'tacticboards'],
    ['/practice-plans/abc/pitch', 'practice-plans'],
    ['/drafting-board', 'drafting-board'],
    ['/users/u-1', 'profile'],
    ['/users/someone-else', 'profile'],
    ['/test-components', undefined],
    ['/no/such/page', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(activeNavKey(entries, pathname)).toBe(expected);
  });

  it('matches login for visitors', () => {
    expect(activeNavKey(navEntries(null, repo), '/login')).toBe('login');
  });

  it('takes the first non-empty segment', () => {
    expect(firstSegment('//exercises/1')).toBe('exercises');
    expect(firstSegment('')).toBe('');
  });
});
