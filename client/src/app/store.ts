import type {
  Middleware,
  Reducer,
  ReducersMapObject,
  StoreEnhancer,
  ThunkDispatch,
  UnknownAction,
} from '@reduxjs/toolkit';
import {
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
  isPlain,
} from '@reduxjs/toolkit';
import type { Store } from 'redux';
import { applyMiddleware, combineReducers, compose, legacy_createStore } from 'redux';
import { authReducer } from '../features/auth/auth-slice.ts';
import { layoutReducer } from '../features/layout/layout-slice.ts';
import type { LoadedApi } from '../lib/api-registry.ts';
import { whenApiLoaded } from '../lib/api-registry.ts';
import type { baseApi } from '../lib/base-api.ts';

// The store is made with Redux itself rather than RTK's configureStore: the shell holds its
// state before the first paint, and @reduxjs/toolkit (with immer) would add about 11 KB gzip to
// that download. RTK Query's cache and middleware join when the first screen that calls the API
// has loaded it (see lib/api-registry.ts).

const shellReducers = { auth: authReducer, layout: layoutReducer };

/** The shell's state; the API's slice is there once RTK Query has loaded. */
export type ShellState = {
  [Key in keyof typeof shellReducers]: ReturnType<(typeof shellReducers)[Key]>;
} & { [baseApi.reducerPath]?: ReturnType<typeof baseApi.reducer> };

/**
 * The state with the API's slice: every endpoint expects it, and none can be called before the
 * API has joined. Only the shell, which runs before, reads the slice as optional (ShellState).
 */
export type RootState = Required<ShellState>;

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Store<RootState> & { dispatch: AppDispatch };

type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

/** The root reducer, typed with the API's slice: before the API joins, only the shell reads it. */
const rootReducer = (reducers: ReducersMapObject) => combineReducers(reducers) as RootReducer;

/** What configureStore's thunk middleware does; RTK Query dispatches its requests as thunks. */
const thunk: Middleware = ({ dispatch, getState }) =>
  function runThunk(next) {
    return (action) =>
      typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);
  };

/** The place in the middleware chain that RTK Query's middleware takes once it has loaded. */
function apiMiddlewareSlot() {
  let apiMiddleware: Middleware | null = null;
  const middleware: Middleware = (storeApi) => (next) => {
    let throughApi: ((action: unknown) => unknown) | null = null;
    return (action) => {
      if (!apiMiddleware) return next(action);
      throughApi ??= apiMiddleware(storeApi)(next);
      return throughApi(action);
    };
  };
  return { middleware, take: (api: LoadedApi) => (apiMiddleware = api.middleware) };
}

/** configureStore's checks in development: no state mutated, and only plain data (or Dates). */
function developmentChecks(): Middleware[] {
  if (!import.meta.env.DEV) return [];
  return [
    createImmutableStateInvariantMiddleware(),
    createSerializableStateInvariantMiddleware({
      // The base query turns ISO date strings into Date objects on purpose, so cached
      // responses (and the actions carrying them) hold Dates. Allow exactly that.
      isSerializable: (value: unknown) => isPlain(value) || value instanceof Date,
    }),
  ];
}

interface DevToolsWindow {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
}

/**
 * The store lives in app/ (not lib/) because it composes feature slices and lib may not
 * import features.
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const apiSlot = apiMiddlewareSlot();
  // As configureStore does: the Redux DevTools extension sees the store when it is installed.
  const composeEnhancers =
    (typeof window === 'undefined'
      ? undefined
      : (window as DevToolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) ?? compose;
  const enhancer = composeEnhancers(
    applyMiddleware(thunk, ...developmentChecks(), apiSlot.middleware),
  ) as StoreEnhancer;
  const store = legacy_createStore(
    rootReducer(shellReducers),
    preloadedState,
    enhancer,
  ) as AppStore;
  whenApiLoaded((api) => {
    apiSlot.take(api);
    // Replacing the reducer runs it once, so the API's slice of state exists at once.
    store.replaceReducer(rootReducer({ ...shellReducers, [api.reducerPath]: api.reducer }));
  });
  return store;
}
