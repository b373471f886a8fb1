import type { BasicTransformEvent, Canvas, FabricObject } from 'fabric';
import { PLAYER_RADIUS, runHandlePoint, runTrailPath } from '@courtside/domain';
import type { ObjectRun, XY } from '@courtside/domain';
import { bentRun, type RunGuide } from '../core/run-guides.ts';

/** Radius of a run's handle in CSS pixels, whatever the zoom. */
const HANDLE_RADIUS = 7;
/** A press this close (CSS pixels) to a handle takes it: a finger is wider than the handle. */
const HANDLE_REACH = 22;
/** A handle let go within this many CSS pixels of where it was taken did not move. */
const MIN_DRAG = 2;
/** A run shorter than this (board units) has no direction: as in `runGuides`, it is not drawn. */
const MIN_RUN = 1;
/** How far (board units) from a run's ends its objects reach, which a handle must leave free. */
const OBJECT_REACH = PLAYER_RADIUS;

export interface RunTrailEvents {
  /** A run's handle was dragged to `handle` on the board. */
  onBent(uuid: string, handle: XY): void;
  /** A run's handle was double-clicked: the run goes straight. */
  onStraightened(uuid: string): void;
}

export interface RunTrails {
  show(runs: readonly RunGuide[]): void;
  uninstall(): void;
}

/**
 * The uuids whose runs start where a drag of `target` moves them: the dragged objects (all of a
 * dragged selection) and whatever goes with them, such as the balls their players hold.
 */
export type MovedByDrag = (target: FabricObject) => ReadonlySet<string>;

/** The objects of one drag and how far it has taken them from where the shown runs start. */
interface DragShift {
  /** fabric's transform of the drag: a new one is a new drag. */
  transform: object;
  uuids: ReadonlySet<string>;
  /** Whether any shown run starts at one of `uuids`; if none does, moves cost nothing more. */
  follows: boolean;
  dx: number;
  dy: number;
}

/**
 * The editor's runs to the next page (issue 16): a faint dotted trail per moving object with a
 * round handle in its middle, drawn over the objects after each render. They are no canvas
 * objects, so they are never stored, exported, picked or snapped to. A press on a handle is taken
 * before fabric sees it, so dragging a handle never drags or selects what lies below it.
 *
 * While objects are dragged (mouse or touch, alone or as a selection), the runs of those
 * `movedBy` names start where the drag has taken them, so their trails and handles follow live;
 * the shift stays until the editor shows the runs of the changed page, which start there.
 */
