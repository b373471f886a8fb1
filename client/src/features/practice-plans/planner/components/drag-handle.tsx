import IconButton from '@mui/material/IconButton';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { PlannerIcon } from './planner-icons.tsx';

/** What useSortable gives the handle of a row. */
export interface HandleBinding {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

interface DragHandleProps extends HandleBinding {
  label: string;
}

/**
 * The one place a row is dragged from, by mouse, touch (the page does not scroll from it) or
 * keyboard (Space or Enter lifts, arrows move, Space or Enter drops, Escape cancels).
 */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: DragHandleProps) {
  return (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{
        cursor: 'grab',
        touchAction: 'none',
        width: 44,
        height: 44,
        flexShrink: 0,
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <PlannerIcon name="drag" />
    </IconButton>
  );
}
