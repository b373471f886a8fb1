import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { authSessions, emailTokens, refreshTokens } from './auth.table.ts';

export type EmailTokenPurpose = 'verify' | 'reset';

export async function insertSession(
  db: Db,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** The refresh token with its session and user, locked for rotation. */
export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: authSessions.revokedAt,
      userId: authSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return row;
}

export async function markRefreshTokenRotated(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ lastUsedAt: new Date() })
    .where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function insertEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user; undefined when none matches. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Marks every unused token of the user for `purpose` used: a newer link replaces older ones. */
export async function retireEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** What decides whether an access token of the session still counts: revocation, owner, roles. */
export async function sessionStanding(
  db: Db,
  sessionId: string,
): Promise<{ userId: string; roles: string[]; revoked: boolean } | undefined> {
  const [row] = await db
    .select({ userId: users.id, roles: users.roles, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row && { userId: row.userId, roles: row.roles, revoked: row.revokedAt !== null };
}

/** Users with a live session used (logged in or refreshed) since the given time. */
export async function countUsersActiveSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${authSessions.userId})::int` })
    .from(authSessions)
    .where(and(isNull(authSessions.revokedAt), gte(authSessions.lastUsedAt, since)));
  return row?.count ?? 0;
}
