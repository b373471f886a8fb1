import { SignJWT, jwtVerify } from 'jose';
import { sessionUserSchema, type SessionUser } from '@courtside/domain';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A verified token: its user and the login session it was issued for. */
export interface VerifiedToken {
  user: SessionUser;
  /** Absent in tokens from before sessions were named; those are refused. */
  sessionId: string | undefined;
}

export interface AccessTokens {
  sign(user: SessionUser, sessionId: string): Promise<string>;
  /** The user and session in a valid token, or null for an invalid, tampered or expired one. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function accessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user, sessionId) =>
      new SignJWT({
        id: user.id,
        name: user.name,
        email: user.email,
        roles: user.roles,
        sid: sessionId,
        // The QuadCoach web client reads the user from here (issue 18); ours reads the top level.
        UserInfo: { id: user.id, name: user.name, email: user.email, roles: user.roles },
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const user = sessionUserSchema.safeParse(payload);
        if (!user.success) return null;
        return {
          user: user.data,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}
