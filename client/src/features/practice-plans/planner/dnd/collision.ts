import {
  closestCenter,
  closestCorners,
  getFirstCollision,
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { dragDataOf, type DragData } from './drag-data.ts';

/**
 * What a dragged thing may land on: a section among sections; an item on another item or on
 * the list of an empty section (a list with items is reached through its items).
 */
function accepts(active: DragData | undefined, target: DragData | undefined): boolean {
  if (!active || !target) return false;
  if (active.type === 'section') return target.type === 'section';
  return target.type === 'item' || (target.type === 'list' && target.empty);
}

/**
 * Sections sort among sections. An item follows the pointer: the item under it, else the
 * (empty) list under it, else the nearest item; the keyboard has no pointer and gets the
 * nearest corners.
 */
export const plannerCollision: CollisionDetection = (args) => {
  const active = dragDataOf(args.active);
  // The dragged row's own slot counts: over itself means "stays where it is".
  const candidates = args.droppableContainers.filter((entry) => accepts(active, dragDataOf(entry)));
  const scoped = { ...args, droppableContainers: candidates };
  if (active?.type === 'section') return closestCenter(scoped);
  if (args.pointerCoordinates) {
    const under = pointerWithin(scoped);
    if (under.length > 0) return under;
    return closestCenter(scoped);
  }
  return closestCorners(scoped);
};

const VERTICAL: readonly string[] = [KeyboardCode.Down, KeyboardCode.Up];

/**
 * Up and down arrows move the dragged item to the next item (or empty section) above or below,
 * across sections too; a dragged section to the next section. Moving down lines up the bottoms,
 * moving up the tops, so rows of different heights still change places one at a time.
 */
export const plannerKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!VERTICAL.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const down = event.code === KeyboardCode.Down;
  const activeData = dragDataOf(active);
  const candidates: DroppableContainer[] = [];
  for (const entry of droppableContainers.getEnabled()) {
    if (!accepts(activeData, dragDataOf(entry))) continue;
    const rect = droppableRects.get(entry.id);
    if (rect && (down ? rect.top > collisionRect.top : rect.top < collisionRect.top)) {
      candidates.push(entry);
    }
  }
  const collisions = closestCorners({
    active,
    collisionRect,
    droppableRects,
    droppableContainers: candidates,
    pointerCoordinates: null,
  });
  let closestId = getFirstCollision(collisions, 'id');
  if (closestId === over?.id && collisions.length > 1) closestId = collisions[1]?.id ?? null;
  const target = closestId === null ? undefined : droppableRects.get(closestId);
  if (!target) return undefined;
  const top = down ? target.top + target.height - collisionRect.height : target.top;
  return { x: collisionRect.left, y: Math.max(top, down ? collisionRect.top + 1 : -Infinity) };
};
