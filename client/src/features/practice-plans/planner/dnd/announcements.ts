import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { PlanContent } from '../planner-model.ts';
import type { PlannerT } from '../i18n.ts';
import { dragDataOf, idOf } from './drag-data.ts';
import { placeOn } from './drag-moves.ts';

/** What announcements read: the content as the coach sees it now, and how things are named. */
export interface AnnouncementSource {
  content: PlanContent;
  itemTitle: (itemId: string) => string;
}

interface Spot {
  name: string;
  position: number;
  count: number;
  section: string;
}

/**
 * Screen-reader texts for the planner's drags, translated. Items are told by name, position
 * and section; sections by name and position. `source` is read at the moment of each event.
 */
export function plannerAnnouncements(
  t: PlannerT,
  source: () => AnnouncementSource,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const sectionSpot = (sectionId: string, targetId?: string): Spot | undefined => {
    const { content } = source();
    const from = content.sections.findIndex((s) => s._id === sectionId);
    const to =
      targetId === undefined ? from : content.sections.findIndex((s) => s._id === targetId);
    const section = content.sections[from];
    if (!section || to < 0) return undefined;
    return { name: section.title, position: to + 1, count: content.sections.length, section: '' };
  };

  const itemSpot = (itemId: string, overId?: string, overData?: ReturnType<typeof dragDataOf>) => {
    const { content, itemTitle } = source();
    const place = placeOn(content, overId ?? itemId, overId === undefined ? undefined : overData);
    const section = content.sections.find((s) => s._id === place?.sectionId);
    if (!place || !section) return undefined;
    const moving = !section.items.some((item) => item._id === itemId);
    const spot: Spot = {
      name: itemTitle(itemId),
      position: Math.min(place.index + 1, section.items.length + (moving ? 1 : 0)),
      count: section.items.length + (moving ? 1 : 0),
      section: section.title,
    };
    return spot;
  };

  type Phase = 'start' | 'over' | 'end' | 'cancel';
  const say = (phase: Phase, active: Active, over?: Over | null): string | undefined => {
    const activeId = idOf(active.id);
    const overId = over ? idOf(over.id) : undefined;
    if (dragDataOf(active)?.type === 'section') {
      const settled = phase === 'start' || phase === 'cancel';
      const spot = sectionSpot(activeId, settled ? undefined : (overId ?? activeId));
      return spot && t(`dnd.section.${phase}`, { ...spot });
    }
    const spot =
      phase === 'start' || phase === 'cancel' || !over
        ? itemSpot(activeId)
        : itemSpot(activeId, overId, dragDataOf(over));
    return spot && t(`dnd.item.${phase}`, { ...spot });
  };

  return {
    announcements: {
      onDragStart: ({ active }) => say('start', active),
      onDragOver: ({ active, over }) => (over ? say('over', active, over) : undefined),
      onDragEnd: ({ active, over }) => say('end', active, over),
      onDragCancel: ({ active }) => say('cancel', active),
    },
    screenReaderInstructions: { draggable: t('dnd.instructions') },
  };
}
