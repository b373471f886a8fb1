import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { announceApi } from './api-registry.ts';
import { reviveDates } from './revive-dates.ts';
import type { SessionState } from './session.ts';
import { accessTokenOf, selectAccessToken, sessionExpired, setCredentials } from './session.ts';

export const LOGIN_EXPIRED = 'Login expired';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as SessionState);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type BaseQueryApi = Parameters<BaseQuery>[1];

/** One refresh at a time: every request that meets a 403 while it runs waits for it. */
let pendingRefresh: Promise<boolean> | null = null;

function refreshSession(api: BaseQueryApi, extraOptions: object): Promise<boolean> {
  pendingRefresh ??= (async () => {
    try {
      const result = await rawBaseQuery(
        {
          url: '/auth/refresh',
          method: 'GET',
          headers: { [REFRESH_GET_HEADER]: REFRESH_GET_HEADER_VALUE },
        },
        api,
        extraOptions,
      );
      const accessToken = accessTokenOf(result.data);
      if (accessToken) {
        api.dispatch(setCredentials({ accessToken }));
        return true;
      }
      // Not logged out: that would take the coach off the page and lose what is typed there.
      api.dispatch(sessionExpired());
      return false;
    } finally {
      pendingRefresh = null;
    }
  })();
  return pendingRefresh;
}

/** The auth endpoints answer 401, never 403; a 403 there must not start another refresh. */
function isAuthCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url === '/auth' || url.startsWith('/auth/');
}

/**
 * fetchBaseQuery plus: ISO date strings become Dates, and a 403 (expired access token)
 * refreshes the session once and retries the request once.
 */
export const baseQueryWithReauth: BaseQuery = async (args, api, extraOptions) => {
  const tokenSent = selectAccessToken(api.getState() as SessionState);
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 403 && !isAuthCall(args)) {
    const tokenNow = selectAccessToken(api.getState() as SessionState);
    // Another request may already have refreshed while this one was in flight.
    const alreadyRefreshed = !pendingRefresh && tokenNow !== null && tokenNow !== tokenSent;
    const refreshed = alreadyRefreshed || (await refreshSession(api, extraOptions));
    if (!refreshed) {
      return {
        error: { status: 'CUSTOM_ERROR', error: LOGIN_EXPIRED, data: { message: LOGIN_EXPIRED } },
      };
    }
    result = await rawBaseQuery(args, api, extraOptions);
  }

  if (result.data !== undefined) return { ...result, data: reviveDates(result.data) };
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: 60,
  tagTypes: [
    'User',
    'Exercise',
    'Tag',
    'Material',
    'Access',
    'TacticBoard',
    'TacticBoardTag',
    'Favorite',
    'Block',
    'PracticePlan',
    'PracticePlanTag',
  ],
  endpoints: () => ({}),
});

// The store takes the API's reducer and middleware now, before any endpoint can be called.
announceApi(baseApi);
