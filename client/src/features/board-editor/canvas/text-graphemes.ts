import { util } from 'fabric';

/*
 * fabric splits every text it measures, reads or saves into graphemes with one `Intl.Segmenter`
 * of its own, and the first segmenter a page makes loads the browser's break rules: 40–130 ms in
 * Chromium (bench/RESULTS.md, sessions 27 and 28), which fell on the first drawn page of every
 * board, players' numbers being texts. In the characters below, from printable ASCII through the
 * Latin letters and spacing modifiers (U+0300 starts the combining marks), every UTF-16 unit is
 * a grapheme of its own: no surrogates, joiners, marks or CR LF, so a plain split gives what the
 * segmenter would.
 */
const ONE_UNIT_GRAPHEMES = /^[\u0020-\u007e\u00a0-\u02ff]*$/;

/** The graphemes of `text`, from `segment` only where a plain split could be wrong. */
export function splitGraphemes(text: string, segment: (text: string) => string[]): string[] {
  return ONE_UNIT_GRAPHEMES.test(text) ? text.split('') : segment(text);
}

/** The part of a segmenter fabric uses, splitting simple texts without the browser's rules. */
class QuickSegmenter {
  readonly #Browser: typeof Intl.Segmenter;
  #browser: Intl.Segmenter | undefined;

  constructor(Browser: typeof Intl.Segmenter) {
    this.#Browser = Browser;
  }

  segment(text: string): { segment: string }[] {
    return splitGraphemes(text, (complex) => {
      this.#browser ??= new this.#Browser(undefined, { granularity: 'grapheme' });
      return Array.from(this.#browser.segment(complex), ({ segment }) => segment);
    }).map((segment) => ({ segment }));
  }
}

const browserSegments = () => typeof Intl !== 'undefined' && 'Segmenter' in Intl;

let installed = false;

/**
 * Gives fabric a segmenter that splits simple texts plainly, once per page, before fabric has
 * split anything: fabric makes its segmenter with `new Intl.Segmenter` on its first split and
 * keeps it, and for that one call the constructor hands out the quick one. Without
 * `Intl.Segmenter` fabric splits by code points itself, which this leaves alone.
 */
export function installQuickGraphemes(): void {
  if (installed || !browserSegments()) return;
  installed = true;
  const Browser = Intl.Segmenter;
  const quick = new QuickSegmenter(Browser);
  // The type has it read-only; the built-in is writable, as every Intl constructor is.
  const intl = Intl as { Segmenter: unknown };
  // A constructor returning an object makes `new` give that object.
  intl.Segmenter = function Segmenter() {
    return quick;
  };
  try {
    util.string.graphemeSplit('');
  } finally {
    intl.Segmenter = Browser;
  }
}

let warmed = false;

/**
 * Loads the browser's break rules with `whenIdle` (lib/run-when-idle.ts, passed in so that the
 * early editor's canvas code needs nothing of the app's shell), for texts beyond the characters
 * above, so that the first such text does not wait for them.
 */
export function warmSegmenterWhenIdle(
  whenIdle: (task: () => void, timeoutMs: number) => void,
): void {
  if (warmed || !browserSegments()) return;
  warmed = true;
  // Making one is what loads them.
  whenIdle(() => new Intl.Segmenter(undefined, { granularity: 'grapheme' }), 4_000);
}
