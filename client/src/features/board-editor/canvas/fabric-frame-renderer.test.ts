import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  PAGE_SCHEMA_VERSION,
  fitBoardWithCaption,
  type CourtBackground,
  type Page,
} from '@courtside/domain';
import type * as Fabric from 'fabric';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createFabricFrameRenderer as CreateRenderer } from './fabric-frame-renderer.ts';

// jsdom draws nothing and has no court picture: the court is left out unless a test gives one (a
// blank canvas), and a recording 2D context stands in for the canvas, so what the renderer draws
// over fabric's picture is checked here by its calls. Pixels are checked in Chromium
// (e2e/tests/animation-playback.spec.ts, keeper-zones.spec.ts).
// The files of a worker share their modules (isolate: false), so the renderer is imported afresh
// after the mock: one imported earlier would wait for a court jsdom never loads.
let createFabricFrameRenderer: typeof CreateRenderer;
/** fabric as the renderer imported it (a fresh module instance after the reset). */
let fabric: typeof Fabric;
const noCourt = () => Promise.reject(new Error('no court pictures in jsdom'));
let loadCourt: (src?: string) => Promise<unknown> = noCourt;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./fabric-board-canvas.ts', () => ({
    courtImage: (src: string) => loadCourt(src),
  }));
  ({ createFabricFrameRenderer } = await import('./fabric-frame-renderer.ts'));
  fabric = await import('fabric');
});

interface Call {
  /** The canvas whose context took the call. */
  canvas: unknown;
  name: string;
  args: unknown[];
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: unknown;
}

let calls: Call[] = [];

/** A 2D context that takes every call and property, recording the calls with the paint state. */
function recordingContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {
    canvas,
    fillStyle: '#000000',
    strokeStyle: '#000000',
    globalAlpha: 1,
  };
  const stack: Record<string | symbol, unknown>[] = [];
  const methods: Record<string, (...args: unknown[]) => unknown> = {
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    measureText: (text) => ({
      width: String(text).length * 8,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
    }),
    getImageData: (_x, _y, width, height) => ({
      data: new Uint8ClampedArray(Number(width) * Number(height) * 4),
    }),
    getTransform: () => new DOMMatrix(),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    createPattern: () => ({}),
    isPointInPath: () => false,
    getLineDash: () => [],
  };
  // A Proxy stands in for the whole CanvasRenderingContext2D; its type is the real one's.
  return new Proxy(state, {
    get(target, key) {
      if (key in methods) return methods[key as string];
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push({
          canvas: target.canvas,
          name: String(key),
          args,
          fillStyle: target.fillStyle,
          strokeStyle: target.strokeStyle,
          globalAlpha: target.globalAlpha,
        });
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    let context = contexts.get(this);
    if (!context) {
      context = recordingContext(this);
      contexts.set(this, context);
    }
    // The spy stands for every overload of getContext; the renderer asks for '2d' only.
    return context as unknown as ReturnType<HTMLCanvasElement['getContext']>;
  } as unknown as HTMLCanvasElement['getContext']);
});

afterEach(() => {
  loadCourt = noCourt;
  vi.restoreAllMocks();
});

const CAPTION = 'Beater 1 takes the bludger; chaser 2 cuts';

const keeper = (left: number, knockedOut: boolean) => ({
  type: 'circle',
  uuid: 'keeper',
  objectType: 'playerA',
  left,
  top: 300,
  radius: 15,
  fill: '#3d85c6',
  originX: 'center',
  originY: 'center',
  ...(knockedOut ? { knockedOut: true } : {}),
});

const pages: Page[] = [
  {
    version: PAGE_SCHEMA_VERSION,
    backgroundImage: { src: '/full-court.svg' },
    caption: CAPTION,
    transition: { holdMs: 4_000, moveMs: 1_000, easing: 'smooth' },
    objects: [keeper(200, true)],
  },
  {
    version: PAGE_SCHEMA_VERSION,
    backgroundImage: { src: '/full-court.svg' },
    objects: [keeper(600, false)],
  },
];

const texts = () => calls.filter((call) => call.name === 'fillText');
const knockoutStrokes = () =>
  calls.filter((call) => call.name === 'stroke' && call.strokeStyle === '#e53935');

