import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmTextShapingSoon', () => {
  it('makes one grapheme segmenter a task later, however often it is called', async () => {
    // A fresh copy of the module: the test files share modules, and a router test may have
    // warmed this one already.
    vi.resetModules();
    const { warmTextShapingSoon } = await import('./warm-text-shaping.ts');
    vi.useFakeTimers();
    const made: (Intl.SegmenterOptions | undefined)[] = [];
    const Segmenter = Intl.Segmenter;
    class CountedSegmenter extends Segmenter {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.SegmenterOptions) {
        super(locales, options);
        made.push(options);
      }
    }
    vi.spyOn(Intl, 'Segmenter', 'get').mockReturnValue(CountedSegmenter);
    warmTextShapingSoon();
    warmTextShapingSoon();
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual([{ granularity: 'grapheme' }]);
    warmTextShapingSoon();
    vi.runAllTimers();
    expect(made).toHaveLength(1);
  });
});
