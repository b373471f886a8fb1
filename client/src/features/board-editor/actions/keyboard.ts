import type { Shortcut } from './action.ts';

/** The parts of a keyboard event's target that matter, so shortcuts work without a DOM. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  /** The attribute's value, for targets that do not compute `isContentEditable`. */
  contentEditable?: string | null;
  /** Within a dialog, menu or panel open over the editor, whose keys they are. */
  inPopup?: boolean;
}

/** The parts of a `KeyboardEvent` that matter. */
export interface KeyInput {
  key: string;
  /** Physical key, used when the layout does not produce Latin letters. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target?: KeyTarget | null;
}

const FORM_FIELD_TAGS = new Set(['input', 'textarea', 'select']);
const EDITABLE_VALUES = new Set(['', 'true', 'plaintext-only']);

/**
 * Whether keys go to text the user is typing (spec §4), or to a dialog or panel open over the
 * editor: a field's commit there had left the focus on the panel, where Ctrl+A and Backspace
 * selected and deleted the whole page. This also covers editing a text object on the canvas,
 * since fabric types into a hidden textarea.
 */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.inPopup) return true;
  if (target.tagName && FORM_FIELD_TAGS.has(target.tagName.toLowerCase())) return true;
  if (target.isContentEditable) return true;
  const editable = target.contentEditable?.toLowerCase();
  return editable !== undefined && EDITABLE_VALUES.has(editable);
}

function normalisedKey(input: KeyInput): string {
  if (input.key.length === 1 && /^[a-z]$/iu.test(input.key)) return input.key.toLowerCase();
  const letter = /^Key([A-Z])$/u.exec(input.code ?? '');
  if (input.key.length === 1 && letter?.[1]) return letter[1].toLowerCase();
  return input.key;
}

export function matchesShortcut(shortcut: Shortcut, input: KeyInput): boolean {
  if (input.altKey) return false;
  const key = shortcut.key.length === 1 ? shortcut.key.toLowerCase() : shortcut.key;
  if (normalisedKey(input) !== key) return false;
  if ((input.ctrlKey || input.metaKey) !== (shortcut.mod ?? false)) return false;
  const shift = shortcut.shift ?? false;
  return shift === 'any' || shift === input.shiftKey;
}
