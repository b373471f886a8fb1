import type { UniqueIdentifier } from '@dnd-kit/core';

/**
 * What each draggable and droppable of the planner is. Sections and items use their own ids
 * (UUIDs, unique across the plan); the item list of a section, which takes drops when it is
 * empty, gets a prefixed one.
 */
export type DragData =
  | { type: 'section'; sectionId: string }
  | { type: 'item'; sectionId: string }
  | { type: 'list'; sectionId: string; empty: boolean };

/** How far apart a section's rows stand; the keyboard puts a row entering a section there. */
export const ITEM_GAP_PX = 8;

export const listId = (sectionId: string) => `list:${sectionId}`;

/** The planner's data of a draggable or droppable, or undefined for anything else. */
export function dragDataOf(
  entry: { data: { current?: unknown } } | null | undefined,
): DragData | undefined {
  const data = entry?.data.current;
  if (!data || typeof data !== 'object' || !('type' in data)) return undefined;
  const { type } = data as { type: unknown };
  return type === 'section' || type === 'item' || type === 'list' ? (data as DragData) : undefined;
}

export const idOf = (id: UniqueIdentifier) => String(id);
