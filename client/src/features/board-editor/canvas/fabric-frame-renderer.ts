import { Ellipse, Rect, StaticCanvas } from 'fabric';
import type { FabricImage, FabricObject } from 'fabric';
import {
  ANIMATION_OBJECT_KEYS,
  BoardAnimation,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  KNOCKED_OUT_OPACITY,
  TEAM_COLORS,
  dodgeballCount,
  emptyAnimationFrame,
  evaluateTransition,
  CAPTION_STRIP_SHARE,
  fitBoard,
  fitBoardWithCaption,
  isBall,
  keeperZones,
  playerTeamOf,
  traceKeeperZone,
} from '@courtside/domain';
import type {
  AnimationFrame,
  BoardPlacement,
  CourtBackground,
  CaptionedPlacement,
  CanvasObject,
  DodgeballCount,
  KeeperZone,
  ObjectFrame,
  Page,
} from '@courtside/domain';
import type {
  CreateFrameRenderer,
  DescribeDodgeballs,
  FrameRenderer,
  FrameRendererOptions,
} from '../export/frame-renderer.ts';
import { nextTask } from '../export/next-task.ts';
import { courtImage } from './fabric-board-canvas.ts';
import { createFabricObject, uuidOf } from './fabric-objects.ts';
import { drawablePage } from '../core/checked-pages.ts';
import { runWhenIdle } from '../../../lib/run-when-idle.ts';
import { stillObjects } from './still-objects.ts';

/** Colour around a board fitted into a video of another shape. */
const FILL_COLOR = '#1f2a1f';
/** The knock-out marker: a red cross over the player, as wide as a player, in board pixels. */
const KNOCKOUT_COLOR = '#e53935';
const KNOCKOUT_HALF_SIZE = 11;
const KNOCKOUT_LINE_WIDTH = 4;
/** A lobbed ball's shadow at the top of its arc: how far below the ball it falls, board pixels. */
const SHADOW_DROP = 16;
const SHADOW_ALPHA = 0.35;
/** A caption's text fills this share of a one-line strip's height (`CAPTION_STRIP_SHARE`). */
const CAPTION_TEXT_SHARE = 0.6;
/** Distance of a two-line caption's lines, as a share of its text size. */
const CAPTION_LINE_HEIGHT = 1.25;
const BANNER_ALPHA = 0.62;
const FONT_FAMILY = 'Roboto, Arial, sans-serif';
/**
 * A keeper zone takes its team's hue (the `color` blend) over the grass's own lightness, so the
 * stripes stay and the white lines and hoops stay white; a plain translucent fill would turn red
 * over green into brown. This much of it: the grass still shows.
 */
const KEEPER_ZONE_BLEND = 'color';
const KEEPER_ZONE_ALPHA = 0.6;

const warn = (message: string) => console.warn(`[frame renderer] ${message}`);

/** What the renderer draws besides an object's pose, worked out once per object. */
interface ObjectInfo {
  /** Players get the knock-out marker. */
  player: boolean;
  /** Balls: the shadow drawn below them while lobbed. */
  shadow: Ellipse | undefined;
}

/** A page's court: its bitmap, and what the keeper-zone overlay swaps in. */
interface CourtLayer {
  image: FabricImage;
  /** The court as rasterized, without zones. */
  plain: HTMLCanvasElement;
  /** Pages showing the same court share one tinted bitmap, made the first time it is shown. */
  key: string;
  zones: readonly KeeperZone[];
}

interface BuiltPage {
  /** One entry per stored object, in order; undefined where an object could not be built. */
  objects: (FabricObject | undefined)[];
  byUuid: Map<string, FabricObject>;
  underlay: FabricObject[];
  /** Undefined without a court picture, or when it could not be drawn into a bitmap. */
  court: CourtLayer | undefined;
  /** The caption as it fits the banner (cut with an ellipsis), '' without one. */
  caption: string;
  dodgeballs: DodgeballCount;
}

/**
 * Puts the court into a bitmap of the output's resolution and returns that bitmap (undefined when
 * no 2D context is to be had: the court stays the SVG). Drawing the SVG again for every frame
 * costs far more than copying pixels.
 */
function rasterized(court: FabricImage, scale: number): HTMLCanvasElement | undefined {
  const width = Math.max(1, Math.round(CANVAS_WIDTH * scale));
  const height = Math.max(1, Math.round(CANVAS_HEIGHT * scale));
  const bitmap = document.createElement('canvas');
  bitmap.width = width;
  bitmap.height = height;
  const context = bitmap.getContext('2d');
  if (!context) return undefined;
  context.drawImage(court.getElement(), 0, 0, width, height);
  court.setElement(bitmap);
  court.set({ scaleX: CANVAS_WIDTH / width, scaleY: CANVAS_HEIGHT / height });
  return bitmap;
}

/**
 * The court bitmap with each keeper zone tinted in its team's colour: the overlay costs a frame
 * nothing, as the court is one picture either way.
 */
