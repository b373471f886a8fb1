import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitGraphemes } from './text-graphemes.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const bySegmenter = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('splitGraphemes', () => {
  it('splits as the segmenter does, without it, for the characters it splits plainly', () => {
    const segment = vi.fn(bySegmenter);
    const characters: string[] = [];
    for (let code = 0x20; code <= 0x2ff; code += 1) {
      if (code > 0x7e && code < 0xa0) continue;
      characters.push(String.fromCharCode(code));
    }
    // Each after a letter and after itself: a character that joined the one before it (a mark,
    // a joiner) or after it would make fewer graphemes than units.
    const text = characters.map((character) => `a${character}${character}`).join('');
    expect(splitGraphemes(text, segment)).toEqual(bySegmenter(text));
    expect(splitGraphemes('', segment)).toEqual([]);
    expect(segment).not.toHaveBeenCalled();
  });

  it('leaves marks, emoji, tabs and line ends to the segmenter', () => {
    for (const text of ['e\u0301', 'Spieler 👍🏽', 'a\tb', 'a\r\nb', '안녕', 'क्षि']) {
      const segment = vi.fn(bySegmenter);
      expect(splitGraphemes(text, segment)).toEqual(bySegmenter(text));
      expect(segment).toHaveBeenCalledWith(text);
    }
  });
});

describe('installQuickGraphemes', () => {
  it("has fabric split a player's number without the browser's segmenter, and others with it", async () => {
    // Fresh copies: the test files share modules, and fabric keeps the first segmenter it made.
    vi.resetModules();
    const { util } = await import('fabric');
    const graphemes = await import('./text-graphemes.ts');
    const simple = ['12', 'Jäger 3', 'Ball'];
    const complex = ['e\u0301!', 'Spieler 👍🏽'];
    const expected = [...simple, ...complex].map(bySegmenter);
    const segmented = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    const Browser = Intl.Segmenter;

    graphemes.installQuickGraphemes();
    expect(Intl.Segmenter).toBe(Browser);
    expect(simple.map((text) => util.string.graphemeSplit(text))).toEqual(expected.slice(0, 3));
    expect(segmented).not.toHaveBeenCalled();
    expect(complex.map((text) => util.string.graphemeSplit(text))).toEqual(expected.slice(3));
    expect(segmented.mock.calls).toEqual(complex.map((text) => [text]));
  });
});
