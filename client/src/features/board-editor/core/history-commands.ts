import type { CanvasObject, HistoryCommand } from '@courtside/domain';
import type { CanvasPort } from './canvas-port.ts';

export type RemoveObjectsCommand = Extract<HistoryCommand, { kind: 'removeObjects' }>;

type CommandPort = Pick<
  CanvasPort,
  | 'addObject'
  | 'removeObjects'
  | 'replaceObjects'
  | 'reorderObjects'
  | 'setBackground'
  | 'setPageSettings'
  | 'toPage'
>;

/**
 * The command that removes the given objects, remembering their depth so undo restores the
 * drawing order. Unknown uuids are left out; undefined when nothing would be removed.
 */
export function removeObjectsCommand(
  port: Pick<CanvasPort, 'toPage'>,
  uuids: readonly string[],
): RemoveObjectsCommand | undefined {
  const wanted = new Set(uuids);
  const objects: CanvasObject[] = [];
  const indices: number[] = [];
  port.toPage().objects.forEach((object, index) => {
    if (!wanted.has(object.uuid)) return;
    objects.push(object);
    indices.push(index);
  });
  return objects.length > 0 ? { kind: 'removeObjects', objects, indices } : undefined;
}

/** Does what the command describes; used for the first run and for redo. */
export async function applyCommand(port: CommandPort, command: HistoryCommand): Promise<void> {
  switch (command.kind) {
    case 'addObject':
      await port.addObject(command.object);
      return;
    case 'addObjects':
      for (const object of command.objects) await port.addObject(object);
      return;
    case 'removeObjects':
      port.removeObjects(command.objects.map((object) => object.uuid));
      return;
    case 'changeBackground':
      await port.setBackground(command.to);
      return;
    case 'modifyObjects':
      await port.replaceObjects(command.after);
      return;
    case 'reorderObjects':
      port.reorderObjects(command.after);
      return;
    case 'changePageSettings':
      port.setPageSettings(command.to);
      return;
  }
}

/** Undoes the command. */
export async function invertCommand(port: CommandPort, command: HistoryCommand): Promise<void> {
  switch (command.kind) {
    case 'addObject':
      port.removeObjects([command.object.uuid]);
      return;
    case 'addObjects':
      port.removeObjects(command.objects.map((object) => object.uuid));
      return;
    case 'removeObjects':
      // Ascending indices: each insert lands where the object sat once those below it are back.
      for (const [i, object] of command.objects.entries()) {
        await port.addObject(object, command.indices?.[i]);
      }
      return;
    case 'changeBackground':
      await port.setBackground(command.from);
      return;
    case 'modifyObjects':
      await port.replaceObjects(command.before);
      return;
    case 'reorderObjects':
      port.reorderObjects(command.before);
      return;
    case 'changePageSettings':
      port.setPageSettings(command.from);
      return;
  }
}
