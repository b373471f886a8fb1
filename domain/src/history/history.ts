import { z } from 'zod';
import { HISTORY_LIMIT } from '../board/constants.ts';
import {
  canvasObjectSchema,
  courtBackgroundSchema,
  pageCaptionSchema,
  pageTransitionSchema,
} from '../board/page.ts';

/** A page's own animation settings: its caption and how it is held and moved into (issue 16). */
export const pageSettingsSchema = z.object({
  transition: pageTransitionSchema.optional(),
  caption: pageCaptionSchema.optional(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

/**
 * The undoable editor commands (spec §4), as plain JSON. Objects are stored as serialised canvas
 * objects so that undoing re-creates them exactly; `indices` remembers where removed objects sat
 * in the drawing order (parallel to `objects`) so undo can put them back at the same depth.
 */
export const historyCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('addObject'), object: canvasObjectSchema }),
  /** Several objects added by one action (a formation), undone together. */
  z.object({ kind: z.literal('addObjects'), objects: z.array(canvasObjectSchema).min(1) }),
  z.object({
    kind: z.literal('removeObjects'),
    objects: z.array(canvasObjectSchema),
    indices: z.array(z.number().int().min(0)).optional(),
  }),
  z.object({
    kind: z.literal('changeBackground'),
    from: courtBackgroundSchema,
    to: courtBackgroundSchema,
  }),
  /**
   * Objects changed in place: moved (dragged or nudged), resized, rotated, retyped or restyled.
   * `before` and `after` hold the same objects, by uuid, as they were and as they became.
   */
  z.object({
    kind: z.literal('modifyObjects'),
    before: z.array(canvasObjectSchema),
    after: z.array(canvasObjectSchema),
  }),
  /** The drawing order changed (bring to front, send to back): the page's uuids bottom first. */
  z.object({
    kind: z.literal('reorderObjects'),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  /** The page's caption or timing changed; missing fields mean the spec's defaults. */
  z.object({
    kind: z.literal('changePageSettings'),
    from: pageSettingsSchema,
    to: pageSettingsSchema,
  }),
]);
export type HistoryCommand = z.infer<typeof historyCommandSchema>;

/** A whole history as JSON: the commands oldest first and how many of them are applied. */
export const historySnapshotSchema = z
  .object({
    limit: z.number().int().min(1),
    entries: z.array(historyCommandSchema),
    cursor: z.number().int().min(0),
  })
  .refine((snapshot) => snapshot.entries.length <= snapshot.limit, {
    message: 'more entries than the limit',
    path: ['entries'],
  })
  .refine((snapshot) => snapshot.cursor <= snapshot.entries.length, {
    message: 'cursor past the last entry',
    path: ['cursor'],
  });
export type HistorySnapshot = z.infer<typeof historySnapshotSchema>;

/**
 * Bounded undo/redo stack of {@link HistoryCommand}s. It only records; the editor applies a
 * command returned by {@link CommandHistory.redo} and inverts one returned by
 * {@link CommandHistory.undo}. Loading a page, selection and playback never go in here.
 */
export class CommandHistory {
  readonly limit: number;
  #entries: HistoryCommand[] = [];
  /** Entries before the cursor are applied; those after it form the redo tail. */
  #cursor = 0;

  constructor(limit: number = HISTORY_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`history limit must be a positive integer, got ${limit}`);
    }
    this.limit = limit;
  }

  /** Restores a history saved with {@link CommandHistory.toJSON}; throws a ZodError on bad data. */
  static fromJSON(data: unknown): CommandHistory {
    const snapshot = historySnapshotSchema.parse(data);
    const history = new CommandHistory(snapshot.limit);
    history.#entries = snapshot.entries;
    history.#cursor = snapshot.cursor;
    return history;
  }

  get canUndo(): boolean {
    return this.#cursor > 0;
  }

  get canRedo(): boolean {
    return this.#cursor < this.#entries.length;
  }

  /** Number of commands held, undone ones included. */
  get size(): number {
    return this.#entries.length;
  }

  /**
   * Records a command that has just been applied. The redo tail is discarded, and past the
   * limit the oldest command is dropped.
   */
  push(command: HistoryCommand): void {
    this.#entries.splice(this.#cursor);
    this.#entries.push(command);
    if (this.#entries.length > this.limit)
      this.#entries.splice(0, this.#entries.length - this.limit);
    this.#cursor = this.#entries.length;
  }

  /** The newest applied command: the one undo would invert next. */
  get last(): HistoryCommand | undefined {
    return this.#cursor > 0 ? this.#entries[this.#cursor - 1] : undefined;
  }

  /**
   * Replaces the newest applied command with one that stands for both (a run of nudges, say),
   * so one undo takes back the whole run. False, changing nothing, when there is no newest
   * applied command or a redo tail follows it.
   */
  replaceLast(command: HistoryCommand): boolean {
    if (this.#cursor === 0 || this.canRedo) return false;
    this.#entries[this.#cursor - 1] = command;
    return true;
  }

  /** Steps back and returns the command the editor must invert, or undefined at the start. */
  undo(): HistoryCommand | undefined {
    if (!this.canUndo) return undefined;
    this.#cursor -= 1;
    return this.#entries[this.#cursor];
  }

  /** Steps forward and returns the command the editor must apply again, or undefined at the end. */
  redo(): HistoryCommand | undefined {
    const command = this.#entries[this.#cursor];
    if (command) this.#cursor += 1;
    return command;
  }

  clear(): void {
    this.#entries = [];
    this.#cursor = 0;
  }

  toJSON(): HistorySnapshot {
    return { limit: this.limit, entries: [...this.#entries], cursor: this.#cursor };
  }
}
