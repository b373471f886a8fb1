/*
 * Where the editor last showed a board's canvas, per address and window size, so that the next
 * open of that board can draw its first page there before the app's code has run
 * (app/boot/early-editor.ts). The page's boot script reads the entry with code of its own
 * (app/boot/boot-loader.ts, which shares no module with the app; its test writes places here).
 */

/** The localStorage entry: an object of places by `placeKey`. */
export const CANVAS_PLACES_KEY = 'courtside.canvasPlaces';

/** The most places kept: the boards opened last, each at the window sizes it was opened at. */
const MAX_PLACES = 24;

/** The canvas's box, in CSS pixels from the top left of the page. */
export interface CanvasPlace {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function placeKey(pathname: string, windowWidth: number, windowHeight: number): string {
  return `${pathname} ${windowWidth}x${windowHeight}`;
}

/** The page's storage, if the browser lets the page use one (it may throw where it does not). */
export function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readPlaces(storage: Storage): Record<string, CanvasPlace> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CANVAS_PLACES_KEY) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as Record<string, CanvasPlace>) : {};
  } catch {
    return {};
  }
}

/** Whether `value` is a box the early editor can draw in. */
export function isCanvasPlace(value: unknown): value is CanvasPlace {
  if (!value || typeof value !== 'object') return false;
  const { left, top, width, height } = value as Record<string, unknown>;
  return (
    [left, top, width, height].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (width as number) > 0 &&
    (height as number) > 0
  );
}

/** Keeps `place` under `key`, newest last, dropping the oldest beyond MAX_PLACES. */
export function rememberCanvasPlace(storage: Storage, key: string, place: CanvasPlace): void {
  // A hidden canvas (during playback) has no place to draw at.
  if (!isCanvasPlace(place)) return;
  const places = readPlaces(storage);
  const known = places[key];
  if (
    known &&
    known.left === place.left &&
    known.top === place.top &&
    known.width === place.width &&
    known.height === place.height
  )
    return;
  delete places[key];
  places[key] = place;
  const keys = Object.keys(places);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PLACES))) delete places[old];
  try {
    storage.setItem(CANVAS_PLACES_KEY, JSON.stringify(places));
  } catch {
    // A full or forbidden storage only costs the next open its early first page.
  }
}
