import type { ActionContext, ActionInput, EditorAction } from './action.ts';
import { isTypingTarget, matchesShortcut } from './keyboard.ts';
import type { KeyInput } from './keyboard.ts';

/**
 * The one way actions run, whether from a key, a toolbar button or a test. Actions are
 * registered once; their results may be promises, whose failures go to `onError` because key
 * handlers have nobody to reject to.
 */
export class ActionManager<Id extends string = string> {
  readonly #actions = new Map<string, EditorAction<Id>>();
  readonly #getContext: () => ActionContext;
  readonly #onError: (error: unknown) => void;

  constructor(
    actions: readonly EditorAction<Id>[],
    getContext: () => ActionContext,
    onError: (error: unknown) => void = () => undefined,
  ) {
    for (const action of actions) {
      if (this.#actions.has(action.id)) throw new Error(`action ${action.id} registered twice`);
      this.#actions.set(action.id, action);
    }
    this.#getContext = getContext;
    this.#onError = onError;
  }

  get actions(): readonly EditorAction<Id>[] {
    return [...this.#actions.values()];
  }

  get(id: Id): EditorAction<Id> | undefined {
    return this.#actions.get(id);
  }

  isEnabled(id: Id, input: ActionInput = {}): boolean {
    const action = this.#actions.get(id);
    return action !== undefined && action.isEnabled(this.#getContext(), input);
  }

  /** Runs the action if it is enabled; resolves to whether it ran. */
  async perform(id: Id, input: ActionInput = {}): Promise<boolean> {
    const action = this.#actions.get(id);
    const context = this.#getContext();
    if (!action || !action.isEnabled(context, input)) return false;
    await action.perform(context, input);
    return true;
  }

  /**
   * Runs the one enabled action bound to the key. Returns whether it did, so the UI can prevent
   * the browser's default; keys typed into a field, unbound keys, disabled actions and keys bound
   * to several enabled actions are left alone. A key a disabled action claims (see
   * `claimsShortcut`) runs nothing but is still reported, so the browser does not act on it.
   */
  handleKey(event: KeyInput): boolean {
    if (isTypingTarget(event.target)) return false;
    const context = this.#getContext();
    const input: ActionInput = { shift: event.shiftKey };
    const candidates = [...this.#actions.values()].filter(
      (action) =>
        action.shortcuts?.some((shortcut) => matchesShortcut(shortcut, event)) &&
        action.isEnabled(context, input),
    );
    const [action] = candidates;
    if (!action) return this.#claimed(event, context);
    if (candidates.length > 1) return false;
    try {
      Promise.resolve(action.perform(context, input)).catch(this.#onError);
    } catch (error) {
      this.#onError(error);
    }
    return true;
  }

  #claimed(event: KeyInput, context: ActionContext): boolean {
    return [...this.#actions.values()].some(
      (action) =>
        action.shortcuts?.some((shortcut) => matchesShortcut(shortcut, event)) &&
        action.claimsShortcut?.(context) === true,
    );
  }
}
