import {
  ActiveSelection,
  Canvas,
  FabricImage,
  IText,
  Path,
  PencilBrush,
  Point,
  util,
} from 'fabric';
import type { FabricObject, TPointerEventInfo } from 'fabric';
import {
  BRUSH_DEFAULT_WIDTH,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  DEFAULT_COURT_BACKGROUND,
  DEFAULT_DRAW_COLOR,
  HELD_BALL_OFFSET,
  PAGE_SCHEMA_VERSION,
  followBindings,
  playerTeamOf,
  isStraightLine,
  sanitizePage,
  straightLinePath,
  withArrowHeadAtEnd,
} from '@courtside/domain';
import type {
  ArrowHead,
  CanvasObject,
  CourtBackground,
  LineStyle,
  PathCommand,
  Page,
  XY,
} from '@courtside/domain';
import type { EditorTool } from '../core/editor-state.ts';
import { pageSettingsOf } from '../core/canvas-port.ts';
import type { CanvasPort, PageSettings } from '../core/canvas-port.ts';
import { newUuid } from '../../../lib/new-uuid.ts';
import { installAlignmentGuides } from './alignment-guides.ts';
import { installRunTrails, type RunTrails } from './run-trails.ts';
import type { RunGuide } from '../core/run-guides.ts';
import { createCourtBitmaps, type CourtBitmap } from './court-bitmaps.ts';
import { drawablePage, markChecked } from '../core/checked-pages.ts';
import {
  createFabricObject,
  createFabricObjects,
  toStoredObject,
  uuidOf,
} from './fabric-objects.ts';
import {
  BOARD_PROPERTIES,
  dashArrayOf,
  drawnPathMetadata,
  fromFabricJson,
  toFabricOptions,
} from './stored-objects.ts';

export interface FabricBoardCanvas extends CanvasPort {
  /** Display size in CSS pixels; the logical board stays 1220 × 686 (use domain canvasDisplaySize in the UI). */
  setDisplaySize(width: number, height: number): void;
  setBrush(brush: Brush): void;
  /** The element to record with captureStream(). */
  readonly element: HTMLCanvasElement;
  dispose(): Promise<void>;
  /**
   * Loads `page` on a canvas shown before its editor exists (app/boot/early-editor.ts). The next
   * `loadPage` of the same page keeps what is drawn instead of building it again.
   */
  preloadPage(page: Page): Promise<void>;
}

export interface FabricBoardCanvasEvents {
  /** The user picked or dropped objects with the pointer. */
  onSelectionChange(): void;
  /** A brush stroke was finished; the object is already on the canvas. */
  onObjectDrawn(object: CanvasObject): void;
  /** The user moved, scaled, rotated or retyped objects. */
  onObjectsModified(): void;
  /** A key changed the text being typed (leaving the text reports it modified as well). */
  onTextTyped?(): void;
  /** A line or arrow was dragged out with its tool; nothing is on the canvas yet. */
  onLineDrawn(start: XY, end: XY): void;
  /** The text tool was pressed at this board point. */
  onTextPlaced(point: XY): void;
  /** The handle of an object's run to the next page was dragged to `handle` (issue 16). */
  onRunBent?(uuid: string, handle: XY): void;
  /** The handle of an object's run was double-clicked: the run goes straight. */
  onRunStraightened?(uuid: string): void;
}

export interface Brush {
  color: string;
  width: number;
  lineStyle: LineStyle;
  /** Heads of lines drawn with the arrow tool. */
  arrowHead: Exclude<ArrowHead, 'none'>;
  /** A freehand stroke ends in an arrow head (a curved run). */
  strokeArrow: boolean;
}

type Metadata = Partial<
  Pick<CanvasObject, 'uuid' | 'objectType' | 'startBinding' | 'endBinding' | 'heldBy'>
>;

const metadataOf = (object: FabricObject) => object as unknown as Metadata;

const warn = (message: string) => console.warn(`[board canvas] ${message}`);

/** Whether a pointer event came from a finger (fabric passes touch events or pointer events). */
const isTouch = (e: Event) =>
  e.type.startsWith('touch') || ('pointerType' in e && e.pointerType === 'touch');

