/*
 * Where a JSON text breaks, for messages that name the record and line: Node 20's JSON.parse says
 * what it did not expect but not where. Used only after JSON.parse has failed.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];
const ESCAPES = '"\\/bfnrtu';

class Broken extends Error {
  readonly offset: number;

  constructor(offset: number) {
    super('broken JSON');
    this.offset = offset;
  }
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i += 1;
  return i;
}

function readString(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') return i + 1;
    if (char < ' ') throw new Broken(i);
    if (char === '\\') {
      if (!ESCAPES.includes(text[i + 1] ?? '')) throw new Broken(i + 1);
      if (text[i + 1] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        throw new Broken(i + 2);
      }
      i += text[i + 1] === 'u' ? 6 : 2;
    } else i += 1;
  }
  throw new Broken(text.length);
}

/** Reads one value from `at`; answers the offset after it, or throws where it breaks. */
function readValue(text: string, at: number): number {
  const i = skipSpace(text, at);
  const char = text[i];
  if (char === undefined) throw new Broken(i);
  if (char === '"') return readString(text, i);
  if (char === '{' || char === '[') {
    const close = char === '{' ? '}' : ']';
    let next = skipSpace(text, i + 1);
    if (text[next] === close) return next + 1;
    for (;;) {
      if (char === '{') {
        if (text[next] !== '"') throw new Broken(next);
        next = skipSpace(text, readString(text, next));
        if (text[next] !== ':') throw new Broken(next);
        next += 1;
      }
      next = skipSpace(text, readValue(text, next));
      if (text[next] === close) return next + 1;
      if (text[next] !== ',') throw new Broken(next);
      next = skipSpace(text, next + 1);
    }
  }
  const literal = LITERALS.find((word) => text.startsWith(word, i));
  if (literal) return i + literal.length;
  NUMBER.lastIndex = i;
  if (NUMBER.test(text)) {
    // `1.` or `2e` at the very end: a number cut off.
    if (/^[.eE][+-]?\d*$/.test(text.slice(NUMBER.lastIndex))) throw new Broken(text.length);
    return NUMBER.lastIndex;
  }
  // A literal or number cut off by the end of the text is cut short, not wrong.
  const rest = text.slice(i);
  if (LITERALS.some((word) => word.startsWith(rest)) || /^-$/.test(rest)) {
    throw new Broken(text.length);
  }
  throw new Broken(i);
}

/**
 * The offset of the first character that makes `text` no JSON; `text.length` when it ends too
 * early; undefined when it is valid JSON.
 */
export function firstSyntaxError(text: string): number | undefined {
  try {
    const end = skipSpace(text, readValue(text, 0));
    return end === text.length ? undefined : end;
  } catch (error) {
    if (error instanceof Broken) return error.offset;
    // Nesting too deep for the stack: the place stays unknown.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Which element of a top-level JSON array holds character `offset`, counting the commas at depth
 * one outside strings; undefined when the array closed before `offset`. The text before
 * `offset` must be valid JSON so far, as it is up to {@link firstSyntaxError}.
 */
export function arrayElementAt(text: string, offset: number): number | undefined {
  let depth = 0;
  let index = 0;
  let inString = false;
  for (let i = 0; i < Math.min(offset, text.length); i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return undefined;
    } else if (char === ',' && depth === 1) index += 1;
  }
  return index;
}

/** "line 3, column 14" of an offset. */
export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}