function tintedCourt(plain: HTMLCanvasElement, zones: readonly KeeperZone[]): HTMLCanvasElement {
  const bitmap = document.createElement('canvas');
  bitmap.width = plain.width;
  bitmap.height = plain.height;
  const context = bitmap.getContext('2d');
  if (!context) return plain;
  context.drawImage(plain, 0, 0);
  context.setTransform(plain.width / CANVAS_WIDTH, 0, 0, plain.height / CANVAS_HEIGHT, 0, 0);
  context.globalCompositeOperation = KEEPER_ZONE_BLEND;
  context.globalAlpha = KEEPER_ZONE_ALPHA;
  for (const zone of zones) {
    context.fillStyle = TEAM_COLORS[zone.team];
    context.beginPath();
    traceKeeperZone(zone, context);
    context.fill();
  }
  return bitmap;
}

/** Share of an object's size left of (above) its origin point, as fabric places it. */
function originShare(origin: unknown): number {
  if (typeof origin === 'number') return origin;
  if (origin === 'center') return 0.5;
  return origin === 'right' || origin === 'bottom' ? 1 : 0;
}

/**
 * What a frame sets on an object each time it draws it (`place`), and the object's move: an
 * object differing from another only in these looks the same. Everything else, a knock-out
 * (which dims the object as built) among it, makes another picture.
 */
const POSE_AND_MOVE = new Set<string>([
  'left',
  'top',
  'angle',
  'scaleX',
  'scaleY',
  'opacity',
  ...ANIMATION_OBJECT_KEYS.filter((key) => key !== 'knockedOut'),
]);

/** What an object looks like, as a key; undefined for an object without a uuid. */
function lookOf(object: CanvasObject): string | undefined {
  if (typeof object.uuid !== 'string') return undefined;
  const look: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) if (!POSE_AND_MOVE.has(key)) look[key] = value;
  return JSON.stringify(look);
}

/** The fabric objects built so far, by their look (`lookOf`): the pages share them. */
type BuiltLooks = Map<string, Promise<FabricObject | undefined>>;

function buildOrSkip(object: CanvasObject): Promise<FabricObject | undefined> {
  return createFabricObject(object, warn).catch((error: unknown) => {
    warn(`skipped object ${object.uuid ?? '?'}: ${String(error)}`);
    return undefined;
  });
}

/**
 * The page's fabric objects. An object that looks the same as on a page before is the same
 * fabric object (each frame sets its pose before drawing it): a player who only moves is built,
 * and drawn into its bitmap, once for the whole board instead of once a page. Within a page each
 * object is its own, as two in one frame must be.
 */
function pageObjects(page: Page, looks: BuiltLooks): Promise<(FabricObject | undefined)[]> {
  const onThisPage = new Set<string>();
  return Promise.all(
    page.objects.map((object: CanvasObject) => {
      const look = lookOf(object);
      if (look === undefined || onThisPage.has(look)) return buildOrSkip(object);
      onThisPage.add(look);
      let built = looks.get(look);
      if (!built) {
        built = buildOrSkip(object);
        looks.set(look, built);
      }
      return built;
    }),
  );
}

/** A court picture as the pages draw it, and its bitmap (undefined when it stays the SVG). */
interface BuiltCourt {
  image: FabricImage;
  plain: HTMLCanvasElement | undefined;
}

/**
 * The court pictures by source, loaded and drawn into a bitmap once for all pages showing them:
 * each bitmap took a long task of its own on a slow tablet, once per page.
 */
function courtsAt(scale: number): (src: CourtBackground) => Promise<BuiltCourt | undefined> {
  const courts = new Map<string, Promise<BuiltCourt | undefined>>();
  return (src) => {
    let court = courts.get(src);
    if (!court) {
      court = courtImage(src).then(
        (image) => ({ image, plain: rasterized(image, scale) }),
        (error: unknown) => {
          warn(`background failed to load: ${String(error)}`);
          return undefined;
        },
      );
      courts.set(src, court);
    }
    return court;
  };
}

