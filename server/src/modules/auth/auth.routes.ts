import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REFRESH_GET_HEADER,
  accessTokenResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updatePasswordBodySchema,
  verifyEmailBodySchema,
} from '@courtside/domain';
import { sensitiveRateLimit } from '../../plugins/rate-limit.ts';
import {
  REFRESH_COOKIE,
  clearRefreshCookie,
  setRefreshCookie,
} from '../../shared/refresh-cookie.ts';
import { badRequest } from '../../shared/http-error.ts';
import { quadcoachSummary, quadcoachTag } from '../../shared/quadcoach-schemas.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import * as auth from './auth.service.ts';

const errors = errorResponses(400, 401, 409, 429);

export interface AuthRoutesOptions {
  deps: auth.AuthDeps;
  secureCookies: boolean;
}

/** The largest body an auth call accepts. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Whether a request came from a script (fetch or XMLHttpRequest) rather than an image, a link or
 * a prefetch. Our app says so with `X-Requested-With`. Other clients (QuadCoach's axios sends no
 * such header) are recognised by the browser's fetch metadata: `Sec-Fetch-Dest: empty` with mode
 * `cors` or `same-origin` is what fetch and XMLHttpRequest send, and no page can set these headers
 * itself. An `<img>` sends `image` and `no-cors`, a link `document` and `navigate`, a prefetch
 * `no-cors`. See docs/decisions.md ("Refresh for QuadCoach's client").
 */
export function isScriptRequest(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers[REFRESH_GET_HEADER.toLowerCase()] !== undefined) return true;
  const mode = headers['sec-fetch-mode'];
  return headers['sec-fetch-dest'] === 'empty' && (mode === 'cors' || mode === 'same-origin');
}

export async function authRoutes(app: FastifyInstance, { deps, secureCookies }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sensitive = sensitiveRateLimit(app);
  // Credentials and tokens are a few hundred bytes; nothing here needs the app's large limit.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT_BYTES;
  });

  const setCookie = (reply: FastifyReply, token: string) =>
    setRefreshCookie(reply, token, Math.floor(auth.REFRESH_TOKEN_TTL_MS / 1000), secureCookies);
  const clearCookie = (reply: FastifyReply) => clearRefreshCookie(reply, secureCookies);

  r.post(
    '/api/auth/register',
    {
      config: sensitive,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification link is mailed',
        body: registerBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.register(deps, request.body);
      return reply
        .status(201)
        .send({ message: 'Account created: check your mail to verify the address' });
    },
  );

  r.post(
    '/api/auth/verifyEmail',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the mailed token',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyEmail(deps, request.body.emailToken);
      return { message: 'E-mail address verified' };
    },
  );

  r.post(
    '/api/auth',
    {
      config: sensitive,
      schema: {
        tags: ['auth'],
        summary: 'Log in; sets the refresh cookie',
        body: loginBodySchema,
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokens = await auth.login(deps, request.body, request.headers['user-agent']);
      setCookie(reply, tokens.refreshToken);
      return { accessToken: tokens.accessToken };
    },
  );

  const refreshHandler = async (
    request: { cookies: Record<string, string | undefined> },
    reply: FastifyReply,
  ) => {
    try {
      const tokens = await auth.refresh(deps, request.cookies[REFRESH_COOKIE]);
      setCookie(reply, tokens.refreshToken);
      return { accessToken: tokens.accessToken };
    } catch (error) {
      clearCookie(reply);
      throw error;
    }
  };
  const refreshSchema = {
    tags: ['auth'],
    summary: 'Rotate the refresh cookie and get a new access token',
    response: { 200: accessTokenResponseSchema, ...errors },
  };
  const getSchema = {
    ...refreshSchema,
    description: `Rotates only for a script's request: one with ${REFRESH_GET_HEADER}, or one whose browser sends Sec-Fetch-Dest: empty with Sec-Fetch-Mode: cors or same-origin (QuadCoach's client). An image, a link or a prefetch gets 400.`,
  };
  r.get('/api/auth/refresh', { schema: getSchema }, (request, reply) => {
    // An image or a link would rotate the viewer's tokens without the app knowing: refuse it.
    if (!isScriptRequest(request.headers)) {
      throw badRequest(
        'REFRESH_HEADER_REQUIRED',
        `${REFRESH_GET_HEADER}: send this header with GET /api/auth/refresh, or use POST`,
      );
    }
    return refreshHandler(request, reply);
  });
  /*
   * The other forms carry the failed request's method, body and params (QuadCoach's retry after a
   * 401 repeats them here); the server reads none of it. The body may be as large as the request
   * that failed, so these take the app's own limit rather than the auth calls' small one.
   */
  const replayBody = {
    bodyLimit: app.initialConfig.bodyLimit ?? AUTH_BODY_LIMIT_BYTES,
    schema: { ...refreshSchema, body: z.unknown().optional() },
  };
  r.post('/api/auth/refresh', replayBody, refreshHandler);
  for (const method of ['put', 'patch', 'delete'] as const) {
    r[method](
      '/api/auth/refresh',
      {
        ...replayBody,
        schema: {
          ...replayBody.schema,
          tags: [quadcoachTag],
          summary: quadcoachSummary(
            `the same refresh: QuadCoach's retry after a 401 repeats the failed request's method (${method.toUpperCase()}) here`,
          ),
        },
      },
      refreshHandler,
    );
  }

  r.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the refresh cookie',
        body: z.unknown().optional(),
      },
    },
    async (request, reply) => {
      await auth.logout(deps, request.cookies[REFRESH_COOKIE]);
      clearCookie(reply);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/auth/resetPassword',
    {
      config: sensitive,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; answers the same for unknown addresses',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Answer first: looking the address up and mailing would take longer for known addresses.
      await reply.send({
        message: 'If an account exists for this address, a reset link is on its way',
      });
      await auth
        .requestPasswordReset(deps, request.body.email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      return reply;
    },
  );

  r.post(
    '/api/auth/updatePassword',
    {
      config: sensitive,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed reset token; ends every session',
        body: updatePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.updatePassword(deps, request.body.passwordResetToken, request.body.password);
      return { message: 'Password updated: log in with the new password' };
    },
  );
}
