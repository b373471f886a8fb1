import { z } from 'zod';
import { isAdmin } from './roles.ts';

export const accessLevelSchema = z.enum(['view', 'edit']);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

export type AccessType = 'owner' | 'admin' | 'granted' | 'public' | null;

export interface Grant {
  userId: string;
  access: AccessLevel;
}

/** What access rules need to know of an exercise or a board. */
export interface AccessSubject {
  ownerId: string;
  /** Private resources are seen only by owner, admins and grantees. */
  isPrivate: boolean;
  grants: readonly Grant[];
}

export interface Caller {
  id: string;
  roles: readonly string[];
}

export const accessResultSchema = z.object({
  hasAccess: z.boolean(),
  type: z.enum(['owner', 'admin', 'granted', 'public']).nullable(),
  level: accessLevelSchema.nullable(),
});
export type AccessResult = z.infer<typeof accessResultSchema>;

/**
 * The access model, in order: owner → admin → grant (`view` or `edit`) → public view of a
 * non-private resource → none.
 */
export function resolveAccess(
  caller: Caller | null | undefined,
  subject: AccessSubject,
): AccessResult {
  if (caller && caller.id === subject.ownerId)
    return { hasAccess: true, type: 'owner', level: 'edit' };
  if (isAdmin(caller)) return { hasAccess: true, type: 'admin', level: 'edit' };
  const grant = caller ? subject.grants.find((g) => g.userId === caller.id) : undefined;
  if (grant) return { hasAccess: true, type: 'granted', level: grant.access };
  if (!subject.isPrivate) return { hasAccess: true, type: 'public', level: 'view' };
  return { hasAccess: false, type: null, level: null };
}

export const canView = (caller: Caller | null | undefined, subject: AccessSubject): boolean =>
  resolveAccess(caller, subject).hasAccess;

/** Privileged in the spec's sense: owner, admin, or granted `edit`. */
export const isPrivileged = (caller: Caller | null | undefined, subject: AccessSubject): boolean =>
  resolveAccess(caller, subject).level === 'edit';

/** Deleting and managing access stay with the owner and admins; an `edit` grant is not enough. */
export function canManage(caller: Caller | null | undefined, subject: AccessSubject): boolean {
  const { type } = resolveAccess(caller, subject);
  return type === 'owner' || type === 'admin';
}
