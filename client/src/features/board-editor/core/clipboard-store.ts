import type { CanvasObject } from '@courtside/domain';

/**
 * Where copied objects wait to be pasted. The browser's store outlives the board, so a copy on
 * one board can be pasted on another or on the drafting board.
 */
export interface ClipboardStore {
  /** The copied objects, or undefined when nothing (usable) was copied. */
  read(): CanvasObject[] | undefined;
  write(objects: readonly CanvasObject[]): void;
}

/** A clipboard that lives as long as the editor: for tests and where no browser storage exists. */
export function memoryClipboard(): ClipboardStore {
  let copied: CanvasObject[] | undefined;
  return {
    read: () => (copied ? structuredClone(copied) : undefined),
    write: (objects) => {
      copied = objects.length > 0 ? structuredClone([...objects]) : undefined;
    },
  };
}
