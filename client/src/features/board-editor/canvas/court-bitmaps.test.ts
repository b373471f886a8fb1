import { describe, expect, it } from 'vitest';
import { createCourtBitmaps, type CourtBitmap } from './court-bitmaps.ts';

/** Pictures are their source's name; bitmaps say which picture they were drawn from. */
function fakeSources(failing = new Set<string>()) {
  const loads: string[] = [];
  const drawn: string[] = [];
  let pending: (() => void)[] = [];
  return {
    loads,
    drawn,
    /** Lets every load started so far finish. */
    finishLoads() {
      const waiting = pending;
      pending = [];
      waiting.forEach((finish) => finish());
    },
    sources: {
      load: (src: string) =>
        new Promise<string>((resolve, reject) => {
          loads.push(src);
          pending.push(() =>
            failing.has(src) ? reject(new Error(`${src} is missing`)) : resolve(src),
          );
        }),
      rasterise: (picture: string, width: number, height: number): CourtBitmap => {
        drawn.push(`${picture} ${width}×${height}`);
        return { image: { picture } as unknown as CanvasImageSource, width, height };
      },
    },
  };
}

/** Waits until the bitmap's promise settles while finishing the loads it waits for. */
async function settled<T>(promise: Promise<T>, fake: ReturnType<typeof fakeSources>): Promise<T> {
  await Promise.resolve();
  fake.finishLoads();
  return promise;
}

describe('createCourtBitmaps', () => {
  it('loads each court once and draws it at the size asked for', async () => {
    const fake = fakeSources();
    const bitmaps = createCourtBitmaps(fake.sources);
    const first = await settled(bitmaps.bitmap('/full-court.svg', 1016, 572), fake);
    const again = await bitmaps.bitmap('/full-court.svg', 1016, 572);
    expect(first).toMatchObject({ width: 1016, height: 572 });
    expect(again).toBe(first);
    expect(fake.loads).toEqual(['/full-court.svg']);
    expect(fake.drawn).toEqual(['/full-court.svg 1016×572']);
  });

  it('keeps a larger bitmap for a smaller board and draws again only when the board grows past it', async () => {
    const fake = fakeSources();
    const bitmaps = createCourtBitmaps(fake.sources);
    const large = await settled(bitmaps.bitmap('/full-court.svg', 2032, 1144), fake);
    expect(await bitmaps.bitmap('/full-court.svg', 1016, 572)).toBe(large);
    const wider = await bitmaps.bitmap('/full-court.svg', 2440, 1000);
    expect(wider).toMatchObject({ width: 2440, height: 1144 });
    expect(fake.drawn).toEqual(['/full-court.svg 2032×1144', '/full-court.svg 2440×1144']);
    expect(fake.loads).toEqual(['/full-court.svg']);
  });

  it('keeps one bitmap per court', async () => {
    const fake = fakeSources();
    const bitmaps = createCourtBitmaps(fake.sources);
    const full = bitmaps.bitmap('/full-court.svg', 100, 50);
    const half = bitmaps.bitmap('/half-court.svg', 100, 50);
    await Promise.resolve();
    fake.finishLoads();
    const [fullBitmap, halfBitmap] = await Promise.all([full, half]);
    expect(fullBitmap).not.toBe(halfBitmap);
    expect(fake.drawn).toEqual(['/full-court.svg 100×50', '/half-court.svg 100×50']);
  });

  it('shares a preload with the bitmap asked for while it is still loading', async () => {
    const fake = fakeSources();
    const bitmaps = createCourtBitmaps(fake.sources);
    bitmaps.preload('/full-court.svg');
    const bitmap = settled(bitmaps.bitmap('/full-court.svg', 100, 50), fake);
    await expect(bitmap).resolves.toMatchObject({ width: 100, height: 50 });
    expect(fake.loads).toEqual(['/full-court.svg']);
  });

  it('rejects for a court that cannot be loaded and tries again on the next call', async () => {
    const failing = new Set(['/half-court.svg']);
    const fake = fakeSources(failing);
    const bitmaps = createCourtBitmaps(fake.sources);
    await expect(settled(bitmaps.bitmap('/half-court.svg', 100, 50), fake)).rejects.toThrow(
      'missing',
    );
    failing.clear();
    await expect(settled(bitmaps.bitmap('/half-court.svg', 100, 50), fake)).resolves.toMatchObject({
      width: 100,
    });
    expect(fake.loads).toEqual(['/half-court.svg', '/half-court.svg']);
  });

  it('lets a failed preload go unreported', async () => {
    const fake = fakeSources(new Set(['/empty-court.svg']));
    const bitmaps = createCourtBitmaps(fake.sources);
    bitmaps.preload('/empty-court.svg');
    await settled(Promise.resolve(), fake);
    // An unhandled rejection would fail the run; the next call loads again.
    const next = settled(bitmaps.bitmap('/empty-court.svg', 1, 1), fake);
    await expect(next).rejects.toThrow('missing');
    expect(fake.loads).toEqual(['/empty-court.svg', '/empty-court.svg']);
  });
});
