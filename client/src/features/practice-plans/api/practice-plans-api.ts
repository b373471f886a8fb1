import type * as domain from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import { kindTags, onSuccess, resourceEndpoints } from '../../../lib/resource-endpoints.ts';
import type { Revived } from '../../../lib/revived.ts';

export type { ListArgs as PracticePlanListArgs } from '../../../lib/resource-endpoints.ts';

export type PracticePlanItem = Revived<domain.PracticePlan>;
export type PracticePlanList = Revived<domain.PracticePlanListResponse>;
export type PracticePlanHeaderItem = PracticePlanList['practiceplans'][number];

const { list: LIST, item: planTag } = kindTags('PracticePlan');

/** Practice-plan calls: the plan is read and replaced whole, like an exercise. */
export const practicePlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...resourceEndpoints(build, 'PracticePlan', (list: PracticePlanList) => list.practiceplans),
    getPracticePlan: build.query<PracticePlanItem, string>({
      query: (id) => `/practice-plans/${id}`,
      providesTags: (_result, _error, id) => [planTag(id)],
    }),
    createPracticePlan: build.mutation<PracticePlanItem, domain.PracticePlanCreate>({
      query: (body) => ({ url: '/practice-plans', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [LIST, 'PracticePlanTag']),
    }),
    updatePracticePlan: build.mutation<
      PracticePlanItem,
      domain.PracticePlanUpdate & { _id: string }
    >({
      query: ({ _id, ...body }) => ({ url: `/practice-plans/${_id}`, method: 'PUT', body }),
      invalidatesTags: onSuccess(({ _id }) => [planTag(_id), LIST, 'PracticePlanTag']),
    }),
    deletePracticePlan: build.mutation<void, string>({
      query: (id) => ({ url: `/practice-plans/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((id) => [planTag(id), LIST, 'PracticePlanTag', 'Favorite']),
    }),
  }),
});

export const {
  useGetPracticePlansQuery,
  useGetFavoritePracticePlansQuery,
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
