import type * as domain from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import {
  kindTags,
  labelQuery,
  onSuccess,
  resourceEndpoints,
} from '../../../lib/resource-endpoints.ts';
import type { Revived } from '../../../lib/revived.ts';

export type { ListArgs as ExerciseListArgs } from '../../../lib/resource-endpoints.ts';

export type ExerciseItem = Revived<domain.Exercise>;
export type ExerciseList = Revived<domain.ExerciseListResponse>;

const LIST = kindTags('Exercise').list;

/** Exercise calls of spec §7 with its cache rules: changes refresh tags, materials and the exercise. */
export const exercisesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...resourceEndpoints(build, 'Exercise', (list: ExerciseList) => list.exercises),
    getExercise: build.query<ExerciseItem, string>({
      query: (id) => `/exercises/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Exercise', id }],
    }),
    getRelatedExercises: build.query<ExerciseItem[], string>({
      query: (id) => `/exercises/${id}/relatedExercises`,
      providesTags: (result, _error, id) => [
        { type: 'Exercise', id },
        LIST,
        ...(result ?? []).map((e) => ({ type: 'Exercise' as const, id: e._id })),
      ],
    }),
    addExercise: build.mutation<ExerciseItem, domain.ExerciseCreate>({
      query: (body) => ({ url: '/exercises', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [LIST, 'Tag', 'Material', 'Favorite']),
    }),
    updateExercise: build.mutation<ExerciseItem, domain.ExerciseUpdate & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/exercises/${_id}`, method: 'PUT', body }),
      invalidatesTags: onSuccess(({ _id }) => [
        { type: 'Exercise', id: _id },
        LIST,
        'Tag',
        'Material',
      ]),
    }),
    deleteExercise: build.mutation<void, string>({
      query: (id) => ({ url: `/exercises/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((id) => [
        { type: 'Exercise', id },
        LIST,
        'Block',
        'Tag',
        'Material',
        'Favorite',
      ]),
    }),
    getMaterials: build.query<string[], string | void>({
      query: (pattern) => `/materials${labelQuery('materialName', pattern)}`,
      providesTags: ['Material'],
    }),
  }),
});

export const {
  useGetExercisesQuery,
  useGetExercisePagesInfiniteQuery,
  useGetExerciseQuery,
  useGetRelatedExercisesQuery,
  useAddExerciseMutation,
  useUpdateExerciseMutation,
  useDeleteExerciseMutation,
  useGetExerciseTagsQuery,
  useGetMaterialsQuery,
  useCheckExerciseAccessQuery,
  useGetExerciseAccessQuery,
  useSetExerciseAccessMutation,
  useRemoveExerciseAccessMutation,
  useShareExerciseMutation,
  useGetFavoriteExercisesQuery,
  useSetExerciseFavoriteMutation,
} = exercisesApi;
