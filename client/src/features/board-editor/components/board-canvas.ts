import type {
  AccessoryType,
  ArrowHead,
  TextSize,
  XY,
  BallType,
  CanvasObject,
  LineStyle,
  PlayerRole,
  Team,
} from '@courtside/domain';
import type { CanvasPort } from '../core/canvas-port.ts';

/** The toolbar's drawing settings: for new strokes, lines, arrows and texts. */
export interface Brush {
  color: string;
  width: number;
  lineStyle: LineStyle;
  /** Heads of lines drawn with the arrow tool. */
  arrowHead: Exclude<ArrowHead, 'none'>;
  /** A freehand stroke ends in an arrow head (a curved run). */
  strokeArrow: boolean;
  textSize: TextSize;
  textBackground: boolean;
}

/** What the page needs of a drawing surface: the port plus sizing, brush and teardown. */
export interface BoardCanvas extends CanvasPort {
  setDisplaySize(width: number, height: number): void;
  setBrush(brush: Brush): void;
  readonly element: HTMLCanvasElement;
  dispose(): Promise<void>;
}

/** The canvas's reports of what the user did with the pointer. */
export interface BoardCanvasEvents {
  onSelectionChange(): void;
  onObjectDrawn(object: CanvasObject): void;
  onObjectsModified(): void;
  /** A key changed the text being typed (leaving the text reports it modified as well). */
  onTextTyped?(): void;
  /** A line or arrow was dragged out with its tool, from `start` to `end` on the board. */
  onLineDrawn(start: XY, end: XY): void;
  /** The text tool was pressed at this board point. */
  onTextPlaced(point: XY): void;
  /** The handle of an object's run to the next page was dragged to `handle` (issue 16). */
  onRunBent?(uuid: string, handle: XY): void;
  /** The handle of an object's run was double-clicked: the run goes straight. */
  onRunStraightened?(uuid: string): void;
}

export type CreateBoardCanvas = (
  element: HTMLCanvasElement,
  events: BoardCanvasEvents,
) => BoardCanvas;

/** Builders of the drawer's items as page JSON. */
export interface BoardItemFactories {
  newPlayer(team: Team, role: PlayerRole, existingObjects: readonly CanvasObject[]): CanvasObject;
  newBall(type: BallType): CanvasObject;
  newAccessory(type: AccessoryType): CanvasObject;
  newText(text: string): CanvasObject;
}

/**
 * The drawing surface and its item builders. The route passes the fabric ones; tests pass fakes,
 * so the page never imports fabric itself.
 */
export interface CanvasKit {
  createCanvas: CreateBoardCanvas;
  items: BoardItemFactories;
  /** A board's first page drawn before the editor (app/boot/early-editor.ts), where there is one. */
  early?: EarlyCanvasKit;
}

/** The early first page's side of the editor (the tactic board editor's kit has one). */
export interface EarlyCanvasKit {
  /**
   * The canvas drawn for this screen before the editor, reporting to `events` from now on, and
   * the element holding it, for the host; undefined when there is none.
   */
  take(events: BoardCanvasEvents): { canvas: BoardCanvas; wrapper: HTMLElement } | undefined;
  /** Notes where `element`, the shown canvas, is on the screen, for the next open. */
  remember(element: HTMLCanvasElement): void;
}