async function buildPage(
  page: Page,
  info: Map<FabricObject, ObjectInfo>,
  looks: BuiltLooks,
  courtOf: (src: CourtBackground) => Promise<BuiltCourt | undefined>,
) {
  const [objects, court] = await Promise.all([
    pageObjects(page, looks),
    courtOf(page.backgroundImage.src),
  ]);
  const byUuid = new Map<string, FabricObject>();
  objects.forEach((object, index) => {
    if (!object) return;
    const uuid = uuidOf(object);
    if (uuid && !byUuid.has(uuid)) byUuid.set(uuid, object);
    const stored = page.objects[index] as CanvasObject;
    const ball = isBall(stored);
    const radius = Math.max(4, (Math.max(object.width, object.height) * object.scaleX) / 2);
    info.set(object, {
      player: playerTeamOf(stored) !== undefined,
      shadow: ball
        ? new Ellipse({
            rx: radius,
            ry: radius * 0.45,
            originX: 'center',
            originY: 'center',
            fill: '#000000',
            strokeWidth: 0,
            objectCaching: false,
            selectable: false,
            evented: false,
          })
        : undefined,
    });
  });
  const underlay: FabricObject[] = [];
  if (page.background) {
    underlay.push(
      new Rect({
        left: 0,
        top: 0,
        originX: 'left',
        originY: 'top',
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
        fill: page.background,
        strokeWidth: 0,
      }),
    );
  }
  let courtLayer: CourtLayer | undefined;
  if (court) {
    const { image, plain } = court;
    if (plain) {
      const src = page.backgroundImage.src;
      courtLayer = { image, plain, key: src, zones: keeperZones(src) };
    }
    underlay.push(image);
  }
  for (const object of underlay) {
    object.set({ objectCaching: false, selectable: false, evented: false });
  }
  // Each object is drawn from a bitmap of itself (fabric's object cache): a frame then copies
  // 40 small pictures instead of drawing 40 circles with their numbers' text. A move changes
  // only the pose, which the cache does not depend on.
  for (const object of objects) {
    object?.set({ objectCaching: true, selectable: false, evented: false });
  }
  const built: BuiltPage = {
    objects,
    byUuid,
    underlay,
    court: courtLayer,
    caption: page.caption ?? '',
    dodgeballs: dodgeballCount(page.objects),
  };
  return built;
}

/**
 * `text` in at most `lines` lines of `width`: broken between words (inside a word too long for a
 * line), the last line cut with an ellipsis.
 */
function wrapped(
  context: CanvasRenderingContext2D,
  text: string,
  width: number,
  lines: 1 | 2,
): string[] {
  if (lines === 1 || text === '' || context.measureText(text).width <= width) {
    return [fitted(context, text, width)];
  }
  // The longest start that fits, ended at a space where there is one.
  const low = longestStart(text.length, (end) => {
    return context.measureText(text.slice(0, end).trimEnd()).width <= width;
  });
  const space = text.lastIndexOf(' ', low);
  const end = space > 0 ? space : Math.max(1, low);
  return [text.slice(0, end).trimEnd(), fitted(context, text.slice(end).trimStart(), width)];
}

