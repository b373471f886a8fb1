import { Rect, StaticCanvas } from 'fabric';
import type { FabricImage } from 'fabric';
import type { FabricObject } from 'fabric';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  animationFrameAt,
  fitBoard,
  poseOf,
  sanitizePage,
} from '@courtside/domain';
import type { CanvasObject, ObjectFrame, Page } from '@courtside/domain';
import type {
  CreateFrameRenderer,
  FrameRenderer,
  FrameRendererOptions,
} from '../export/frame-renderer.ts';
import { courtImage } from './fabric-board-canvas.ts';
import { createFabricObject, uuidOf } from './fabric-objects.ts';

/** Colour around a board fitted into a video of another shape. */
const FILL_COLOR = '#1f2a1f';

const warn = (message: string) => console.warn(`[frame renderer] ${message}`);

interface BuiltPage {
  /** One entry per stored object, in order; undefined where an object could not be built. */
  objects: (FabricObject | undefined)[];
  byUuid: Map<string, FabricObject>;
  underlay: FabricObject[];
}

/**
 * The court as a bitmap of the output's resolution: drawing the SVG again for every frame costs
 * far more than copying pixels.
 */
function rasterized(court: FabricImage, scale: number): FabricImage {
  const width = Math.max(1, Math.round(CANVAS_WIDTH * scale));
  const height = Math.max(1, Math.round(CANVAS_HEIGHT * scale));
  const bitmap = document.createElement('canvas');
  bitmap.width = width;
  bitmap.height = height;
  const context = bitmap.getContext('2d');
  if (!context) return court;
  context.drawImage(court.getElement(), 0, 0, width, height);
  court.setElement(bitmap);
  court.set({ scaleX: CANVAS_WIDTH / width, scaleY: CANVAS_HEIGHT / height });
  return court;
}

async function buildPage(page: Page, scale: number): Promise<BuiltPage> {
  const clean = sanitizePage(page);
  const [objects, court] = await Promise.all([
    Promise.all(
      clean.objects.map((object: CanvasObject) =>
        createFabricObject(object, warn).catch((error: unknown) => {
          warn(`skipped object ${object.uuid ?? '?'}: ${String(error)}`);
          return undefined;
        }),
      ),
    ),
    courtImage(clean.backgroundImage.src).catch((error: unknown) => {
      warn(`background failed to load: ${String(error)}`);
      return undefined;
    }),
  ]);
  const byUuid = new Map<string, FabricObject>();
  for (const object of objects) {
    const uuid = object && uuidOf(object);
    if (object && uuid && !byUuid.has(uuid)) byUuid.set(uuid, object);
  }
  const underlay: FabricObject[] = [];
  if (clean.background) {
    underlay.push(
      new Rect({
        left: 0,
        top: 0,
        originX: 'left',
        originY: 'top',
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
        fill: clean.background,
        strokeWidth: 0,
      }),
    );
  }
  if (court) underlay.push(rasterized(court, scale));
  for (const object of [...underlay, ...objects]) {
    if (object) object.set({ objectCaching: false, selectable: false, evented: false });
  }
  return { objects, byUuid, underlay };
}

function place(object: FabricObject, frame: ObjectFrame): FabricObject {
  object.set(poseOf(frame));
  return object;
}

function drawTitle(
  context: CanvasRenderingContext2D,
  title: string,
  width: number,
  height: number,
) {
  const size = Math.round(Math.min(width, height) * 0.045);
  const padding = Math.round(size * 0.5);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.font = `600 ${size}px Roboto, Arial, sans-serif`;
  context.textBaseline = 'top';
  const text = title.length > 60 ? `${title.slice(0, 59)}…` : title;
  const textWidth = Math.min(context.measureText(text).width, width - 4 * padding);
  context.globalAlpha = 0.6;
  context.fillStyle = '#000000';
  context.fillRect(padding, padding, textWidth + 2 * padding, size + 2 * padding);
  context.globalAlpha = 1;
  context.fillStyle = '#ffffff';
  context.fillText(text, 2 * padding, 2 * padding, textWidth);
  context.restore();
}

class FabricFrameRenderer implements FrameRenderer {
  readonly canvas: HTMLCanvasElement;
  readonly #fabric: StaticCanvas;
  readonly #pages: readonly Page[];
  readonly #built: BuiltPage[];
  readonly #options: FrameRendererOptions;
  #disposed = false;

  constructor(pages: readonly Page[], built: BuiltPage[], options: FrameRendererOptions) {
    this.#pages = pages;
    this.#built = built;
    this.#options = options;
    this.canvas = document.createElement('canvas');
    this.#fabric = new StaticCanvas(this.canvas, {
      width: options.width,
      height: options.height,
      enableRetinaScaling: false,
      renderOnAddRemove: false,
      backgroundColor: FILL_COLOR,
      // The fill covers the whole output, not only the board.
      backgroundVpt: false,
    });
    const { scale, offsetX, offsetY } = fitBoard(options.width, options.height);
    this.#fabric.setViewportTransform([scale, 0, 0, scale, offsetX, offsetY]);
    for (const page of built) {
      for (const object of [...page.underlay, ...page.objects]) {
        if (object) this.#fabric.add(object);
      }
    }
  }

  renderAt(timeMs: number): void {
    // A view may still ask for a frame in the commit that replaced this renderer.
    if (this.#disposed) return;
    const frame = animationFrameAt(
      this.#pages.map((page) => page.objects),
      timeMs,
    );
    const to = this.#built[frame.pageIndex];
    const from = this.#built[frame.fromPageIndex];
    if (!to || !from) return;
    const drawn: FabricObject[] = [...to.underlay];
    const shown = to.objects.length;
    frame.objects.forEach((objectFrame, index) => {
      const object =
        index < shown
          ? to.objects[index]
          : objectFrame.uuid === undefined
            ? undefined
            : from.byUuid.get(objectFrame.uuid);
      if (object) drawn.push(place(object, objectFrame));
    });
    const context = this.#fabric.getContext();
    this.#fabric.renderCanvas(context, drawn);
    if (this.#options.title) {
      drawTitle(context, this.#options.title, this.#options.width, this.#options.height);
    }
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    void this.#fabric.dispose();
  }
}

/** Builds every page's fabric objects once, then draws frames by moving them in place. */
export const createFabricFrameRenderer: CreateFrameRenderer = async (pages, options) => {
  const { scale } = fitBoard(options.width, options.height);
  const built = await Promise.all(pages.map((page) => buildPage(page, scale)));
  return new FabricFrameRenderer(pages, built, options);
};
