import {
  encodeListQuery,
  type AccessEntry,
  type AccessLevel,
  type AccessResult,
  type ListQuery,
  type PracticePlan,
  type PracticePlanCreate,
  type PracticePlanListResponse,
  type PracticePlanUpdate,
} from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import type { Revived } from '../../../lib/revived.ts';

export type PracticePlanItem = Revived<PracticePlan>;
export type PracticePlanList = Revived<PracticePlanListResponse>;
export type PracticePlanHeaderItem = PracticePlanList['practicePlans'][number];
export type PracticePlanListArgs = Partial<ListQuery>;

const LIST = { type: 'PracticePlan', id: 'LIST' } as const;
const planTag = (id: string) => ({ type: 'PracticePlan' as const, id });
const accessTag = (id: string) => ({ type: 'Access' as const, id: `practicePlan-${id}` });
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Practice-plan calls: the plan is read and replaced whole, like an exercise. */
export const practicePlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPracticePlans: build.query<PracticePlanList, PracticePlanListArgs | void>({
      query: (args) => withQuery('/practice-plans', encodeListQuery(args ?? {})),
      providesTags: (result) => [
        LIST,
        ...(result?.practicePlans ?? []).map((plan) => planTag(plan._id)),
      ],
    }),
    /** The list page by page for "load more"; all loaded pages share one cache entry. */
    getPracticePlanPages: build.infiniteQuery<PracticePlanList, PracticePlanListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // A short page is the last one; past the server's counting cap a full page may have more.
        getNextPageParam: ({ pagination, practicePlans }) =>
          practicePlans.length === pagination.limit &&
          (pagination.page < pagination.pages || !pagination.exact)
            ? pagination.page + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        withQuery('/practice-plans', encodeListQuery({ ...queryArg, page: pageParam })),
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) => page.practicePlans.map((p) => planTag(p._id))),
      ],
    }),
    getPracticePlan: build.query<PracticePlanItem, string>({
      query: (id) => `/practice-plans/${id}`,
      providesTags: (_result, _error, id) => [planTag(id)],
    }),
    createPracticePlan: build.mutation<PracticePlanItem, PracticePlanCreate>({
      query: (body) => ({ url: '/practice-plans', method: 'POST', body }),
      invalidatesTags: [LIST, 'PracticePlanTag'],
    }),
    updatePracticePlan: build.mutation<PracticePlanItem, PracticePlanUpdate & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/practice-plans/${_id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { _id }) => [planTag(_id), LIST, 'PracticePlanTag'],
    }),
    deletePracticePlan: build.mutation<void, string>({
      query: (id) => ({ url: `/practice-plans/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [planTag(id), LIST, 'PracticePlanTag', 'Favorite'],
    }),
    getPracticePlanTags: build.query<Array<{ tagName: string }>, string | void>({
      query: (pattern) =>
        pattern
          ? `/tags/practice-plans?tagName%5Bregex%5D=${encodeURIComponent(pattern)}&tagName%5Boptions%5D=i`
          : '/tags/practice-plans',
      providesTags: ['PracticePlanTag'],
    }),
    checkPracticePlanAccess: build.query<AccessResult, string>({
      query: (id) => `/practice-plans/${id}/checkAccess`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    getPracticePlanAccess: build.query<AccessEntry[], string>({
      query: (id) => `/practice-plans/${id}/access`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    setPracticePlanAccess: build.mutation<
      AccessEntry[],
      { id: string; userId: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/practice-plans/${id}/access`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    removePracticePlanAccess: build.mutation<AccessEntry[], { id: string; userId: string }>({
      query: ({ id, ...body }) => ({ url: `/practice-plans/${id}/access`, method: 'DELETE', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    sharePracticePlan: build.mutation<
      AccessEntry[],
      { id: string; email: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/practice-plans/${id}/share`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    setPracticePlanFavorite: build.mutation<void, { id: string; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/favorites/practice-plans/${id}`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [planTag(id), LIST, 'Favorite'],
    }),
  }),
});

export const {
  useGetPracticePlansQuery,
  useGetPracticePlanPagesInfiniteQuery,
  useGetPracticePlanQuery,
  useCreatePracticePlanMutation,
  useUpdatePracticePlanMutation,
  useDeletePracticePlanMutation,
  useGetPracticePlanTagsQuery,
  useCheckPracticePlanAccessQuery,
  useGetPracticePlanAccessQuery,
  useSetPracticePlanAccessMutation,
  useRemovePracticePlanAccessMutation,
  useSharePracticePlanMutation,
  useSetPracticePlanFavoriteMutation,
} = practicePlansApi;