/** `text` cut with an ellipsis so it is at most `width` wide in the context's font. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (text === '' || context.measureText(text).width <= width) return text;
  const low = longestStart(text.length, (end) => {
    return context.measureText(`${text.slice(0, end).trimEnd()}…`).width <= width;
  });
  return `${text.slice(0, low).trimEnd()}…`;
}

/** The largest `end` up to `length` for which `fits(end)` holds (it holds for all below it); 0 if none. */
function longestStart(length: number, fits: (end: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** How long work that must be done soon runs before it lets the browser draw and take input. */
const SLICE_MS = 8;

/** Runs `steps` in order in slices of about {@link SLICE_MS}; stops early once `stop()` holds. */
async function runInSlices(steps: readonly (() => void)[], stop: () => boolean): Promise<void> {
  let sliceStart = performance.now();
  for (const step of steps) {
    if (stop()) return;
    step();
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}

/** How long a piece of a page's preparation waits for an idle moment before it runs anyway. */
const PREPARE_WITHIN_MS = 250;

/** Moments of a move looked at to tell what stands still in it (see still-objects.ts). */
const STILL_SAMPLES = 16;
/** The most still layers a renderer keeps: the move shown, the next one, one more. */
const MAX_STILL_LAYERS = 3;

/** What a move draws once: the court and the objects that stand still, and which those are. */
interface StillLayer {
  canvas: HTMLCanvasElement;
  /** By the index of the object in the move's frames. */
  still: boolean[];
}

/** How far a built object extends from its pose, in any direction, at scale 1. */
function reachOf(object: FabricObject): number {
  const stroke = object.strokeWidth ?? 0;
  return Math.hypot(object.width + stroke, object.height + stroke);
}

/**
 * Draws frames of one board: every page's fabric objects are built once, and a frame moves them
 * in place from the board's {@link BoardAnimation} (`frameInto` into one kept frame). The court
 * is a bitmap of the output's resolution (with the keeper zones tinted in while they are shown);
 * the caption banner, knock-out markers and lob shadows are drawn over it. In a move, the court
 * and the objects standing still are one picture made once (its still layer), and only what moves
 * is drawn over it. A frame allocates nothing of its own once each move was drawn once.
 */
class FabricFrameRenderer implements FrameRenderer {
  readonly canvas: HTMLCanvasElement;
  readonly animation: BoardAnimation;
  readonly #fabric: StaticCanvas;
  /** Where objects are rendered to make their bitmaps ahead of a frame (`#bitmapAhead`). */
  #scratch: CanvasRenderingContext2D | null = null;
  readonly #built: BuiltPage[];
  readonly #info: Map<FabricObject, ObjectInfo>;
  readonly #placement: BoardPlacement;
  /** Where captions go, below the board; none when no page has one or the player shows them. */
  readonly #captionStrip: CaptionedPlacement['strip'] | undefined;
  readonly #frame: AnimationFrame = emptyAnimationFrame();
  /** The objects of the frame being drawn, refilled every frame. */
  readonly #drawn: FabricObject[] = [];
  readonly #title: string;
  readonly #titleWidth: number;
  readonly #titleSize: number;
  readonly #titleFont: string;
  readonly #captionFont: string;
  readonly #captionSize: number;
  /** Height of a caption strip and of the overlay's banner, captions or not. */
  readonly #bannerHeight: number;
  /** Overlay texts (and their widths) per page while the dodgeball overlay is on; empty while off. */
  #overlay: { text: string; width: number }[] = [];
  /** Banner bitmaps by {@link Banner.key}, made when first shown. */
  readonly #banners = new Map<string, BannerBitmap>();
  /** Court bitmaps with keeper zones by {@link CourtLayer.key}, made when first shown. */
  readonly #zonedCourts = new Map<string, HTMLCanvasElement>();
  /**
   * Each move's still layer by {@link #moveKey}, null where nothing stands still in it; the court
   * is in it, so showing or hiding the keeper zones empties this.
   */
  readonly #stillLayers = new Map<number, StillLayer | null>();
  /** The page whose following move has been prepared. */
  #preparedAfter = -1;
  /** The page whose following move is being prepared in idle moments. */
  #preparing = -1;
  readonly #keepResting: boolean;
  /** The page the canvas shows at rest, -1 while it shows a move or must be drawn again. */
  #shownAtRest = -1;
  #disposed = false;

  constructor(
    pages: readonly Page[],
    built: BuiltPage[],
    info: Map<FabricObject, ObjectInfo>,
    options: FrameRendererOptions,
    placement: BoardPlacement | CaptionedPlacement,
  ) {
    this.animation = new BoardAnimation(pages, { once: options.once === true });
    this.#keepResting = options.keepRestingFrames === true;
    this.#built = built;
    this.#info = info;
    this.canvas = document.createElement('canvas');
    this.#fabric = new StaticCanvas(this.canvas, {
      width: options.width,
      height: options.height,
      enableRetinaScaling: false,
      renderOnAddRemove: false,
      backgroundColor: FILL_COLOR,
      // The fill covers the whole output, not only the board.
      backgroundVpt: false,
      // Objects are moved by their pose alone, without fabric's coordinates, which the
      // off-screen test would read (stale) and recompute for every object of every frame.
      skipOffscreen: false,
    });
    this.#placement = placement;
    this.#captionStrip = 'strip' in placement ? placement.strip : undefined;
    if (!this.#captionStrip) for (const page of built) page.caption = '';
    const { scale, offsetX, offsetY } = this.#placement;
    this.#fabric.setViewportTransform([scale, 0, 0, scale, offsetX, offsetY]);
    // Pages share objects that look the same on both (`pageObjects`): each is added once.
    const added = new Set<FabricObject>();
    for (const page of built) {
      for (const object of [...page.underlay, ...page.objects]) {
        if (object && !added.has(object)) {
          added.add(object);
          this.#fabric.add(object);
        }
      }
    }
    const context = this.#fabric.getContext();
    const titleSize = Math.round(Math.min(options.width, options.height) * 0.045);
    this.#titleSize = titleSize;
    this.#titleFont = `600 ${titleSize}px ${FONT_FAMILY}`;
    this.#bannerHeight = stripHeight(options);
    const { size: captionSize, font: captionFont } = captionFontFor(options);
    this.#captionSize = captionSize;
    this.#captionFont = captionFont;
    context.save();
    context.font = this.#titleFont;
    const titlePadding = Math.round(titleSize * 0.5);
    const rawTitle = options.title ?? '';
    this.#title = fitted(
      context,
      rawTitle.length > 60 ? `${rawTitle.slice(0, 59)}…` : rawTitle,
      options.width - 4 * titlePadding,
    );
    this.#titleWidth = context.measureText(this.#title).width;
    context.font = this.#captionFont;
    const captionWidth = this.#placement.width - 2 * captionSize;
    const lines = 'lines' in placement ? placement.lines : 1;
    for (const page of built) {
      page.caption = wrapped(context, page.caption, captionWidth, lines).join('\n');
    }
    context.restore();
  }

  /**
   * Prepares the first page's move out before the renderer is handed over, so the frame that
   * starts it only evaluates it. In slices: done at once it took a third of a second on a slow
   * tablet, a stall just as playback started.
   */
  async prepareFirstMove(): Promise<void> {
    const stop = () => this.#disposed;
    await runInSlices(this.#preparation(0), stop);
    this.#preparedAfter = 0;
    const { animation } = this;
    if (animation.pageCount < 2) return;
    // A frame of the move is drawn once unseen, then the first page at rest: a moving frame's
    // code then runs for the first time (compiled, its object frames made) here and not in the
    // frame that starts the move (35 ms of script in that frame at CPU ×4 before).
    const moving = (animation.pageStartMs(1) + animation.pageRestMs(1)) / 2;
    // The moving frame leaves nothing shown at rest, so the first page is drawn anew.
    await runInSlices([() => this.renderAt(moving), () => this.renderAt(0)], stop);
  }

  renderAt(timeMs: number): void {
    // A view may still ask for a frame in the commit that replaced this renderer.
    if (this.#disposed) return;
    if (this.#keepResting) {
      const resting = this.animation.restingPageAt(timeMs);
      if (resting !== undefined && resting === this.#shownAtRest) return;
      this.#shownAtRest = resting ?? -1;
    }
    const frame = this.animation.frameInto(timeMs, this.#frame);
    const to = this.#built[frame.pageIndex];
    const from = this.#built[frame.fromPageIndex];
    if (!to || !from) return;
    const layer = frame.moving ? this.#stillLayer(frame.fromPageIndex, frame.pageIndex) : null;
    const drawn = this.#drawn;
    drawn.length = 0;
    if (!layer) for (const object of to.underlay) drawn.push(object);
    const objects = frame.objects;
    for (let index = 0; index < objects.length; index += 1) {
      if (layer?.still[index]) continue;
      const objectFrame = objects[index] as ObjectFrame;
      const object = frameObject(index, objectFrame, to, from);
      if (!object) continue;
      place(object, objectFrame);
      if (objectFrame.lift > 0) {
        const shadow = this.#info.get(object)?.shadow;
        if (shadow) drawn.push(placeShadow(shadow, object, objectFrame));
      }
      drawn.push(object);
    }
    const context = this.#fabric.getContext();
    if (layer) this.#drawOverLayer(context, layer, drawn);
    else this.#fabric.renderCanvas(context, drawn);
    this.#drawKnockouts(context, frame, to, from);
    if (to.caption !== '') this.#drawCaption(context, to.caption);
    const overlay = this.#overlay[frame.pageIndex];
    if (overlay) this.#drawOverlay(context, overlay.text, overlay.width);
    if (this.#title !== '') this.#drawTitle(context);
    if (!frame.moving) this.#prepareSoon(frame.pageIndex);
  }

  setDodgeballOverlay(describe: DescribeDodgeballs | undefined): void {
    this.#shownAtRest = -1;
    if (!describe) {
      this.#overlay = [];
      return;
    }
    const context = this.#fabric.getContext();
    context.save();
    context.font = this.#captionFont;
    this.#overlay = this.#built.map((page) => {
      const text = describe(page.dodgeballs);
      return { text, width: context.measureText(text).width };
    });
    context.restore();
  }

  setKeeperZones(shown: boolean): void {
    this.#shownAtRest = -1;
    this.#stillLayers.clear();
    for (const { court } of this.#built) {
      if (!court || court.zones.length === 0) continue;
      let bitmap = court.plain;
      if (shown) {
        bitmap = this.#zonedCourts.get(court.key) ?? tintedCourt(court.plain, court.zones);
        this.#zonedCourts.set(court.key, bitmap);
      }
      if (court.image.getElement() !== bitmap) court.image.setElement(bitmap);
    }
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#stillLayers.clear();
    void this.#fabric.dispose();
  }

  #moveKey(fromIndex: number, toIndex: number): number {
    return fromIndex * this.animation.pageCount + toIndex;
  }

  /** The move's still layer, made the first time it is asked for. */
  #stillLayer(fromIndex: number, toIndex: number): StillLayer | null {
    const key = this.#moveKey(fromIndex, toIndex);
    let layer = this.#stillLayers.get(key);
    if (layer === undefined) {
      layer = this.#makeStillLayer(fromIndex, toIndex);
      if (this.#stillLayers.size >= MAX_STILL_LAYERS) {
        const oldest = this.#stillLayers.keys().next().value;
        if (oldest !== undefined) this.#stillLayers.delete(oldest);
      }
      this.#stillLayers.set(key, layer);
    }
    return layer;
  }

  /**
   * Draws the court and the objects that stand still all through the move into a picture of the
   * output's size; null when nothing stands still (the picture would only be the court, which
   * is a bitmap already).
   */
  #makeStillLayer(fromIndex: number, toIndex: number): StillLayer | null {
    const to = this.#built[toIndex];
    const from = this.#built[fromIndex];
    if (!to || !from) return null;
    const prepared = this.animation.transition(fromIndex, toIndex);
    const samples = Array.from({ length: STILL_SAMPLES + 1 }, (_, step) =>
      evaluateTransition(prepared, step / STILL_SAMPLES),
    );
    const start = samples[0] ?? [];
    const reach = start.map((objectFrame, index) => {
      const object = frameObject(index, objectFrame, to, from);
      return object ? reachOf(object) : 0;
    });
    const still = stillObjects(samples, reach, SHADOW_DROP);
    if (!still.includes(true)) return null;
    const canvas = document.createElement('canvas');
    canvas.width = this.canvas.width;
    canvas.height = this.canvas.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const drawn = [...to.underlay];
    start.forEach((objectFrame, index) => {
      const object = still[index] ? frameObject(index, objectFrame, to, from) : undefined;
      if (!object) return;
      place(object, objectFrame);
      drawn.push(object);
    });
    this.#fabric.renderCanvas(context, drawn);
    return { canvas, still };
  }

  /** A frame of a move: its still layer copied, what moves drawn over it as fabric would. */
  #drawOverLayer(
    context: CanvasRenderingContext2D,
    layer: StillLayer,
    drawn: readonly FabricObject[],
  ): void {
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(layer.canvas, 0, 0);
    this.#boardTransform(context);
    for (const object of drawn) object.render(context);
    context.restore();
  }

  /**
   * While page `pageIndex` rests, the move out of it is prepared, so the frame that starts that
   * move only evaluates it: the move's paths, the bitmaps of the next page's objects (other
   * fabric objects than this page's), the move's still layer and the next page's caption banner.
   * The pieces of that work, in order.
   */
  #preparation(pageIndex: number): (() => void)[] {
    const count = this.animation.pageCount;
    if (count < 2) return [];
    const next = (pageIndex + 1) % count;
    const steps = [
      () => {
        this.animation.transition(pageIndex, next);
      },
    ];
    for (const object of this.#built[next]?.objects ?? []) {
      if (object?.shouldCache()) steps.push(() => this.#bitmapAhead(object));
    }
    steps.push(() => {
      this.#stillLayer(pageIndex, next);
    });
    const caption = this.#built[next]?.caption ?? '';
    if (caption !== '') steps.push(() => this.#bannerBitmap(this.#captionBanner(caption)));
    return steps;
  }

  /**
   * Makes an object's bitmap (fabric's object cache) before a frame draws it. fabric makes the
   * bitmap as it renders the object, so it is rendered onto a one-pixel scratch canvas: made
   * apart from a render (`renderCache`), a group's parts were placed by the whole board's
   * transform, outside its bitmap, and every player after the first page showed nothing.
   */
  #bitmapAhead(object: FabricObject): void {
    if (!this.#scratch) {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      this.#scratch = canvas.getContext('2d');
    }
    if (this.#scratch) object.render(this.#scratch);
  }

  /**
   * Prepares the move out of page `pageIndex` a piece at a time in the page's idle moments: in the
   * frame that first shows the page it held that frame back (bench/RESULTS.md, session 29). A
   * move that starts before it is done prepares what it still needs itself.
   */
  #prepareSoon(pageIndex: number): void {
    if (this.#preparedAfter === pageIndex || this.#preparing === pageIndex) return;
    this.#preparing = pageIndex;
    const steps = this.#preparation(pageIndex);
    const work = (timeLeft: () => number) => {
      if (this.#disposed || this.#preparing !== pageIndex) return;
      do steps.shift()?.();
      while (steps.length > 0 && timeLeft() > 1);
      if (steps.length > 0) {
        runWhenIdle(work, PREPARE_WITHIN_MS);
        return;
      }
      this.#preparing = -1;
      this.#preparedAfter = pageIndex;
    };
    runWhenIdle(work, PREPARE_WITHIN_MS);
  }

  /** Board pixels to output pixels, for drawing in board coordinates. */
  #boardTransform(context: CanvasRenderingContext2D): void {
    const { scale, offsetX, offsetY } = this.#placement;
    context.setTransform(scale, 0, 0, scale, offsetX, offsetY);
  }

  #drawKnockouts(
    context: CanvasRenderingContext2D,
    frame: AnimationFrame,
    to: BuiltPage,
    from: BuiltPage,
  ): void {
    const objects = frame.objects;
    let started = false;
    for (let index = 0; index < objects.length; index += 1) {
      const objectFrame = objects[index] as ObjectFrame;
      if (objectFrame.knockout <= 0 || objectFrame.opacity <= 0) continue;
      const object = frameObject(index, objectFrame, to, from);
      if (!object || this.#info.get(object)?.player !== true) continue;
      if (!started) {
        started = true;
        context.save();
        this.#boardTransform(context);
        context.strokeStyle = KNOCKOUT_COLOR;
        context.lineWidth = KNOCKOUT_LINE_WIDTH;
        context.lineCap = 'round';
      }
      // From the frame's pose: a still object is placed only when its layer is drawn.
      const x =
        objectFrame.left + (0.5 - originShare(object.originX)) * object.width * objectFrame.scaleX;
      const y =
        objectFrame.top + (0.5 - originShare(object.originY)) * object.height * objectFrame.scaleY;
      // Fading in and out with the state, and with the player when it enters or leaves.
      context.globalAlpha =
        objectFrame.presence === 'stay'
          ? objectFrame.knockout
          : objectFrame.knockout * Math.min(1, objectFrame.opacity / KNOCKED_OUT_OPACITY);
      context.beginPath();
      context.moveTo(x - KNOCKOUT_HALF_SIZE, y - KNOCKOUT_HALF_SIZE);
      context.lineTo(x + KNOCKOUT_HALF_SIZE, y + KNOCKOUT_HALF_SIZE);
      context.moveTo(x + KNOCKOUT_HALF_SIZE, y - KNOCKOUT_HALF_SIZE);
      context.lineTo(x - KNOCKOUT_HALF_SIZE, y + KNOCKOUT_HALF_SIZE);
      context.stroke();
    }
    if (started) context.restore();
  }

  /** The page's caption: one line on a dark bar across the bottom of the court. */
  #drawCaption(context: CanvasRenderingContext2D, caption: string): void {
    this.#drawBanner(context, this.#captionBanner(caption));
  }

  #captionBanner(caption: string): Banner {
    const strip = this.#captionStrip ?? { left: 0, top: 0, width: 0, height: 0 };
    return {
      key: `caption\n${caption}`,
      box: strip,
      alpha: BANNER_ALPHA,
      font: this.#captionFont,
      text: caption,
      lineHeight: this.#captionSize * CAPTION_LINE_HEIGHT,
      x: strip.left + strip.width / 2,
      y: strip.top + strip.height / 2,
      align: 'center',
      baseline: 'middle',
    };
  }

  /** The dodgeball count of the page, top right of the court. */
  #drawOverlay(context: CanvasRenderingContext2D, text: string, textWidth: number): void {
    const { offsetX, offsetY, width } = this.#placement;
    const barHeight = this.#bannerHeight;
    const padding = Math.round(barHeight * 0.3);
    const right = offsetX + width - padding;
    this.#drawBanner(context, {
      key: `overlay\n${text}`,
      box: {
        left: right - textWidth - 2 * padding,
        top: offsetY + padding,
        width: textWidth + 2 * padding,
        height: barHeight,
      },
      alpha: BANNER_ALPHA,
      font: this.#captionFont,
      text,
      x: right - padding,
      y: offsetY + padding + barHeight / 2,
      align: 'right',
      baseline: 'middle',
    });
  }

  #drawTitle(context: CanvasRenderingContext2D): void {
    const size = this.#titleSize;
    const padding = Math.round(size * 0.5);
    this.#drawBanner(context, {
      key: 'title',
      box: {
        left: padding,
        top: padding,
        width: this.#titleWidth + 2 * padding,
        height: size + 2 * padding,
      },
      alpha: 0.6,
      font: this.#titleFont,
      text: this.#title,
      x: 2 * padding,
      y: 2 * padding,
      align: 'start',
      baseline: 'top',
    });
  }

  /**
   * Draws a banner from its bitmap, made the first time it is shown: setting the font and filling
   * the text in every frame was a tenth of the frame's drawing. The bitmap starts on a whole
   * pixel, so it is copied, not resampled, and looks as if drawn in place.
   */
  #drawBanner(context: CanvasRenderingContext2D, banner: Banner): void {
    const bitmap = this.#bannerBitmap(banner);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(bitmap.canvas, bitmap.left, bitmap.top);
    context.restore();
  }

  /** The banner's bitmap, made the first time it is asked for. */
  #bannerBitmap(banner: Banner): BannerBitmap {
    let bitmap = this.#banners.get(banner.key);
    if (!bitmap) {
      bitmap = bannerBitmap(banner);
      // Captions and counts differ by page; a few are kept for the pages around the one shown.
      if (this.#banners.size >= MAX_BANNERS) {
        const oldest = this.#banners.keys().next().value;
        if (oldest !== undefined) this.#banners.delete(oldest);
      }
      this.#banners.set(banner.key, bitmap);
    }
    return bitmap;
  }
}