/** What a drag moves: the dragged object, or every object of a dragged selection. */
function movingObjects(target: FabricObject) {
  const moving = new Set(target instanceof ActiveSelection ? target.getObjects() : [target]);
  return { moving, movingUuids: new Set([...moving].map(uuidOf)) };
}

/** The court picture stretched over the whole logical board. */
function courtOptions(width: number, height: number) {
  return {
    originX: 'left',
    originY: 'top',
    left: 0,
    top: 0,
    scaleX: CANVAS_WIDTH / (width || CANVAS_WIDTH),
    scaleY: CANVAS_HEIGHT / (height || CANVAS_HEIGHT),
    selectable: false,
    evented: false,
  } as const;
}

/**
 * The court picture as SVG, sharp at any size: for renderers that draw at a size of their own
 * (video and PNG export). The live board draws {@link courtBitmaps} instead.
 */
export async function courtImage(src: CourtBackground): Promise<FabricImage> {
  const image = await FabricImage.fromURL(src);
  image.set(courtOptions(image.width, image.height));
  return image;
}

/** Court pictures drawn once per source at the live board's resolution, for every board. */
const courtBitmaps = createCourtBitmaps<HTMLImageElement>({
  load: (src) => util.loadImage(src),
  rasterise: (picture, width, height) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(picture, 0, 0, width, height);
    return { image: canvas, width, height };
  },
});

/** Starts loading the court picture at `src` for a board about to be shown. */
export function preloadCourt(src: CourtBackground = DEFAULT_COURT_BACKGROUND): void {
  courtBitmaps.preload(src);
}

/** The court bitmap as the board's background; the page data names the court, not this. */
function courtBackgroundImage(bitmap: CourtBitmap): FabricImage {
  return new FabricImage(bitmap.image as HTMLCanvasElement, {
    ...courtOptions(bitmap.width, bitmap.height),
    excludeFromExport: true,
  });
}

