import { describe, expect, it } from 'vitest';
import { countRangeText, fullDateText } from './sheet-text.ts';

describe('countRangeText', () => {
  it('writes a range, or one number when both ends agree', () => {
    expect(countRangeText({ min: 4, max: 8 })).toBe('4–8');
    expect(countRangeText({ min: 6, max: 6 })).toBe('6');
  });
});

describe('fullDateText', () => {
  it('writes the plan’s own day in the interface language, whatever the time zone', () => {
    expect(fullDateText('2026-03-10', 'en')).toBe('Tuesday, March 10, 2026');
    expect(fullDateText('2026-03-10', 'de')).toBe('Dienstag, 10. März 2026');
    expect(fullDateText('2026-12-31', 'en')).toBe('Thursday, December 31, 2026');
  });
});
