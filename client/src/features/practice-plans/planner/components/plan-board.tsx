import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PLAN_SECTIONS } from '@courtside/domain';
import {
  DndContext,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import { useItemTitle } from '../hooks/use-item-title.ts';
import { usePlannerT } from '../i18n.ts';
import { findItem, type PlanContent } from '../planner-model.ts';
import { usePlannerView } from '../planner-view.ts';
import { plannerAnnouncements, type AnnouncementSource } from '../dnd/announcements.ts';
import {
  plannerCollision,
  plannerKeyboardCoordinates,
  type KeyboardDrag,
} from '../dnd/collision.ts';
import { PromptKeyboardSensor, useEndDragOnUnmount } from '../dnd/prompt-keyboard-sensor.ts';
import { dragDataOf, idOf } from '../dnd/drag-data.ts';
import { comesFromLaterSection, dropPlace, isSamePlace, previewOver } from '../dnd/drag-moves.ts';
import { PlannerIcon } from './planner-icons.tsx';
import { SectionCard } from './section-card.tsx';

/** The drag under way: what is dragged, and the content as shown while it is. */
interface Drag {
  id: string;
  kind: 'section' | 'item';
  preview: PlanContent;
}

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };
// Scroll only near the very edge: the top bar and the action bar already cover part of it.
const autoScroll = { threshold: { x: 0, y: 0.1 } };
// Sensor options are made once: new ones would give every row new drag listeners at each render
// of the board (a drag's preview renders it), so every row would render again.
const mouseOptions = { activationConstraint: { distance: 4 } };
// The handle is the only place a touch starts a drag, so a short hold is enough.
const touchOptions = { activationConstraint: { delay: 120, tolerance: 8 } };

/**
 * The plan's sections and items, ordered by drag and drop with a mouse, a finger or the
 * keyboard. While a drag runs the rows show a preview; dropping records one change.
 */
export function PlanBoard() {
  const view = usePlannerView();
  const { planner } = view;
  const t = usePlannerT();
  const titleOf = useItemTitle();
  const [drag, setDragState] = useState<Drag | null>(null);
  // Drag events can follow each other before React renders; they read and write this copy.
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const shown = drag?.preview ?? planner.content;
  useEndDragOnUnmount(() => dragRef.current !== null);

  const keyboard = useMemo(() => {
    const moves: KeyboardDrag = { over: null, preview: () => dragRef.current?.preview };
    return {
      moves,
      collision: plannerCollision(moves),
      options: { coordinateGetter: plannerKeyboardCoordinates(moves) },
    };
  }, []);
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(PromptKeyboardSensor, keyboard.options),
  );

  // Announcements read the rows as shown at the moment they are spoken.
  const sourceRef = useRef<AnnouncementSource>({ content: shown, itemTitle: () => '' });
  sourceRef.current = {
    content: shown,
    itemTitle: (itemId) => {
      const found = findItem(shown, itemId);
      return found ? titleOf(found.item) : '';
    },
  };
  const accessibility = useMemo(() => plannerAnnouncements(t, () => sourceRef.current), [t]);

  const onDragStart = ({ active }: DragStartEvent) => {
    keyboard.moves.over = null;
    const kind = dragDataOf(active)?.type === 'section' ? 'section' : 'item';
    setDrag({ id: idOf(active.id), kind, preview: planner.content });
  };

  const onDragOver = ({ active, over, activatorEvent }: DragOverEvent) => {
    const current = dragRef.current;
    if (!current || current.kind !== 'item' || !over) return;
    const overId = idOf(over.id);
    const overData = dragDataOf(over);
    // A pointer goes below the row whose middle it passed; the keyboard moves one place at a
    // time, so an item from a later section takes the last place, one from before the first.
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    const translated = active.rect.current.translated;
    const below = byKeyboard
      ? comesFromLaterSection(current.preview, current.id, overData)
      : !!translated && translated.top > over.rect.top + over.rect.height / 2;
    const preview = previewOver(current.preview, current.id, overId, overData, below);
    if (preview === current.preview) return;
    if (byKeyboard) keyboard.moves.over = current.id;
    setDrag({ ...current, preview });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    const current = dragRef.current;
    setDrag(null);
    if (!current) return;
    if (current.kind === 'section') {
      const toIndex = over
        ? planner.content.sections.findIndex((s) => s._id === idOf(over.id))
        : -1;
      if (toIndex >= 0 && idOf(over?.id ?? '') !== current.id) {
        planner.run({ kind: 'moveSection', sectionId: current.id, toIndex });
      }
      return;
    }
    const place = dropPlace(current.preview, current.id, over ? idOf(over.id) : undefined);
    if (place && !isSamePlace(planner.content, current.id, place)) {
      planner.run({ kind: 'moveItem', itemId: current.id, to: place });
    }
  };

  const full = planner.content.sections.length >= MAX_PLAN_SECTIONS;
  return (
    <Stack spacing={2} component="div">
      <Typography variant="h5" component="h2">
        {t('sections.heading')}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={keyboard.collision}
        measuring={measuring}
        autoScroll={autoScroll}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
      >
        {/* The preview reaches the rows as their sections and items, not through the planner's
            context: a row that did not move keeps its content as it was drawn. */}
        <SortableContext
          items={shown.sections.map((s) => s._id)}
          strategy={verticalListSortingStrategy}
        >
          <Stack spacing={2}>
            {shown.sections.map((section) => (
              <SectionCard key={section._id} section={section} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {shown.sections.length === 0 && (
        <Typography color="text.secondary">{t('sections.none')}</Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<PlannerIcon name="add" />}
        onClick={() =>
          planner.addSection(
            t('sections.defaultTitle', { number: planner.content.sections.length + 1 }),
          )
        }
        disabled={full}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('sections.add')}
      </Button>
    </Stack>
  );
}
