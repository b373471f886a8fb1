import type { CanvasObject } from '@courtside/domain';
import type {
  BoardCanvas,
  BoardCanvasEvents,
  BoardItemFactories,
  Brush,
  CanvasKit,
} from '../components/board-canvas.ts';
import { FakeCanvasPort } from './fake-canvas-port.ts';

/** A {@link FakeCanvasPort} with the page's extras; it records size, brush and disposal. */
export class FakeBoardCanvas extends FakeCanvasPort implements BoardCanvas {
  readonly element: HTMLCanvasElement;
  readonly events: BoardCanvasEvents;
  displaySize: { width: number; height: number } | undefined;
  brush: Brush | undefined;
  disposed = false;

  constructor(element: HTMLCanvasElement, events: BoardCanvasEvents) {
    super();
    this.element = element;
    this.events = events;
  }

  setDisplaySize(width: number, height: number): void {
    this.displaySize = { width, height };
  }

  setBrush(brush: Brush): void {
    this.brush = brush;
  }

  dispose(): Promise<void> {
    this.disposed = true;
    return Promise.resolve();
  }
}

let nextId = 0;
const uuid = (prefix: string) => `${prefix}-${(nextId += 1)}`;

/** Simple item builders with the factories' shape, for tests that only count what was added. */
export const fakeItemFactories: BoardItemFactories = {
  newPlayer: (team, role, existing) => ({
    type: 'group',
    uuid: uuid(`player-${team}-${role}`),
    objects: [],
    number: existing.length,
  }),
  newBall: (type) => ({ type: 'circle', uuid: uuid(`ball-${type}`), radius: 10 }),
  newAccessory: (type) => ({ type: 'image', uuid: uuid(`accessory-${type}`) }),
  newText: (text) => ({ type: 'textbox', uuid: uuid('text'), text }),
};

/** A canvas kit over fakes; `canvases` lists every canvas the page made, the live one last. */
export function fakeCanvasKit(items: BoardItemFactories = fakeItemFactories) {
  const canvases: FakeBoardCanvas[] = [];
  const kit: CanvasKit = {
    createCanvas: (element, events) => {
      const canvas = new FakeBoardCanvas(element, events);
      canvases.push(canvas);
      return canvas;
    },
    items,
  };
  const live = (): FakeBoardCanvas => {
    const canvas = canvases.filter((candidate) => !candidate.disposed).at(-1);
    if (!canvas) throw new Error('no live canvas');
    return canvas;
  };
  return { kit, canvases, live, objects: (): CanvasObject[] => live().objects };
}
