import { Circle, Point } from 'fabric';
import { KNOCKED_OUT_OPACITY, lineEnds, lineObject, type CanvasObject } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newBall, newLine } from '../core/object-factories.ts';
import {
  createFabricObject,
  createFabricObjects,
  toStoredObject,
  uuidOf,
} from './fabric-objects.ts';

// jsdom has no 2D context, so these cover the shapes fabric builds without measuring text;
// text, images and rendering are checked in the browser.

async function roundTrip(object: CanvasObject): Promise<CanvasObject | undefined> {
  return toStoredObject(await createFabricObject(object, () => undefined));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createFabricObject and toStoredObject', () => {
  it('keep a ball as it was made', async () => {
    const ball = newBall('FlagRunner');
    const created = await createFabricObject(ball);
    expect(created.type).toBe('circle');
    expect(uuidOf(created)).toBe(ball.uuid);
    expect(toStoredObject(created)).toMatchObject(ball);
  });

  it('let players and balls only move, while lines keep their handles; none of it is stored', async () => {
    const ball = newBall('Volleyball');
    const created = await createFabricObject(ball);
    expect(created).toMatchObject({
      hasControls: false,
      lockRotation: true,
      lockScalingX: true,
      lockScalingY: true,
    });
    expect(toStoredObject(created)).not.toHaveProperty('hasControls');
    expect(toStoredObject(created)).not.toHaveProperty('lockRotation');
    const line = await createFabricObject(newLine('solid'));
    expect(line).toMatchObject({ hasControls: true, lockRotation: false });
  });

  it('keep a dashed line with its end points and place', async () => {
    const line = newLine('dashed');
    expect(await roundTrip(line)).toMatchObject({
      type: 'line',
      uuid: line.uuid,
      lineStyle: 'dashed',
      strokeDashArray: [20, 10],
      left: line.left,
      top: line.top,
      x1: -100,
      x2: 100,
    });
  });

  it('keep the animation data of a schema 2 page (issue 16)', async () => {
    const ball: CanvasObject = {
      ...newBall('Dodgeball'),
      heldBy: 'beater',
      pass: { style: 'lob' },
      timing: { start: 0.25, end: 0.75 },
    };
    const runner: CanvasObject = {
      ...newLine('solid'),
      run: { along: 0.5, across: -0.3 },
      knockedOut: true,
    };
    const [storedBall, storedRunner] = await Promise.all([roundTrip(ball), roundTrip(runner)]);
    expect(storedBall).toMatchObject({
      heldBy: 'beater',
      pass: { style: 'lob' },
      timing: { start: 0.25, end: 0.75 },
    });
    expect(storedRunner).toMatchObject({ run: { along: 0.5, across: -0.3 }, knockedOut: true });
  });

  it('draw a knocked-out object dimmed but store its own opacity', async () => {
    const out: CanvasObject = { ...newBall('Volleyball'), knockedOut: true };
    const faded: CanvasObject = { ...out, uuid: 'faded', opacity: 0.8 };
    const [drawn, drawnFaded] = await Promise.all([
      createFabricObject(out),
      createFabricObject(faded),
    ]);
    expect(drawn.opacity).toBeCloseTo(KNOCKED_OUT_OPACITY);
    expect(drawnFaded.opacity).toBeCloseTo(0.8 * KNOCKED_OUT_OPACITY);
    expect(toStoredObject(drawn)).not.toHaveProperty('opacity');
    expect(toStoredObject(drawnFaded)).toMatchObject({ opacity: 0.8, knockedOut: true });
    const back = await createFabricObject({ ...out, knockedOut: false });
    expect(back.opacity).toBe(1);
  });

  it('keep a drawn path where it was', async () => {
    const path: CanvasObject = {
      type: 'path',
      uuid: 'p',
      objectType: 'drawing',
      path: [
        ['M', 10, 10],
        ['Q', 20, 20, 30, 10],
      ],
      left: 20,
      top: 13.75,
      originX: 'center',
      originY: 'center',
      fill: null,
      stroke: '#000000',
      strokeWidth: 2,
    };
    expect(await roundTrip(path)).toMatchObject(path);
  });

  it('place an old object without origin by its top left corner', async () => {
    const created = await createFabricObject({
      type: 'rect',
      uuid: 'r',
      left: 100,
      top: 50,
      width: 40,
      height: 20,
      strokeWidth: 0,
    });
    expect(created.getBoundingRect()).toMatchObject({ left: 100, top: 50, width: 40, height: 20 });
  });

  it('size a stored group from its children and keep its place and uuids', async () => {
    const group: CanvasObject = {
      type: 'group',
      uuid: 'g',
      objectType: 'playerA',
      team: 'A',
      playerNumber: 3,
      left: 250,
      top: 640,
      originX: 'center',
      originY: 'center',
      objects: [
        {
          type: 'circle',
          uuid: 'g-circle',
          radius: 15,
          strokeWidth: 3,
          stroke: 'black',
          fill: '#3d85c6',
          left: 0,
          top: 0,
          originX: 'center',
          originY: 'center',
        },
      ],
    };
    const created = await createFabricObject(group);
    expect(created.getCenterPoint()).toMatchObject({ x: 250, y: 640 });
    expect(created.width).toBe(33);
    const stored = toStoredObject(created);
    expect(stored).toMatchObject({
      ...group,
      objects: [expect.objectContaining(group.objects?.[0])],
    });
  });

  it('fall back to a plain circle when building one as stored fails', async () => {
    vi.spyOn(Circle, 'fromObject').mockRejectedValue(new Error('broken'));
    const warn = vi.fn();
    const ball = newBall('Dodgeball');
    const created = await createFabricObject(ball, warn);
    expect(created).toBeInstanceOf(Circle);
    expect(toStoredObject(created)).toMatchObject({
      uuid: ball.uuid,
      radius: 10,
      fill: '#808080',
      left: 600,
      top: 333,
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reject an unknown type and an image without a source', async () => {
    await expect(createFabricObject({ type: 'video', uuid: 'v' })).rejects.toThrow(/unknown/);
    await expect(createFabricObject({ type: 'image', uuid: 'i' })).rejects.toThrow(/failed/);
  });
});

describe('createFabricObjects', () => {
  it('skips what it cannot build with a warning and keeps the order of the rest', async () => {
    const warn = vi.fn();
    const objects = await createFabricObjects(
      [
        { type: 'circle', uuid: 'a', radius: 1 },
        { type: 'hologram', uuid: 'b' },
        { type: 'rect', uuid: 'c', width: 1, height: 1 },
      ],
      warn,
    );
    expect(objects.map(uuidOf)).toEqual(['a', 'c']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hologram'));
  });

  it('are not stored without a uuid', () => {
    expect(toStoredObject(new Circle({ radius: 3 }))).toBeUndefined();
  });
});

describe('straight lines in fabric', () => {
  const base: CanvasObject = {
    type: 'path',
    uuid: 'line',
    objectType: 'line',
    arrowHead: 'end',
    stroke: '#ff0000',
    strokeWidth: 3,
  };

  it('are placed where the domain says their ends are', async () => {
    const line = lineObject(base, { x: 100, y: 200 }, { x: 400, y: 260 });
    const created = await createFabricObject(line);
    const stored = toStoredObject(created);
    expect(stored?.left).toBeCloseTo(line.left ?? 0);
    expect(stored?.top).toBeCloseTo(line.top ?? 0);
    expect(stored?.width).toBeCloseTo(line.width ?? 0);
    expect(stored?.height).toBeCloseTo(line.height ?? 0);
  });

  it('have their ends read back after fabric moved, scaled and turned them', async () => {
    const line = lineObject(base, { x: 100, y: 200 }, { x: 400, y: 260 });
    const created = await createFabricObject(line);
    created.set({ left: 300, top: 100, angle: 30, scaleX: 1.5, scaleY: 0.5 });
    const matrix = created.calcTransformMatrix();
    const { pathOffset } = created as unknown as { pathOffset: Point };
    const fabricEnd = new Point(400, 260).subtract(pathOffset).transform(matrix);
    const ends = lineEnds(toStoredObject(created) as CanvasObject);
    expect(ends?.end.x).toBeCloseTo(fabricEnd.x, 3);
    expect(ends?.end.y).toBeCloseTo(fabricEnd.y, 3);
  });
});

describe('locked objects', () => {
  it('cannot be picked on the canvas, and keep only `locked` in the page', async () => {
    const locked = { ...newBall('Volleyball'), locked: true };
    const created = await createFabricObject(locked);
    expect(created.selectable).toBe(false);
    expect(created.evented).toBe(false);
    const stored = toStoredObject(created);
    expect(stored?.locked).toBe(true);
    expect(stored).not.toHaveProperty('selectable');
    expect(stored).not.toHaveProperty('evented');
    const unlocked = await createFabricObject({ ...locked, locked: undefined });
    expect(unlocked.selectable).toBe(true);
  });
});

describe('object caches', () => {
  it('are sized to a small object, not to fabric’s 256-pixel floor (the cost of every frame)', async () => {
    const ball = await createFabricObject(newBall('Volleyball'));
    const cache = ball._limitCacheSize(ball._getCacheCanvasDimensions());
    expect(cache.width).toBeLessThan(64);
    expect(cache.height).toBeLessThan(64);
  });
});