class FabricBoardCanvasImpl implements FabricBoardCanvas {
  readonly element: HTMLCanvasElement;
  readonly #canvas: Canvas;
  readonly #events: FabricBoardCanvasEvents;
  #background: CourtBackground = DEFAULT_COURT_BACKGROUND;
  #pageColor: string | undefined;
  /** The page's own animation settings (issue 16), carried from load to save. */
  #settings: PageSettings = {};
  #brush: Brush = {
    color: DEFAULT_DRAW_COLOR,
    width: BRUSH_DEFAULT_WIDTH,
    lineStyle: 'solid',
    arrowHead: 'end',
    strokeArrow: false,
  };
  #tool: EditorTool = 'select';
  /** The line being dragged out with the line or arrow tool. */
  #drag: { start: XY; preview: Path | undefined } | undefined;
  /** A finger came down on the text that was already selected: lifted in place, it edits it. */
  #tapOnSelectedText: IText | undefined;
  /** Bumped by every load: results of older loads and adds are dropped, so the last call wins. */
  #generation = 0;
  #backgroundGeneration = 0;
  /** The bitmap the court is drawn from now, to draw it again when the board grows past it. */
  #courtBitmap: CourtBitmap | undefined;
  #snapToGrid = false;
  /** The page `preloadPage` loads or loaded, until the next `loadPage`. */
  #preloaded: { json: string; loaded: Promise<void> } | undefined;
  readonly #uninstallGuides: () => void;
  readonly #runTrails: RunTrails;

  constructor(element: HTMLCanvasElement, events: FabricBoardCanvasEvents) {
    this.element = element;
    this.#events = events;
    this.#canvas = new Canvas(element, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      // Selecting must not lift objects to the top: the drawing order is page data.
      preserveObjectStacking: true,
      selection: false,
      skipTargetFind: true,
    });
    // First, so whatever follows a moving object (bound arrows) sees the snapped position.
    this.#uninstallGuides = installAlignmentGuides(this.#canvas, {
      snapToGrid: () => this.#snapToGrid,
      // Objects can be picked only in edit mode, which is when the grid helps.
      showGrid: () => this.#snapToGrid && this.#canvas.selection,
    });
    const selectionChanged = () => this.#events.onSelectionChange();
    this.#canvas.on('selection:created', selectionChanged);
    this.#canvas.on('selection:updated', selectionChanged);
    this.#canvas.on('selection:cleared', selectionChanged);
    this.#canvas.on('object:modified', () => this.#events.onObjectsModified());
    this.#canvas.on('text:changed', () => this.#events.onTextTyped?.());
    this.#canvas.on('text:editing:exited', () => this.#events.onObjectsModified());
    this.#canvas.on('path:created', ({ path }) => this.#pathDrawn(path));
    this.#canvas.on('mouse:down:before', (event) => this.#textTapStart(event));
    this.#canvas.on('mouse:up', (event) => this.#textTapEnd(event));
    this.#canvas.on('mouse:down', (event) => this.#toolDown(event));
    this.#canvas.on('mouse:move', (event) => this.#toolMove(event));
    this.#canvas.on('mouse:up', (event) => this.#toolUp(event));
    this.#canvas.on('object:moving', ({ target }) => this.#followWhileMoving(target));
    this.#canvas.on('object:moving', ({ target }) => this.#carryHeldBalls(target));
    this.#canvas.on('before:transform', ({ transform }) => this.#unbindDragged(transform.target));
    // After the handlers above, so the trails start where the guides and held balls put things.
    this.#runTrails = installRunTrails(
      this.#canvas,
      {
        onBent: (uuid, handle) => this.#events.onRunBent?.(uuid, handle),
        onStraightened: (uuid) => this.#events.onRunStraightened?.(uuid),
      },
      (target) => this.#movedBy(target),
    );
    // Most pages use the default court: its picture loads while the board's data is on its way.
    preloadCourt();
  }

  // Page

  preloadPage(page: Page): Promise<void> {
    const clean = markChecked(drawablePage(page, warn));
    const loaded = this.loadPage(clean);
    this.#preloaded = { json: JSON.stringify(clean), loaded };
    return loaded;
  }

  async loadPage(page: Page): Promise<void> {
    const clean = drawablePage(page, warn);
    const preloaded = this.#preloaded;
    this.#preloaded = undefined;
    if (preloaded && preloaded.json === JSON.stringify(clean)) {
      const generation = this.#generation;
      await preloaded.loaded;
      // Unless another load came meanwhile, the page is on the canvas as this load would put it.
      if (generation === this.#generation) return;
    }
    const generation = ++this.#generation;
    const [objects, court] = await Promise.all([
      createFabricObjects(clean.objects, warn),
      this.#courtBitmapFor(clean.backgroundImage.src).catch((error: unknown) => {
        warn(`background ${clean.backgroundImage.src} failed to load: ${String(error)}`);
        return undefined;
      }),
    ]);
    if (generation !== this.#generation) return;
    const canvas = this.#canvas;
    // One render for the whole page, requested below, rather than one per removal and addition.
    canvas.renderOnAddRemove = false;
    try {
      canvas.discardActiveObject();
      canvas.remove(...canvas.getObjects());
      canvas.add(...objects);
    } finally {
      canvas.renderOnAddRemove = true;
    }
    this.#background = clean.backgroundImage.src;
    this.#backgroundGeneration += 1;
    this.#showCourt(court);
    this.#pageColor = clean.background;
    this.#settings = pageSettingsOf(clean);
    canvas.backgroundColor = clean.background ?? '';
    canvas.requestRenderAll();
  }

  toPage(): Page {
    const data = this.#canvas.toObject([...BOARD_PROPERTIES]) as { objects?: unknown[] };
    const objects = (data.objects ?? [])
      .map((object) => fromFabricJson(object))
      .filter((object): object is CanvasObject => object !== undefined);
    const page: Page = {
      version: PAGE_SCHEMA_VERSION,
      objects,
      backgroundImage: { src: this.#background },
    };
    if (this.#pageColor !== undefined) page.background = this.#pageColor;
    return sanitizePage({ ...page, ...this.#settings });
  }

  async addObject(object: CanvasObject, index?: number): Promise<void> {
    const generation = this.#generation;
    if (this.#find(object.uuid)) throw new Error(`duplicate uuid ${object.uuid}`);
    const created = await createFabricObject(object, warn);
    // A page loaded meanwhile: the object belonged to the page that is gone.
    if (generation !== this.#generation) return;
    if (this.#find(object.uuid)) throw new Error(`duplicate uuid ${object.uuid}`);
    const count = this.#canvas.getObjects().length;
    if (index === undefined || index >= count) this.#canvas.add(created);
    else this.#canvas.insertAt(Math.max(0, index), created);
    this.#canvas.requestRenderAll();
  }

  removeObjects(uuids: readonly string[]): void {
    const gone = new Set(uuids);
    const objects = this.#canvas.getObjects().filter((object) => gone.has(uuidOf(object) ?? ''));
    if (objects.length === 0) return;
    if (this.#canvas.getActiveObjects().some((object) => objects.includes(object))) {
      this.#canvas.discardActiveObject();
    }
    this.#canvas.remove(...objects);
    this.#canvas.requestRenderAll();
  }

  async replaceObjects(objects: readonly CanvasObject[]): Promise<void> {
    const generation = this.#generation;
    const created = await Promise.all(objects.map((object) => createFabricObject(object, warn)));
    if (generation !== this.#generation) return;
    // Objects in a selection are placed relative to it; the stored ones are in page coordinates.
    const selected = new Set(this.#canvas.getActiveObjects());
    const old = objects.map((object) => this.#find(object.uuid));
    if (old.some((object) => object !== undefined && selected.has(object))) {
      this.#canvas.discardActiveObject();
    }
    objects.forEach((object, i) => {
      const old = this.#find(object.uuid);
      const replacement = created[i];
      if (!old || !replacement) return;
      const index = this.#canvas.getObjects().indexOf(old);
      this.#canvas.remove(old);
      this.#canvas.insertAt(index, replacement);
    });
    this.#canvas.requestRenderAll();
  }

  showRuns(runs: readonly RunGuide[]): void {
    this.#runTrails.show(runs);
  }

  setPageSettings(settings: PageSettings): void {
    this.#settings = { ...settings };
  }

  async setBackground(background: CourtBackground): Promise<void> {
    const generation = ++this.#backgroundGeneration;
    const court = await this.#courtBitmapFor(background);
    if (generation !== this.#backgroundGeneration) return;
    this.#background = background;
    this.#showCourt(court);
    this.#canvas.requestRenderAll();
  }

  /** The court at `src` with at least as many pixels as the board has on the screen now. */
  #courtBitmapFor(src: CourtBackground): Promise<CourtBitmap> {
    const pixels = this.#canvas.getZoom() * this.#canvas.getRetinaScaling();
    return courtBitmaps.bitmap(
      src,
      Math.ceil(CANVAS_WIDTH * pixels),
      Math.ceil(CANVAS_HEIGHT * pixels),
    );
  }

  #showCourt(court: CourtBitmap | undefined): void {
    this.#courtBitmap = court;
    this.#canvas.backgroundImage = court && courtBackgroundImage(court);
  }

  /** Draws the court again when the board has grown past its bitmap (a larger window). */
  #sharpenCourt(): void {
    const shown = this.#courtBitmap;
    const pixels = this.#canvas.getZoom() * this.#canvas.getRetinaScaling();
    if (
      !shown ||
      (shown.width >= Math.ceil(CANVAS_WIDTH * pixels) &&
        shown.height >= Math.ceil(CANVAS_HEIGHT * pixels))
    ) {
      return;
    }
    const generation = this.#backgroundGeneration;
    this.#courtBitmapFor(this.#background)
      .then((court) => {
        if (generation !== this.#backgroundGeneration) return;
        this.#showCourt(court);
        this.#canvas.requestRenderAll();
      })
      .catch((error: unknown) => warn(`background ${this.#background}: ${String(error)}`));
  }

  reorderObjects(order: readonly string[]): void {
    const byUuid = new Map(this.#canvas.getObjects().map((object) => [uuidOf(object), object]));
    order.forEach((uuid, index) => {
      const object = byUuid.get(uuid);
      if (object) this.#canvas.moveObjectTo(object, index);
    });
    this.#canvas.requestRenderAll();
  }

  // Selection

  getSelection(): string[] {
    return this.#canvas
      .getActiveObjects()
      .map(uuidOf)
      .filter((uuid): uuid is string => uuid !== undefined);
  }

  selectAll(): void {
    const canvas = this.#canvas;
    const objects = canvas.getObjects().filter((object) => object.selectable && object.visible);
    canvas.discardActiveObject();
    if (objects.length === 1 && objects[0]) canvas.setActiveObject(objects[0]);
    else if (objects.length > 1) canvas.setActiveObject(new ActiveSelection(objects, { canvas }));
    canvas.requestRenderAll();
  }

  select(uuids: readonly string[]): void {
    const canvas = this.#canvas;
    const wanted = new Set(uuids);
    const objects = canvas.getObjects().filter((object) => wanted.has(uuidOf(object) ?? ''));
    canvas.discardActiveObject();
    if (objects.length === 1 && objects[0]) canvas.setActiveObject(objects[0]);
    else if (objects.length > 1) canvas.setActiveObject(new ActiveSelection(objects, { canvas }));
    canvas.requestRenderAll();
  }

  clearSelection(): void {
    this.#canvas.discardActiveObject();
    this.#canvas.requestRenderAll();
  }

  moveSelection(dx: number, dy: number): void {
    const active = this.#canvas.getActiveObject();
    if (!active) return;
    // The selection's centre stays on the board: arrow keys carried objects out of sight, where
    // they were still saved and played.
    const centre = active.getCenterPoint();
    const x = Math.min(CANVAS_WIDTH, Math.max(0, centre.x + dx));
    const y = Math.min(CANVAS_HEIGHT, Math.max(0, centre.y + dy));
    active.set({ left: active.left + x - centre.x, top: active.top + y - centre.y });
    active.setCoords();
    this.#canvas.requestRenderAll();
  }

  setSelectionEnabled(enabled: boolean): void {
    const canvas = this.#canvas;
    canvas.selection = enabled;
    canvas.skipTargetFind = !enabled;
    if (!enabled) canvas.discardActiveObject();
    canvas.requestRenderAll();
  }

  // Drawing

  setTool(tool: EditorTool): void {
    this.#tool = tool;
    this.#cancelDrag();
    if (tool === 'pen') this.#applyBrush();
    this.#canvas.isDrawingMode = tool === 'pen';
    this.#canvas.defaultCursor = tool === 'line' || tool === 'arrow' ? 'crosshair' : 'default';
    if (tool === 'text') this.#canvas.defaultCursor = 'text';
  }

  editText(uuid: string): void {
    const text = this.#find(uuid);
    if (text instanceof IText) this.#startTyping(text);
  }

  /** Opens the text for typing with the caret at `caret`, or with all of it selected. */
  #startTyping(text: IText, caret?: number): void {
    this.#canvas.setActiveObject(text);
    text.enterEditing();
    if (caret === undefined) {
      text.selectAll();
    } else {
      text.selectionStart = caret;
      text.selectionEnd = caret;
    }
    this.#canvas.requestRenderAll();
  }

  setBrush(brush: Brush): void {
    this.#brush = { ...brush };
    if (this.#canvas.freeDrawingBrush) this.#applyBrush();
  }

  #applyBrush(): void {
    const brush =
      this.#canvas.freeDrawingBrush instanceof PencilBrush
        ? this.#canvas.freeDrawingBrush
        : new PencilBrush(this.#canvas);
    brush.color = this.#brush.color;
    brush.width = this.#brush.width;
    brush.strokeDashArray = dashArrayOf(this.#brush.lineStyle);
    this.#canvas.freeDrawingBrush = brush;
  }

  #pathDrawn(path: FabricObject): void {
    const drawn = this.#brush.strokeArrow && path instanceof Path ? this.#withHead(path) : path;
    drawn.set(drawnPathMetadata(newUuid(), this.#brush.lineStyle));
    const stored = toStoredObject(drawn);
    if (stored) this.#events.onObjectDrawn(stored);
  }

  /** The brush's stroke redrawn with an arrow head at its end, in its place on the canvas. */
  #withHead(stroke: Path): Path {
    const commands = withArrowHeadAtEnd(stroke.path as PathCommand[], stroke.strokeWidth);
    const headed = new Path(commands as ConstructorParameters<typeof Path>[0], {
      stroke: stroke.stroke,
      strokeWidth: stroke.strokeWidth,
      strokeDashArray: stroke.strokeDashArray,
      strokeLineCap: 'round',
      strokeLineJoin: 'round',
      fill: null,
    });
    const index = this.#canvas.getObjects().indexOf(stroke);
    this.#canvas.remove(stroke);
    this.#canvas.insertAt(index < 0 ? this.#canvas.getObjects().length : index, headed);
    return headed;
  }

  // Editing a text's words by touch. A mouse clicks a selected text to edit it (fabric's own
  // behaviour); a finger on a small text lands on its resize handles, which fabric's touch targets
  // cover it with, and fabric then leaves it selected only.

  #textTapStart({ e, target }: TPointerEventInfo): void {
    const active = this.#canvas.getActiveObject();
    this.#tapOnSelectedText =
      isTouch(e) && target instanceof IText && target === active && !target.isEditing
        ? target
        : undefined;
  }

  #textTapEnd({ e, target, transform }: TPointerEventInfo): void {
    const text = this.#tapOnSelectedText;
    this.#tapOnSelectedText = undefined;
    if (!text || target !== text || transform?.actionPerformed || text.isEditing) return;
    if (this.#tool !== 'select' || !text.editable) return;
    // The caret goes where the finger was, as a click puts it: the words stay as they are.
    this.#startTyping(text, text.getSelectionStartFromPointer(e));
  }

  // The line, arrow and text tools. fabric turns touch into the same pointer events.

  #toolDown({ scenePoint }: TPointerEventInfo): void {
    if (this.#tool === 'text') {
      this.#events.onTextPlaced({ x: scenePoint.x, y: scenePoint.y });
      return;
    }
    if (this.#tool !== 'line' && this.#tool !== 'arrow') return;
    this.#drag = { start: { x: scenePoint.x, y: scenePoint.y }, preview: undefined };
  }

  #toolMove({ scenePoint }: TPointerEventInfo): void {
    const drag = this.#drag;
    if (!drag) return;
    const head: ArrowHead = this.#tool === 'arrow' ? this.#brush.arrowHead : 'none';
    const end = { x: scenePoint.x, y: scenePoint.y };
    const path = straightLinePath(drag.start, end, head, this.#brush.width);
    if (drag.preview) this.#canvas.remove(drag.preview);
    drag.preview = new Path(path as ConstructorParameters<typeof Path>[0], {
      stroke: this.#brush.color,
      strokeWidth: this.#brush.width,
      strokeDashArray: dashArrayOf(this.#brush.lineStyle),
      strokeLineCap: 'round',
      strokeLineJoin: 'round',
      fill: head === 'none' ? null : this.#brush.color,
      selectable: false,
      evented: false,
      excludeFromExport: true,
    });
    this.#canvas.add(drag.preview);
    this.#canvas.requestRenderAll();
  }

  #toolUp({ scenePoint }: TPointerEventInfo): void {
    const drag = this.#drag;
    if (!drag) return;
    this.#cancelDrag();
    this.#events.onLineDrawn(drag.start, { x: scenePoint.x, y: scenePoint.y });
  }

  #cancelDrag(): void {
    if (this.#drag?.preview) this.#canvas.remove(this.#drag.preview);
    this.#drag = undefined;
    this.#canvas.requestRenderAll();
  }

  // Arrows attached to players

  /**
   * While players are dragged, the arrows attached to them are redrawn to follow; the editor
   * does the same from the page data when the drag ends, so both agree.
   */
  #followWhileMoving(target: FabricObject): void {
    const all = this.#canvas.getObjects();
    const lines = all.filter((object) => {
      const { startBinding, endBinding } = metadataOf(object);
      return startBinding !== undefined || endBinding !== undefined;
    });
    if (lines.length === 0) return;
    const { moving, movingUuids } = movingObjects(target);
    const affected = lines.filter((line) => {
      const { startBinding, endBinding } = metadataOf(line);
      return !moving.has(line) && (movingUuids.has(startBinding) || movingUuids.has(endBinding));
    });
    if (affected.length === 0) return;
    const players = [...moving].flatMap((object): CanvasObject[] => {
      const uuid = uuidOf(object);
      if (uuid === undefined) return [];
      // The centre on the board, also for an object inside a dragged selection.
      const centre = new Point(0, 0).transform(object.calcTransformMatrix());
      const { objectType } = metadataOf(object);
      return [
        {
          type: 'group',
          uuid,
          objectType,
          left: centre.x,
          top: centre.y,
          originX: 'center',
          originY: 'center',
        },
      ];
    });
    const stored = affected
      .map((line) => toStoredObject(line))
      .filter((line): line is CanvasObject => line !== undefined && isStraightLine(line));
    for (const followed of followBindings([...players, ...stored])) {
      const old = this.#find(followed.uuid);
      if (!old) continue;
      const { path, ...options } = toFabricOptions(followed);
      // Drawn once before the next move replaces it: a cache would cost a new canvas per frame.
      const replacement = new Path(path as ConstructorParameters<typeof Path>[0], {
        ...options,
        objectCaching: false,
      });
      const index = all.indexOf(old);
      this.#canvas.remove(old);
      this.#canvas.insertAt(index, replacement);
    }
  }

  /**
   * While players are dragged, the balls they hold go with them (issue 16); the editor places
   * them from the page data when the drag ends, at the same spot.
   */
  #carryHeldBalls(target: FabricObject): void {
    const { moving, movingUuids } = movingObjects(target);
    for (const ball of this.#canvas.getObjects()) {
      const carrier = this.#carrierAmong(ball, moving, movingUuids);
      if (!carrier) continue;
      const centre = new Point(0, 0).transform(carrier.calcTransformMatrix());
      ball.setPositionByOrigin(
        new Point(centre.x + HELD_BALL_OFFSET.x, centre.y + HELD_BALL_OFFSET.y),
        'center',
        'center',
      );
      ball.setCoords();
    }
  }

  /** The moving player that holds `ball` (a ball that is not itself moved), if any. */
  #carrierAmong(
    ball: FabricObject,
    moving: ReadonlySet<FabricObject>,
    movingUuids: ReadonlySet<string | undefined>,
  ): FabricObject | undefined {
    const { objectType, heldBy } = metadataOf(ball);
    if (objectType !== 'ball' || heldBy === undefined || moving.has(ball)) return undefined;
    if (!movingUuids.has(heldBy)) return undefined;
    const carrier = [...moving].find((object) => uuidOf(object) === heldBy);
    return carrier && playerTeamOf(metadataOf(carrier)) !== undefined ? carrier : undefined;
  }

  /** What a drag of `target` moves, by uuid: its objects and the balls their players hold. */
  #movedBy(target: FabricObject): Set<string> {
    const { moving, movingUuids } = movingObjects(target);
    const moved = new Set<string>();
    for (const uuid of movingUuids) if (uuid !== undefined) moved.add(uuid);
    for (const ball of this.#canvas.getObjects()) {
      const uuid = uuidOf(ball);
      if (uuid !== undefined && this.#carrierAmong(ball, moving, movingUuids)) moved.add(uuid);
    }
    return moved;
  }

  /** An arrow dragged away from its players lets go of them (undo brings the attachment back). */
  #unbindDragged(target: FabricObject): void {
    const { moving, movingUuids } = movingObjects(target);
    for (const object of moving) {
      const metadata = metadataOf(object);
      if (metadata.startBinding !== undefined && !movingUuids.has(metadata.startBinding)) {
        metadata.startBinding = undefined;
      }
      if (metadata.endBinding !== undefined && !movingUuids.has(metadata.endBinding)) {
        metadata.endBinding = undefined;
      }
    }
  }

  // View

  setDisplaySize(width: number, height: number): void {
    // Setting a canvas's size clears it even when the size stays: that would be a whole render.
    if (width === this.#canvas.width && height === this.#canvas.height) return;
    this.#canvas.setDimensions({ width, height });
    this.#canvas.setZoom(Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
    this.#sharpenCourt();
    this.#canvas.requestRenderAll();
  }

  setSnapToGrid(enabled: boolean): void {
    this.#snapToGrid = enabled;
    this.#canvas.requestRenderAll();
  }

  async dispose(): Promise<void> {
    this.#generation += 1;
    this.#backgroundGeneration += 1;
    this.#uninstallGuides();
    this.#runTrails.uninstall();
    await this.#canvas.dispose();
  }

  #find(uuid: string): FabricObject | undefined {
    return this.#canvas.getObjects().find((object) => uuidOf(object) === uuid);
  }
}

/** The board's fabric canvas on `element`, reporting the user's changes through `events`. */
export function createFabricBoardCanvas(
  element: HTMLCanvasElement,
  events: FabricBoardCanvasEvents,
): FabricBoardCanvas {
  return new FabricBoardCanvasImpl(element, events);
}
