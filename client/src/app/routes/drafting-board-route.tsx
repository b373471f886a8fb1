import { DraftingBoardScreen } from './drafting-board-screen.tsx';
import { FABRIC_CANVAS_KIT } from './fabric-canvas-kit.ts';

/** The drafting board on the fabric canvas, kept in this browser. */
export function Component() {
  return <DraftingBoardScreen canvasKit={FABRIC_CANVAS_KIT} />;
}
