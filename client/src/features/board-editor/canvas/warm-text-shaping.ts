/*
 * fabric splits every text it measures into graphemes with `Intl.Segmenter`, and the first
 * segmenter a page makes loads the browser's break rules: 15–130 ms in Chromium here, a second
 * one 0.1 ms (bench/RESULTS.md, session 27). The players' numbers are texts, so without this the
 * wait fell on the first drawn page of every board.
 */

let warmed = false;

/**
 * Makes the page's first grapheme segmenter a task from now, once: called as a board's code
 * starts loading, it runs while that code is on its way.
 */
export function warmTextShapingSoon(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return;
    Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('10'));
  }, 0);
}
