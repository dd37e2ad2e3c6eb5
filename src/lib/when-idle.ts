/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), or after `fallback` ms
 * where there is no requestIdleCallback (Safari). Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 3000, fallback = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallback);
  return () => window.clearTimeout(id);
}
