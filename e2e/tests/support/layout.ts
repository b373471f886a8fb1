import type { Locator } from '@playwright/test';

/**
 * The vertical middle of each element, rounded to a pixel: elements with the same middle share a
 * row, whatever their heights (a round icon button is taller than a text button).
 */
export async function rowMiddles(elements: Locator[]): Promise<number[]> {
  return Promise.all(
    elements.map(async (element) => {
      const box = await element.boundingBox();
      if (!box) throw new Error(`${element.toString()} is not shown`);
      return Math.round(box.y + box.height / 2);
    }),
  );
}
