/**
 * Runs `callback` once the page has nothing else to do, or after `timeoutMs` at the latest; where
 * the browser has no idle callbacks (Safari), a quarter of that from now. Returns the function
 * that calls it off.
 */
export function runWhenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, timeoutMs / 4);
  return () => window.clearTimeout(handle);
}
