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
import { baseApi } from '../../../lib/base-api.ts';
import { setCredentials } from '../auth-slice.ts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AccessTokenResponse, LoginBody>({
      query: (body) => ({ url: '/auth', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Responses cached for a visitor or an expired session of someone else must not show
          // through (favorite flags, private items): start the new session with an empty cache.
          dispatch(baseApi.util.resetApiState());
          dispatch(setCredentials({ accessToken: data.accessToken }));
        } catch {
          // The calling screen shows the error.
        }
      },
    }),
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
  useRegisterMutation,
  useVerifyEmailMutation,
  useResetPasswordMutation,
  useUpdatePasswordMutation,
  useRefreshMutation,
  useLogoutMutation,
} = authApi;
