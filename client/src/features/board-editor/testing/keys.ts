import type { KeyInput } from '../actions/keyboard.ts';

/** A key press as plain data: `key('z', { ctrl: true })`; the target defaults to the page body. */
export function key(
  value: string,
  options: {
    ctrl?: boolean;
    meta?: boolean;
    shift?: boolean;
    alt?: boolean;
    code?: string;
    target?: KeyInput['target'];
  } = {},
): KeyInput {
  return {
    key: value,
    code: options.code,
    ctrlKey: options.ctrl ?? false,
    metaKey: options.meta ?? false,
    shiftKey: options.shift ?? false,
    altKey: options.alt ?? false,
    target: options.target ?? { tagName: 'BODY', isContentEditable: false },
  };
}
