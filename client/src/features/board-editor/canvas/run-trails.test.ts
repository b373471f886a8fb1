import { ActiveSelection, Circle } from 'fabric';
import type { Canvas, FabricObject } from 'fabric';
import { runHandlePoint } from '@courtside/domain';
import type { ObjectRun, XY } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunGuide } from '../core/run-guides.ts';
import { installRunTrails, type MovedByDrag } from './run-trails.ts';

// jsdom has no 2D context, so fabric's canvas is replaced by the few members the trails use;
// dragged objects are real fabric shapes. Drawing on screen is checked in the browser (e2e).

type Handler = (event: never) => void;

/** What one render drew: each trail as its curve and the centre of its handle. */
interface Drawn {
  curve: [x0: number, y0: number, cx: number, cy: number, x1: number, y1: number];
  handle: XY;
}

/** A 2D context that records the trails and handles it is asked to draw. */
function recordingContext() {
  let drawn: Drawn[] = [];
  let curve: Drawn['curve'] | undefined;
  let from: [number, number] = [0, 0];
  const context = {
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    save: () => undefined,
    restore: () => undefined,
    transform: () => undefined,
    setLineDash: () => undefined,
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => {
      from = [x, y];
    },
    quadraticCurveTo: (cx: number, cy: number, x: number, y: number) => {
      curve = [...from, cx, cy, x, y];
    },
    arc: (x: number, y: number) => {
      if (curve) drawn.push({ curve, handle: { x, y } });
      curve = undefined;
    },
    stroke: () => undefined,
    fill: () => undefined,
  };
  return {
    context,
    take: () => {
      const taken = drawn;
      drawn = [];
      return taken;
    },
  };
}

