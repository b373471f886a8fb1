import { afterEach, describe, expect, it } from 'vitest';
import { CANVAS_PLACES_KEY, placeKey, rememberCanvasPlace } from './canvas-places.ts';

const place = (left: number) => ({ left, top: 120, width: 1072, height: 604 });
const stored = () =>
  JSON.parse(window.localStorage.getItem(CANVAS_PLACES_KEY) ?? '{}') as Record<string, unknown>;

afterEach(() => window.localStorage.clear());

describe('canvas places', () => {
  it('keys a place by address and window size', () => {
    expect(placeKey('/tacticboards/b/update', 1280, 800)).toBe('/tacticboards/b/update 1280x800');
  });

  it('keeps the newest place of a key and the newest 24 keys', () => {
    for (let index = 0; index < 30; index += 1) {
      rememberCanvasPlace(window.localStorage, `key ${index}`, place(index));
    }
    rememberCanvasPlace(window.localStorage, 'key 10', place(99));
    const keys = Object.keys(stored());
    expect(keys).toHaveLength(24);
    expect(keys[0]).toBe('key 6');
    expect(keys.at(-1)).toBe('key 10');
    expect(stored()['key 10']).toEqual(place(99));
  });

  it('notes no hidden canvas and starts over from a broken entry', () => {
    rememberCanvasPlace(window.localStorage, 'hidden', { left: 0, top: 0, width: 0, height: 0 });
    expect(window.localStorage.getItem(CANVAS_PLACES_KEY)).toBeNull();
    window.localStorage.setItem(CANVAS_PLACES_KEY, '{not json');
    rememberCanvasPlace(window.localStorage, 'shown', place(1));
    expect(stored()).toEqual({ shown: place(1) });
  });
});
