import type { CanvasObject } from '@courtside/domain';

/**
 * Where fabric draws a serialised object, without fabric: the object's centre on its parent
 * (the canvas, or a group's centre), its rotation and its scale. Shapes are then drawn around
 * (0, 0) as fabric does.
 */
export interface Placement {
  x: number;
  y: number;
  angle: number;
  scaleX: number;
  scaleY: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

type PathCommand = Array<string | number>;

const ORIGIN_FRACTIONS: Record<string, number> = {
  left: 0,
  top: 0,
  center: 0.5,
  right: 1,
  bottom: 1,
};

/** `left|center|right` (or `top|center|bottom`, or a fraction) as a fraction of the size. */
export function originFraction(origin: string | number | undefined): number {
  if (typeof origin === 'number' && Number.isFinite(origin)) return origin;
  if (typeof origin === 'string') return ORIGIN_FRACTIONS[origin] ?? 0;
  return 0;
}

const num = (value: number | undefined, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Type name as the domain compares it (`IText`, `i-text` → `itext`). */
export const typeOf = (object: CanvasObject) => object.type.toLowerCase().replaceAll('-', '');

const TEXT_TYPES = new Set(['text', 'itext', 'textbox']);
export const isTextType = (type: string) => TEXT_TYPES.has(type);

/** The text's lines and a size estimate when the object does not say (no font metrics here). */
export function textSize(object: CanvasObject): Size {
  const fontSize = num(object.fontSize, 40);
  const lines = (object.text ?? '').split('\n');
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const lineHeight = num(object.lineHeight, 1.16);
  return {
    width: num(object.width, longest * fontSize * 0.6),
    height: num(object.height, lines.length * fontSize * lineHeight),
  };
}

const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
const addPoint = (box: Box, x: number, y: number) => {
  box.minX = Math.min(box.minX, x);
  box.minY = Math.min(box.minY, y);
  box.maxX = Math.max(box.maxX, x);
  box.maxY = Math.max(box.maxY, y);
};

const COMMAND_TOKENS = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;
const ARGUMENT_COUNTS: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/** An SVG path string split into commands; repeated argument groups become their own commands. */
export function parsePathString(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  let current: PathCommand | null = null;
  for (const [, letter, number] of d.matchAll(COMMAND_TOKENS)) {
    if (letter) {
      current = [letter];
      commands.push(current);
    } else if (current && number !== undefined) {
      const name: string = String(current[0]);
      const count = ARGUMENT_COUNTS[name.toLowerCase()] ?? 0;
      if (current.length - 1 >= count) {
        // Extra pairs after a move are line-tos, as in SVG.
        const repeated: string = name === 'M' ? 'L' : name === 'm' ? 'l' : name;
        current = [repeated];
        commands.push(current);
      }
      current.push(Number(number));
    }
  }
  return commands;
}

/** The path's commands, whether stored as a string or as fabric's command arrays. */
export function pathCommands(path: CanvasObject['path']): PathCommand[] {
  if (typeof path === 'string') return parsePathString(path);
  return Array.isArray(path) ? path.filter(Array.isArray) : [];
}

/** The commands as an SVG `d` attribute. */
export const pathData = (commands: PathCommand[]) =>
  commands.map((command) => command.join(' ')).join(' ');

/**
 * The box around every point a path passes through, control points included (so a little
 * larger than fabric's exact bounds for curves; fine for a thumbnail).
 */
export function pathBox(commands: PathCommand[]): Box | undefined {
  const box = emptyBox();
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const command of commands) {
    const name = String(command[0]);
    const args = command.slice(1).map(Number);
    if (args.some((value) => !Number.isFinite(value))) continue;
    const relative = name !== name.toUpperCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (name.toLowerCase()) {
      case 'h':
        x = ox + num(args[0]);
        break;
      case 'v':
        y = oy + num(args[0]);
        break;
      case 'z':
        x = startX;
        y = startY;
        break;
      case 'a':
        x = ox + num(args[5]);
        y = oy + num(args[6]);
        break;
      default: {
        for (let index = 0; index + 1 < args.length; index += 2) {
          addPoint(box, ox + num(args[index]), oy + num(args[index + 1]));
        }
        if (args.length >= 2) {
          x = ox + num(args[args.length - 2]);
          y = oy + num(args[args.length - 1]);
        }
        if (name.toLowerCase() === 'm') {
          startX = x;
          startY = y;
        }
      }
    }
    addPoint(box, x, y);
  }
  return Number.isFinite(box.minX) ? box : undefined;
}

/** The unscaled size fabric gives the object (its `width`/`height`, else from its shape). */
export function sizeOf(object: CanvasObject): Size {
  const type = typeOf(object);
  const width = object.width;
  const height = object.height;
  if (typeof width === 'number' && typeof height === 'number') return { width, height };
  switch (type) {
    case 'circle':
      return { width: 2 * num(object.radius), height: 2 * num(object.radius) };
    case 'ellipse':
      return { width: 2 * num(object.rx), height: 2 * num(object.ry) };
    case 'line':
      return {
        width: Math.abs(num(object.x2) - num(object.x1)),
        height: Math.abs(num(object.y2) - num(object.y1)),
      };
    case 'path': {
      const box = pathBox(pathCommands(object.path));
      return box
        ? { width: box.maxX - box.minX, height: box.maxY - box.minY }
        : { width: 0, height: 0 };
    }
    case 'group': {
      const box = childrenBox(object.objects ?? []);
      return box
        ? { width: box.maxX - box.minX, height: box.maxY - box.minY }
        : { width: 0, height: 0 };
    }
    default:
      if (isTextType(type)) return textSize(object);
      return { width: num(width), height: num(height) };
  }
}

const rotate = (x: number, y: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: x * cos - y * sin, y: x * sin + y * cos };
};

