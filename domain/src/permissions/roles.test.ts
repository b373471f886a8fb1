import { describe, expect, it } from 'vitest';
import { isAdmin, userStatus } from './roles.ts';

describe('isAdmin', () => {
  it.each([
    [['Admin'], true],
    [['admin'], true],
    [['User', 'admin'], true],
    [['ADMIN'], false],
    [['User'], false],
    [[], false],
  ])('roles %j → %s', (roles, expected) => {
    expect(isAdmin({ roles })).toBe(expected);
  });

  it('is false without a user', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('userStatus', () => {
  it('is Admin, User or null', () => {
    expect(userStatus({ roles: ['admin'] })).toBe('Admin');
    expect(userStatus({ roles: ['Coach'] })).toBe('User');
    expect(userStatus(null)).toBeNull();
  });
});
