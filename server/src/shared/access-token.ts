import { SignJWT, jwtVerify } from 'jose';
import { sessionUserSchema, type SessionUser } from '@courtside/domain';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokens {
  sign(user: SessionUser): Promise<string>;
  /** The user in a valid token, or null for an invalid, tampered or expired one. */
  verify(token: string): Promise<SessionUser | null>;
}

export function accessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ id: user.id, name: user.name, email: user.email, roles: user.roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const user = sessionUserSchema.safeParse(payload);
        return user.success ? user.data : null;
      } catch {
        return null;
      }
    },
  };
}
