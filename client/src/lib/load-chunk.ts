import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How often a chunk is fetched again while the browser says it is online, and the pause between. */
export const CHUNK_RETRIES = 2;
export const CHUNK_RETRY_PAUSE_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const online = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );

/**
 * Runs a dynamic import again when it fails for want of a connection (a coach at the pitch side
 * loses it for a moment): offline, it waits until the browser is online again; online, it tries
 * `retries` more times after a pause, then gives up with the last error. Chromium does not keep
 * a failed module fetch, also after a failed modulepreload (checked with Chromium 156), so the
 * same import can succeed later.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  retries = CHUNK_RETRIES,
  pauseMs = CHUNK_RETRY_PAUSE_MS,
): Promise<T> {
  let failures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine) {
        await online();
        continue;
      }
      failures += 1;
      if (failures > retries) throw error;
      await pause(pauseMs);
    }
  }
}

/** Whether `error` is a browser's word for a module it could not fetch (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

/**
 * A component exported by name from a module loaded on first render, through {@link loadChunk}
 * (React's `lazy` wants a default export).
 */
export function lazyExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await loadChunk(load))[name] }));
}

/** A route's `lazy` that loads its screen, exported by name, through {@link loadChunk}. */
export function routeExport<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await loadChunk(load))[name] });
}
