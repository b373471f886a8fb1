import { applyCommand, findItem, type ItemPlace, type PlanContent } from '../planner-model.ts';
import { listId, type DragData } from './drag-data.ts';

/**
 * How a drag moves things, as pure functions over the content: while an item is dragged the
 * planner shows a preview in which it already sits in the section it hovers; the plan itself
 * changes once, when it is dropped.
 */

/** The place an item would take on `over`: that item's slot, or the end of an (empty) list. */
export function placeOn(
  content: PlanContent,
  overId: string,
  over: DragData | undefined,
): ItemPlace | undefined {
  if (over?.type === 'list') {
    const section = content.sections.find((s) => s._id === over.sectionId);
    return section ? { sectionId: section._id, index: section.items.length } : undefined;
  }
  const found = findItem(content, overId);
  return found ? { sectionId: found.section._id, index: found.index } : undefined;
}

/**
 * The preview after the dragged item hovers `over`: moved into the hovered section when it
 * comes from another one (below the hovered item when `below`). Within one section
 * the sortable list shows the order itself, so the preview stays.
 */
export function previewOver(
  preview: PlanContent,
  activeId: string,
  overId: string,
  over: DragData | undefined,
  below: boolean,
): PlanContent {
  const from = findItem(preview, activeId);
  const place = placeOn(preview, overId, over);
  if (!from || !place || place.sectionId === from.section._id) return preview;
  const index = over?.type === 'item' && below ? place.index + 1 : place.index;
  const moved = applyCommand(preview, {
    kind: 'moveItem',
    itemId: activeId,
    to: { sectionId: place.sectionId, index },
  });
  return moved.ok ? moved.content : preview;
}

/** Whether the dragged item sits in a section after the one of `over`. */
export function comesFromLaterSection(
  preview: PlanContent,
  activeId: string,
  over: DragData | undefined,
): boolean {
  const from = findItem(preview, activeId);
  if (!from || !over) return false;
  const index = (sectionId: string) => preview.sections.findIndex((s) => s._id === sectionId);
  return index(from.section._id) > index(over.sectionId);
}

/** Where the dragged item lands when dropped on `overId` in the preview. */
export function dropPlace(
  preview: PlanContent,
  activeId: string,
  overId: string | undefined,
): ItemPlace | undefined {
  const from = findItem(preview, activeId);
  if (!from) return undefined;
  const target = overId === undefined ? undefined : findItem(preview, overId);
  if (target && target.section._id === from.section._id && overId !== activeId) {
    return { sectionId: from.section._id, index: target.index };
  }
  return { sectionId: from.section._id, index: from.index };
}

/** Whether `place` is where the item already is in `content` (a drop that changes nothing). */
export function isSamePlace(content: PlanContent, itemId: string, place: ItemPlace): boolean {
  const found = findItem(content, itemId);
  return !!found && found.section._id === place.sectionId && found.index === place.index;
}

/**
 * Where one arrow takes a keyboard drag that is over `overId` now: the next row in the plan's
 * order, as the sortable lists count places (over a row means taking its place). An item at
 * either end of its section goes on into the section after (its first row, or the section
 * itself when empty) or before (its last row); a section to the next section. Undefined at the
 * plan's ends.
 */
export function keyboardStep(
  preview: PlanContent,
  kind: 'section' | 'item',
  overId: string,
  down: boolean,
): string | undefined {
  const step = down ? 1 : -1;
  const { sections } = preview;
  if (kind === 'section') {
    const at = sections.findIndex((s) => s._id === overId);
    return at < 0 ? undefined : sections[at + step]?._id;
  }
  const at = findItem(preview, overId);
  if (!at) return undefined;
  const within = at.section.items[at.index + step];
  if (within) return within._id;
  const next = sections[at.sectionIndex + step];
  if (!next) return undefined;
  const entered = down ? next.items[0] : next.items.at(-1);
  return entered ? entered._id : listId(next._id);
}
