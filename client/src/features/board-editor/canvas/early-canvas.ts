import type { Page } from '@courtside/domain';
import type { CanvasPlace } from './canvas-places.ts';
import {
  createFabricBoardCanvas,
  type FabricBoardCanvas,
  type FabricBoardCanvasEvents,
} from './fabric-board-canvas.ts';

/*
 * A board's first page drawn before the editor exists (app/boot/early-editor.ts), on a fabric
 * canvas of its own in a layer over the page skeleton at the place where the editor showed it
 * (or another board) last. The editor takes that canvas over as its own (`takeEarlyCanvas`): the
 * page is drawn once, and nothing moves when the app's screen appears around it unless the place
 * was another board's and differs.
 */

interface EarlyCanvas {
  /** The address the page was drawn for; another screen never takes it. */
  path: string;
  canvas: FabricBoardCanvas;
  /** The element holding fabric's canvases, moved into the editor's canvas host. */
  wrapper: HTMLElement;
  layer: HTMLElement;
  /** Where the canvas's reports go once an editor has taken it. */
  forward: { events?: FabricBoardCanvasEvents };
  stopWatching: () => void;
}

let early: EarlyCanvas | undefined;

/** How long a drawn page waits for its editor before it is taken away (a failed start). */
const UNCLAIMED_MS = 8_000;
/** How often the layer checks that the app is still at its address. */
const WATCH_INTERVAL_MS = 200;

/** Events that reach the editor's once it has taken the canvas; nothing before (it is inert). */
function forwardedEvents(forward: EarlyCanvas['forward']): FabricBoardCanvasEvents {
  return {
    onSelectionChange: () => forward.events?.onSelectionChange(),
    onObjectDrawn: (object) => forward.events?.onObjectDrawn(object),
    onObjectsModified: () => forward.events?.onObjectsModified(),
    onTextTyped: () => forward.events?.onTextTyped?.(),
    onLineDrawn: (start, end) => forward.events?.onLineDrawn(start, end),
    onTextPlaced: (point) => forward.events?.onTextPlaced(point),
    onRunBent: (uuid, handle) => forward.events?.onRunBent?.(uuid, handle),
    onRunStraightened: (uuid) => forward.events?.onRunStraightened?.(uuid),
  };
}

function discard(taken: EarlyCanvas): void {
  taken.stopWatching();
  taken.layer.remove();
  if (early === taken) early = undefined;
  taken.canvas.dispose().catch((error: unknown) => console.error('early canvas dispose', error));
}

/**
 * Draws `page` at `place` for the editor at `path` to take over. The layer lets the pointer
 * through and the canvas picks nothing, so nothing can be changed before the editor is there;
 * it goes away if the app leaves `path` or no editor takes it within a few seconds.
 */
export async function drawEarlyPage(path: string, place: CanvasPlace, page: Page): Promise<void> {
  if (early) discard(early);
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.earlyCanvas = '';
  // The place is in page coordinates (app/routes/fabric-canvas-kit.ts notes it with the scroll).
  Object.assign(layer.style, {
    position: 'absolute',
    left: `${place.left}px`,
    top: `${place.top}px`,
    width: `${place.width}px`,
    height: `${place.height}px`,
    pointerEvents: 'none',
    zIndex: '1',
  });
  const wrapper = document.createElement('div');
  const element = document.createElement('canvas');
  wrapper.append(element);
  layer.append(wrapper);
  document.body.append(layer);
  const forward: EarlyCanvas['forward'] = {};
  const canvas = createFabricBoardCanvas(element, forwardedEvents(forward));
  canvas.setDisplaySize(place.width, place.height);
  const startedAt = performance.now();
  const timer = window.setInterval(() => {
    const shown = early;
    if (shown?.canvas !== canvas) return;
    if (window.location.pathname !== path || performance.now() - startedAt > UNCLAIMED_MS)
      discard(shown);
  }, WATCH_INTERVAL_MS);
  const entry: EarlyCanvas = {
    path,
    canvas,
    wrapper,
    layer,
    forward,
    stopWatching: () => window.clearInterval(timer),
  };
  early = entry;
  await canvas.preloadPage(page);
  // The attribute the editor's canvas host carries once its page is drawn (bench/editor-open.mjs).
  if (early === entry) layer.dataset.drawnPage = '1';
}

/**
 * The canvas drawn early for the screen at `path`, once: its reports go to `events` from now on,
 * and its `wrapper` is the caller's to put into the editor's canvas host (in the same task, so
 * that no frame shows the page missing).
 */
export function takeEarlyCanvas(
  path: string,
  events: FabricBoardCanvasEvents,
): { canvas: FabricBoardCanvas; wrapper: HTMLElement } | undefined {
  const taken = early;
  if (!taken || taken.path !== path) return undefined;
  early = undefined;
  taken.stopWatching();
  taken.forward.events = events;
  taken.layer.remove();
  return { canvas: taken.canvas, wrapper: taken.wrapper };
}
