import { ActiveSelection } from 'fabric';
import type { Canvas, FabricObject, Transform } from 'fabric';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  GRID_SIZE,
  GUIDE_THRESHOLD,
  guideTargets,
  matchGuides,
  snapToGrid,
} from '@courtside/domain';
import type { BoardPoint, GuideTargets } from '@courtside/domain';

export interface AlignmentGuideOptions {
  /** Read on every move: dragged objects snap to the grid, else to other objects' centres. */
  snapToGrid(): boolean;
  /** Read on every render: whether the faint grid shows (snapping on, in edit mode). */
  showGrid(): boolean;
  gridSize?: number;
  /** Board pixels within which a centre snaps to another's line. */
  threshold?: number;
}

const GUIDE_COLOR = '#ff2d95';
const GRID_COLOR = 'rgba(255, 255, 255, 0.2)';

/** What one drag snaps to, gathered when it starts so each move only searches. */
interface Drag {
  transform: Transform;
  targets: GuideTargets;
  /** Guide lines to draw now; NaN for none (numbers, so a move allocates nothing). */
  vertical: number;
  horizontal: number;
}

function centresOfOthers(canvas: Canvas, moving: FabricObject): BoardPoint[] {
  const skip = new Set<FabricObject>([moving]);
  if (moving instanceof ActiveSelection) for (const object of moving.getObjects()) skip.add(object);
  const centres: BoardPoint[] = [];
  for (const object of canvas.getObjects()) {
    if (skip.has(object) || !object.visible) continue;
    const { x, y } = object.getCenterPoint();
    centres.push({ x, y });
  }
  return centres;
}

function strokeGrid(context: CanvasRenderingContext2D, gridSize: number): void {
  context.beginPath();
  for (let x = gridSize; x < CANVAS_WIDTH; x += gridSize) {
    context.moveTo(x, 0);
    context.lineTo(x, CANVAS_HEIGHT);
  }
  for (let y = gridSize; y < CANVAS_HEIGHT; y += gridSize) {
    context.moveTo(0, y);
    context.lineTo(CANVAS_WIDTH, y);
  }
  context.strokeStyle = GRID_COLOR;
  context.stroke();
}

function strokeGuides(context: CanvasRenderingContext2D, drag: Drag): void {
  context.beginPath();
  if (!Number.isNaN(drag.vertical)) {
    context.moveTo(drag.vertical, 0);
    context.lineTo(drag.vertical, CANVAS_HEIGHT);
  }
  if (!Number.isNaN(drag.horizontal)) {
    context.moveTo(0, drag.horizontal);
    context.lineTo(CANVAS_WIDTH, drag.horizontal);
  }
  context.strokeStyle = GUIDE_COLOR;
  context.stroke();
}

/**
 * Snapping while the coach drags objects: to the grid when grid snapping is on, otherwise to the
 * centre lines of the other objects and of the board, with those guide lines shown during the
 * drag. Grid and guides are drawn on fabric's top layer, so they never reach the page picture or
 * an export. Returns the function that removes it all again.
 */
export function installAlignmentGuides(canvas: Canvas, options: AlignmentGuideOptions): () => void {
  const gridSize = options.gridSize ?? GRID_SIZE;
  const threshold = options.threshold ?? GUIDE_THRESHOLD;
  let drag: Drag | undefined;

  const onMoving = ({ target, transform }: { target: FabricObject; transform: Transform }) => {
    if (drag?.transform !== transform) {
      drag = {
        transform,
        targets: guideTargets(centresOfOthers(canvas, target)),
        vertical: Number.NaN,
        horizontal: Number.NaN,
      };
    }
    const centre = target.getCenterPoint();
    let x: number;
    let y: number;
    if (options.snapToGrid()) {
      ({ x, y } = snapToGrid(centre, gridSize));
      drag.vertical = Number.NaN;
      drag.horizontal = Number.NaN;
    } else {
      const match = matchGuides(centre, drag.targets, threshold);
      ({ x, y } = match);
      drag.vertical = match.vertical ?? Number.NaN;
      drag.horizontal = match.horizontal ?? Number.NaN;
    }
    // fabric recomputes the position from the pointer on every move, so snaps never add up.
    if (x !== centre.x) target.set('left', target.left + x - centre.x);
    if (y !== centre.y) target.set('top', target.top + y - centre.y);
  };

  const endDrag = () => {
    if (!drag) return;
    const showedGuides = !Number.isNaN(drag.vertical) || !Number.isNaN(drag.horizontal);
    drag = undefined;
    if (showedGuides) canvas.requestRenderAll();
  };

  // Whether fabric cleared the top layer in the render under way; drawing on an uncleared one
  // (fabric keeps it while a rubber band is out) would stack the faint grid into a solid one.
  let topCleared = true;
  const onBeforeRender = () => {
    topCleared = !canvas.contextTopDirty;
  };

  const onAfterRender = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
    if (ctx !== canvas.contextTop && !topCleared) return;
    const grid = options.showGrid() && !canvas.isDrawingMode;
    const guides =
      drag !== undefined && (!Number.isNaN(drag.vertical) || !Number.isNaN(drag.horizontal));
    if (!grid && !guides) return;
    const context = canvas.contextTop;
    const transform = canvas.viewportTransform;
    context.save();
    context.transform(...transform);
    // One CSS pixel whatever the zoom.
    context.lineWidth = 1 / (canvas.getZoom() || 1);
    if (grid) strokeGrid(context, gridSize);
    if (guides && drag) strokeGuides(context, drag);
    context.restore();
    // fabric clears the top layer before its next full render only when told it holds something.
    canvas.contextTopDirty = true;
  };

  canvas.on('object:moving', onMoving);
  canvas.on('mouse:up', endDrag);
  canvas.on('before:render', onBeforeRender);
  canvas.on('after:render', onAfterRender);
  return () => {
    canvas.off('object:moving', onMoving);
    canvas.off('mouse:up', endDrag);
    canvas.off('before:render', onBeforeRender);
    canvas.off('after:render', onAfterRender);
    drag = undefined;
    canvas.clearContext(canvas.contextTop);
  };
}
