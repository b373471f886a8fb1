import {
  createFabricBoardCanvas,
  preloadCourt,
} from '../../features/board-editor/canvas/fabric-board-canvas.ts';
import {
  pageStorage,
  placeKey,
  rememberCanvasPlace,
} from '../../features/board-editor/canvas/canvas-places.ts';
import { takeEarlyCanvas } from '../../features/board-editor/canvas/early-canvas.ts';
import { warmSegmenterWhenIdle } from '../../features/board-editor/canvas/text-graphemes.ts';
import { runWhenIdle } from '../../lib/run-when-idle.ts';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import {
  newAccessory,
  newBall,
  newPlayer,
  newText,
} from '../../features/board-editor/core/object-factories.ts';

/** The editor's drawing surface and items on fabric, for the lazy editor routes only. */
export const FABRIC_CANVAS_KIT: CanvasKit = {
  createCanvas: (element, events) => {
    // Idle time comes after the first page is drawn: the main thread is busy until then.
    warmSegmenterWhenIdle(runWhenIdle);
    return createFabricBoardCanvas(element, events);
  },
  items: { newPlayer, newBall, newAccessory, newText },
};

/**
 * The tactic board editor's kit: it also takes over the board's first page drawn before the app
 * (app/boot/early-editor.ts) and notes where its canvas is shown, per address and window size.
 */
export const TACTIC_BOARD_CANVAS_KIT: CanvasKit = {
  ...FABRIC_CANVAS_KIT,
  early: {
    take: (events) => {
      const taken = takeEarlyCanvas(window.location.pathname, events);
      if (taken) warmSegmenterWhenIdle(runWhenIdle);
      return taken;
    },
    remember: (element) => {
      const storage = pageStorage();
      if (!storage) return;
      const { left, top, width, height } = element.getBoundingClientRect();
      const key = placeKey(window.location.pathname, window.innerWidth, window.innerHeight);
      rememberCanvasPlace(storage, key, {
        left: left + window.scrollX,
        top: top + window.scrollY,
        width,
        height,
      });
    },
  },
};

// The court picture starts loading with the editor's code, before the session and the board's
// data are there and the canvas is made.
preloadCourt();
