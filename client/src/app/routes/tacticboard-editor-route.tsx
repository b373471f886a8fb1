import { TACTIC_BOARD_CANVAS_KIT } from './fabric-canvas-kit.ts';
import { TacticBoardEditorScreen } from './tacticboard-editor-screen.tsx';

/** The tactic board editor on the fabric canvas. */
export function Component() {
  return <TacticBoardEditorScreen canvasKit={TACTIC_BOARD_CANVAS_KIT} />;
}