/**
 * The object's centre, rotation and scale on its parent. fabric places the origin point
 * (`originX/Y` of the stroked, scaled box) at `left/top` and rotates around it.
 */
export function placementOf(object: CanvasObject): Placement {
  const { width, height } = sizeOf(object);
  const stroke = object.stroke ? num(object.strokeWidth, 1) : 0;
  const scaleX = num(object.scaleX, 1) * (object.flipX ? -1 : 1);
  const scaleY = num(object.scaleY, 1) * (object.flipY ? -1 : 1);
  const angle = num(object.angle);
  const boxWidth = (width + stroke) * Math.abs(scaleX);
  const boxHeight = (height + stroke) * Math.abs(scaleY);
  const offset = rotate(
    (0.5 - originFraction(object.originX)) * boxWidth,
    (0.5 - originFraction(object.originY)) * boxHeight,
    angle,
  );
  return {
    x: num(object.left) + offset.x,
    y: num(object.top) + offset.y,
    angle,
    scaleX,
    scaleY,
  };
}

/** The box the children take up around their group's centre (rotation ignored). */
function childrenBox(children: readonly CanvasObject[]): Box | undefined {
  const box = emptyBox();
  for (const child of children) {
    const { x, y, scaleX, scaleY } = placementOf(child);
    const { width, height } = sizeOf(child);
    const halfWidth = (width * Math.abs(scaleX)) / 2;
    const halfHeight = (height * Math.abs(scaleY)) / 2;
    addPoint(box, x - halfWidth, y - halfHeight);
    addPoint(box, x + halfWidth, y + halfHeight);
  }
  return Number.isFinite(box.minX) ? box : undefined;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The SVG transform placing an object: translate to its centre, rotate, scale. */
export function transformOf({ x, y, angle, scaleX, scaleY }: Placement): string {
  const parts = [`translate(${round(x)} ${round(y)})`];
  if (angle) parts.push(`rotate(${round(angle)})`);
  if (scaleX !== 1 || scaleY !== 1) parts.push(`scale(${round(scaleX)} ${round(scaleY)})`);
  return parts.join(' ');
}
