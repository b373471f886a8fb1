import { combineReducers, configureStore, isPlain } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice.ts';
import { layoutReducer } from '../features/layout/layout-slice.ts';
import { baseApi } from '../lib/base-api.ts';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
  layout: layoutReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store lives in app/ (not lib/) because it composes feature slices and lib may not
 * import features.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // The base query turns ISO date strings into Date objects on purpose, so cached
          // responses (and the actions carrying them) hold Dates. Allow exactly that.
          isSerializable: (value: unknown) => isPlain(value) || value instanceof Date,
        },
      }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
