import {
  pageSaveBody,
  type BoardPage,
  type Page,
  type PageSave,
  type TacticBoard,
  type TacticBoardCreate,
  type TacticBoardHeaderList,
  type TacticBoardList,
  type TacticBoardMeta,
  type TacticBoardUpdate,
} from '@courtside/domain';
import { takeEarlyAnswer } from '../../../lib/early-answers.ts';
import { baseApi } from '../../../lib/base-api.ts';
import {
  kindTags,
  listEndpoint,
  onSuccess,
  resourceEndpoints,
} from '../../../lib/resource-endpoints.ts';
import { reviveDates } from '../../../lib/revive-dates.ts';
import type { Revived } from '../../../lib/revived.ts';

export type { ListArgs as TacticBoardListArgs } from '../../../lib/resource-endpoints.ts';

export type TacticBoardItem = Revived<TacticBoard>;
export type TacticBoardHeaders = Revived<TacticBoardHeaderList>;
export type TacticBoardHeaderItem = TacticBoardHeaders['tacticboards'][number];
export type TacticBoards = Revived<TacticBoardList>;

const { list: LIST, item: boardTag } = kindTags('TacticBoard');

/**
 * Tactic-board calls of spec §7. Page calls return the affected page, so the editor updates its
 * own state and only list views are refetched.
 */
export const tacticboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...resourceEndpoints(build, 'TacticBoard', (list: TacticBoardHeaders) => list.tacticboards),
    getTacticBoards: listEndpoint(build, {
      path: '/tacticboards',
      kind: 'TacticBoard',
      items: (list: TacticBoards) => list.tacticboards,
    }),
    getTacticBoard: build.query<TacticBoardItem, string>({
      async queryFn(id, _api, _extraOptions, baseQuery) {
        // The editor's board may have been asked for already, as the session check answered.
        const early = await takeEarlyAnswer(`/api/tacticboards/${id}`);
        const result =
          early === undefined
            ? await baseQuery(`/tacticboards/${id}`)
            : { data: reviveDates(early) };
        if (result.error) return { error: result.error };
        // The server's answer to this call is a board (the base query does not check shapes).
        const board = result.data as TacticBoardItem;
        // Frozen at the top, the answer is stored as it is: immer's auto-freeze (on in production
        // builds too) skips what is frozen already instead of walking every object of every page,
        // 3–25 ms for a board of 20 pages × 40 objects, the most just after start. Nothing
        // writes into cached answers.
        return { data: Object.freeze(board) };
      },
      providesTags: (_result, _error, id) => [boardTag(id)],
    }),
    createTacticBoard: build.mutation<TacticBoardItem, TacticBoardCreate>({
      query: (body) => ({ url: '/tacticboards', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [LIST, 'TacticBoardTag']),
    }),
    updateTacticBoard: build.mutation<TacticBoardItem, TacticBoardUpdate & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/tacticboards/${_id}`, method: 'PUT', body }),
      invalidatesTags: onSuccess(({ _id }) => [boardTag(_id), LIST, 'TacticBoardTag']),
    }),
    updateTacticBoardMeta: build.mutation<TacticBoardItem, TacticBoardMeta & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/tacticboards/${_id}/meta`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ _id }) => [boardTag(_id), LIST, 'TacticBoardTag']),
    }),
    deleteTacticBoard: build.mutation<void, string>({
      query: (id) => ({ url: `/tacticboards/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((id) => [boardTag(id), LIST, 'TacticBoardTag', 'Favorite']),
    }),
    duplicateTacticBoard: build.mutation<TacticBoardItem, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/tacticboards/${id}/duplicate`,
        method: 'POST',
        body: { name },
      }),
      invalidatesTags: onSuccess(() => [LIST]),
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
      invalidatesTags: onSuccess(() => [LIST]),
      onQueryStarted: async ({ tacticboardId, pageId }, { dispatch, queryFulfilled }) => {
        const saved = (await succeeded(queryFulfilled))?.data;
        if (!saved) return;
        dispatch(
          patchBoard(tacticboardId, (pages) =>
            pages.map((page) => (page._id === pageId ? saved : page)),
          ),
        );
      },
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
      invalidatesTags: onSuccess(() => [LIST]),
      onQueryStarted: async ({ tacticboardId, position }, { dispatch, queryFulfilled }) => {
        const added = (await succeeded(queryFulfilled))?.data;
        if (!added) return;
        dispatch(
          patchBoard(tacticboardId, (pages) => {
            const at = position ?? pages.length;
            return [...pages.slice(0, at), added, ...pages.slice(at)];
          }),
        );
      },
    }),
    deletePage: build.mutation<void, { tacticboardId: string; pageId: string }>({
      query: ({ tacticboardId, pageId }) => ({
        url: `/tacticboards/${tacticboardId}/pages/${pageId}`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess(() => [LIST]),
      onQueryStarted: async ({ tacticboardId, pageId }, { dispatch, queryFulfilled }) => {
        if (!(await succeeded(queryFulfilled))) return;
        dispatch(patchBoard(tacticboardId, (pages) => pages.filter((page) => page._id !== pageId)));
      },
    }),
  }),
});

/** A page call's answer, or undefined when it failed (the caller reports the failure). */
function succeeded<Answer>(answer: Promise<Answer>): Promise<Answer | undefined> {
  return answer.catch(() => undefined);
}

/**
 * Brings the cached board in step with a page call that succeeded. Page calls refetch nothing
 * (the editor keeps its own state), so the board cached from the editor's open was what the
 * profile, and the editor opened again, showed: without the saved pages, and with revisions
 * whose next save failed as a conflict with the coach's own earlier one.
 */
function patchBoard(
  tacticboardId: string,
  pages: (pages: TacticBoardItem['pages']) => TacticBoardItem['pages'],
) {
  return tacticboardsApi.util.updateQueryData('getTacticBoard', tacticboardId, (board) => ({
    ...board,
    pages: pages(board.pages),
  }));
}

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
