import { ActiveSelection, Canvas, FabricImage, PencilBrush } from 'fabric';
import type { FabricObject } from 'fabric';
import {
  BRUSH_DEFAULT_WIDTH,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  DEFAULT_COURT_BACKGROUND,
  DEFAULT_DRAW_COLOR,
  PAGE_SCHEMA_VERSION,
  sanitizePage,
  validatePage,
} from '@courtside/domain';
import type { CanvasObject, CourtBackground, LineStyle, Page } from '@courtside/domain';
import type { CanvasPort } from '../core/canvas-port.ts';
import { newUuid } from '../core/object-factories.ts';
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
} from './stored-objects.ts';

export interface FabricBoardCanvas extends CanvasPort {
  /** Display size in CSS pixels; the logical board stays 1220 × 686 (use domain canvasDisplaySize in the UI). */
  setDisplaySize(width: number, height: number): void;
  setBrush(brush: { color: string; width: number; lineStyle: LineStyle }): void;
  /** The element to record with captureStream(). */
  readonly element: HTMLCanvasElement;
  dispose(): Promise<void>;
}

export interface FabricBoardCanvasEvents {
  /** The user picked or dropped objects with the pointer. */
  onSelectionChange(): void;
  /** A brush stroke was finished; the object is already on the canvas. */
  onObjectDrawn(object: CanvasObject): void;
  /** The user moved, scaled, rotated or retyped objects. */
  onObjectsModified(): void;
}

interface Brush {
  color: string;
  width: number;
  lineStyle: LineStyle;
}

const warn = (message: string) => console.warn(`[board canvas] ${message}`);

/** The court picture stretched over the whole logical board. */
export async function courtImage(src: CourtBackground): Promise<FabricImage> {
  const image = await FabricImage.fromURL(src);
  image.set({
    originX: 'left',
    originY: 'top',
    left: 0,
    top: 0,
    scaleX: CANVAS_WIDTH / (image.width || CANVAS_WIDTH),
    scaleY: CANVAS_HEIGHT / (image.height || CANVAS_HEIGHT),
    selectable: false,
    evented: false,
  });
  return image;
}

class FabricBoardCanvasImpl implements FabricBoardCanvas {
  readonly element: HTMLCanvasElement;
  readonly #canvas: Canvas;
  readonly #events: FabricBoardCanvasEvents;
  #background: CourtBackground = DEFAULT_COURT_BACKGROUND;
  #pageColor: string | undefined;
  #brush: Brush = { color: DEFAULT_DRAW_COLOR, width: BRUSH_DEFAULT_WIDTH, lineStyle: 'solid' };
  /** Bumped by every load: results of older loads and adds are dropped, so the last call wins. */
  #generation = 0;
  #backgroundGeneration = 0;

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
    const selectionChanged = () => this.#events.onSelectionChange();
    this.#canvas.on('selection:created', selectionChanged);
    this.#canvas.on('selection:updated', selectionChanged);
    this.#canvas.on('selection:cleared', selectionChanged);
    this.#canvas.on('object:modified', () => this.#events.onObjectsModified());
    this.#canvas.on('text:editing:exited', () => this.#events.onObjectsModified());
    this.#canvas.on('path:created', ({ path }) => this.#pathDrawn(path));
  }

  // Page

  async loadPage(page: Page): Promise<void> {
    const generation = ++this.#generation;
    for (const warning of validatePage(page)) warn(`page: ${warning}`);
    const clean = sanitizePage(page);
    const [objects, background] = await Promise.all([
      createFabricObjects(clean.objects, warn),
      courtImage(clean.backgroundImage.src).catch((error: unknown) => {
        warn(`background ${clean.backgroundImage.src} failed to load: ${String(error)}`);
        return undefined;
      }),
    ]);
    if (generation !== this.#generation) return;
    const canvas = this.#canvas;
    canvas.discardActiveObject();
    canvas.remove(...canvas.getObjects());
    canvas.add(...objects);
    this.#background = clean.backgroundImage.src;
    this.#backgroundGeneration += 1;
    canvas.backgroundImage = background;
    this.#pageColor = clean.background;
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
    return sanitizePage(page);
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
    this.#canvas.discardActiveObject();
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

  async setBackground(background: CourtBackground): Promise<void> {
    const generation = ++this.#backgroundGeneration;
    const image = await courtImage(background);
    if (generation !== this.#backgroundGeneration) return;
    this.#background = background;
    this.#canvas.backgroundImage = image;
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

  clearSelection(): void {
    this.#canvas.discardActiveObject();
    this.#canvas.requestRenderAll();
  }

  moveSelection(dx: number, dy: number): void {
    const active = this.#canvas.getActiveObject();
    if (!active) return;
    active.set({ left: active.left + dx, top: active.top + dy });
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

  setDrawingMode(enabled: boolean): void {
    if (enabled) this.#applyBrush();
    this.#canvas.isDrawingMode = enabled;
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
    path.set(drawnPathMetadata(newUuid(), this.#brush.lineStyle));
    const stored = toStoredObject(path);
    if (stored) this.#events.onObjectDrawn(stored);
  }

  // View

  setDisplaySize(width: number, height: number): void {
    this.#canvas.setDimensions({ width, height });
    this.#canvas.setZoom(Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
    this.#canvas.requestRenderAll();
  }

  async dispose(): Promise<void> {
    this.#generation += 1;
    this.#backgroundGeneration += 1;
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
