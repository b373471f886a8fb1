import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import type {
  AccessTokenResponse,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  UpdatePasswordBody,
  VerifyEmailBody,
} from '@courtside/domain';
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../../lib/base-api.ts';
import { setCredentials } from '../auth-slice.ts';

/** What a login's lifecycle uses of RTK Query's. */
interface LoginLifecycle {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: AccessTokenResponse }>;
}

/** POST /auth; the session starts with the token it answers. */
function loginCall({ emptyCache }: { emptyCache: boolean }) {
  return {
    query: (body: LoginBody) => ({ url: '/auth', method: 'POST', body }),
    async onQueryStarted(
      _body: LoginBody,
      { dispatch, queryFulfilled }: LoginLifecycle,
    ): Promise<void> {
      try {
        const { data } = await queryFulfilled;
        if (emptyCache) dispatch(baseApi.util.resetApiState());
        dispatch(setCredentials({ accessToken: data.accessToken }));
      } catch {
        // The calling screen shows the error.
      }
    },
  };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Responses cached for a visitor or an expired session of someone else must not show
    // through (favorite flags, private items): a login starts with an empty cache.
    login: build.mutation<AccessTokenResponse, LoginBody>(loginCall({ emptyCache: true })),
    // A session that expired on a page is the same account's: emptied, the cache unloaded the
    // page being edited and what was typed on it.
    loginAgain: build.mutation<AccessTokenResponse, LoginBody>(loginCall({ emptyCache: false })),
    register: build.mutation<MessageResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<MessageResponse, VerifyEmailBody>({
      query: (body) => ({ url: '/auth/verifyEmail', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/resetPassword', method: 'POST', body }),
    }),
    updatePassword: build.mutation<MessageResponse, UpdatePasswordBody>({
      query: (body) => ({ url: '/auth/updatePassword', method: 'POST', body }),
    }),
    refresh: build.mutation<AccessTokenResponse, void>({
      query: () => ({
        url: '/auth/refresh',
        method: 'GET',
        headers: { [REFRESH_GET_HEADER]: REFRESH_GET_HEADER_VALUE },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setCredentials({ accessToken: data.accessToken }));
        } catch {
          // No session to restore; the caller decides whether that matters.
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginAgainMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResetPasswordMutation,
  useUpdatePasswordMutation,
  useRefreshMutation,
  useLogoutMutation,
} = authApi;