/** A dark box with white text, in output pixels: one line, or lines parted by a newline. */
interface Banner {
  /** What the bitmap shows: the same key is the same picture at this renderer's size. */
  key: string;
  box: { left: number; top: number; width: number; height: number };
  /** The box's opacity; the text is opaque. */
  alpha: number;
  font: string;
  text: string;
  /** Distance of the lines of a text of several, which are centred on `y` together. */
  lineHeight?: number;
  x: number;
  y: number;
  align: CanvasTextAlign;
  baseline: CanvasTextBaseline;
}

/** A banner drawn into a canvas of its own, and where that canvas goes on the output. */
interface BannerBitmap {
  canvas: HTMLCanvasElement;
  left: number;
  top: number;
}

/** The most banner bitmaps a renderer keeps (a 1080p caption is some 600 KB). */
const MAX_BANNERS = 8;

/** Draws `banner` into a canvas of its own, placed at whole output pixels. */
function bannerBitmap(banner: Banner): BannerBitmap {
  const { box } = banner;
  const left = Math.floor(box.left);
  const top = Math.floor(box.top);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(box.left + box.width) - left);
  canvas.height = Math.max(1, Math.ceil(box.top + box.height) - top);
  const context = canvas.getContext('2d');
  if (!context) return { canvas, left, top };
  context.translate(-left, -top);
  context.globalAlpha = banner.alpha;
  context.fillStyle = '#000000';
  context.fillRect(box.left, box.top, box.width, box.height);
  context.globalAlpha = 1;
  context.fillStyle = '#ffffff';
  context.font = banner.font;
  context.textAlign = banner.align;
  context.textBaseline = banner.baseline;
  const lines = banner.text.split('\n');
  const lineHeight = banner.lineHeight ?? 0;
  const first = banner.y - ((lines.length - 1) * lineHeight) / 2;
  lines.forEach((line, index) => context.fillText(line, banner.x, first + index * lineHeight));
  return { canvas, left, top };
}

