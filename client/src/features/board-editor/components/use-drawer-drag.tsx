import Box from '@mui/material/Box';
import type { Point } from '@courtside/domain';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { NewObject } from '../core/board-editor.ts';
import { LONG_PRESS_MS, pressOutcome, type ScrollAxis } from './drawer-gesture.ts';

export interface DrawerDragTarget {
  /** The logical board point under a screen point, or `undefined` off the canvas. */
  pointAt(clientX: number, clientY: number): Point | undefined;
  /** Puts the dragged item where it was dropped. */
  place(make: NewObject, point: Point): void;
}

interface Press {
  pointerId: number;
  pointerType: string;
  element: HTMLElement;
  startX: number;
  startY: number;
  startedAt: number;
  x: number;
  y: number;
  make: NewObject;
  ghost: GhostLook;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  detach: () => void;
}

/** What the ghost shows: the item's swatch, drawn larger, or its label when it has none. */
export interface GhostLook {
  swatch?: ReactNode;
  label: string;
}

/** The ghost while an item is dragged, and where it starts. */
interface Ghost extends GhostLook {
  x: number;
  y: number;
}

/** Handlers for one drawer item button. */
export interface DrawerItemDrag {
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onContextMenu(event: { preventDefault(): void }): void;
  /** True when the click that follows a drag must not place the item a second time. */
  clickWasDrag(): boolean;
}

/**
 * Dragging items out of the drawer onto the canvas with mouse, pen or finger (pointer events),
 * beside the click that places an item on a free spot. A press becomes a drag as
 * {@link pressOutcome} says; meanwhile the drawer keeps scrolling under a finger moving up or
 * down. While dragging, the item's swatch follows the pointer; releasing it over the canvas (and
 * not over the drawer) places it there, anywhere else or Escape cancels.
 */
export function useDrawerDrag(target: DrawerDragTarget | undefined, scrollAxis: ScrollAxis = 'y') {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const ghostRef = useRef<HTMLDivElement | null>(null);
  const drawerRef = useRef<HTMLElement | null>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);
  const latestTarget = useRef(target);
  useEffect(() => {
    latestTarget.current = target;
  });

  const finish = useCallback((drop: boolean) => {
    const current = press.current;
    if (!current) return;
    press.current = null;
    clearTimeout(current.timer);
    current.detach();
    if (!current.dragging) return;
    setGhost(null);
    // The browser may still send a click for this press; it must not place a second item.
    suppressClick.current = true;
    setTimeout(() => {
      suppressClick.current = false;
    }, 0);
    if (!drop) return;
    const point = dropPoint(current, latestTarget.current, drawerRef.current);
    if (point) latestTarget.current?.place(current.make, point);
  }, []);

  useEffect(() => () => finish(false), [finish]);

  const moveGhost = (current: Press) => {
    const element = ghostRef.current;
    if (!element) return;
    element.style.transform = `translate(${current.x}px, ${current.y}px) translate(-50%, -50%)`;
    const valid = dropPoint(current, latestTarget.current, drawerRef.current) !== undefined;
    element.dataset.over = valid ? 'canvas' : 'none';
  };

  const startDrag = (current: Press) => {
    current.dragging = true;
    clearTimeout(current.timer);
    // A mouse released outside the window still ends the drag.
    if (current.pointerType === 'mouse') {
      try {
        current.element.setPointerCapture(current.pointerId);
      } catch {
        // The pointer is already gone; its pointerup or cancel ends the press.
      }
    }
    setGhost({ ...current.ghost, x: current.x, y: current.y });
  };

  const decide = (current: Press) => {
    if (current.dragging) return;
    const outcome = pressOutcome({
      pointerType: current.pointerType,
      dx: current.x - current.startX,
      dy: current.y - current.startY,
      heldMs: performance.now() - current.startedAt,
      scrollAxis,
    });
    if (outcome === 'drag') startDrag(current);
    else if (outcome === 'release') finish(false);
  };

  const itemDrag = (make: NewObject, look: GhostLook): DrawerItemDrag => ({
    onPointerDown: (event) => {
      if (!latestTarget.current || !event.isPrimary || event.button !== 0) return;
      finish(false);
      const { pointerId, pointerType, clientX, clientY } = event;
      const onMove = (move: PointerEvent) => {
        const current = press.current;
        if (!current || move.pointerId !== pointerId) return;
        current.x = move.clientX;
        current.y = move.clientY;
        if (current.dragging) moveGhost(current);
        else decide(current);
      };
      const onUp = (up: PointerEvent) => {
        if (up.pointerId === pointerId) finish(true);
      };
      const onCancel = (cancel: PointerEvent) => {
        if (cancel.pointerId === pointerId) finish(false);
      };
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== 'Escape' || !press.current?.dragging) return;
        // Escape ends the drag only; the temporary drawer stays open.
        key.stopPropagation();
        key.preventDefault();
        finish(false);
      };
      // A finger that has picked an item up must not scroll the drawer or the page.
      const onTouchMove = (touch: TouchEvent) => {
        if (press.current?.dragging && touch.cancelable) touch.preventDefault();
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onKey, true);
      window.addEventListener('touchmove', onTouchMove, { passive: false });
      const current: Press = {
        pointerId,
        pointerType,
        element: event.currentTarget,
        startX: clientX,
        startY: clientY,
        startedAt: performance.now(),
        x: clientX,
        y: clientY,
        make,
        ghost: look,
        dragging: false,
        timer: undefined,
        detach: () => {
          window.removeEventListener('pointermove', onMove);
          window.removeEventListener('pointerup', onUp);
          window.removeEventListener('pointercancel', onCancel);
          window.removeEventListener('keydown', onKey, true);
          window.removeEventListener('touchmove', onTouchMove);
        },
      };
      if (pointerType !== 'mouse') {
        current.timer = setTimeout(() => {
          if (press.current === current) decide(current);
        }, LONG_PRESS_MS);
      }
      press.current = current;
    },
    onContextMenu: (event) => {
      // A long press is a pick-up here, not a request for the browser's menu.
      if (press.current && press.current.pointerType !== 'mouse') event.preventDefault();
    },
    clickWasDrag: () => suppressClick.current,
  });

  const ghostElement =
    ghost &&
    createPortal(
      <Box
        ref={(element: HTMLDivElement | null) => {
          ghostRef.current = element;
          if (element && press.current) moveGhost(press.current);
        }}
        data-testid="drag-ghost"
        aria-hidden
        sx={{
          position: 'fixed',
          left: 0,
          top: 0,
          transform: `translate(${ghost.x}px, ${ghost.y}px) translate(-50%, -50%)`,
          pointerEvents: 'none',
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 36,
          minHeight: 36,
          px: 0.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: 6,
          opacity: 0.6,
          '&[data-over="canvas"]': { opacity: 1 },
          typography: 'body2',
        }}
      >
        {ghost.swatch ? (
          <Box sx={{ display: 'flex', transform: 'scale(1.5)' }}>{ghost.swatch}</Box>
        ) : (
          ghost.label
        )}
      </Box>,
      document.body,
    );

  return { itemDrag, ghost: ghostElement, drawerRef };
}

function dropPoint(
  current: Press,
  target: DrawerDragTarget | undefined,
  drawer: HTMLElement | null,
): Point | undefined {
  // The temporary drawer lies over the canvas's left edge; letting go over it cancels.
  if (drawer && inside(drawer.getBoundingClientRect(), current.x, current.y)) return undefined;
  return target?.pointAt(current.x, current.y);
}

function inside(rect: DOMRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}
