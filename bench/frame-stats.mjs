// What the benchmarks share to sum up their samples: percentiles, and how animation frame
// intervals are counted against "no frame over 33 ms".

/** The value at share `p` (0–1) of an ascending list: the nearest-rank percentile. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** Count, median, p95, smallest and largest of `values`. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    min: sorted[0],
    max: sorted.at(-1),
  };
}

// Animation frame intervals come in whole display periods (16.7, 33.3, 50 ms at 60 Hz, give or
// take a little jitter). A 33.3 ms interval is one missed period: the frame took at most 33 ms.
// "Over 33 ms" is a frame that took three periods or more.
const MISSED_FRAME_MS = 25;
const SLOW_FRAME_MS = 40;

/** Of animation frame intervals: how many missed one period, and how many took over 33 ms. */
export function frameCounts(intervals) {
  const slow = intervals.filter((interval) => interval > SLOW_FRAME_MS).length;
  const missed = intervals.filter((interval) => interval > MISSED_FRAME_MS).length - slow;
  return { missed, slow };
}
