import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** What the store needs of the RTK Query API (lib/base-api.ts) once it has loaded. */
export interface LoadedApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

let loaded: LoadedApi | null = null;
const waiting = new Set<(api: LoadedApi) => void>();

/**
 * Called by base-api.ts as it loads. RTK Query comes with the first screen that calls the API,
 * not before the first paint, so the store (made at start) takes the API's reducer and
 * middleware here, before any of its endpoints can be used.
 */
export function announceApi(api: LoadedApi): void {
  loaded = api;
  for (const take of waiting) take(api);
  waiting.clear();
}

/** Calls `take` with the API now if it has loaded, else as soon as it does. */
export function whenApiLoaded(take: (api: LoadedApi) => void): void {
  if (loaded) take(loaded);
  else waiting.add(take);
}

/** The API if it has loaded; before that nothing can be cached in it. */
export function loadedApi(): LoadedApi | null {
  return loaded;
}
