/**
 * Runs `callback` once the page has nothing else to do, or after `timeoutMs` at the latest; where
 * the browser has no idle callbacks (Safari), a quarter of that from now. The callback learns how
 * much of the idle moment is left (none without idle callbacks), for work done in pieces.
 * Returns the function that calls it off.
 */
export function runWhenIdle(
  callback: (timeLeft: () => number) => void,
  timeoutMs: number,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      (deadline) => callback(() => deadline.timeRemaining()),
      {
        timeout: timeoutMs,
      },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => callback(() => 0), timeoutMs / 4);
  return () => window.clearTimeout(handle);
}
