import {
  closestCenter,
  closestCorners,
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { PlanContent } from '../planner-model.ts';
import { dragDataOf, idOf, ITEM_GAP_PX, type DragData } from './drag-data.ts';
import { keyboardStep } from './drag-moves.ts';

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
 * A keyboard drag: the row its last arrow chose (null before the first) and the plan as the rows
 * show it. The keyboard has no pointer, so what it is over is what the arrow chose, not the row
 * nearest the moved box: a row taller than the box loses to a nearer edge, and the rows move
 * while a preview renders. Once an item entered another section it is over its own new place.
 */
export interface KeyboardDrag {
  over: string | null;
  readonly preview: () => PlanContent | undefined;
}

/**
 * Sections sort among sections. An item follows the pointer: the item under it, else the
 * (empty) list under it, else the nearest item. The keyboard gets what its last arrow chose.
 */
export function plannerCollision(keyboard: KeyboardDrag): CollisionDetection {
  return (args) => {
    const active = dragDataOf(args.active);
    // The dragged row's own slot counts: over itself means "stays where it is".
    const candidates = args.droppableContainers.filter((target) =>
      accepts(active, dragDataOf(target)),
    );
    const scoped = { ...args, droppableContainers: candidates };
    if (!args.pointerCoordinates && keyboard.over !== null) {
      const chosen = candidates.find((target) => target.id === keyboard.over);
      if (chosen) return [{ id: chosen.id, data: { droppableContainer: chosen, value: 0 } }];
    }
    if (active?.type === 'section') return closestCenter(scoped);
    if (args.pointerCoordinates) {
      const under = pointerWithin(scoped);
      if (under.length > 0) return under;
      return closestCenter(scoped);
    }
    return closestCorners(scoped);
  };
}

const VERTICAL: readonly string[] = [KeyboardCode.Down, KeyboardCode.Up];

/**
 * Up and down arrows move the dragged item one place in the plan's order (`keyboardStep`),
 * across sections too; a dragged section one place among sections. The box goes where the rows
 * open the gap for it: moving down it lines up its bottom with the chosen row's, moving up its
 * top; an item entering the next section takes the top of its first row, one entering the
 * section before the place below its last row.
 */
export function plannerKeyboardCoordinates(keyboard: KeyboardDrag): KeyboardCoordinateGetter {
  return (event, { context }) => {
    if (!VERTICAL.includes(event.code)) return undefined;
    event.preventDefault();
    const { active, collisionRect, droppableRects, droppableContainers } = context;
    const activeData = dragDataOf(active);
    const preview = keyboard.preview();
    if (!active || !collisionRect || !activeData || !preview) return undefined;
    const down = event.code === KeyboardCode.Down;
    const kind = activeData.type === 'section' ? 'section' : 'item';
    const targetId = keyboardStep(preview, kind, keyboard.over ?? idOf(active.id), down);
    const target = targetId === undefined ? undefined : droppableRects.get(targetId);
    if (targetId === undefined || !target) return undefined;
    keyboard.over = targetId;
    const targetData = dragDataOf(droppableContainers.get(targetId));
    const crossing = activeData.type === 'item' && targetData?.sectionId !== activeData.sectionId;
    let top = target.top;
    if (!crossing && down) top = target.top + target.height - collisionRect.height;
    if (crossing && !down && targetData?.type === 'item') {
      top = target.top + target.height + ITEM_GAP_PX;
    }
    // The box has to move for dnd-kit to ask what it is over.
    const y = down ? Math.max(top, collisionRect.top + 1) : Math.min(top, collisionRect.top - 1);
    return { x: collisionRect.left, y };
  };
}
