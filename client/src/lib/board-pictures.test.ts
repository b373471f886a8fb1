import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_IMAGES,
  ACCESSORY_SCALES,
  ACCESSORY_TYPES,
  CANVAS_HEIGHT,
  COURT_BACKGROUNDS,
} from '@courtside/domain';

const publicDir = path.resolve(import.meta.dirname, '../../public');

/** The intrinsic size an SVG declares, which the canvas scales from. */
function svgSize(src: string): { width: number; height: number } {
  const text = readFileSync(path.join(publicDir, src), 'utf8');
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  expect(text).toMatch(/<title>[^<]+<\/title>/);
  return { width: attribute('width'), height: attribute('height') };
}

describe('board pictures in public/', () => {
  it('has a court picture of the canvas size for every background', () => {
    for (const src of COURT_BACKGROUNDS) {
      expect(svgSize(src)).toEqual({ width: 1220, height: 686 });
    }
  });

  it('has a picture for every accessory that its scale turns into a sensible court size', () => {
    for (const type of ACCESSORY_TYPES) {
      const { width, height } = svgSize(ACCESSORY_IMAGES[type]);
      const longest = Math.max(width, height) * ACCESSORY_SCALES[type];
      // Bigger than a player's circle (radius 15) would dwarf it; a ladder may run longer.
      expect(longest, type).toBeGreaterThanOrEqual(15);
      expect(longest, type).toBeLessThanOrEqual(CANVAS_HEIGHT / 4);
    }
  });
});
