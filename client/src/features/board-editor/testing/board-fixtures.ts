import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import type { CanvasObject, CourtBackground, Page } from '@courtside/domain';

export function circle(uuid: string, left = 0, top = 0): CanvasObject {
  return { type: 'circle', uuid, left, top, radius: 15 };
}

export function page(
  objects: CanvasObject[],
  background: CourtBackground = '/full-court.svg',
): Page {
  return { version: PAGE_SCHEMA_VERSION, objects, backgroundImage: { src: background } };
}

/** Lets pending promise callbacks (the fake port's async results) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
