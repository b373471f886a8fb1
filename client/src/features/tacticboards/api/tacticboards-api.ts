import {
  encodeListQuery,
  pageSaveBody,
  type AccessEntry,
  type AccessLevel,
  type AccessResult,
  type BoardPage,
  type ListQuery,
  type Page,
  type PageSave,
  type TacticBoard,
  type TacticBoardCreate,
  type TacticBoardHeaderList,
  type TacticBoardList,
  type TacticBoardMeta,
  type TacticBoardUpdate,
} from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import type { Revived } from '../../../lib/revived.ts';

export type TacticBoardItem = Revived<TacticBoard>;
export type TacticBoardHeaders = Revived<TacticBoardHeaderList>;
export type TacticBoardHeaderItem = TacticBoardHeaders['tacticboards'][number];
export type TacticBoards = Revived<TacticBoardList>;
export type TacticBoardListArgs = Partial<ListQuery>;

const LIST = { type: 'TacticBoard', id: 'LIST' } as const;
const boardTag = (id: string) => ({ type: 'TacticBoard' as const, id });
const accessTag = (id: string) => ({ type: 'Access' as const, id: `tacticboard-${id}` });
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * Tactic-board calls of spec §7. Page calls return the affected page, so the editor updates its
 * own state and only list views are refetched.
 */
export const tacticboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTacticBoardHeaders: build.query<TacticBoardHeaders, TacticBoardListArgs | void>({
      query: (args) => withQuery('/tacticboards/header', encodeListQuery(args ?? {})),
      providesTags: (result) => [LIST, ...(result?.tacticboards ?? []).map((b) => boardTag(b._id))],
    }),
    /** The header list page by page for "load more"; all loaded pages share one cache entry. */
    getTacticBoardPages: build.infiniteQuery<TacticBoardHeaders, TacticBoardListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // A short page is the last one; past the server's counting cap a full page may have more.
        getNextPageParam: ({ pagination, tacticboards }) =>
          tacticboards.length === pagination.limit &&
          (pagination.page < pagination.pages || !pagination.exact)
            ? pagination.page + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        withQuery('/tacticboards/header', encodeListQuery({ ...queryArg, page: pageParam })),
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) => page.tacticboards.map((b) => boardTag(b._id))),
      ],
    }),
    getTacticBoards: build.query<TacticBoards, TacticBoardListArgs | void>({
      query: (args) => withQuery('/tacticboards', encodeListQuery(args ?? {})),
      providesTags: (result) => [LIST, ...(result?.tacticboards ?? []).map((b) => boardTag(b._id))],
    }),
    getTacticBoard: build.query<TacticBoardItem, string>({
      query: (id) => `/tacticboards/${id}`,
      providesTags: (_result, _error, id) => [boardTag(id)],
    }),
    createTacticBoard: build.mutation<TacticBoardItem, TacticBoardCreate>({
      query: (body) => ({ url: '/tacticboards', method: 'POST', body }),
      invalidatesTags: [LIST, 'TacticBoardTag'],
    }),
    updateTacticBoard: build.mutation<TacticBoardItem, TacticBoardUpdate & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/tacticboards/${_id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { _id }) => [boardTag(_id), LIST, 'TacticBoardTag'],
    }),
    updateTacticBoardMeta: build.mutation<TacticBoardItem, TacticBoardMeta & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/tacticboards/${_id}/meta`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { _id }) => [boardTag(_id), LIST, 'TacticBoardTag'],
    }),
    deleteTacticBoard: build.mutation<void, string>({
      query: (id) => ({ url: `/tacticboards/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [boardTag(id), LIST, 'TacticBoardTag', 'Favorite'],
    }),
    duplicateTacticBoard: build.mutation<TacticBoardItem, string>({
      query: (id) => ({ url: `/tacticboards/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    updatePage: build.mutation<
      BoardPage,
      { tacticboardId: string; pageId: string; save: PageSave }
    >({
      query: ({ tacticboardId, pageId, save }) => ({
        url: `/tacticboards/${tacticboardId}/pages/${pageId}`,
        method: 'PATCH',
        body: pageSaveBody(save),
      }),
      invalidatesTags: [LIST],
    }),
    addPage: build.mutation<
      BoardPage,
      { tacticboardId: string; position?: number; pageData: Page }
    >({
      query: ({ tacticboardId, position, pageData }) => ({
        url:
          position === undefined
            ? `/tacticboards/${tacticboardId}/newPage`
            : `/tacticboards/${tacticboardId}/insertPage/${position}`,
        method: 'POST',
        body: pageData,
      }),
      invalidatesTags: [LIST],
    }),
    deletePage: build.mutation<void, { tacticboardId: string; pageId: string }>({
      query: ({ tacticboardId, pageId }) => ({
        url: `/tacticboards/${tacticboardId}/pages/${pageId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [LIST],
    }),
    getTacticBoardTags: build.query<Array<{ tagName: string }>, string | void>({
      query: (pattern) =>
        pattern
          ? `/tags/tacticboards?tagName%5Bregex%5D=${encodeURIComponent(pattern)}&tagName%5Boptions%5D=i`
          : '/tags/tacticboards',
      providesTags: ['TacticBoardTag'],
    }),
    checkTacticBoardAccess: build.query<AccessResult, string>({
      query: (id) => `/tacticboards/${id}/checkAccess`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    getTacticBoardAccess: build.query<AccessEntry[], string>({
      query: (id) => `/tacticboards/${id}/access`,
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    setTacticBoardAccess: build.mutation<
      AccessEntry[],
      { id: string; userId: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/tacticboards/${id}/access`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    removeTacticBoardAccess: build.mutation<AccessEntry[], { id: string; userId: string }>({
      query: ({ id, ...body }) => ({ url: `/tacticboards/${id}/access`, method: 'DELETE', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    shareTacticBoard: build.mutation<
      AccessEntry[],
      { id: string; email: string; access: AccessLevel }
    >({
      query: ({ id, ...body }) => ({ url: `/tacticboards/${id}/share`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [accessTag(id)],
    }),
    /** The caller's favorites (`/favorites/tacticboards` answers QuadCoach's records). */
    getFavoriteTacticBoards: build.query<TacticBoardHeaders, TacticBoardListArgs | void>({
      query: (args) =>
        withQuery(
          '/tacticboards/header',
          encodeListQuery({ ...args, flags: { ...args?.flags, favorite: true } }),
        ),
      providesTags: ['Favorite', LIST],
    }),
    setTacticBoardFavorite: build.mutation<void, { id: string; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/favorites/tacticboards/${id}`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [boardTag(id), LIST, 'Favorite'],
    }),
  }),
});

export const {
  useGetTacticBoardHeadersQuery,
  useGetTacticBoardPagesInfiniteQuery,
  useGetTacticBoardsQuery,
  useGetTacticBoardQuery,
  useLazyGetTacticBoardQuery,
  useCreateTacticBoardMutation,
  useUpdateTacticBoardMutation,
  useUpdateTacticBoardMetaMutation,
  useDeleteTacticBoardMutation,
  useDuplicateTacticBoardMutation,
  useUpdatePageMutation,
  useAddPageMutation,
  useDeletePageMutation,
  useGetTacticBoardTagsQuery,
  useCheckTacticBoardAccessQuery,
  useGetTacticBoardAccessQuery,
  useSetTacticBoardAccessMutation,
  useRemoveTacticBoardAccessMutation,
  useShareTacticBoardMutation,
  useGetFavoriteTacticBoardsQuery,
  useSetTacticBoardFavoriteMutation,
} = tacticboardsApi;