function fakeCanvas() {
  const handlers = new Map<string, Set<Handler>>();
  const main = recordingContext();
  const container = document.createElement('div');
  const upperCanvasEl = document.createElement('canvas');
  container.append(upperCanvasEl);
  let renders = 0;
  const canvas = {
    upperCanvasEl,
    selection: true,
    isDrawingMode: false,
    viewportTransform: [1, 0, 0, 1, 0, 0],
    getZoom: () => 1,
    getContext: () => main.context,
    requestRenderAll: () => {
      renders += 1;
    },
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
  /** A render as fabric does it; what the trails drew on the main layer. */
  const render = () => {
    fire('after:render', { ctx: main.context });
    return main.take();
  };
  return {
    asFabric: canvas as unknown as Canvas,
    fire,
    render,
    renders: () => renders,
    handlerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const guide = (uuid: string, start: XY, end: XY, run?: ObjectRun): RunGuide => ({
  uuid,
  start,
  end,
  run,
});

const player = (uuid: string, left: number, top: number) => {
  const circle = new Circle({ left, top, radius: 15, originX: 'center', originY: 'center' });
  return Object.assign(circle, { uuid });
};

/**
 * The chaser runs from (300, 300) to (700, 300), bent to the left; the beater from (100, 500) to
 * (100, 600); the quaffle from (900, 100) to (900, 300).
 */
const bent: ObjectRun = { along: 0.5, across: -0.5 };
const shownRuns = [
  guide('chaser', { x: 300, y: 300 }, { x: 700, y: 300 }, bent),
  guide('beater', { x: 100, y: 500 }, { x: 100, y: 600 }),
  guide('quaffle', { x: 900, y: 100 }, { x: 900, y: 300 }),
];

function setup(
  movedBy: MovedByDrag = (target) => new Set([(target as { uuid?: string }).uuid ?? '']),
) {
  const fake = fakeCanvas();
  const spy = vi.fn(movedBy);
  const trails = installRunTrails(
    fake.asFabric,
    { onBent: () => undefined, onStraightened: () => undefined },
    spy,
  );
  trails.show(shownRuns);
  /** fabric's drag of `target`: each move puts it at a new place, as the pointer does. */
  const dragOf = (target: FabricObject) => {
    const transform = { original: { left: target.left, top: target.top } };
    return (left: number, top: number) => {
      target.set({ left, top });
      fake.fire('object:moving', { target, transform });
    };
  };
  return { ...fake, trails, movedBy: spy, dragOf };
}

/** The trail that ends at `end` among those drawn. */
const trailTo = (drawn: readonly Drawn[], end: XY) =>
  drawn.find(({ curve }) => curve[4] === end.x && curve[5] === end.y);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('installRunTrails', () => {
  it('draws each run from its start to its end with the handle on the curve’s middle', () => {
    const { render } = setup();
    const drawn = render();
    expect(drawn).toHaveLength(3);
    const chaser = trailTo(drawn, { x: 700, y: 300 });
    // Bent half a run-length to the left: control (500, 100), middle (500, 200).
    expect(chaser?.curve).toEqual([300, 300, 500, 100, 700, 300]);
    expect(chaser?.handle).toEqual({ x: 500, y: 200 });
  });

  it('gives a run too short for a handle beside its object none, so the object stays in sight', () => {
    const { render, trails } = setup();
    // A player nudged 20 units between pages: the handle would lie on it.
    trails.show([...shownRuns, guide('keeper', { x: 400, y: 600 }, { x: 420, y: 600 })]);
    const drawn = render();
    expect(drawn).toHaveLength(3);
    expect(trailTo(drawn, { x: 420, y: 600 })).toBeUndefined();
    // Runs long enough for a handle clear of both ends keep theirs.
    trails.show([guide('keeper', { x: 400, y: 600 }, { x: 460, y: 600 })]);
    expect(trailTo(render(), { x: 460, y: 600 })?.handle).toEqual({ x: 430, y: 600 });
  });

  it('starts the trail of a dragged object where the drag has taken it, on every move', () => {
    const { render, dragOf } = setup();
    const chaser = player('chaser', 300, 300);
    const moveTo = dragOf(chaser);

    moveTo(300, 400);
    let trail = trailTo(render(), { x: 700, y: 300 });
    expect(trail?.curve.slice(0, 2)).toEqual([300, 400]);
    // The bend goes with the run: the handle is the middle of the curve from the new start.
    expect(trail?.handle).toEqual(runHandlePoint({ x: 300, y: 400 }, { x: 700, y: 300 }, bent));

    moveTo(250, 450);
    trail = trailTo(render(), { x: 700, y: 300 });
    expect(trail?.curve.slice(0, 2)).toEqual([250, 450]);
    expect(trail?.handle).toEqual(runHandlePoint({ x: 250, y: 450 }, { x: 700, y: 300 }, bent));
  });

  it('leaves the runs of objects the drag does not move where they are', () => {
    const { render, dragOf } = setup();
    dragOf(player('chaser', 300, 300))(320, 340);
    const drawn = render();
    expect(trailTo(drawn, { x: 100, y: 600 })?.curve).toEqual([100, 500, 100, 550, 100, 600]);
    expect(trailTo(drawn, { x: 900, y: 300 })?.curve.slice(0, 2)).toEqual([900, 100]);
  });

  it('moves the trails of every object of a dragged selection by as much as the selection', () => {
    const chaser = player('chaser', 300, 300);
    const beater = player('beater', 100, 500);
    const { render, dragOf } = setup(() => new Set(['chaser', 'beater']));
    const selection = new ActiveSelection([chaser, beater]);
    dragOf(selection)(selection.left + 40, selection.top - 60);
    const drawn = render();
    expect(trailTo(drawn, { x: 700, y: 300 })?.curve.slice(0, 2)).toEqual([340, 240]);
    expect(trailTo(drawn, { x: 100, y: 600 })?.curve.slice(0, 2)).toEqual([140, 440]);
    expect(trailTo(drawn, { x: 900, y: 300 })?.curve.slice(0, 2)).toEqual([900, 100]);
  });

  it('moves the trail of what the dragged object carries with it', () => {
    const { render, dragOf } = setup(() => new Set(['chaser', 'quaffle']));
    dragOf(player('chaser', 300, 300))(310, 320);
    const drawn = render();
    expect(trailTo(drawn, { x: 900, y: 300 })?.curve.slice(0, 2)).toEqual([910, 120]);
  });

  it('asks what a drag moves once per drag, not on every move', () => {
    const { movedBy, dragOf } = setup();
    const chaser = player('chaser', 300, 300);
    const moveTo = dragOf(chaser);
    moveTo(310, 300);
    moveTo(320, 300);
    moveTo(330, 300);
    expect(movedBy).toHaveBeenCalledTimes(1);
    dragOf(chaser)(340, 300);
    expect(movedBy).toHaveBeenCalledTimes(2);
  });

  it('keeps the trail where the object was dropped until the runs of the changed page come', () => {
    const { render, dragOf, fire, trails } = setup();
    dragOf(player('chaser', 300, 300))(300, 400);
    fire('mouse:up', {});
    expect(trailTo(render(), { x: 700, y: 300 })?.curve.slice(0, 2)).toEqual([300, 400]);
    // The editor's runs start at the dropped place; no shift is added on top of them.
    trails.show([guide('chaser', { x: 300, y: 400 }, { x: 700, y: 300 }, bent)]);
    expect(render()).toEqual([
      {
        curve: [300, 400, 450, 150, 700, 300],
        handle: runHandlePoint({ x: 300, y: 400 }, { x: 700, y: 300 }, bent),
      },
    ]);
  });

  it('hides a trail while its object is dragged onto its end', () => {
    const { render, dragOf } = setup();
    dragOf(player('chaser', 300, 300))(700, 300);
    const drawn = render();
    expect(drawn).toHaveLength(2);
    expect(trailTo(drawn, { x: 700, y: 300 })).toBeUndefined();
  });

  it('asks nothing while no runs are shown', () => {
    const { movedBy, dragOf, trails, render } = setup();
    trails.show([]);
    dragOf(player('chaser', 300, 300))(300, 400);
    expect(movedBy).not.toHaveBeenCalled();
    expect(render()).toEqual([]);
  });

  it('removes every handler when uninstalled', () => {
    const { trails, handlerCount } = setup();
    expect(handlerCount()).toBeGreaterThan(0);
    trails.uninstall();
    expect(handlerCount()).toBe(0);
  });
});
