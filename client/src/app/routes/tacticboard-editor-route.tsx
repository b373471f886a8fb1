import { createFabricBoardCanvas } from '../../features/board-editor/canvas/fabric-board-canvas.ts';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import {
  newAccessory,
  newBall,
  newPlayer,
  newText,
} from '../../features/board-editor/core/object-factories.ts';
import { TacticBoardEditorScreen } from './tacticboard-editor-screen.tsx';

const FABRIC_KIT: CanvasKit = {
  createCanvas: createFabricBoardCanvas,
  items: { newPlayer, newBall, newAccessory, newText },
};

/** The tactic board editor on the fabric canvas. */
export function Component() {
  return <TacticBoardEditorScreen canvasKit={FABRIC_KIT} />;
}
