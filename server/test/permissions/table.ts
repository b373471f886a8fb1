import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * Who may call what: every documented operation with its access rule, the one table from which
 * the authorization matrix test derives each expected status and docs/permissions.md is written
 * (`npm run docs:permissions`). A new route without a row here fails the test.
 */

export const ACTORS = ['anonymous', 'stranger', 'viewer', 'editor', 'owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Visibility = 'public' | 'private';

export type Rule =
  | 'anyone'
  | 'auth'
  | 'signed-in'
  | 'view'
  | 'signed-in-view'
  | 'edit'
  | 'manage'
  | 'self-or-admin'
  | 'admin';

/** Statuses where the caller is refused; `ok` where the call goes through. */
type Outcome = 'ok' | 401 | 403 | 404;

const signedIn = (actor: Actor) => actor !== 'anonymous';
/** On a private resource strangers learn nothing (404); on a public one they may look but not touch. */
const outsider = (visibility: Visibility): Outcome => (visibility === 'private' ? 404 : 403);

export const RULES: Record<
  Rule,
  { text: string; outcome(actor: Actor, visibility: Visibility): Outcome }
> = {
  anyone: { text: 'anyone, signed in or not', outcome: () => 'ok' },
  auth: {
    text: 'anyone (sign-in and account calls, rate limited per address)',
    outcome: () => 'ok',
  },
  'signed-in': {
    text: 'any signed-in user',
    outcome: (actor) => (signedIn(actor) ? 'ok' : 401),
  },
  view: {
    text: 'anyone who may see the resource: everyone for public ones; grantees, owner and admins for private ones',
    outcome: (actor, visibility) =>
      visibility === 'public' || !['anonymous', 'stranger'].includes(actor) ? 'ok' : 404,
  },
  'signed-in-view': {
    text: 'a signed-in user who may see the resource',
    outcome: (actor, visibility) => {
      if (!signedIn(actor)) return 401;
      return visibility === 'public' || actor !== 'stranger' ? 'ok' : 404;
    },
  },
  edit: {
    text: 'edit grantees, the owner and admins',
    outcome: (actor, visibility) => {
      if (!signedIn(actor)) return 401;
      if (actor === 'stranger') return outsider(visibility);
      return actor === 'viewer' ? 403 : 'ok';
    },
  },
  manage: {
    text: 'the owner and admins',
    outcome: (actor, visibility) => {
      if (!signedIn(actor)) return 401;
      if (actor === 'stranger') return outsider(visibility);
      return actor === 'owner' || actor === 'admin' ? 'ok' : 403;
    },
  },
  'self-or-admin': {
    text: 'the user themself and admins (others get 404)',
    outcome: (actor) => {
      if (!signedIn(actor)) return 401;
      return actor === 'owner' || actor === 'admin' ? 'ok' : 404;
    },
  },
  admin: {
    text: 'admins only',
    outcome: (actor) => {
      if (!signedIn(actor)) return 401;
      return actor === 'admin' ? 'ok' : 403;
    },
  },
};

/** Every documented operation, `METHOD /path` as the OpenAPI document names it. */
export const PERMISSIONS: Record<string, Rule> = {
  'POST /api/auth/register': 'auth',
  'POST /api/auth/verifyEmail': 'auth',
  'POST /api/auth': 'auth',
  'GET /api/auth/refresh': 'auth',
  'POST /api/auth/refresh': 'auth',
  'PUT /api/auth/refresh': 'auth',
  'PATCH /api/auth/refresh': 'auth',
  'DELETE /api/auth/refresh': 'auth',
  'POST /api/auth/logout': 'auth',
  'POST /api/auth/resetPassword': 'auth',
  'POST /api/auth/updatePassword': 'auth',
  'GET /api/users/{id}': 'self-or-admin',
  'PATCH /api/users/{id}': 'self-or-admin',
  'DELETE /api/users/{id}': 'self-or-admin',
  'GET /api/users/{id}/summary': 'self-or-admin',
  'GET /api/exercises': 'anyone',
  'POST /api/exercises': 'signed-in',
  'GET /api/exercises/{id}': 'view',
  'PUT /api/exercises/{id}': 'edit',
  'DELETE /api/exercises/{id}': 'manage',
  'GET /api/exercises/{id}/relatedExercises': 'view',
  'GET /api/exercises/{id}/checkAccess': 'view',
  'GET /api/exercises/{id}/access': 'manage',
  'POST /api/exercises/{id}/access': 'manage',
  'DELETE /api/exercises/{id}/access': 'manage',
  'POST /api/exercises/{id}/share': 'manage',
  'GET /api/tacticboards/header': 'anyone',
  'GET /api/tacticboards': 'anyone',
  'POST /api/tacticboards': 'signed-in',
  'GET /api/tacticboards/{id}': 'view',
  'PUT /api/tacticboards/{id}': 'edit',
  'DELETE /api/tacticboards/{id}': 'manage',
  'PATCH /api/tacticboards/{id}/meta': 'edit',
  'POST /api/tacticboards/{id}/duplicate': 'signed-in-view',
  'PATCH /api/tacticboards/{id}/pages/{pageId}': 'edit',
  'DELETE /api/tacticboards/{id}/pages/{pageId}': 'edit',
  'POST /api/tacticboards/{id}/newPage': 'edit',
  'POST /api/tacticboards/{id}/insertPage/{position}': 'edit',
  'GET /api/tacticboards/{id}/checkAccess': 'view',
  'GET /api/tacticboards/{id}/access': 'manage',
  'POST /api/tacticboards/{id}/access': 'manage',
  'DELETE /api/tacticboards/{id}/access': 'manage',
  'POST /api/tacticboards/{id}/share': 'manage',
  'POST /api/tacticboards/{id}/share-link': 'edit',
  'DELETE /api/tacticboards/{id}/share-link': 'edit',
  'GET /api/tacticboards/share/{token}': 'anyone',
  'GET /api/practice-plans': 'anyone',
  'POST /api/practice-plans': 'signed-in',
  'GET /api/practice-plans/{id}': 'view',
  'PUT /api/practice-plans/{id}': 'edit',
  'PATCH /api/practice-plans/{id}': 'edit',
  'DELETE /api/practice-plans/{id}': 'manage',
  'GET /api/practice-plans/{id}/checkAccess': 'view',
  'GET /api/practice-plans/{id}/access': 'manage',
  'POST /api/practice-plans/{id}/access': 'manage',
  'DELETE /api/practice-plans/{id}/access': 'manage',
  'POST /api/practice-plans/{id}/share': 'manage',
  'POST /api/practice-plans/{id}/share-link': 'edit',
  'DELETE /api/practice-plans/{id}/share-link': 'edit',
  'GET /api/practice-plans/share/{token}': 'anyone',
  'GET /api/tags/exercises': 'anyone',
  'GET /api/materials': 'anyone',
  'GET /api/tags/tacticboards': 'anyone',
  'GET /api/tags/practice-plans': 'anyone',
  'GET /api/favorites/exercises': 'signed-in',
  'POST /api/favorites/exercises/{id}': 'signed-in-view',
  'DELETE /api/favorites/exercises/{id}': 'signed-in-view',
  'GET /api/favorites/tacticboards': 'signed-in',
  'POST /api/favorites/tacticboards/{id}': 'signed-in-view',
  'DELETE /api/favorites/tacticboards/{id}': 'signed-in-view',
  'GET /api/favorites/practice-plans': 'signed-in',
  'POST /api/favorites/practice-plans/{id}': 'signed-in-view',
  'DELETE /api/favorites/practice-plans/{id}': 'signed-in-view',
  'GET /api/favorites/exercisesHeaders': 'signed-in',
  'POST /api/favorites/exercises': 'signed-in-view',
  'DELETE /api/favorites/exercises': 'signed-in-view',
  'GET /api/favorites/tacticboardsHeaders': 'signed-in',
  'POST /api/favorites/tacticboards': 'signed-in-view',
  'DELETE /api/favorites/tacticboards': 'signed-in-view',
  'GET /api/favorites/practicePlans': 'signed-in',
  'POST /api/favorites/practicePlans': 'signed-in-view',
  'DELETE /api/favorites/practicePlans': 'signed-in-view',
  'GET /api/user/online-count': 'admin',
  'GET /api/user/{id}': 'self-or-admin',
  'PUT /api/user': 'self-or-admin',
  'PATCH /api/user': 'self-or-admin',
  'DELETE /api/user': 'self-or-admin',
  'GET /api/user/{id}/exercises': 'self-or-admin',
  'GET /api/user/{id}/tacticboards': 'self-or-admin',
  'GET /api/admin/backup': 'admin',
  'GET /api/health': 'anyone',
};

/** Tactic boards and practice plans can be private; exercises are always public. */
export const mayBePrivate = (operation: string) =>
  operation.includes('tacticboards') ||
  operation.includes('practice-plans') ||
  operation.includes('practicePlans');

const cell = (outcome: Outcome) => (outcome === 'ok' ? '✓' : String(outcome));

/** docs/permissions.md, written from the table above. */
export async function renderPermissions(): Promise<string> {
  const header = `| operation | rule | ${ACTORS.join(' | ')} |`;
  const rows = Object.entries(PERMISSIONS).map(([operation, rule]) => {
    const hidden: Visibility = mayBePrivate(operation) ? 'private' : 'public';
    const cells = ACTORS.map((actor) => {
      const open = RULES[rule].outcome(actor, 'public');
      const closed = RULES[rule].outcome(actor, hidden);
      return open === closed ? cell(open) : `${cell(open)} / ${cell(closed)}`;
    });
    return `| \`${operation}\` | ${rule} | ${cells.join(' | ')} |`;
  });
  const rules = Object.entries(RULES).map(([rule, { text }]) => `- **${rule}**: ${text}.`);
  const markdown = [
    '# Permissions',
    '',
    'Generated from `server/test/permissions/table.ts` by `npm run docs:permissions`; the',
    'authorization matrix test checks every cell against the running API and that this file is',
    'up to date.',
    '',
    'Actors: a visitor (anonymous), a signed-in stranger, a user with a view grant (viewer), one',
    'with an edit grant (editor), the owner and an admin. ✓ means the call goes through; a number',
    'is the status of the refusal. Where public and private resources differ the cell reads',
    '"public / private" (exercises are always public).',
    '',
    header,
    `|${' --- |'.repeat(ACTORS.length + 2)}`,
    ...rows,
    '',
    '## Rules',
    '',
    ...rules,
    '',
  ].join('\n');
  const target = fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url));
  return format(markdown, { ...(await resolveConfig(target)), filepath: target });
}