describe('createFabricFrameRenderer', () => {
  it("builds the board's one animation from every page: a page held 4 s plays 4 s", async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    expect(renderer.animation.pageCount).toBe(2);
    expect(renderer.animation.pageIndexAt(3_999)).toBe(0);
    expect(renderer.animation.pageIndexAt(4_000)).toBe(1);
    expect(renderer.animation.lengthMs).toBe(4_000 + 2_000);
    // The player's runs repeat: past the end the move back to the first page.
    expect(renderer.animation.pageIndexAt(6_500)).toBe(0);
    renderer.dispose();
  });

  it('draws one run ending at rest on the last page for a file', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      once: true,
    });
    expect(renderer.animation.restingPageAt(6_500)).toBe(1);
    renderer.dispose();
  });

  it('prepares the move out of a page in idle moments after the frame that first shows it', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    const transition = vi.spyOn(renderer.animation, 'transition');
    // Page 2 at rest (held 4 s, moved 1 s): its move back to page 1 comes next.
    renderer.renderAt(5_100);
    expect(transition).not.toHaveBeenCalledWith(1, 0);
    await vi.waitFor(() => expect(transition).toHaveBeenCalledWith(1, 0));
    renderer.dispose();
  });

  it('builds an object that looks the same on several pages once, and one that changes anew', async () => {
    /** A player as the editor stores it: a disc with its number, in a group. */
    const numbered = (uuid: string, number: string, left: number, extra = {}) => ({
      type: 'group',
      uuid,
      objectType: 'playerA',
      left,
      top: 300,
      ...extra,
      objects: [
        { type: 'circle', uuid: `${uuid}-disc`, radius: 15, fill: '#3d85c6', left: 0, top: 0 },
        { type: 'text', uuid: `${uuid}-number`, text: number, fontSize: 14, left: 0, top: 0 },
      ],
    });
    const page = (objects: unknown[]): Page => ({
      version: PAGE_SCHEMA_VERSION,
      backgroundImage: { src: '/full-court.svg' },
      transition: { holdMs: 1_000, moveMs: 1_000, easing: 'smooth' },
      objects: objects as Page['objects'],
    });
    const board = [
      page([numbered('runner', '7', 100), numbered('sub', '8', 300)]),
      // The runner has moved and turned (its pose) and runs on (its move): the same picture.
      page([
        numbered('runner', '7', 500, { angle: 30, run: { path: 'straight' } }),
        numbered('sub', '9', 300),
      ]),
      page([numbered('runner', '7', 900), numbered('sub', '9', 300)]),
    ];
    const renderer = await createFabricFrameRenderer(board, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    // Every page at rest and every move, each page's preparation let run.
    for (let time = 0; time < renderer.animation.lengthMs; time += 250) {
      renderer.renderAt(time);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Each number's picture is drawn once, into its object's bitmap: one object for the runner on
    // all three pages, one for the 8 and one for the 9 the sub wears from page 2 on.
    const drawnNumbers = texts()
      .map((call) => String(call.args[0]))
      .filter((text) => ['7', '8', '9'].includes(text))
      .sort();
    expect(drawnNumbers).toEqual(['7', '8', '9']);
    renderer.dispose();
  });

  it('draws the caption as a white line on a dark strip below the court, which makes room', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    // The caption's bitmap is made while the renderer is prepared; each frame copies it.
    const preparing = calls;
    calls = [];
    renderer.renderAt(0);
    const caption = preparing.find((call) => call.name === 'fillText' && call.args[0] === CAPTION);
    expect(caption?.fillStyle).toBe('#ffffff');
    const barHeight = Math.round(CANVAS_HEIGHT * 0.075);
    const court = fitBoardWithCaption(CANVAS_WIDTH, CANVAS_HEIGHT);
    // The court shrinks so that its bottom line ends where the strip starts.
    expect(court.offsetY + court.height).toBeCloseTo(CANVAS_HEIGHT - barHeight, 6);
    const bar = preparing.find(
      (call) => call.name === 'fillRect' && call.args[1] === CANVAS_HEIGHT - barHeight,
    );
    expect(bar?.args).toEqual([court.offsetX, CANVAS_HEIGHT - barHeight, court.width, barHeight]);
    expect(bar?.fillStyle).toBe('#000000');
    expect(bar?.globalAlpha).toBeGreaterThan(0.4);
    expect(bar?.globalAlpha).toBeLessThan(1);
    // The text sits in the middle of the bar.
    expect(caption?.args.slice(1)).toEqual([CANVAS_WIDTH / 2, CANVAS_HEIGHT - barHeight / 2]);
    // Drawn once into a bitmap of its own, which every frame copies onto the picture at its place.
    expect(caption?.canvas).not.toBe(renderer.canvas);
    const copies = () =>
      calls.filter(
        (call) =>
          call.name === 'drawImage' &&
          call.canvas === renderer.canvas &&
          call.args[0] === caption?.canvas,
      );
    expect(copies().map((call) => call.args.slice(1))).toEqual([
      [Math.floor(court.offsetX), CANVAS_HEIGHT - barHeight],
    ]);
    calls = [];
    renderer.renderAt(1_000);
    expect(texts()).toEqual([]);
    expect(copies()).toHaveLength(1);

    // Page 2 has no caption: no banner.
    calls = [];
    renderer.renderAt(5_500);
    expect(texts()).toEqual([]);
    expect(copies()).toEqual([]);
    renderer.dispose();
  });

  it("makes the next page's caption banner while the page before rests, not in the move", async () => {
    const board: Page[] = ['', '', 'Third page'].map((caption, index) => ({
      version: PAGE_SCHEMA_VERSION,
      backgroundImage: { src: '/full-court.svg' },
      ...(caption ? { caption } : {}),
      objects: [keeper(200 + 200 * index, false)],
    }));
    const renderer = await createFabricFrameRenderer(board, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    const written = () => texts().filter((call) => call.args[0] === 'Third page');
    calls = [];
    // The second page at rest; the move to the third starts at 4 s.
    renderer.renderAt(3_500);
    await vi.waitFor(() => expect(written()).toHaveLength(1));
    expect(written()[0]?.canvas).not.toBe(renderer.canvas);
    calls = [];
    renderer.renderAt(4_500);
    expect(written()).toEqual([]);
    renderer.dispose();
  });

  it('gives a caption too long for one line two in a strip below the court, cut after the second', async () => {
    // 140 characters, the most a caption has: 128 fit in a line of the square video.
    const words = Array.from({ length: 28 }, (_, index) => `w${String(index).padStart(3, '0')}`);
    const long = { ...pages[0]!, caption: words.join(' ').slice(0, 140) };
    const lines = async (width: number, height: number) => {
      const renderer = await createFabricFrameRenderer([long], { width, height });
      calls = [];
      renderer.renderAt(0);
      renderer.dispose();
      return texts().map((call) => ({ text: String(call.args[0]), y: Number(call.args[2]) }));
    };
    const square = await lines(1080, 1080);
    expect(square.map((line) => line.text)).toEqual([
      words.slice(0, 25).join(' '),
      words
        .slice(25)
        .join(' ')
        .slice(0, 140 - 125),
    ]);
    // The court is letterboxed: the strip lies right below it, the two centred together, and
    // the two lines sit in the strip's middle, one under the other.
    const placed = fitBoardWithCaption(1080, 1080, 2);
    expect(placed.offsetY).toBeCloseTo(1080 - placed.strip.top - placed.strip.height, 5);
    const [first, second] = square;
    expect(((first?.y ?? 0) + (second?.y ?? 0)) / 2).toBeCloseTo(
      placed.strip.top + placed.strip.height / 2,
      5,
    );
    expect(second?.y).toBeGreaterThan(first?.y ?? Infinity);
    // In the GIF's small picture two lines do not hold it all: the second ends with an ellipsis.
    const gif = await lines(610, 343);
    expect(gif).toHaveLength(2);
    expect(gif[1]?.text.endsWith('…')).toBe(true);
  });

  it('leaves the captions and their strip out for the player, which shows them as text', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      withoutCaptions: true,
    });
    calls = [];
    renderer.renderAt(0);
    expect(texts()).toEqual([]);
    expect(
      calls.filter((call) => call.name === 'fillRect' && call.fillStyle === '#000000'),
    ).toEqual([]);
    renderer.dispose();
  });

  it('marks a knocked-out player, fading the marker out as the player comes back', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    calls = [];
    renderer.renderAt(0);
    expect(knockoutStrokes().map((call) => call.globalAlpha)).toEqual([1]);
    // Half way through the move to page 2, where the keeper is back in play.
    calls = [];
    renderer.renderAt(4_500);
    const [half] = knockoutStrokes();
    expect(Number(half?.globalAlpha)).toBeGreaterThan(0);
    expect(Number(half?.globalAlpha)).toBeLessThan(1);
    calls = [];
    renderer.renderAt(5_500);
    expect(knockoutStrokes()).toEqual([]);
    renderer.dispose();
  });

  it('gives a lobbed ball a shadow while it flies, and none on the ground', async () => {
    const thrower = { ...keeper(200, false), uuid: 'thrower' };
    const catcher = { ...keeper(800, false), uuid: 'catcher' };
    const ball = {
      type: 'circle',
      uuid: 'quaffle',
      objectType: 'ball',
      ballType: 'Volleyball' as const,
      radius: 10,
      fill: '#ffffff',
      originX: 'center',
      originY: 'center',
      left: 215,
      top: 315,
    };
    const board: Page[] = [
      {
        version: PAGE_SCHEMA_VERSION,
        backgroundImage: { src: '/full-court.svg' },
        objects: [thrower, catcher, { ...ball, heldBy: 'thrower', pass: { style: 'lob' } }],
      },
      {
        version: PAGE_SCHEMA_VERSION,
        backgroundImage: { src: '/full-court.svg' },
        objects: [thrower, catcher, { ...ball, heldBy: 'catcher' }],
      },
    ];
    const renderer = await createFabricFrameRenderer(board, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    // fabric draws the shadow's ellipse as a circle squeezed to 45 % of its height.
    const shadows = () =>
      calls.filter((call) => call.name === 'transform' && call.args[3] === 0.45);
    calls = [];
    renderer.renderAt(0);
    expect(shadows()).toEqual([]);
    calls = [];
    renderer.renderAt(2_500);
    expect(shadows()).toHaveLength(1);
    calls = [];
    renderer.renderAt(3_500);
    expect(shadows()).toEqual([]);
    renderer.dispose();
  });

  it('for the player, draws a page at rest once and every frame of a move', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      keepRestingFrames: true,
    });
    renderer.renderAt(0);
    calls = [];
    renderer.renderAt(1_000);
    renderer.renderAt(3_999);
    expect(calls).toEqual([]);
    renderer.renderAt(4_200);
    const moving = calls.length;
    expect(moving).toBeGreaterThan(0);
    renderer.renderAt(4_400);
    expect(calls.length).toBeGreaterThan(moving);
    // Turning the overlay on draws the page at rest again.
    renderer.renderAt(5_500);
    calls = [];
    renderer.renderAt(5_600);
    expect(calls).toEqual([]);
    renderer.setDodgeballOverlay?.(() => 'A 0 · B 0');
    renderer.renderAt(5_700);
    expect(texts().map((call) => call.args[0])).toContain('A 0 · B 0');
    renderer.dispose();
  });

  describe('in a move', () => {
    const runner = (left: number) => ({ ...keeper(left, false), uuid: 'runner' });
    const stander = (left: number, top: number) => ({
      ...keeper(left, false),
      uuid: 'stander',
      top,
    });
    const board = (standerAt: [number, number]): Page[] =>
      [200, 800].map((left) => ({
        version: PAGE_SCHEMA_VERSION,
        backgroundImage: { src: '/full-court.svg' },
        objects: [stander(...standerAt), runner(left)],
      }));
    // fabric draws each object from its cached bitmap: one drawImage per object drawn.
    const drawImagesOn = (canvas: unknown) =>
      calls.filter((call) => call.canvas === canvas && call.name === 'drawImage');

    it('draws what stands still once, into a layer each frame copies, and what moves every frame', async () => {
      // The runner goes from 200 to 800 at the height of 300; the other player waits far below.
      const renderer = await createFabricFrameRenderer(board([500, 600]), {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
      });
      // The move's still layer is made while the renderer is prepared.
      const preparing = calls;
      calls = [];
      renderer.renderAt(2_250);
      const [layer, moving] = drawImagesOn(renderer.canvas);
      expect(drawImagesOn(renderer.canvas)).toHaveLength(2);
      expect(layer?.args.slice(1)).toEqual([0, 0]);
      expect(layer?.args[0]).toBeInstanceOf(HTMLCanvasElement);
      expect(layer?.args[0]).not.toBe(moving?.args[0]);
      // The layer holds the still player, drawn once.
      expect(
        preparing.filter((call) => call.canvas === layer?.args[0] && call.name === 'drawImage'),
      ).toHaveLength(1);
      expect(drawImagesOn(layer?.args[0])).toEqual([]);

      calls = [];
      renderer.renderAt(2_750);
      expect(drawImagesOn(renderer.canvas).map((call) => call.args[0])).toEqual([
        layer?.args[0],
        moving?.args[0],
      ]);
      expect(drawImagesOn(layer?.args[0])).toEqual([]);
      renderer.dispose();
    });

    it('draws a still player in the way of the move in every frame, and at rest all of it', async () => {
      // The runner passes the other player half way.
      const renderer = await createFabricFrameRenderer(board([500, 300]), {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
      });
      for (const time of [2_250, 2_750, 0, 3_500]) {
        calls = [];
        renderer.renderAt(time);
        const drawn = drawImagesOn(renderer.canvas);
        expect(drawn, `at ${time} ms`).toHaveLength(2);
        for (const call of drawn) expect(drawImagesOn(call.args[0])).toEqual([]);
      }
      renderer.dispose();
    });

    it('keeps a still knocked-out player marked in every frame', async () => {
      const knocked = board([500, 600]).map((page) => ({
        ...page,
        objects: page.objects.map((object) =>
          object.uuid === 'stander' ? { ...object, knockedOut: true } : object,
        ),
      }));
      const renderer = await createFabricFrameRenderer(knocked, {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
      });
      for (const time of [2_250, 2_750]) {
        calls = [];
        renderer.renderAt(time);
        const strokes = knockoutStrokes();
        expect(strokes.map((call) => call.canvas)).toEqual([renderer.canvas]);
        // The cross is drawn at the still player, in board pixels: its first stroke starts at the
        // top left corner, 11 px up and left of the player's centre.
        const start = calls.find(
          (call) => call.name === 'moveTo' && call.strokeStyle === '#e53935',
        );
        expect(start?.args).toEqual([489, 589]);
      }
      renderer.dispose();
    });
  });

  it('draws the dodgeball overlay only while it is on', async () => {
    const renderer = await createFabricFrameRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    });
    renderer.setDodgeballOverlay?.((count) => `A ${count.A} · B ${count.B}`);
    calls = [];
    renderer.renderAt(0);
    expect(texts().map((call) => call.args[0])).toContain('A 0 · B 0');
    renderer.setDodgeballOverlay?.(undefined);
    calls = [];
    renderer.renderAt(0);
    expect(texts().map((call) => call.args[0])).not.toContain('A 0 · B 0');
    renderer.dispose();
  });

  describe('keeper zones', () => {
    const KEEPER_A = '#3d85c6';
    const KEEPER_B = '#dd2d2d';
    const onCourt = (src: CourtBackground, left: number): Page => ({
      version: PAGE_SCHEMA_VERSION,
      backgroundImage: { src },
      objects: [keeper(left, false)],
    });

    /** Courts as blank canvases of the SVG's size, each page its own as fabric loads them. */
    function withCourts() {
      loadCourt = () => {
        const picture = document.createElement('canvas');
        picture.width = CANVAS_WIDTH;
        picture.height = CANVAS_HEIGHT;
        return Promise.resolve(new fabric.FabricImage(picture));
      };
    }

    /** The court bitmap the renderer's own canvas drew the frame from (fabric draws it first). */
    function courtDrawnOn(renderer: { canvas: HTMLCanvasElement }): unknown {
      return calls.find((call) => call.canvas === renderer.canvas && call.name === 'drawImage')
        ?.args[0];
    }

    const fillsOn = (bitmap: unknown) =>
      calls.filter((call) => call.canvas === bitmap && call.name === 'fill');

    it("tints each team's zone into the court bitmap, under the objects, only while shown", async () => {
      withCourts();
      const board = [onCourt('/full-court.svg', 200), onCourt('/full-court.svg', 600)];
      // Half the board's size: the zones are drawn at the bitmap's own resolution.
      const renderer = await createFabricFrameRenderer(board, {
        width: CANVAS_WIDTH / 2,
        height: CANVAS_HEIGHT / 2,
      });
      calls = [];
      renderer.renderAt(0);
      const plain = courtDrawnOn(renderer);
      expect(plain).toBeInstanceOf(HTMLCanvasElement);

      calls = [];
      renderer.setKeeperZones?.(true);
      renderer.renderAt(0);
      const zoned = courtDrawnOn(renderer);
      expect(zoned).toBeInstanceOf(HTMLCanvasElement);
      expect(zoned).not.toBe(plain);
      // The tinted bitmap is the plain court with each team's zone filled over it, translucent.
      const onZoned = calls.filter((call) => call.canvas === zoned);
      expect(onZoned[0]).toMatchObject({ name: 'drawImage', args: [plain, 0, 0] });
      expect(onZoned.find((call) => call.name === 'setTransform')?.args).toEqual([
        0.5, 0, 0, 0.5, 0, 0,
      ]);
      const fills = fillsOn(zoned);
      expect(fills.map((call) => call.fillStyle)).toEqual([KEEPER_A, KEEPER_B]);
      for (const fill of fills) {
        expect(fill.globalAlpha).toBeGreaterThan(0.2);
        expect(fill.globalAlpha).toBeLessThan(1);
      }
      // Team A's zone runs from its keeper line (x 401 less half the line) toward the left.
      expect(
        onZoned.find((call) => call.name === 'moveTo' && call.fillStyle === KEEPER_A)?.args,
      ).toEqual([399.5, 654.5]);
      // The court is drawn before the keeper, so the objects stay on top.
      const onFrame = calls.filter((call) => call.canvas === renderer.canvas);
      expect(onFrame.findIndex((call) => call.name === 'drawImage')).toBeLessThan(
        onFrame.findLastIndex((call) => call.name === 'drawImage'),
      );

      // Page 2 shows the same court: it draws the same tinted bitmap, not a second one.
      calls = [];
      renderer.renderAt(3_500);
      expect(courtDrawnOn(renderer)).toBe(zoned);
      expect(
        calls.filter((call) => call.name === 'fill' && call.canvas !== renderer.canvas),
      ).toEqual([]);

      calls = [];
      renderer.setKeeperZones?.(false);
      renderer.renderAt(0);
      expect(courtDrawnOn(renderer)).toBe(plain);
      renderer.dispose();
    });

    it('loads and draws each court into its bitmap once for all the pages showing it', async () => {
      withCourts();
      const sources: string[] = [];
      const load = loadCourt;
      loadCourt = (src) => {
        sources.push(String(src));
        return load();
      };
      const board = [
        onCourt('/full-court.svg', 200),
        onCourt('/half-court.svg', 400),
        onCourt('/full-court.svg', 600),
      ];
      const renderer = await createFabricFrameRenderer(board, {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
      });
      expect(sources.sort()).toEqual(['/full-court.svg', '/half-court.svg']);
      const bitmapAt = (timeMs: number) => {
        calls = [];
        renderer.renderAt(timeMs);
        return courtDrawnOn(renderer);
      };
      const first = bitmapAt(0);
      expect(first).toBeInstanceOf(HTMLCanvasElement);
      expect(bitmapAt(renderer.animation.pageRestMs(1))).not.toBe(first);
      expect(bitmapAt(renderer.animation.pageRestMs(2))).toBe(first);
      renderer.dispose();
    });

    it("tints only team B's zone on the half court and none on the empty court", async () => {
      withCourts();
      const board = [onCourt('/half-court.svg', 200), onCourt('/empty-court.svg', 600)];
      const renderer = await createFabricFrameRenderer(board, {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
      });
      calls = [];
      renderer.renderAt(3_500);
      const emptyCourt = courtDrawnOn(renderer);
      calls = [];
      renderer.setKeeperZones?.(true);
      renderer.renderAt(0);
      const half = courtDrawnOn(renderer);
      expect(fillsOn(half).map((call) => call.fillStyle)).toEqual([KEEPER_B]);
      calls = [];
      renderer.renderAt(3_500);
      expect(courtDrawnOn(renderer)).toBe(emptyCourt);
      renderer.dispose();
    });

    it('draws the page at rest again for the player when the zones are turned on', async () => {
      withCourts();
      const renderer = await createFabricFrameRenderer([onCourt('/full-court.svg', 200)], {
        width: CANVAS_WIDTH,
        height: CANVAS_HEIGHT,
        keepRestingFrames: true,
      });
      renderer.renderAt(0);
      calls = [];
      renderer.renderAt(500);
      expect(calls).toEqual([]);
      renderer.setKeeperZones?.(true);
      renderer.renderAt(600);
      expect(fillsOn(courtDrawnOn(renderer)).map((call) => call.fillStyle)).toEqual([
        KEEPER_A,
        KEEPER_B,
      ]);
      renderer.dispose();
    });
  });
});
