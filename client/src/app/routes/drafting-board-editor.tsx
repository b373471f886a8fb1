import { DraftingBoardScreen } from './drafting-board-screen.tsx';
import { FABRIC_CANVAS_KIT } from './fabric-canvas-kit.ts';

/** The drafting board's editor on fabric: the code the route loads after drawing its frame. */
export function DraftingBoardEditor() {
  return <DraftingBoardScreen canvasKit={FABRIC_CANVAS_KIT} />;
}