/**
 * The built object that frame entry `index` draws: the page's own object, or one that leaves with
 * the move, found by uuid on the page it leaves (the frame lists those after the page's own).
 */
function frameObject(
  index: number,
  frame: ObjectFrame,
  to: BuiltPage,
  from: BuiltPage,
): FabricObject | undefined {
  if (index < to.objects.length) return to.objects[index];
  return frame.uuid === undefined ? undefined : from.byUuid.get(frame.uuid);
}

/** Sets an object's pose from its frame, property by property (no object per call). */
function place(object: FabricObject, frame: ObjectFrame): void {
  object.left = frame.left;
  object.top = frame.top;
  object.angle = frame.angle;
  object.scaleX = frame.scaleX;
  object.scaleY = frame.scaleY;
  object.opacity = frame.opacity;
}

/** Puts a lobbed ball's shadow on the ground below it: further and fainter the higher it is. */
function placeShadow(shadow: Ellipse, ball: FabricObject, frame: ObjectFrame): Ellipse {
  const x = ball.left + (0.5 - originShare(ball.originX)) * ball.width * ball.scaleX;
  const y = ball.top + (0.5 - originShare(ball.originY)) * ball.height * ball.scaleY;
  shadow.left = x + frame.lift * SHADOW_DROP * 0.4;
  shadow.top = y + frame.lift * SHADOW_DROP;
  const shrink = 1 - 0.35 * frame.lift;
  shadow.scaleX = shrink;
  shadow.scaleY = shrink;
  shadow.opacity = SHADOW_ALPHA * frame.opacity * (0.5 + 0.5 * frame.lift);
  return shadow;
}

