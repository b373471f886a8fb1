import {
  createFabricBoardCanvas,
  preloadCourt,
} from '../../features/board-editor/canvas/fabric-board-canvas.ts';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import {
  newAccessory,
  newBall,
  newPlayer,
  newText,
} from '../../features/board-editor/core/object-factories.ts';

/** The editor's drawing surface and items on fabric, for the lazy editor routes only. */
export const FABRIC_CANVAS_KIT: CanvasKit = {
  createCanvas: createFabricBoardCanvas,
  items: { newPlayer, newBall, newAccessory, newText },
};

// The court picture starts loading with the editor's code, before the session and the board's
// data are there and the canvas is made.
preloadCourt();
