/**
 * The regular expressions a list query may use. PostgreSQL's engine needs exponential time for
 * back-references and can build huge automata from nested or large repetitions, and PGlite runs
 * in the server's thread, so one such pattern would stall every request. The subset keeps what a
 * search needs (classes, groups, alternation, anchors, bounded repetition) and nothing else.
 */

/** Capturing and non-capturing groups a pattern may open. */
export const MAX_PATTERN_GROUPS = 10;
/** The largest count in `{n}`, `{n,}` and `{n,m}`. */
export const MAX_PATTERN_REPEAT = 100;

/** Letters that may follow a backslash: classes, word and string boundaries, control characters. */
const ESCAPE_LETTERS = new Set('dDwWsSmMyYAZtnrfv');

interface Frame {
  /** The group holds a repetition somewhere inside. */
  repeats: boolean;
}

type Previous = 'nothing' | 'atom' | 'group';

/** Where `[...]` that starts at `start` ends (the index after `]`), or -1 when it does not. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i += 1;
  if (pattern[i] === ']') i += 1;
  for (; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') i += 1;
    else if (char === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2);
      if (close < 0) return -1;
      i = close + 1;
    } else if (char === ']') return i + 1;
  }
  return -1;
}

/** `{n}`, `{n,}` or `{n,m}` at `start`: its end and counts, or a problem. */
function bound(pattern: string, start: number): { end: number } | { problem: string } {
  const match = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(pattern.slice(start));
  if (!match) return { problem: 'has a "{" that is not a repetition count such as {2,5}' };
  const low = Number(match[1]);
  const high = match[3] ? Number(match[3]) : low;
  if (low > MAX_PATTERN_REPEAT || high > MAX_PATTERN_REPEAT) {
    return { problem: `may repeat at most ${MAX_PATTERN_REPEAT} times` };
  }
  if (high < low) return { problem: 'has a repetition count whose maximum is below its minimum' };
  return { end: start + match[0].length };
}

/**
 * Why `pattern` is outside the safe subset, as the end of a sentence ("… may not use
 * back-references"), or null when it may be used.
 */
export function unsafePatternReason(pattern: string): string | null {
  const stack: Frame[] = [{ repeats: false }];
  let groups = 0;
  let previous: Previous = 'nothing';
  let previousGroupRepeats = false;

  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    const frame = stack[stack.length - 1] as Frame;
    if (char === '\\') {
      const next = pattern.charAt(i + 1);
      if (next === '') return 'ends with a lone backslash';
      if (/\d/.test(next) || next === 'k') return 'may not use back-references';
      if (/[A-Za-z]/.test(next) && !ESCAPE_LETTERS.has(next)) {
        return `may not use the escape \\${next}`;
      }
      i += 1;
      previous = 'atom';
    } else if (char === '[') {
      const end = classEnd(pattern, i);
      if (end < 0) return 'has a "[" without its "]"';
      i = end - 1;
      previous = 'atom';
    } else if (char === '(') {
      if (pattern.charAt(i + 1) === '?') {
        if (pattern.charAt(i + 2) !== ':') return 'may not use look-around or inline options';
        i += 2;
      }
      groups += 1;
      if (groups > MAX_PATTERN_GROUPS) return `may have at most ${MAX_PATTERN_GROUPS} groups`;
      stack.push({ repeats: false });
      previous = 'nothing';
    } else if (char === ')') {
      if (stack.length === 1) return 'has a ")" without its "("';
      stack.pop();
      const parent = stack[stack.length - 1] as Frame;
      parent.repeats ||= frame.repeats;
      previousGroupRepeats = frame.repeats;
      previous = 'group';
    } else if (char === '*' || char === '+' || char === '?' || char === '{') {
      if (previous === 'nothing') return `has a "${char}" with nothing to repeat`;
      if (char === '{') {
        const counted = bound(pattern, i);
        if ('problem' in counted) return counted.problem;
        i = counted.end - 1;
      }
      if (previous === 'group' && previousGroupRepeats) {
        return 'may not repeat a group that repeats something itself';
      }
      // A lazy quantifier (`*?`) is still one repetition.
      if (pattern.charAt(i + 1) === '?') i += 1;
      frame.repeats = true;
      previous = 'nothing';
    } else if (char === '|' || char === '^' || char === '$') {
      previous = 'nothing';
    } else {
      previous = 'atom';
    }
  }
  return stack.length > 1 ? 'has a "(" without its ")"' : null;
}
