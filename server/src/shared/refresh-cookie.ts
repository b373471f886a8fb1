import type { FastifyReply } from 'fastify';

/** The refresh token lives in an httpOnly cookie that only the auth calls ever see. */
export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
