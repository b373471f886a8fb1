import { parseStoredPage } from '@courtside/domain';
import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { page } from '../testing/board-fixtures.ts';
import { newAccessory, newBall, newLine, newPlayer, newText } from '../core/object-factories.ts';
import {
  BOARD_PROPERTIES,
  dashArrayOf,
  drawnPathMetadata,
  fabricKindOf,
  fromFabricJson,
  storedTypeOf,
  toFabricOptions,
  toPlainFabricOptions,
} from './stored-objects.ts';

const FABRIC_TYPES: Record<string, string> = {
  circle: 'Circle',
  rect: 'Rect',
  path: 'Path',
  text: 'Text',
  textbox: 'Textbox',
  group: 'Group',
  image: 'Image',
  line: 'Line',
};

/** What fabric's `toObject` gives for an object built from these options: class type, defaults. */
function asFabricJson(object: CanvasObject): Record<string, unknown> {
  return {
    version: '7.4.0',
    type: FABRIC_TYPES[object.type] ?? object.type,
    angle: 0,
    skewX: 0,
    skewY: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    visible: true,
    shadow: null,
    strokeDashArray: null,
    globalCompositeOperation: 'source-over',
    ...toFabricOptions(object),
    ...(object.src ? { src: `http://localhost:3000${object.src}` } : {}),
    ...(object.objects ? { objects: object.objects.map(asFabricJson) } : {}),
  };
}

describe('fabricKindOf', () => {
  it.each([
    ['circle', 'circle'],
    ['Circle', 'circle'],
    ['i-text', 'itext'],
    ['IText', 'itext'],
    ['Textbox', 'textbox'],
    ['Image', 'image'],
    ['group', 'group'],
  ])('%s is drawn as %s', (type, kind) => {
    expect(fabricKindOf(type)).toBe(kind);
  });

  it.each(['activeSelection', 'video', '', 42, undefined])('%j is unknown', (type) => {
    expect(fabricKindOf(type)).toBeUndefined();
  });
});

describe('storedTypeOf', () => {
  it('lower-cases fabric class types', () => {
    expect(
      ['Circle', 'Rect', 'Path', 'Text', 'Group', 'Image', 'IText', 'Textbox'].map(storedTypeOf),
    ).toEqual(['circle', 'rect', 'path', 'text', 'group', 'image', 'itext', 'textbox']);
  });
});

describe('toFabricOptions', () => {
  it('drops type and children and keeps the board metadata', () => {
    const player = newPlayer('A', 'Chaser', []);
    const options = toFabricOptions(player);
    expect(options).not.toHaveProperty('type');
    expect(options).not.toHaveProperty('objects');
    expect(options).toMatchObject({ uuid: player.uuid, objectType: 'playerA', playerNumber: 0 });
  });

  it('reads a missing origin as the top left corner, as fabric before 6 placed objects', () => {
    expect(toFabricOptions({ type: 'circle', uuid: 'a', left: 5, top: 6 })).toEqual({
      uuid: 'a',
      left: 5,
      top: 6,
      originX: 'left',
      originY: 'top',
    });
    expect(
      toFabricOptions({ type: 'circle', uuid: 'a', originX: 'center', originY: 'bottom' }),
    ).toMatchObject({ originX: 'center', originY: 'bottom' });
  });

  it('copies the dash array so fabric cannot change the stored one', () => {
    const line = newLine('dotted');
    const options = toFabricOptions(line);
    expect(options.strokeDashArray).toEqual([3, 10]);
    expect(options.strokeDashArray).not.toBe(line.strokeDashArray);
  });
});

describe('toPlainFabricOptions', () => {
  it('keeps only placement, size, paint and board metadata', () => {
    const plain = toPlainFabricOptions({
      type: 'circle',
      uuid: 'a',
      objectType: 'ball',
      left: 1,
      top: 2,
      radius: 10,
      fill: 'white',
      strokeDashArray: [1, 2],
      fontFamily: 'x',
      scaleX: Number.NaN,
    });
    expect(plain).toEqual({
      uuid: 'a',
      objectType: 'ball',
      left: 1,
      top: 2,
      originX: 'left',
      originY: 'top',
      radius: 10,
      fill: 'white',
    });
  });
});

