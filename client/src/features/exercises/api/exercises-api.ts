import {
  encodeListQuery,
  type AccessEntry,
  type AccessLevel,
  type AccessResult,
  type Exercise,
  type ExerciseCreate,
  type ExerciseListResponse,
  type ExerciseUpdate,
  type ListQuery,
} from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import type { Revived } from '../../../lib/revived.ts';

export type ExerciseItem = Revived<Exercise>;
export type ExerciseList = Revived<ExerciseListResponse>;
export type ExerciseListArgs = Partial<ListQuery>;

const LIST = { type: 'Exercise', id: 'LIST' } as const;
const accessTag = (id: string) => ({ type: 'Access' as const, id: `exercise-${id}` });
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
const labelQuery = (field: string, pattern?: string) =>
  pattern ? `?${field}%5Bregex%5D=${encodeURIComponent(pattern)}&${field}%5Boptions%5D=i` : '';

/** Exercise calls of spec §7 with its cache rules: changes refresh tags, materials and the exercise. */
export const exercisesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExercises: build.query<ExerciseList, ExerciseListArgs | void>({
      query: (args) => withQuery('/exercises', encodeListQuery(args ?? {})),
      providesTags: (result) => [
        LIST,
        ...(result?.exercises ?? []).map((e) => ({ type: 'Exercise' as const, id: e._id })),
      ],
    }),
    /** The list page by page for "load more"; all loaded pages share one cache entry. */
    getExercisePages: build.infiniteQuery<ExerciseList, ExerciseListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // A short page is the last one. Past the server's counting cap (`exact: false`) `pages`
        // is only a lower bound, so a full page means there may be more.
        getNextPageParam: ({ pagination, exercises }) =>
          exercises.length === pagination.limit &&
          (pagination.page < pagination.pages || !pagination.exact)
            ? pagination.page + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        withQuery('/exercises', encodeListQuery({ ...queryArg, page: pageParam })),
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) =>
          page.exercises.map((e) => ({ type: 'Exercise' as const, id: e._id })),
        ),
      ],
    }),
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
    addExercise: build.mutation<ExerciseItem, ExerciseCreate>({
      query: (body) => ({ url: '/exercises', method: 'POST', body }),
      invalidatesTags: [LIST, 'Tag', 'Material', 'Favorite'],
    }),
    updateExercise: build.mutation<ExerciseItem, ExerciseUpdate & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/exercises/${_id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { _id }) => [
        { type: 'Exercise', id: _id },
        LIST,
        'Tag',
        'Material',
      ],
    }),
    deleteExercise: build.mutation<void, string>({
      query: (id) => ({ url: `/exercises/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Exercise', id },
        LIST,
        'Block',
        'Tag',
        'Material',
        'Favorite',
      ],
    }),
    getExerciseTags: build.query<Array<{ tagName: string }>, string | void>({
      query: (pattern) => `/tags/exercises${labelQuery('tagName', pattern ?? undefined)}`,
      providesTags: ['Tag'],
    }),
    getMaterials: build.query<Array<{ materialName: string }>, string | void>({
      query: (pattern) => `/materials${labelQuery('materialName', pattern ?? undefined)}`,
      providesTags: ['Material'],
    }),
    checkExerciseAccess: build.query<AccessResult, string>({
      query: (id) => `/exercises/${id}/checkAccess`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    getExerciseAccess: build.query<AccessEntry[], string>({
      query: (id) => `/exercises/${id}/access`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    setExerciseAccess: build.mutation<
      AccessEntry[],
      { id: string; userId: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/exercises/${id}/access`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    removeExerciseAccess: build.mutation<AccessEntry[], { id: string; userId: string }>({
      query: ({ id, ...body }) => ({ url: `/exercises/${id}/access`, method: 'DELETE', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    shareExercise: build.mutation<
      AccessEntry[],
      { id: string; email: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/exercises/${id}/share`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    /** The caller's favorites (`/favorites/exercises` answers QuadCoach's records). */
    getFavoriteExercises: build.query<ExerciseList, ExerciseListArgs | void>({
      query: (args) =>
        withQuery(
          '/exercises',
          encodeListQuery({ ...args, flags: { ...args?.flags, favorite: true } }),
        ),
      providesTags: ['Favorite', LIST],
    }),
    setExerciseFavorite: build.mutation<void, { id: string; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/favorites/exercises/${id}`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Exercise', id }, LIST, 'Favorite'],
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
