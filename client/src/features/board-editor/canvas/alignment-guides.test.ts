import { ActiveSelection, Circle } from 'fabric';
import type { Canvas, FabricObject } from 'fabric';
import { BOARD_CENTRE, CANVAS_HEIGHT } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { installAlignmentGuides } from './alignment-guides.ts';

// jsdom has no 2D context, so fabric's canvas is replaced by the few members the guides use;
// the objects are real fabric shapes. Drawing on screen is checked in the browser (e2e).

type Handler = (event: never) => void;

/** A 2D context that records the lines it is asked to stroke. */
function recordingContext() {
  const strokes: string[][] = [];
  let path: string[] = [];
  const context = {
    lineWidth: 1,
    strokeStyle: '',
    save: () => undefined,
    restore: () => undefined,
    transform: () => undefined,
    beginPath: () => {
      path = [];
    },
    moveTo: (x: number, y: number) => path.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => path.push(`L${x},${y}`),
    stroke: () => strokes.push(path),
  };
  return { context, strokes };
}

function fakeCanvas(objects: FabricObject[]) {
  const handlers = new Map<string, Set<Handler>>();
  const top = recordingContext();
  const main = recordingContext();
  let renders = 0;
  let objectReads = 0;
  const canvas = {
    contextTop: top.context,
    contextTopDirty: false,
    isDrawingMode: false,
    viewportTransform: [1, 0, 0, 1, 0, 0],
    getZoom: () => 1,
    getObjects: () => {
      objectReads += 1;
      return objects;
    },
    requestRenderAll: () => {
      renders += 1;
    },
    clearContext: () => undefined,
    on: (name: string, handler: Handler) => {
      handlers.set(name, (handlers.get(name) ?? new Set()).add(handler));
    },
    off: (name: string, handler: Handler) => {
      handlers.get(name)?.delete(handler);
    },
  };
  const fire = (name: string, event: unknown) => {
    for (const handler of handlers.get(name) ?? []) (handler as (event: unknown) => void)(event);
  };
  /** A full render as fabric does it: before, the main layer, after. */
  const render = () => {
    fire('before:render', { ctx: main.context });
    fire('after:render', { ctx: main.context });
  };
  return {
    canvas,
    asFabric: canvas as unknown as Canvas,
    fire,
    render,
    topStrokes: top.strokes,
    handlerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    renders: () => renders,
    objectReads: () => objectReads,
  };
}

const player = (left: number, top: number) =>
  new Circle({ left, top, radius: 15, originX: 'center', originY: 'center', strokeWidth: 0 });

function setup(options: { grid?: boolean; showGrid?: boolean } = {}) {
  const still = player(100, 100);
  const moving = player(400, 500);
  const fake = fakeCanvas([still, moving]);
  const settings = { grid: options.grid ?? false, showGrid: options.showGrid ?? false };
  const uninstall = installAlignmentGuides(fake.asFabric, {
    snapToGrid: () => settings.grid,
    showGrid: () => settings.showGrid,
  });
  const transform = { target: moving };
  const moveTo = (left: number, top: number, current: object = transform) => {
    moving.set({ left, top });
    fake.fire('object:moving', { target: moving, transform: current });
  };
  return { ...fake, still, moving, moveTo, uninstall, settings };
}

describe('installAlignmentGuides', () => {
  it('snaps a dragged object onto another centre line within the threshold and shows it', () => {
    const { moving, moveTo, render, topStrokes, canvas } = setup();
    moveTo(104, 300);
    expect(moving.getCenterPoint()).toMatchObject({ x: 100, y: 300 });
    render();
    expect(topStrokes).toEqual([[`M100,0`, `L100,${CANVAS_HEIGHT}`]]);
    // fabric must clear the layer before its next render.
    expect(canvas.contextTopDirty).toBe(true);
  });

  it('snaps to the board centre and leaves a far object where it is', () => {
    const { moving, moveTo } = setup();
    moveTo(250, BOARD_CENTRE.y - 5);
    expect(moving.getCenterPoint()).toMatchObject({ x: 250, y: BOARD_CENTRE.y });
    moveTo(250, 200);
    expect(moving.getCenterPoint()).toMatchObject({ x: 250, y: 200 });
  });

  it('gathers the other centres once per drag, not on every move', () => {
    const { moveTo, objectReads } = setup();
    moveTo(300, 300);
    moveTo(310, 300);
    moveTo(320, 300);
    expect(objectReads()).toBe(1);
    moveTo(330, 300, { another: 'drag' });
    expect(objectReads()).toBe(2);
  });

  it('snaps the centre to the grid instead when grid snapping is on', () => {
    const { moving, moveTo, render, topStrokes } = setup({ grid: true });
    moveTo(104, 309);
    expect(moving.getCenterPoint()).toMatchObject({ x: 100, y: 300 });
    render();
    expect(topStrokes).toEqual([]);
  });

  it('moves a selection of several objects by its centre, ignoring its own members', () => {
    const a = player(100, 100);
    const b = player(200, 100);
    const other = player(503, 400);
    const fake = fakeCanvas([a, b, other]);
    installAlignmentGuides(fake.asFabric, { snapToGrid: () => false, showGrid: () => false });
    const selection = new ActiveSelection([a, b]);
    selection.set({ left: selection.left + 352, top: selection.top + 50 });
    const before = selection.getCenterPoint();
    fake.fire('object:moving', { target: selection, transform: {} });
    // The selection's centre (≈ 502) snaps to the other player's x, not to its own members.
    expect(before.x).toBeCloseTo(502, 0);
    expect(selection.getCenterPoint().x).toBeCloseTo(503, 6);
  });

  it('hides the guides when the drag ends', () => {
    const { moveTo, fire, render, topStrokes, renders, canvas } = setup();
    moveTo(104, 300);
    fire('mouse:up', {});
    expect(renders()).toBe(1);
    canvas.contextTopDirty = false;
    render();
    expect(topStrokes).toEqual([]);
  });

  it('draws the grid while it is to be shown, but never over a top layer fabric kept', () => {
    const { render, topStrokes, canvas, settings } = setup({ showGrid: true });
    render();
    expect(topStrokes).toHaveLength(1);
    // A rubber band is out: fabric keeps the top layer, so drawing again would darken the grid.
    render();
    expect(topStrokes).toHaveLength(1);
    canvas.contextTopDirty = false;
    settings.showGrid = false;
    render();
    expect(topStrokes).toHaveLength(1);
  });

  it('draws on the top layer right after fabric redrew it alone', () => {
    const { fire, topStrokes, canvas } = setup({ showGrid: true });
    canvas.contextTopDirty = true;
    fire('after:render', { ctx: canvas.contextTop });
    expect(topStrokes).toHaveLength(1);
  });

  it('removes every handler when uninstalled', () => {
    const { uninstall, handlerCount, moving, moveTo } = setup();
    expect(handlerCount()).toBeGreaterThan(0);
    uninstall();
    expect(handlerCount()).toBe(0);
    moveTo(104, 300);
    expect(moving.left).toBe(104);
  });
});