describe('fromFabricJson', () => {
  it('reduces a fabric circle to the stored form', () => {
    expect(
      fromFabricJson({
        radius: 15,
        startAngle: 0,
        endAngle: 360,
        counterClockwise: false,
        uuid: 'x',
        type: 'Circle',
        version: '7.4.0',
        originX: 'center',
        originY: 'center',
        left: 0,
        top: 0,
        width: 30,
        height: 30,
        fill: 'red',
        stroke: null,
        strokeWidth: 1,
        strokeDashArray: null,
        strokeLineCap: 'butt',
        strokeDashOffset: 0,
        strokeLineJoin: 'miter',
        strokeUniform: false,
        strokeMiterLimit: 4,
        scaleX: 1,
        scaleY: 1,
        angle: 0,
        flipX: false,
        flipY: false,
        opacity: 1,
        shadow: null,
        visible: true,
        backgroundColor: '',
        fillRule: 'nonzero',
        paintFirst: 'fill',
        globalCompositeOperation: 'source-over',
        skewX: 0,
        skewY: 0,
      }),
    ).toEqual({
      type: 'circle',
      uuid: 'x',
      radius: 15,
      startAngle: 0,
      endAngle: 360,
      counterClockwise: false,
      originX: 'center',
      originY: 'center',
      left: 0,
      top: 0,
      width: 30,
      height: 30,
      fill: 'red',
      stroke: null,
      strokeWidth: 1,
      strokeLineCap: 'butt',
      strokeLineJoin: 'miter',
      strokeMiterLimit: 4,
      scaleX: 1,
      scaleY: 1,
      fillRule: 'nonzero',
      paintFirst: 'fill',
    });
  });

  it('is undefined without a uuid or a type, and drops such children', () => {
    expect(fromFabricJson({ type: 'Circle' })).toBeUndefined();
    expect(fromFabricJson({ type: 'Circle', uuid: '' })).toBeUndefined();
    expect(fromFabricJson({ uuid: 'a' })).toBeUndefined();
    expect(fromFabricJson(null)).toBeUndefined();
    expect(
      fromFabricJson({
        type: 'Group',
        uuid: 'g',
        objects: [
          { type: 'Circle', uuid: 'c' },
          { type: 'Text', text: '1' },
        ],
      })?.objects,
    ).toEqual([{ type: 'circle', uuid: 'c', originX: 'left', originY: 'top' }]);
  });

  it('keeps non-default values of otherwise neutral properties and drops non-finite numbers', () => {
    expect(
      fromFabricJson({
        type: 'Rect',
        uuid: 'r',
        angle: 45,
        opacity: 0.5,
        flipX: true,
        strokeDashArray: [20, 10],
        left: Number.NaN,
        width: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({
      type: 'rect',
      uuid: 'r',
      angle: 45,
      opacity: 0.5,
      flipX: true,
      strokeDashArray: [20, 10],
      originX: 'left',
      originY: 'top',
    });
  });

  it('stores an image source as a path on our site', () => {
    expect(
      fromFabricJson({
        type: 'Image',
        uuid: 'i',
        src: 'http://example.org:3000/accessories/hoop.svg?x=1',
      })?.src,
    ).toBe('/accessories/hoop.svg');
    expect(
      fromFabricJson({ type: 'Image', uuid: 'i', src: 'data:image/png;base64,AA' }),
    ).not.toHaveProperty('src');
  });

  it.each([
    ['player', newPlayer('B', 'Seeker', [])],
    ['ball', newBall('Dodgeball')],
    ['accessory', newAccessory('Ladder')],
    ['text', newText('Go')],
    ['line', newLine('dashed')],
  ])('gives back a new %s unchanged after a trip through fabric options', (_name, object) => {
    const stored = fromFabricJson(asFabricJson(object));
    expect(stored).toEqual(object);
    const saved = page(stored ? [stored] : []);
    expect(parseStoredPage(saved)).toEqual({ page: saved });
  });

  it('writes the origin of old pages explicitly, so they keep their place', () => {
    const old: CanvasObject = { type: 'circle', uuid: 'a', left: 10, top: 20, radius: 5 };
    expect(fromFabricJson(asFabricJson(old))).toEqual({ ...old, originX: 'left', originY: 'top' });
  });
});

describe('brush helpers', () => {
  it('gives dash arrays per line style as fresh copies', () => {
    expect(dashArrayOf('solid')).toBeNull();
    expect(dashArrayOf('dashed')).toEqual([20, 10]);
    expect(dashArrayOf('dotted')).toEqual([3, 10]);
    expect(dashArrayOf('dashed')).not.toBe(dashArrayOf('dashed'));
  });

  it('marks drawn paths with their uuid and line style', () => {
    expect(drawnPathMetadata('u', 'dotted')).toEqual({
      uuid: 'u',
      objectType: 'drawing',
      lineStyle: 'dotted',
    });
  });

  it('asks fabric to serialise every board property', () => {
    expect(BOARD_PROPERTIES).toEqual(
      expect.arrayContaining(['uuid', 'objectType', 'playerNumber', 'team', 'role', 'lineStyle']),
    );
  });
});
