import {
  encodeListQuery,
  type AccessEntry,
  type AccessLevel,
  type AccessResult,
  type ListQuery,
} from '@courtside/domain';
import type { baseApi } from './base-api.ts';

/** The endpoint builder every slice injected into `baseApi` receives. */
type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/** The cache tag of one kind of item, and of the tag labels of that kind. */
type KindTag = 'Exercise' | 'TacticBoard' | 'PracticePlan';
type LabelTag = 'Tag' | 'TacticBoardTag' | 'PracticePlanTag';

export type ListArgs = Partial<ListQuery>;

interface Pagination {
  page: number;
  pages: number;
  limit: number;
  exact: boolean;
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The case-insensitive label search the tag and material calls take. */
export const labelQuery = (field: string, pattern?: string | void) =>
  pattern ? `?${field}%5Bregex%5D=${encodeURIComponent(pattern)}&${field}%5Boptions%5D=i` : '';

/**
 * The page after a list page, if there may be one. A short page is the last one; past the
 * server's counting cap (`exact: false`) `pages` is only a lower bound, so a full page means there
 * may be more.
 */
export function nextListPage(shown: number, pagination: Pagination): number | undefined {
  const more = pagination.page < pagination.pages || !pagination.exact;
  return shown === pagination.limit && more ? pagination.page + 1 : undefined;
}

/**
 * A mutation's cache tags, invalidated only once it succeeded: a failed call changed nothing on
 * the server, and the reload it would start fails as well offline, which replaced a screen of
 * unsaved edits (the planner, the exercise form) with its load error.
 */
export function onSuccess<Arg, Tag>(tags: (arg: Arg) => readonly Tag[]) {
  return (_result: unknown, error: unknown, arg: Arg): readonly Tag[] => (error ? [] : tags(arg));
}

/** The cache tags of one kind: the whole list, and one item. */
export function kindTags(kind: KindTag) {
  return {
    list: { type: kind, id: 'LIST' } as const,
    item: (id: string) => ({ type: kind, id }),
  };
}

/** How a list answer of one kind is read and where it is fetched. */
interface ListOptions<Result> {
  path: string;
  kind: KindTag;
  items: (result: Result) => ReadonlyArray<{ _id: string }>;
}

/** One list call; the list and every item in it are cached under their tags. */
export function listEndpoint<Result>(build: Build, { path, kind, items }: ListOptions<Result>) {
  const tags = kindTags(kind);
  return build.query<Result, ListArgs | void>({
    query: (args) => withQuery(path, encodeListQuery(args ?? {})),
    providesTags: (result) => [
      tags.list,
      ...(result ? items(result) : []).map((i) => tags.item(i._id)),
    ],
  });
}

/** The list page by page for "load more"; all loaded pages share one cache entry. */
function listPagesEndpoint<Result extends { pagination: Pagination }>(
  build: Build,
  { path, kind, items }: ListOptions<Result>,
) {
  const tags = kindTags(kind);
  return build.infiniteQuery<Result, ListArgs, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (page) => nextListPage(items(page).length, page.pagination),
    },
    query: ({ queryArg, pageParam }) =>
      withQuery(path, encodeListQuery({ ...queryArg, page: pageParam })),
    providesTags: (result) => [
      tags.list,
      ...(result?.pages ?? []).flatMap((page) => items(page).map((i) => tags.item(i._id))),
    ],
  });
}

/**
 * The resources that are shared, favoritable and access-controlled, with the endpoint names,
 * URLs and cache tags each has had from the start (hooks and tests use those names).
 */
const RESOURCES = {
  Exercise: {
    plural: 'Exercises',
    listName: 'getExercises',
    segment: 'exercises',
    listPath: '/exercises',
    accessKind: 'exercise',
    labelTag: 'Tag',
  },
  TacticBoard: {
    plural: 'TacticBoards',
    listName: 'getTacticBoardHeaders',
    segment: 'tacticboards',
    listPath: '/tacticboards/header',
    accessKind: 'tacticboard',
    labelTag: 'TacticBoardTag',
  },
  PracticePlan: {
    plural: 'PracticePlans',
    listName: 'getPracticePlans',
    segment: 'practice-plans',
    listPath: '/practice-plans',
    accessKind: 'practicePlan',
    labelTag: 'PracticePlanTag',
  },
} as const satisfies Record<KindTag, { labelTag: LabelTag } & Record<string, string>>;

type Resources = typeof RESOURCES;

