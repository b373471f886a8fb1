import type { LoginBody, RegisterBody, SessionUser } from '@courtside/domain';
import { loginBodySchema, registerBodySchema } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../shared/access-token.ts';
import type { Mailer } from '../../shared/mail.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { passwordResetMail, verificationMail } from './auth.mails.ts';
import { authErrors } from './auth.errors.ts';
import * as repo from './auth.repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { hashToken, newOpaqueToken } from './secure-tokens.ts';

/** The importer stores QuadCoach's bcrypt hashes as they are; login replaces them (see login). */
export { isBcryptHash } from './passwords.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  publicBaseUrl: string;
  adminEmails: readonly string[];
  /** How long a just-rotated refresh token may still be used (a response the browser dropped). */
  refreshReuseGraceMs: number;
}

/** Long enough for a reload that cancelled a refresh response, short enough to keep replay useless. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export function sessionUserOf(row: UserRow): SessionUser {
  return { id: row.id, name: row.name, email: row.email, roles: row.roles };
}

async function sendEmailToken(
  deps: AuthDeps,
  user: UserRow,
  purpose: repo.EmailTokenPurpose,
): Promise<void> {
  const token = newOpaqueToken();
  const ttl = purpose === 'verify' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await repo.insertEmailToken(deps.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl),
  });
  const mail =
    purpose === 'verify'
      ? verificationMail(
          user.email,
          user.name,
          `${deps.publicBaseUrl}/verifyEmail?emailToken=${token}`,
        )
      : passwordResetMail(
          user.email,
          user.name,
          `${deps.publicBaseUrl}/updatePassword?passwordResetToken=${token}`,
        );
  await deps.mailer.send(mail);
}

export async function register(deps: AuthDeps, body: RegisterBody): Promise<void> {
  const input = registerBodySchema.parse(body);
  const row = await insertUser(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    roles: deps.adminEmails.includes(input.email) ? ['admin'] : [],
  });
  if (!row) throw authErrors.emailTaken();
  await sendEmailToken(deps, row, 'verify');
}

export async function verifyEmail(deps: AuthDeps, emailToken: string): Promise<void> {
  const userId = await repo.consumeEmailToken(deps.db, hashToken(emailToken), 'verify');
  if (!userId) throw authErrors.invalidEmailToken();
  const user = await findUserById(deps.db, userId);
  if (user && !user.emailVerifiedAt)
    await updateUser(deps.db, userId, { emailVerifiedAt: new Date() });
}

async function issueTokens(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  sessionId: string,
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(
    db,
    sessionId,
    hashToken(refreshToken),
    new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  );
  return { accessToken: await deps.tokens.sign(sessionUserOf(user), sessionId), refreshToken };
}

export async function login(
  deps: AuthDeps,
  body: LoginBody,
  userAgent?: string,
): Promise<IssuedTokens> {
  const input = loginBodySchema.parse(body);
  const user = await findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) throw authErrors.invalidCredentials();
  // An account imported from QuadCoach logs in with its bcrypt hash once; from then on argon2id.
  if (needsRehash(user.passwordHash)) {
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
  }
  if (!user.emailVerifiedAt) throw authErrors.emailNotVerified();
  const sessionId = await repo.insertSession(deps.db, user.id, userAgent);
  return issueTokens(deps, deps.db, user, sessionId);
}

/**
 * Rotates a refresh token. A token that was rotated already is being replayed, perhaps stolen:
 * the whole session (every token of its family) is revoked — unless the rotation happened within
 * the grace period, when the browser most likely never stored the response (a reload cancelled
 * it); then the same session gets a fresh pair.
 */
export async function refresh(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<IssuedTokens> {
  if (!refreshToken) throw authErrors.missingRefreshToken();
  const tokenHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, tokenHash);
    if (!row || row.revokedAt) return { error: authErrors.invalidRefreshToken() };
    const withinGrace =
      row.rotatedAt !== null && Date.now() - row.rotatedAt.getTime() < deps.refreshReuseGraceMs;
    if (row.rotatedAt && !withinGrace) {
      await repo.revokeSession(tx, row.sessionId);
      return { error: authErrors.refreshTokenReused() };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: authErrors.invalidRefreshToken() };
    const user = await findUserById(tx, row.userId);
    if (!user) return { error: authErrors.invalidRefreshToken() };
    if (!row.rotatedAt) await repo.markRefreshTokenRotated(tx, tokenHash);
    await repo.touchSession(tx, row.sessionId);
    return { tokens: await issueTokens(deps, tx, user, row.sessionId) };
  });
  // The revocation above must be committed, so the error is thrown only after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await deps.db.transaction((tx) =>
    repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken)),
  );
  if (row) await repo.revokeSession(deps.db, row.sessionId);
}

/** Sends a reset link when the address is known; the caller answers the same either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await sendEmailToken(deps, user, 'reset');
}

export async function updatePassword(
  deps: AuthDeps,
  passwordResetToken: string,
  password: string,
): Promise<void> {
  const userId = await repo.consumeEmailToken(deps.db, hashToken(passwordResetToken), 'reset');
  if (!userId) throw authErrors.invalidResetToken();
  // An older link still lying in the mailbox must not set the password again.
  await repo.retireEmailTokens(deps.db, userId, 'reset');
  const user = await findUserById(deps.db, userId);
  if (!user) throw authErrors.invalidResetToken();
  // Following the mailed link proves the address, so it counts as verified too.
  await updateUser(deps.db, userId, {
    passwordHash: await hashPassword(password),
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
  });
  await repo.revokeAllSessionsOfUser(deps.db, userId);
}

/**
 * How many users were active lately, for QuadCoach's admin counter: a session is used at login
 * and at every refresh, which the client makes once per access token, so the window is the token's
 * lifetime.
 */
export function onlineUserCount(db: Db, windowMs: number, now = Date.now()): Promise<number> {
  return repo.countUsersActiveSince(db, new Date(now - windowMs));
}
