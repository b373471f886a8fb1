import { describe, expect, it } from 'vitest';
import {
  canManage,
  canView,
  isPrivileged,
  resolveAccess,
  type AccessSubject,
  type Caller,
} from './access.ts';

const owner: Caller = { id: 'owner', roles: [] };
const admin: Caller = { id: 'admin', roles: ['Admin'] };
const editor: Caller = { id: 'editor', roles: [] };
const viewer: Caller = { id: 'viewer', roles: [] };
const stranger: Caller = { id: 'stranger', roles: [] };

const subject = (isPrivate: boolean): AccessSubject => ({
  ownerId: 'owner',
  isPrivate,
  grants: [
    { userId: 'editor', access: 'edit' },
    { userId: 'viewer', access: 'view' },
  ],
});

describe('the access matrix', () => {
  const rows: Array<
    [string, Caller | null, boolean, ReturnType<typeof resolveAccess>, boolean, boolean]
  > = [
    // caller, private, result, privileged, may manage
    ['owner', owner, true, { hasAccess: true, type: 'owner', level: 'edit' }, true, true],
    ['admin', admin, true, { hasAccess: true, type: 'admin', level: 'edit' }, true, true],
    ['editor', editor, true, { hasAccess: true, type: 'granted', level: 'edit' }, true, false],
    ['viewer', viewer, true, { hasAccess: true, type: 'granted', level: 'view' }, false, false],
    ['stranger', stranger, true, { hasAccess: false, type: null, level: null }, false, false],
    ['anonymous', null, true, { hasAccess: false, type: null, level: null }, false, false],
    ['stranger', stranger, false, { hasAccess: true, type: 'public', level: 'view' }, false, false],
    ['anonymous', null, false, { hasAccess: true, type: 'public', level: 'view' }, false, false],
    ['editor', editor, false, { hasAccess: true, type: 'granted', level: 'edit' }, true, false],
  ];
  it.each(rows)(
    '%s on a private=%s resource',
    (_name, caller, isPrivate, expected, privileged, manage) => {
      const s = subject(isPrivate);
      expect(resolveAccess(caller, s)).toEqual(expected);
      expect(canView(caller, s)).toBe(expected.hasAccess);
      expect(isPrivileged(caller, s)).toBe(privileged);
      expect(canManage(caller, s)).toBe(manage);
    },
  );

  it('treats the lower-case admin role like Admin', () => {
    expect(resolveAccess({ id: 'x', roles: ['admin'] }, subject(true)).type).toBe('admin');
  });
});
