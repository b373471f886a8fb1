import { eq } from 'drizzle-orm';
import { emailSchema, roleSchema, userNameSchema } from '@courtside/domain';
import { users } from '../../db/schema.ts';
import { isBcryptHash } from '../auth/auth.service.ts';
import type { UserRecord } from './collections.ts';
import {
  describeIssue,
  markRefused,
  reportDroppedFields,
  timesOf,
  type ImportContext,
} from './import-context.ts';
import type { RecordReport } from './import-report.ts';
import type { ExportRecord } from './read-export.ts';

const FILE = 'users.json';

/**
 * Stored instead of a hash where no password may log in. Neither argon2 nor bcrypt reads it, so
 * every login fails; "forgot password" sets a real one.
 */
const NO_PASSWORD = '!quadcoach-import:no-password';

/** An account that has logged in to Courtside (or was made here) holds an argon2 hash. */
const usedOnCourtside = (passwordHash: string) => passwordHash.startsWith('$argon2');

/** QuadCoach gives everyone the role `user`; Courtside's plain users have none. */
function rolesOf(record: UserRecord, r: RecordReport): string[] {
  const roles: string[] = [];
  for (const role of record.roles ?? []) {
    const parsed = roleSchema.safeParse(role);
    if (!parsed.success) {
      r.warn(`role ${JSON.stringify(role)} is not imported: ${describeIssue(parsed.error)}`);
      continue;
    }
    if (parsed.data.toLowerCase() === 'user' || roles.includes(parsed.data)) continue;
    roles.push(parsed.data);
  }
  return roles;
}

function passwordHashOf(record: UserRecord, r: RecordReport): string {
  if (record.active === false) {
    r.warn(
      'the account is deactivated in QuadCoach: imported without a password, so it cannot log in until someone resets the password by e-mail',
    );
    return NO_PASSWORD;
  }
  if (isBcryptHash(record.password)) return record.password;
  r.warn(
    'password is no bcrypt hash: imported without a password; "forgot password" sets a new one',
  );
  return NO_PASSWORD;
}

interface UserValues {
  name: string;
  email: string;
  roles: string[];
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

function valuesOf(ctx: ImportContext, record: UserRecord, r: RecordReport): UserValues | undefined {
  const email = emailSchema.safeParse(record.email);
  if (!email.success) {
    r.refuse(`email ${JSON.stringify(record.email)}: ${describeIssue(email.error)}`);
    return undefined;
  }
  const name = userNameSchema.safeParse(record.name);
  if (!name.success) {
    r.refuse(`name ${JSON.stringify(record.name)}: ${describeIssue(name.error)}`);
    return undefined;
  }
  return {
    name: name.data,
    email: email.data,
    roles: rolesOf(record, r),
    passwordHash: passwordHashOf(record, r),
    emailVerifiedAt: record.isVerified ? ctx.now : null,
  };
}

async function findBy(ctx: ImportContext, column: 'id' | 'email', value: string) {
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(column === 'id' ? users.id : users.email, value))
    .limit(1);
  return row;
}

/** Updates an account of an earlier import, unless it has been used on Courtside since. */
async function updateImported(
  ctx: ImportContext,
  existing: { id: string; passwordHash: string },
  values: UserValues,
  r: RecordReport,
): Promise<boolean> {
  if (usedOnCourtside(existing.passwordHash)) {
    r.warn(
      'the account has a Courtside password (it logged in here, or was made here): left as it is',
    );
    return true;
  }
  const holder = await findBy(ctx, 'email', values.email);
  if (holder && holder.id !== existing.id) {
    r.refuse(`email ${values.email} belongs to another Courtside account`);
    return false;
  }
  await ctx.db
    .update(users)
    .set({ ...values, updatedAt: ctx.now })
    .where(eq(users.id, existing.id));
  return true;
}

async function importUser(
  ctx: ImportContext,
  record: UserRecord,
  r: RecordReport,
  emails: Map<string, number>,
): Promise<void> {
  const objectId = record._id.hex;
  const values = valuesOf(ctx, record, r);
  if (!values) return markRefused(ctx, 'user', objectId);
  const twin = emails.get(values.email);
  if (twin !== undefined) {
    r.refuse(`email ${values.email} is the e-mail of record ${twin} too`);
    return markRefused(ctx, 'user', objectId);
  }
  emails.set(values.email, r.index);
  reportDroppedFields(r, record, { exerciseLists: 'Courtside has no exercise lists' });

  const storedId = ctx.ids.storedId('user', objectId);
  const existing = storedId ? await findBy(ctx, 'id', storedId) : undefined;
  if (existing) {
    if (!(await updateImported(ctx, existing, values, r)))
      return markRefused(ctx, 'user', objectId);
    ctx.ids.remember('user', objectId, existing.id);
    return r.done('updated');
  }
  const sameEmail = await findBy(ctx, 'email', values.email);
  if (sameEmail) {
    // The same person registered on Courtside already: their content joins that account, whose
    // name, roles and password stay as they are.
    r.warn(
      `linked to the Courtside account with the e-mail ${values.email}, which is left as it is`,
    );
    ctx.ids.remember('user', objectId, sameEmail.id);
    return r.done('updated');
  }
  const id = ctx.ids.idFor('user', objectId);
  const { createdAt } = timesOf(record);
  await ctx.db.insert(users).values({ id, ...values, createdAt, updatedAt: ctx.now });
  ctx.ids.remember('user', objectId, id);
  r.done('imported');
}

export async function importUsers(
  ctx: ImportContext,
  records: readonly ExportRecord<'users'>[],
): Promise<void> {
  const emails = new Map<string, number>();
  for (const { index, record } of records) {
    const r = ctx.report.record('users', FILE, index, record._id.hex);
    await importUser(ctx, record, r, emails);
    for (const [field, kind] of [
      ['favoriteExercises', 'exercise'],
      ['favoriteTacticboards', 'tacticboard'],
    ] as const) {
      for (const resource of record[field] ?? []) {
        ctx.legacyFavorites[kind].push({ user: record._id, resource, file: FILE, index });
      }
    }
  }
}
