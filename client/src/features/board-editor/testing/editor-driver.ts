import type { CanvasObject } from '@courtside/domain';
import { BoardEditor } from '../core/board-editor.ts';
import type { BoardEditorOptions } from '../core/board-editor.ts';
import { settle } from './board-fixtures.ts';
import { FakeCanvasPort } from './fake-canvas-port.ts';
import { FakePersistence } from './fake-persistence.ts';
import { FakeScheduler } from './fake-scheduler.ts';

export interface EditorDriver {
  editor: BoardEditor;
  port: FakeCanvasPort;
  persistence: FakePersistence;
  scheduler: FakeScheduler;
  /** Moves the fake clock and lets the canvas work that follows finish. */
  advance(ms: number): Promise<void>;
}

/**
 * A headless editor over fakes, loaded with the raw `pages` (ids p1, p2, …). Privileged by default;
 * `editMode` switches edit mode on as the user would.
 */
export async function createEditorDriver(
  pages: readonly unknown[],
  options: Partial<BoardEditorOptions> & { editMode?: boolean; revision?: number } = {},
): Promise<EditorDriver> {
  const port = new FakeCanvasPort();
  const persistence = new FakePersistence();
  const scheduler = new FakeScheduler();
  const { editMode = false, revision, ...rest } = options;
  const editor = new BoardEditor({
    port,
    persistence,
    scheduler,
    privileged: true,
    ...rest,
  });
  await editor.loadBoard(
    pages.map((data, i) => ({
      id: `p${i + 1}`,
      data,
      ...(revision === undefined ? {} : { revision }),
    })),
  );
  if (editMode) await editor.toggleEditMode();
  return {
    editor,
    port,
    persistence,
    scheduler,
    advance: async (ms) => {
      scheduler.advance(ms);
      await settle();
    },
  };
}

export function uuidsOf(objects: readonly CanvasObject[]): string[] {
  return objects.map((object) => object.uuid);
}
