import { vi } from 'vitest';

/**
 * Lets media queries (lists of width and height bounds, as MUI's `useMediaQuery` asks them)
 * answer as a browser window of this size would; jsdom has no `matchMedia` of its own.
 */
export function stubViewport(width: number, height = 800) {
  const within = (part: string) =>
    [...part.matchAll(/(min|max)-(width|height):\s*([\d.]+)px/g)].every(([, bound, side, px]) => {
      const size = side === 'width' ? width : height;
      return bound === 'max' ? size <= Number(px) : size >= Number(px);
    }) && /px/.test(part);
  vi.stubGlobal('matchMedia', (query: string) => {
    const matches = query.split(',').some(within);
    return {
      matches: Boolean(matches),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