export function installRunTrails(
  canvas: Canvas,
  events: RunTrailEvents,
  movedBy: MovedByDrag,
): RunTrails {
  let runs: readonly RunGuide[] = [];
  let drag: { guide: RunGuide; from: XY; handle: XY; pointerId: number } | undefined;
  let shift: DragShift | undefined;
  // One point reused for every shifted start: drawing runs on every frame of a drag.
  const shiftedStart: XY = { x: 0, y: 0 };
  /** fabric listens for mouse and touch events; those of a handle's press are kept from it. */
  let pressOnHandle = false;
  const container = canvas.upperCanvasEl.parentElement ?? canvas.upperCanvasEl;
  const zoom = () => canvas.getZoom() || 1;

  const runOf = (guide: RunGuide): ObjectRun | undefined =>
    drag?.guide === guide ? bentRun(guide, drag.handle) : guide.run;

  /** Where the run starts now: shifted while (and after) a drag moved its object. */
  const startOf = (guide: RunGuide): XY => {
    if (!shift?.follows || !shift.uuids.has(guide.uuid)) return guide.start;
    shiftedStart.x = guide.start.x + shift.dx;
    shiftedStart.y = guide.start.y + shift.dy;
    return shiftedStart;
  };

  /** A run dragged onto its own end has no direction left to draw or bend. */
  const tooShort = (start: XY, end: XY) => Math.hypot(end.x - start.x, end.y - start.y) < MIN_RUN;

  /**
   * A short run's handle would lie on its object, hiding it and taking every press meant for it
   * (a player nudged a pixel between pages could no longer be dragged): such a run has no handle.
   */
  const handleClear = (start: XY, end: XY, handle: XY) =>
    Math.min(
      Math.hypot(handle.x - start.x, handle.y - start.y),
      Math.hypot(handle.x - end.x, handle.y - end.y),
    ) >=
    OBJECT_REACH + HANDLE_RADIUS / zoom();

  const handleAt = (point: XY): RunGuide | undefined => {
    const reach = HANDLE_REACH / zoom();
    let best: RunGuide | undefined;
    let bestDistance = reach;
    for (const guide of runs) {
      const start = startOf(guide);
      if (tooShort(start, guide.end)) continue;
      const handle = runHandlePoint(start, guide.end, guide.run);
      if (!handleClear(start, guide.end, handle)) continue;
      const distance = Math.hypot(handle.x - point.x, handle.y - point.y);
      if (distance <= bestDistance) {
        best = guide;
        bestDistance = distance;
      }
    }
    return best;
  };

  const active = () => runs.length > 0 && canvas.selection && !canvas.isDrawingMode;

  const onAfterRender = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
    if (runs.length === 0 || ctx !== canvas.getContext()) return;
    const scale = 1 / zoom();
    ctx.save();
    ctx.transform(...canvas.viewportTransform);
    for (const guide of runs) {
      const start = startOf(guide);
      if (tooShort(start, guide.end)) continue;
      const run = runOf(guide);
      const [[, x0, y0], [, cx, cy, x1, y1]] = runTrailPath(start, guide.end, run);
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.quadraticCurveTo(cx, cy, x1, y1);
      ctx.setLineDash([3 * scale, 5 * scale]);
      ctx.lineWidth = 2 * scale;
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
      ctx.stroke();
      ctx.setLineDash([]);
      const handle = runHandlePoint(start, guide.end, run);
      // The handle being dragged is drawn wherever the pointer takes it.
      if (drag?.guide !== guide && !handleClear(start, guide.end, handle)) continue;
      ctx.beginPath();
      ctx.arc(handle.x, handle.y, HANDLE_RADIUS * scale, 0, 2 * Math.PI);
      ctx.fillStyle = drag?.guide === guide ? '#1976d2' : 'rgba(255, 255, 255, 0.9)';
      ctx.fill();
      ctx.lineWidth = 1.5 * scale;
      ctx.strokeStyle = '#1976d2';
      ctx.stroke();
    }
    ctx.restore();
  };

  /**
   * fabric moves the dragged object (or selection) by the pointer, after the alignment guides
   * and held balls have had their say; every object of the drag moves by as much as it does.
   */
  const onMoving = ({ target, transform }: BasicTransformEvent & { target: FabricObject }) => {
    if (runs.length === 0) return;
    if (shift?.transform !== transform) {
      const uuids = movedBy(target);
      const follows = runs.some((guide) => uuids.has(guide.uuid));
      shift = { transform, uuids, follows, dx: 0, dy: 0 };
    }
    shift.dx = target.left - transform.original.left;
    shift.dy = target.top - transform.original.top;
  };

  const scenePoint = (event: PointerEvent | MouseEvent): XY => {
    const { x, y } = canvas.getScenePoint(event);
    return { x, y };
  };

  const onPointerDown = (event: PointerEvent) => {
    pressOnHandle = false;
    if (!active() || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = scenePoint(event);
    const guide = handleAt(point);
    if (!guide) return;
    pressOnHandle = true;
    event.preventDefault();
    event.stopPropagation();
    drag = { guide, from: point, handle: point, pointerId: event.pointerId };
    canvas.requestRenderAll();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.handle = scenePoint(event);
    canvas.requestRenderAll();
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { guide, from } = drag;
    const handle = scenePoint(event);
    drag = undefined;
    canvas.requestRenderAll();
    if (Math.hypot(handle.x - from.x, handle.y - from.y) * zoom() >= MIN_DRAG) {
      events.onBent(guide.uuid, handle);
    }
  };

  const onPointerCancel = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag = undefined;
    canvas.requestRenderAll();
  };

  const keepFromFabric = (event: Event) => {
    if (pressOnHandle) event.stopPropagation();
  };

  const onDoubleClick = (event: MouseEvent) => {
    if (!active()) return;
    const guide = handleAt(scenePoint(event));
    if (!guide) return;
    event.stopPropagation();
    events.onStraightened(guide.uuid);
  };

  canvas.on('after:render', onAfterRender);
  canvas.on('object:moving', onMoving);
  container.addEventListener('pointerdown', onPointerDown, { capture: true });
  container.addEventListener('mousedown', keepFromFabric, { capture: true });
  container.addEventListener('touchstart', keepFromFabric, { capture: true });
  container.addEventListener('dblclick', onDoubleClick, { capture: true });
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerCancel);

  return {
    show(next) {
      runs = next;
      drag = undefined;
      // The runs shown now start where the objects are.
      shift = undefined;
      canvas.requestRenderAll();
    },
    uninstall() {
      canvas.off('after:render', onAfterRender);
      canvas.off('object:moving', onMoving);
      container.removeEventListener('pointerdown', onPointerDown, { capture: true });
      container.removeEventListener('mousedown', keepFromFabric, { capture: true });
      container.removeEventListener('touchstart', keepFromFabric, { capture: true });
      container.removeEventListener('dblclick', onDoubleClick, { capture: true });
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      runs = [];
      drag = undefined;
      shift = undefined;
    },
  };
}