function kindEndpoints<Result extends { pagination: Pagination }>(
  build: Build,
  kind: KindTag,
  items: (result: Result) => ReadonlyArray<{ _id: string }>,
) {
  const r = RESOURCES[kind];
  const accessTag = (id: string) => ({ type: 'Access' as const, id: `${r.accessKind}-${id}` });
  const tags = kindTags(kind);
  const url = (id: string, call: string) => `/${r.segment}/${id}/${call}`;
  const list = { path: r.listPath, kind, items };
  return {
    list: listEndpoint(build, list),
    pages: listPagesEndpoint(build, list),
    /** The caller's favorites: the list call with the favorite flag set. */
    favorites: build.query<Result, ListArgs | void>({
      query: (args) =>
        withQuery(
          r.listPath,
          encodeListQuery({ ...args, flags: { ...args?.flags, favorite: true } }),
        ),
      providesTags: ['Favorite', tags.list],
    }),
    checkAccess: build.query<AccessResult, string>({
      query: (id) => url(id, 'checkAccess'),
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    getAccess: build.query<AccessEntry[], string>({
      query: (id) => url(id, 'access'),
      providesTags: (_result, _error, id) => [accessTag(id)],
    }),
    setAccess: build.mutation<AccessEntry[], { id: string; userId: string; access: AccessLevel }>({
      query: ({ id, ...body }) => ({ url: url(id, 'access'), method: 'POST', body }),
      invalidatesTags: onSuccess(({ id }) => [accessTag(id)]),
    }),
    removeAccess: build.mutation<AccessEntry[], { id: string; userId: string }>({
      query: ({ id, ...body }) => ({ url: url(id, 'access'), method: 'DELETE', body }),
      invalidatesTags: onSuccess(({ id }) => [accessTag(id)]),
    }),
    share: build.mutation<AccessEntry[], { id: string; email: string; access: AccessLevel }>({
      query: ({ id, ...body }) => ({ url: url(id, 'share'), method: 'POST', body }),
      invalidatesTags: onSuccess(({ id }) => [accessTag(id)]),
    }),
    setFavorite: build.mutation<void, { id: string; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/favorites/${r.segment}/${id}`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: onSuccess(({ id }) => [tags.item(id), tags.list, 'Favorite']),
    }),
    getTags: build.query<string[], string | void>({
      query: (pattern) => `/tags/${r.segment}${labelQuery('tagName', pattern)}`,
      providesTags: [r.labelTag],
    }),
  };
}

type Shared<Result extends { pagination: Pagination }> = ReturnType<typeof kindEndpoints<Result>>;

/** Each shared endpoint's name for one kind; the hook names follow from these. */
type EndpointName<K extends KindTag> = {
  list: Resources[K]['listName'];
  pages: `get${K}Pages`;
  favorites: `getFavorite${Resources[K]['plural']}`;
  checkAccess: `check${K}Access`;
  getAccess: `get${K}Access`;
  setAccess: `set${K}Access`;
  removeAccess: `remove${K}Access`;
  share: `share${K}`;
  setFavorite: `set${K}Favorite`;
  getTags: `get${K}Tags`;
};

function endpointName(kind: KindTag, key: keyof EndpointName<KindTag>): string {
  const names: Record<typeof key, string> = {
    list: RESOURCES[kind].listName,
    pages: `get${kind}Pages`,
    favorites: `getFavorite${RESOURCES[kind].plural}`,
    checkAccess: `check${kind}Access`,
    getAccess: `get${kind}Access`,
    setAccess: `set${kind}Access`,
    removeAccess: `remove${kind}Access`,
    share: `share${kind}`,
    setFavorite: `set${kind}Favorite`,
    getTags: `get${kind}Tags`,
  };
  return names[key];
}

export type ResourceEndpoints<K extends KindTag, Result extends { pagination: Pagination }> = {
  [E in keyof Shared<Result> as EndpointName<K>[E]]: Shared<Result>[E];
};

/**
 * The calls every shared, favoritable, access-controlled resource has (list, list pages,
 * favorites, access, share, favorite toggle, tags), named for the kind, for a slice to spread into
 * its `injectEndpoints`. `items` reads the items out of one list answer.
 */
export function resourceEndpoints<K extends KindTag, Result extends { pagination: Pagination }>(
  build: Build,
  kind: K,
  items: (result: Result) => ReadonlyArray<{ _id: string }>,
): ResourceEndpoints<K, Result> {
  const shared = kindEndpoints(build, kind, items);
  const keys = Object.keys(shared) as Array<keyof Shared<Result>>;
  // Object.fromEntries loses the template-literal keys; EndpointName spells them out for types.
  return Object.fromEntries(
    keys.map((key) => [endpointName(kind, key), shared[key]]),
  ) as ResourceEndpoints<K, Result>;
}