/** The caption's text size and font in an output of this size (the overlay's too). */
function captionFontFor(output: { width: number; height: number }) {
  const size = Math.max(8, Math.round(stripHeight(output) * CAPTION_TEXT_SHARE));
  return { size, font: `500 ${size}px ${FONT_FAMILY}` };
}

/**
 * Captions take two lines in files where one of them does not fit in one: cut at one line, a
 * caption of a sentence or two lost its end even in a tall video with room to spare.
 */
function captionLines(captions: readonly string[], output: { width: number; height: number }) {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 1;
  const { size, font } = captionFontFor(output);
  context.font = font;
  const width = fitBoardWithCaption(output.width, output.height).strip.width - 2 * size;
  return captions.some((caption) => context.measureText(caption).width > width) ? 2 : 1;
}

/** A caption strip's height in an output of this size, captions or not (the overlay's too). */
function stripHeight(output: { width: number; height: number }): number {
  return Math.round(fitBoard(output.width, output.height).height * CAPTION_STRIP_SHARE);
}

/** Builds every page's fabric objects once, then draws frames by moving them in place. */
export const createFabricFrameRenderer: CreateFrameRenderer = async (pages, options) => {
  // The animation reads the same cleaned pages the objects are built from, so the frame's
  // objects line up with the built ones index by index.
  const clean = pages.map((page) => drawablePage(page));
  const captions =
    options.withoutCaptions === true
      ? []
      : clean.flatMap((page) => (page.caption ? [page.caption] : []));
  const placement =
    captions.length > 0
      ? fitBoardWithCaption(options.width, options.height, captionLines(captions, options))
      : fitBoard(options.width, options.height);
  const info = new Map<FabricObject, ObjectInfo>();
  const looks: BuiltLooks = new Map();
  const courtOf = courtsAt(placement.scale);
  const built = await Promise.all(clean.map((page) => buildPage(page, info, looks, courtOf)));
  await nextTask();
  const renderer = new FabricFrameRenderer(clean, built, info, options, placement);
  await renderer.prepareFirstMove();
  return renderer;
};
