import type { CountRange } from '@courtside/domain';
import { localDay } from '../components/plan-format.ts';

/** "4–8", or "6" when every exercise asks for the same number. */
export function countRangeText(range: CountRange): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}

/** The plan's day written out in full ("Tuesday, March 10, 2026"), as a printed sheet heads it. */
export function fullDateText(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(localDay(isoDate));
}
